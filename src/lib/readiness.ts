import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'

import { redisClient } from './redis'
import { s3ClientConfig, s3Configured } from './storage'

/** Each shared part this instance needs: 'ok', 'off' (not configured: the local default), or why it failed. */
export type Check = 'ok' | 'off' | string

const TIMEOUT_MS = 1_500

const within = async (work: () => Promise<unknown>): Promise<Check> => {
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      work(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS)
      }),
    ])
    return 'ok'
  } catch (error) {
    return error instanceof Error ? (error.name === 'Error' ? error.message : error.name) : 'failed'
  } finally {
    clearTimeout(timer)
  }
}

let s3: S3Client | null = null

/** `payload`: how the caller reaches this instance's Payload (the route passes `getPayload` with the app's config). */
export const readiness = async (
  payload: () => Promise<Payload>,
): Promise<Record<'database' | 'redis' | 's3', Check>> => {
  const [database, redis, storage] = await Promise.all([
    within(async () => {
      await (await payload()).db.pool.query('select 1')
    }),
    (async () => {
      const client = redisClient()
      if (!client) return 'off'
      return within(async () => {
        // A client created by this very check (or reconnecting) gets the rest of the timeout to connect.
        while (!client.isReady) await new Promise((resolve) => setTimeout(resolve, 50))
        await client.ping()
      })
    })(),
    (async () => {
      if (!s3Configured()) return 'off'
      s3 ??= new S3Client(s3ClientConfig())
      return within(() => s3!.send(new HeadBucketCommand({ Bucket: process.env.S3_BUCKET })))
    })(),
  ])
  return { database, redis, s3: storage }
}
