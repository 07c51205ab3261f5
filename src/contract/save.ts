import type { ZodType } from 'zod'

import { decodeFlag, decodeList, type Body } from './body'
import { zodFailure } from './http'

export type FormShape = {
  /** Fields that arrive JSON-encoded in multipart (concept lists, ingredients...). */
  lists?: readonly string[]
  /** File inputs of the form, by their form name. */
  files?: readonly string[]
}

/**
 * Turns a request body into the object the form's zod schema reads (lists decoded, `is_active`
 * as a boolean, files by their input name) and parses it; the first problem becomes the message.
 */
export const parseForm = <T>(schema: ZodType<T>, body: Body, shape: FormShape): T => {
  const input: Record<string, unknown> = { ...body.fields }
  for (const list of shape.lists ?? []) if (list in input) input[list] = decodeList(input[list])
  if ('is_active' in input) input.is_active = decodeFlag(input.is_active)
  for (const file of shape.files ?? []) input[file] = body.files[file]
  const result = schema.safeParse(input)
  if (!result.success) throw zodFailure(result.error)
  return result.data
}

/** Drops the form-only keys (files, id, `_method`) so the rest can be stored as is. */
export const withoutKeys = (data: object, keys: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key) && key !== 'id' && key !== '_method'))
