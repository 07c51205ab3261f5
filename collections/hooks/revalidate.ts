import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { collectionTag, globalTag } from '../../src/lib/cache-tags'
import { expireTag } from '../../src/lib/cache-expiry'

/*
 * Shared by every collection and global the public site or a public contract read shows (a dozen),
 * so it lives in the collections' shared folder, not beside one of them (src/README.md, "Hooks").
 */

/** Expire a public-site cache tag and purge the proxy (src/lib/cache-expiry.ts), unless the change asked not to. */
const expire = (tag: string, disabled: unknown): void => {
  if (!disabled) expireTag(tag)
}

export const revalidateCollection = (
  slug: string,
): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } => ({
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
