import { dispatch } from '@/contract/dispatch'

// Every contract path is served by the one dispatcher, which matches it against src/contract/table.ts.
export const dynamic = 'force-dynamic'
export { dispatch as GET, dispatch as POST, dispatch as PUT, dispatch as DELETE }
