import type { Payload, PayloadRequest } from 'payload'

export const EMAIL_QUEUE = 'email'

export type OutgoingMessage = { to: string; subject: string; html: string; text: string }

/**
 * Stores the message in the outbox and queues its delivery, in the caller's transaction when a
 * `req` is given (a registration that rolls back queues nothing). Only the outbox id goes into the
 * job: the queue's rows and logs hold no address and no content.
 */
export const queueEmail = async (payload: Payload, message: OutgoingMessage, req?: PayloadRequest): Promise<void> => {
  const row = await payload.create({
    collection: 'mail-outbox',
    data: message,
    depth: 0,
    select: {},
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  await payload.jobs.queue({
    task: 'sendEmail',
    input: { outboxId: row.id },
    queue: EMAIL_QUEUE,
    ...(req ? { req } : {}),
  })
}
