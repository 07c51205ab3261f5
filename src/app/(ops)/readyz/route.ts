import config from '@payload-config'
import { getPayload } from 'payload'

import { readiness } from '@/lib/readiness'

/**
 * Readiness: 200 when the database, Redis and S3 (those configured) answer; 503 naming the failing
 * part otherwise, so a load balancer takes the instance out while it cannot serve writes.
 */
export const dynamic = 'force-dynamic'

export const GET = async (): Promise<Response> => {
  const checks = await readiness(() => getPayload({ config }))
  const failing = Object.entries(checks)
    .filter(([, state]) => state !== 'ok' && state !== 'off')
    .map(([part]) => part)
  return Response.json(failing.length ? { status: 'unavailable', failing, checks } : { status: 'ok', checks }, {
    status: failing.length ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  })
}
