import type { CheckboxField, JSONField, TextField, TextareaField, UploadField } from 'payload'

import { msg } from '../lib/messages'
import { isAbsoluteHttpUrl } from '../lib/url'

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === ''

/** Every text field has a server maximum, whatever the screen sets (a text line, a long text). */
export const DEFAULT_MAX_LENGTH = { text: 255, textarea: 5000 } as const

/** Control characters (NUL, bidi overrides are not among them; tab and line breaks are allowed) are refused in every text field. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const hasControl = (value: unknown): boolean => typeof value === 'string' && CONTROL.test(value)
export const CONTROL_MESSAGE = 'El texto contiene caracteres no permitidos.'

type TextOptions = {
  name: string
  label: string
  requiredMessage?: string
  maxLength?: number
  textarea?: boolean
}

/** A text field whose emptiness and length are reported with the spec's own Spanish message. */
export const textField = ({
  name,
  label,
  requiredMessage,
  maxLength: max,
  textarea,
}: TextOptions): TextField | TextareaField => {
  const maxLength = max ?? DEFAULT_MAX_LENGTH[textarea ? 'textarea' : 'text']
  const validate = (value: unknown) => {
    if (hasControl(value)) return CONTROL_MESSAGE
    if (requiredMessage && isBlank(value)) return requiredMessage
    if (maxLength && typeof value === 'string' && value.length > maxLength) return msg.maxLength(maxLength)
    return true
  }
  const base = { name, label, required: Boolean(requiredMessage), ...(maxLength ? { maxLength } : {}), validate }
  return textarea ? { ...base, type: 'textarea' } : { ...base, type: 'text' }
}

type UrlOptions = { name: string; label: string; requiredMessage: string; maxLength?: number }

export const urlField = ({ name, label, requiredMessage, maxLength = 2048 }: UrlOptions): TextField => ({
  name,
  label,
  type: 'text',
  required: true,
  maxLength,
  validate: (value: unknown) => {
    if (hasControl(value)) return CONTROL_MESSAGE
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
    if (
      value.length > 200 ||
      value.some((entry) => typeof entry === 'string' && entry.length > DEFAULT_MAX_LENGTH.text)
    )
      return msg.maxLength(DEFAULT_MAX_LENGTH.text)
    if (value.some(hasControl)) return CONTROL_MESSAGE
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
