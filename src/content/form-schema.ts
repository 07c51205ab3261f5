import { z } from 'zod'

import { isHourMinute, isIsoDay } from '../lib/dates'
import { msg } from '../lib/messages'
import { slugify } from '../lib/slug'
import {
  type FormContext,
  activeFlag,
  fileInput,
  imageOnCreate,
  imageUnlessStored,
  requiredText,
  requiredUrl,
  textList,
} from '../lib/schemas/common'
import { type AnyContent, type ChoiceDef, type FieldDef, inputName } from './kit'

/**
 * A content type's form rules, derived from its descriptor (src/content/kit.ts): the admin form and
 * the contract validate with the same schema. Apart from the descriptors so that pages without a
 * form (the portal) do not load zod.
 */

const positiveNumber = (message: string) =>
  z.coerce.number({ error: message }).refine((value) => Number.isFinite(value) && value > 0, message)

const choice = (def: ChoiceDef) => {
  const codes = def.options.map((option) => option.value)
  return z
    .union([z.string(), z.number()], { error: def.required })
    .transform(String)
    .refine((value) => codes.includes(value), def.required)
}

/** The id of the item's category (the spec shows no message; ours is `required`). */
export const categoryIdRule = (message: string) => z.coerce.number({ error: message }).int(message).positive(message)

const rule = (def: FieldDef, context: FormContext): z.ZodType => {
  switch (def.kind) {
    case 'text':
      if (def.address)
        return z
          .string()
          .trim()
          .max(def.max, msg.maxLength(def.max))
          .transform((value) => (value ? slugify(value) : ''))
          .optional()
      return def.optional
        ? z.string().trim().max(def.max, msg.maxLength(def.max)).optional()
        : requiredText(def.required, def.max)
    case 'url':
      return requiredUrl(def.required, def.max)
    case 'number':
      return positiveNumber(def.invalid)
    case 'choice':
      return choice(def)
    case 'list':
      return textList(def.required)
    case 'day':
      return z.string({ error: def.required }).trim().refine(isIsoDay, def.required)
    case 'time':
      // Optional: an empty input (or none at all) is no time, stored as null.
      return z.preprocess(
        (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
        z
          .string({ error: msg.timeInvalid })
          .nullable()
          .refine((value) => value === null || isHourMinute(value), msg.timeInvalid),
      )
    case 'image':
      if (!def.required) return fileInput(msg.imageRequired, false)
      return def.required.when === 'create'
        ? imageOnCreate(def.required.message, context)
        : imageUnlessStored(def.required.message, context)
    case 'active':
      return def.optional ? activeFlag().optional() : activeFlag()
    case 'flag':
      // Multipart sends it as 1/0 (the JSON clients as a boolean); left out, it stays as stored.
      return z
        .preprocess(
          (value) => (value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : value),
          z.boolean(),
        )
        .optional()
    case 'category':
      return categoryIdRule(def.required)
    case 'file':
      return fileInput(def.required, context.mode === 'create')
    case 'order':
      return z.never().optional()
  }
}

/** The form's rules by input name, in descriptor order (an order is never part of a form). */
export const formShape = (type: AnyContent, context: FormContext): Record<string, z.ZodType> =>
  Object.fromEntries(
    Object.entries(type.fields)
      .filter(([, def]) => def.kind !== 'order')
      .map(([name, def]) => [inputName(name, def), rule(def, context)]),
  )

/** The form's zod schema, shared by the admin form and the contract. */
export const formSchema =
  (type: AnyContent) =>
  (context: FormContext): z.ZodType<Record<string, unknown>> =>
    z.object(formShape(type, context))
