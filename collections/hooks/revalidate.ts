import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'

import { collectionTag, globalTag } from '../../src/lib/cache-tags'
import { purgeProxies } from '../../src/lib/proxy-purge'

/*
 * Shared by every collection and global the public site or a public contract read shows (a dozen),
 * so it lives in the collections' shared folder, not beside one of them (src/README.md, "Hooks").
 */

/** Expire a public-site cache tag; outside a Next.js server (seed, tests) there is no cache to expire. */
const expire = (tag: string, disabled: unknown): void => {
  if (disabled) return
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside Next.js (seed script, Jest): nothing is cached there.
    return
  }
  purgeProxies()
}

export const revalidateCollection = (slug: string): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } => ({
  afterChange: [
    ({ doc, req }) => {
      expire(collectionTag(slug), req.context.disableRevalidate)
      return doc
    },
  ],
  afterDelete: [
    ({ doc, req }) => {
      expire(collectionTag(slug), req.context.disableRevalidate)
      return doc
    },
  ],
})

export const revalidateGlobal =
  (slug: string): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    expire(globalTag(slug), req.context.disableRevalidate)
    return doc
  }
