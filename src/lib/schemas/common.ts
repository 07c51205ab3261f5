import { z } from 'zod'

import { LIMITS } from '../limits'
import { msg } from '../messages'
import { isAbsoluteHttpUrl } from '../url'

/**
 * Building blocks of the form schemas. Browser-safe (no server imports): the admin forms and the
 * HTTP contract parse the same objects with the same Spanish messages.
 */

/** Create or edit: images are required on create only (and on edit when none is stored yet). */
export type FormMode = 'create' | 'edit'
export type FormContext = { mode: FormMode; hasImage?: boolean }

export const requiredText = (message: string, max?: number) => {
  const text = z.string({ error: message }).trim().min(1, { error: message, abort: true })
  return max ? text.max(max, msg.maxLength(max)) : text
}

export const requiredUrl = (requiredMessage: string, max: number = LIMITS.text) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isAbsoluteHttpUrl, { error: msg.invalidLink, abort: true })
    .refine((value) => value.length <= max, msg.maxLength(max))

/**
 * A list of short texts (concepts, ingredients, steps, materials): at least one, no blank entry, each
 * at most `LIMITS.text` characters (the collection's own rule, src/fields/index.ts: refused, never cut).
 */
export const textList = (message: string) =>
  z
    .array(z.string({ error: message }), { error: message })
    .min(1, { error: message, abort: true })
    .refine((list) => list.every((entry) => entry.trim() !== ''), message)
    .refine((list) => list.every((entry) => entry.trim().length <= LIMITS.text), msg.maxLength(LIMITS.text))
    .transform((list) => list.map((entry) => entry.trim()))

/** `is_active` as the forms hold it (a boolean); the contract turns `1`/`0` into one first. */
export const activeFlag = (message: string = msg.activeRequired) => z.boolean({ error: message })

const isPresent = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(typeof value === 'object' && 'size' in value && (value as { size: number }).size === 0)

/**
 * A file input: a File in the browser, an uploaded file on the server. Required on create, and on
 * edit only when `requiredOnEdit` says the stored item has none.
 */
export const fileInput = (message: string, required: boolean) =>
  z.unknown().refine((value) => !required || isPresent(value), message)

/** The usual image rule of the spec: required when creating only. */
export const imageOnCreate = (message: string, { mode }: FormContext) => fileInput(message, mode === 'create')

/** Wellbeing books and podcasts: required on create, and on edit when the item has no image yet. */
export const imageUnlessStored = (message: string, { mode, hasImage }: FormContext) =>
  fileInput(message, mode === 'create' || !hasImage)

/** Optional id, sent on edit (null or absent on create). */
export const optionalId = z.union([z.number(), z.string(), z.null()]).optional()
