import type { CollectionSlug } from 'payload'

import { kitContracts, type AnyRegistration, type KitContract } from '../../content/registry'
import { listQuery, tagsOf } from '../cache'
import { kitCalls } from '../paths'
import type { Route } from '../route'
import { contentHandlers, fromDescriptor } from './content'
import { listActions } from './list-actions'

/**
 * The contract of every type its registration serves with the kit handlers (src/content/registry.ts):
 * the handlers and the five rows of each, at the registration's path. A new type's calls need no edit here.
 */

export type ContentResource = ReturnType<typeof contentHandlers> & ReturnType<typeof listActions>

export const handlersOf = (entry: KitContract): ContentResource => {
  const def = { ...fromDescriptor(entry.type), picker: entry.contract.picker, messages: entry.contract.messages }
  return { ...contentHandlers(def), ...listActions(def) }
}

const HANDLERS = new Map<string, ContentResource>(kitContracts().map((entry) => [entry.type.slug, handlersOf(entry)]))

/** The kit handlers of a registered collection (its recommendation card, for one). */
export const resourceOf = (collection: CollectionSlug | string): ContentResource => {
  const handlers = HANDLERS.get(collection)
  if (!handlers) throw new Error(`no contract resource for '${collection}'`)
  return handlers
}

/** The rows of one type: its five calls (src/contract/paths.ts, `kitCalls`) with the kit handlers, and its two list actions (bulk, 'Papelera'). */
export const rowsOf = (
  entry: KitContract,
  handlers: ContentResource = HANDLERS.get(entry.type.slug) ?? handlersOf(entry),
): Route[] =>
  kitCalls(entry).map(({ call, method, path }): Route =>
    call === 'list'
      ? {
          method,
          path,
          handler: handlers.list,
          access: 'public',
          tags: tagsOf({ collections: [entry.type.slug] }),
          query: listQuery(entry.type.pageSize),
        }
      : { method, path, handler: handlers[call], access: 'staff' },
  )

/** The rows of every kit type under one base path (a module: '/profe-max/desarrollo'…), in the registry's order. */
export const registeredRows = (base: string, registry?: readonly AnyRegistration[]): Route[] =>
  kitContracts(registry).flatMap((entry) => (entry.path.startsWith(`${base}/`) ? rowsOf(entry) : []))
