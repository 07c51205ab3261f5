import { APIError, ValidationError } from 'payload'
import type { ZodError } from 'zod'
import { isDatabaseInputError } from '../lib/api-errors'
import { DomainError, type DomainErrorKind } from '../lib/domain-error'
import { BAD_REQUEST } from '../lib/request-guard'

/** Field name -> the first message about it (the forms show one message per field). */
export type FieldErrors = Record<string, string>

/** A refusal the handlers raise on purpose; the dispatcher turns it into `{ error: true, message }`. */
export class ContractError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message)
  }
}

export const json = (body: unknown, status = 200, headers?: HeadersInit): Response =>
  Response.json(body, { status, headers })

/** Answer of a save, delete or toggle: `{ error: false, message }` plus what was saved. */
export const ok = (message: string, extra: Record<string, unknown> = {}, status = 200): Response =>
  json({ error: false, message, ...extra }, status)

export const fail = (status: number, message: string, errors?: FieldErrors, headers?: HeadersInit): Response =>
  json({ error: true, message, ...(errors && Object.keys(errors).length ? { errors } : {}) }, status, headers)

/** The generic "no such item", the same refusal domain code raises. */
export { notFound } from '../lib/domain-error'

/** The status of each kind of domain refusal (src/lib/domain-error.ts). */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  closed: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
}

/** Every zod problem by field, in order; the first one is the message. */
export const zodFailure = (error: ZodError): ContractError => {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_'
    errors[field] ??= issue.message
  }
  return new ContractError(400, error.issues[0]?.message ?? 'Datos no válidos.', errors)
}

const isUniqueViolation = (error: unknown): boolean => {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    if ((current as { code?: unknown }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * The field messages of a Payload ValidationError. A collection hook's can come from another copy of the
 * class in the production build, where `instanceof` fails (measured: a blog's taken address answered
 * 'The following field is invalid: slug' with no field message, issue 28), so its shape is checked too:
 * a 400 whose `data.errors` are `{ path, message }` pairs.
 */
const validationErrorsOf = (error: unknown): { path: string; message: string }[] | null => {
  if (error instanceof ValidationError) return error.data.errors
  if (!error || typeof error !== 'object') return null
  const { status, data } = error as { status?: unknown; data?: { errors?: unknown } }
  const errors = data?.errors
  if (status !== 400 || !Array.isArray(errors) || errors.length === 0) return null
  return errors.every(
    (entry: unknown) =>
      typeof (entry as { path?: unknown })?.path === 'string' &&
      typeof (entry as { message?: unknown })?.message === 'string',
  )
    ? (errors as { path: string; message: string }[])
    : null
}

/**
 * A public 4xx APIError of Payload's. A collection hook's (e.g. src/plugins/recommendationGuard.ts) can
 * come from another copy of the class in the production build, where `instanceof` fails (measured:
 * the refusal answered 500), so its shape is checked too: `isPublic` and a 4xx `status`.
 */
const isClientApiError = (error: unknown): error is { status: number; message: string } => {
  if (error instanceof APIError) return error.status < 500
  if (!error || typeof error !== 'object') return false
  const { isPublic, status, message } = error as { isPublic?: unknown; status?: unknown; message?: unknown }
  return isPublic === true && typeof status === 'number' && status >= 400 && status < 500 && typeof message === 'string'
}

/**
 * Whatever a handler throws becomes a Spanish 4xx when it is the caller's fault; only a real
 * server fault is a 500, and its details stay in the log.
 */
export const toErrorResponse = (error: unknown, log: (error: unknown) => void): Response => {
  if (error instanceof ContractError) return fail(error.status, error.message, error.errors)
  if (error instanceof DomainError) return fail(DOMAIN_STATUS[error.kind], error.message)
  const fieldErrors = validationErrorsOf(error)
  if (fieldErrors) {
    const errors: FieldErrors = {}
    for (const { path, message } of fieldErrors) errors[path] ??= message
    const unique = fieldErrors.some(({ message }) => /unique|único/i.test(message))
    if (unique) return fail(409, 'Ya existe un registro con esos datos.', errors)
    return fail(400, fieldErrors[0]?.message ?? 'Datos no válidos.', errors)
  }
  if (isUniqueViolation(error)) return fail(409, 'Ya existe un registro con esos datos.')
  if (isDatabaseInputError(error)) return fail(400, BAD_REQUEST)
  if (isClientApiError(error)) return fail(error.status, error.message)
  log(error)
  return fail(500, 'Error en el servidor')
}
