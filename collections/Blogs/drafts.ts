import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

/**
 * Drafts with autosave (issue 14), Payload's own `versions.drafts`: a save with `draft: true`
 * writes only a version (the main row keeps the published text), publishing writes both.
 * `interval`: the shortest time between two autosaves of Payload's own edit view; our admin form
 * autosaves through the contract with its own debounce (src/admin/kit/useAutosave.ts).
 * How many are kept is the history's bound (`withHistory`, collections/hooks/history.ts): autosave
 * updates the newest draft version in place, so the versions kept are the saved drafts and
 * publications (docs/editorial.md).
 */
export const BLOG_VERSIONS: NonNullable<CollectionConfig['versions']> = {
  drafts: { autosave: { interval: 2000 } },
}

/**
 * A save that is not a draft publishes. Payload leaves `_status` at its default ('draft') on a
 * create without `draft: true`, and an update without it keeps the newest version's status, so a
 * plain save (the seed, a contract client that knows nothing of drafts, a test) would otherwise
 * hide the blog. Only the caller's `draft` flag tells the two apart, and only `beforeOperation`
 * sees it. An explicit `_status` (Payload's own 'Unpublish') is left alone.
 */
export const publishUnlessDraft: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = args.data as Record<string, unknown> | undefined
  if (args.draft || !data || data._status !== undefined) return args
  return { ...args, data: { ...data, _status: 'published' } }
}
