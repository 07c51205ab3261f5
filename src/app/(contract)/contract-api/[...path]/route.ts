import { handleContractRequest } from '@/contract/dispatch'

// Every contract path is served by the one dispatcher, which matches it against src/contract/table.ts.
export {
  handleContractRequest as GET,
  handleContractRequest as POST,
  handleContractRequest as PUT,
  handleContractRequest as DELETE,
}
