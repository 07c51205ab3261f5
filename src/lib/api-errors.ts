import type { AfterErrorHook } from 'payload'

import { sqlState } from './logging'
import { BAD_REQUEST } from './request-guard'

/**
 * A value the database could not take (SQLSTATE class 22: a text where a number goes, a number out
 * of range, a NUL byte) is the caller's malformed input, not a server fault: 400, Spanish message.
 * Payload's `/api` answers it through the hook below, the contract through src/contract/http.ts.
 */
export const isDatabaseInputError = (error: unknown): boolean => sqlState(error)?.startsWith('22') ?? false

export const databaseInputErrors: AfterErrorHook = ({ error }) => {
  if (isDatabaseInputError(error)) return { status: 400, response: { errors: [{ message: BAD_REQUEST }] } }
  const state = sqlState(error)
  // An integrity rule (class 23: a relation to an item that does not exist, a duplicate): a conflict with what is stored.
  if (state?.startsWith('23')) return { status: 409, response: { errors: [{ message: CONFLICT }] } }
  return undefined
}

export const CONFLICT =
  'La solicitud no concuerda con los datos guardados: hace referencia a un elemento que no existe o repite uno que ya existe.'

type FieldErrors = { name: string; message: string; data: { errors: { path: string; message: string }[] } }

/** Recognised by its shape: the minified build renames the class (its `name` is a letter). */
const isValidationError = (error: unknown): error is FieldErrors => {
  if (!error || typeof error !== 'object') return false
  const { data, status } = error as Partial<FieldErrors> & { status?: unknown }
  const errors = data?.errors
  return (
    status === 400 &&
    Array.isArray(errors) &&
    errors.every((entry) => typeof entry?.path === 'string' && typeof entry?.message === 'string')
  )
}

/**
 * A refused field keeps its own message in the answer (`errors[0].data.errors`, Payload's documented
 * shape), which the admin's forms put under the field ('La contraseña actual no es correcta.').
 * Payload's error formatter recognises its errors with `instanceof`, and the production build holds
 * two copies of Payload's error classes (one per server bundle that imports `payload`), so an error
 * thrown by a hook or a field's validation came back as the bare summary: recognised by its shape here.
 */
export const validationDetails: AfterErrorHook = ({ error, result }) => {
  if (!isValidationError(error)) return undefined
  const answered = (result as { errors?: { data?: unknown }[] } | undefined)?.errors?.[0]
  if (answered?.data) return undefined
  return { status: 400, response: { errors: [{ name: 'ValidationError', message: error.message, data: error.data }] } }
}
