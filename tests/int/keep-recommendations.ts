import type { GlobalSlug } from 'payload'

import { testPayload } from './helpers'

type Recommendation = { type?: unknown; item?: unknown }

/**
 * The monthly recommendations are singletons a suite cannot create: a suite that changes them puts
 * them back as it found them (suites run in any order, and others may read the seeded choice).
 * Registers the suite's beforeAll (read) and afterAll (write back).
 */
export const keepRecommendations = (
  slugs: readonly GlobalSlug[] = ['development-recommendation', 'wellbeing-recommendation'],
): void => {
  const stored = new Map<GlobalSlug, Recommendation>()
  beforeAll(async () => {
    const payload = await testPayload()
    for (const slug of slugs) stored.set(slug, (await payload.findGlobal({ slug, depth: 0 })) as Recommendation)
  })
  afterAll(async () => {
    const payload = await testPayload()
    for (const [slug, { type, item }] of stored)
      await payload.updateGlobal({
        slug,
        data: { type, item } as never, // as read back from the same global
        depth: 0,
        context: { disableRevalidate: true },
      })
  })
}
