import type { Payload } from 'payload'

import type { Caller } from './auth'

/** What a handler gets: the request, the path's parameters, Payload and who is calling. */
export type Ctx = {
  request: Request
  url: URL
  params: Record<string, string>
  payload: Payload
  caller: Caller
}

export type Handler = (ctx: Ctx) => Promise<Response>

/**
 * Local API options for the caller: staff calls go through the collections' access rules with
 * their user; anonymous calls too (`overrideAccess: false`, no user), so they see active items only.
 */
export const asCaller = (ctx: Ctx) => ({ overrideAccess: false as const, user: ctx.caller.user ?? undefined })

export const isStaff = (ctx: Ctx): boolean => ctx.caller.role !== null
