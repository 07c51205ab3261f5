import { createRequire } from 'node:module'

import { jest } from '@jest/globals'

/**
 * Records the cache tags a test's changes expire: `next/cache`'s `revalidateTag` is replaced by a
 * recorder (outside Next, `expireTag` has nothing to expire). Call it first, then import what uses
 * `next/cache` with `await import(…)`, so the replacement is what those modules get.
 */
export const recordExpiredTags = (): string[] => {
  const expired: string[] = []
  const actual = createRequire(import.meta.url)('next/cache') as Record<string, unknown>
  jest.unstable_mockModule('next/cache', () => ({
    ...actual,
    revalidateTag: (tag: string) => {
      expired.push(tag)
    },
  }))
  return expired
}
