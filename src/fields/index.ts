import type { CheckboxField, JSONField, TextField, TextareaField, UploadField } from 'payload'

import { msg } from '../lib/messages'
import { isAbsoluteHttpUrl } from '../lib/url'

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === ''

type TextOptions = {
  name: string
  label: string
  requiredMessage?: string
  maxLength?: number
  textarea?: boolean
}

/** A text field whose emptiness and length are reported with the spec's own Spanish message. */
export const textField = ({ name, label, requiredMessage, maxLength, textarea }: TextOptions): TextField | TextareaField => {
  const validate = (value: unknown) => {
    if (requiredMessage && isBlank(value)) return requiredMessage
    if (maxLength && typeof value === 'string' && value.length > maxLength) return msg.maxLength(maxLength)
    return true
  }
  const base = { name, label, required: Boolean(requiredMessage), ...(maxLength ? { maxLength } : {}), validate }
  return textarea ? { ...base, type: 'textarea' } : { ...base, type: 'text' }
}

type UrlOptions = { name: string; label: string; requiredMessage: string; maxLength?: number }

export const urlField = ({ name, label, requiredMessage, maxLength }: UrlOptions): TextField => ({
  name,
  label,
  type: 'text',
  required: true,
  ...(maxLength ? { maxLength } : {}),
  validate: (value: unknown) => {
    if (isBlank(value)) return requiredMessage
    if (!isAbsoluteHttpUrl(value)) return msg.invalidLink
    if (maxLength && typeof value === 'string' && value.length > maxLength) return msg.maxLength(maxLength)
    return true
  },
})

/** A list of short texts (concepts, ingredients, steps, materials): at least one, no blanks. */
export const textListField = (name: string, label: string, requiredMessage: string): JSONField => ({
  name,
  label,
  type: 'json',
  required: true,
  defaultValue: [],
  validate: (value: unknown) => {
    if (!Array.isArray(value) || value.length === 0) return requiredMessage
    if (value.some((entry) => isBlank(entry))) return requiredMessage
    return true
  },
  admin: { description: 'Lista de textos, por ejemplo ["Primero", "Segundo"].' },
})

export const isActiveField = (defaultValue: boolean, label = 'Publicado'): CheckboxField => ({
  name: 'is_active',
  label,
  type: 'checkbox',
  defaultValue,
  index: true,
  admin: { position: 'sidebar' },
})

type ImageOptions = { name: string; label: string; requiredOnCreate?: string; relationTo?: 'media' }

/** An image upload; the spec asks for it on create only, so an edit may keep the stored one. */
export const imageField = ({ name, label, requiredOnCreate, relationTo = 'media' }: ImageOptions): UploadField => ({
  name,
  label,
  type: 'upload',
  relationTo,
  validate: (value: unknown, { id }: { id?: number | string }) => {
    if (requiredOnCreate && id === undefined && (value === null || value === undefined || value === '')) {
      return requiredOnCreate
    }
    return true
  },
})
