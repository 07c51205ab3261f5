import type { CollectionAfterChangeHook } from 'payload'

import { queueEmail } from '../../src/email/queue'
import { welcomeEmail } from '../../src/email/templates'

/** Registration created: queue the welcome message with the member code, in the same transaction. */
export const queueWelcomeEmail: CollectionAfterChangeHook = async ({ data, doc, operation, req }) => {
  // `doc` holds only what the caller selected (the contract selects the code): read `data` too.
  const saved = { ...data, ...doc } as { email?: unknown; nombre?: unknown; member_code?: unknown }
  if (operation !== 'create' || typeof saved.email !== 'string' || typeof saved.member_code !== 'string') return doc
  await queueEmail(req.payload, welcomeEmail(saved.email, String(saved.nombre ?? ''), saved.member_code), req)
  return doc
}
