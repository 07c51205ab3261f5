import { handleContractRequest } from '@/contract/dispatch'

// The blog lists are read by every public blog client: served straight from this route file rather
// than through src/proxy.ts, whose extra hop doubled their p99 (docs/performance.md).
export { handleContractRequest as GET }
