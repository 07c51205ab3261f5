import { expect, test } from '@playwright/test'

import { control, controlJson, registration } from './cluster'

/**
 * Issue 12: the registration limit counts across instances (rate-limiter-flexible on the shared
 * Redis, src/lib/rate-limit.ts). The runner's cluster keeps a high limit (the fault tests send
 * 500 registrations from one address), so this test asks it for a second pair of instances on the
 * same database and Redis with CONTRACT_RATE_LIMIT=<LIMIT>/60, and sends registrations alternately to
 * each, straight to their ports. They trust one proxy (TRUSTED_PROXIES=1, as behind Varnish), so the
 * last X-Forwarded-For entry is the client: a fresh address per run.
 */
const LIMIT = Number(process.env.CLUSTER_LIMITED_PAIR_LIMIT ?? '4')

const register = (origin: string, client: string) =>
  fetch(`${origin}/officemax/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify(registration('limite')),
  })

test('the registration limit counts across both instances: the (limit + 1)th is 429 with Retry-After on either', async () => {
  const [a, b] = await controlJson<string[]>('start-limited-pair')
  try {
    const client = `198.51.${Math.floor(Math.random() * 200) + 1}.${Math.floor(Math.random() * 250) + 1}`
    for (let n = 0; n < LIMIT; n++) {
      const response = await register(n % 2 === 0 ? a! : b!, client)
      expect(response.status, `registration ${n + 1} of ${LIMIT}`).toBe(201)
    }
    // Each instance has seen only half of them: a count per instance would still accept these.
    for (const origin of [a!, b!]) {
      const refused = await register(origin, client)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(((await refused.json()) as { message: string }).message).toMatch(/Demasiadas solicitudes/)
    }
    // The count is per client: another address is still served by the same instances.
    expect((await register(b!, `${client.split('.').slice(0, 3).join('.')}.251`)).status).toBe(201)
  } finally {
    await control('stop-limited-pair')
  }
})
