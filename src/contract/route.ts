import type { QueryKey } from './cache'
import type { Handler } from './context'

/** One row of the contract's table (src/contract/table.ts), in a module of its own so a resource can build rows without importing the table. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * Who may call: `public` anyone (lists then show active items only unless the caller is staff),
 * `staff` a signed-in admin or editor, `admin` an admin.
 */
export type Access = 'public' | 'staff' | 'admin'

/**
 * `tags`: cache tags of what an anonymous GET shows (its answer is cached until they expire);
 * `query`: the part of the query string that answer depends on (src/contract/cache.ts), the cache key.
 */
export type Route = {
  method: Method
  path: string
  handler: Handler
  access: Access
  tags?: string[]
  query?: QueryKey
}
