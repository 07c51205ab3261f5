import type { Payload } from 'payload'

import { poolOf } from '../../src/lib/db-pool'

/** A message as the catcher (MailDev's HTTP API) holds it. */
export type CaughtMail = {
  subject: string
  html: string
  text: string
  to: { address: string }[]
  from: { address: string; name: string }[]
}

/** Messages the catcher at `catcherUrl` (default: the one scripts/test.mjs started) received for `address`. */
export const mailsTo = async (address: string, catcherUrl = process.env.MAIL_CATCHER_URL): Promise<CaughtMail[]> => {
  if (!catcherUrl) throw new Error('MAIL_CATCHER_URL is not set: run the suite with `npm run test:int`')
  const response = await fetch(`${catcherUrl}/api/email`)
  const all = (await response.json()) as CaughtMail[]
  return all.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
}

/** Runs the e-mail queue as an instance's turn would (the turns are taken only by a Next server: src/jobs/runner.ts). */
export const runMailQueue = async (payload: Payload): Promise<void> => {
  await payload.jobs.run({ queue: 'email', limit: 100 })
}

export { poolOf }

/** Every row of the jobs queue and its log, as text: what an operator reading them would see. */
export const jobQueueText = async (payload: Payload): Promise<string> => {
  const pool = poolOf(payload)
  const jobs = await pool.query('SELECT * FROM payload_jobs')
  const log = await pool.query('SELECT * FROM payload_jobs_log')
  return JSON.stringify([jobs.rows, log.rows])
}
