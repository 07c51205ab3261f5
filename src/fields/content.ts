import type { Field } from 'payload'

import { IMAGE_DIMENSIONS, type AnyContent, type FieldDef } from '../content/kit'
import { isHourMinute, isIsoDay } from '../lib/dates'
import { msg } from '../lib/messages'
import { imageField, isActiveField, textField, textListField, urlField } from './index'

/**
 * A descriptor field as a Payload field: the same limits and Spanish messages as the form's zod
 * schema, so the admin, the contract and the Local API refuse the same input the same way.
 */
const payloadField = (name: string, def: Exclude<FieldDef, { kind: 'file' }>): Field => {
  switch (def.kind) {
    case 'text':
      if (def.optional) return { name, label: def.collectionLabel ?? def.label, type: 'text', maxLength: def.max }
      return textField({
        name,
        label: def.collectionLabel ?? def.label,
        requiredMessage: def.required,
        maxLength: def.max,
        textarea: def.textarea === true,
      })
    case 'url':
      return urlField({ name, label: def.label, requiredMessage: def.required, maxLength: def.max })
    case 'number':
      return {
        name,
        label: def.label,
        type: 'number',
        required: true,
        validate: (value: unknown) =>
          typeof value === 'number' && Number.isFinite(value) && value > 0 ? true : def.invalid,
      }
    case 'choice': {
      const codes = def.options.map((option) => option.value)
      return {
        name,
        label: def.label,
        type: 'select',
        required: true,
        options: def.options.map(({ value, label }) => ({ value, label })),
        validate: (value: unknown) => (codes.includes(String(value)) ? true : def.required),
      }
    }
    case 'list':
      return textListField(name, def.label, def.required)
    case 'day':
      return {
        name,
        label: def.collectionLabel ?? def.label,
        type: 'text',
        required: true,
        index: true,
        validate: (value: unknown) => (isIsoDay(value) ? true : def.required),
      }
    case 'time':
      return {
        name,
        label: def.collectionLabel ?? def.label,
        type: 'text',
        validate: (value: unknown) => (value == null || value === '' || isHourMinute(value) ? true : msg.timeInvalid),
      }
    case 'image':
      return imageField({
        name,
        label: def.collectionLabel ?? `${def.label} (${IMAGE_DIMENSIONS[def.size]})`,
        // The collection checks the create rule only; the contract also knows whether an edit keeps a stored image.
        requiredOnCreate: def.required?.message,
      })
    case 'active':
      return isActiveField(def.default, def.collectionLabel)
    case 'flag':
      return {
        name,
        label: def.label,
        type: 'checkbox',
        defaultValue: false,
        index: true,
        admin: { position: 'sidebar', description: def.hint },
      }
    case 'category':
      return { name, label: def.label, type: 'relationship', relationTo: def.relationTo, required: true, index: true }
    case 'order':
      return {
        name,
        label: def.label,
        type: 'number',
        defaultValue: 0,
        index: true,
        admin: { position: 'sidebar', description: def.hint },
      }
  }
}

type StoredField = [string, Exclude<FieldDef, { kind: 'file' }>]

/**
 * The collection's fields: the item's own, then its category, then `is_active` (in the sidebar); a
 * file is the upload itself, not a field.
 */
export const contentFields = (type: AnyContent): Field[] => {
  const entries = Object.entries(type.fields).filter((entry): entry is StoredField => entry[1].kind !== 'file')
  const last = ['category', 'active']
  const own = entries.filter(([, def]) => !last.includes(def.kind))
  return [...own, ...last.flatMap((kind) => entries.filter(([, def]) => def.kind === kind))].map(([name, def]) =>
    payloadField(name, def),
  )
}
