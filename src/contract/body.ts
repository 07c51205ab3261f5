import { jsonTextTooDeep, someText, TOO_DEEP } from '../lib/json-limits'
import { CONTROL_CHARACTERS, readCappedBody, TOO_LARGE } from '../lib/request-guard'
import { ContractError } from './http'

/** An uploaded file as Payload's Local API takes it. */
export type Upload = { data: Buffer; name: string; mimetype: string; size: number }

/** A request body reduced to text fields and files, whichever encoding the client used. */
export type Body = { fields: Record<string, unknown>; files: Record<string, Upload> }

const malformed = () => new ContractError(400, 'La solicitud no tiene un formato válido.')

/**
 * Reads JSON, multipart or urlencoded bodies. Empty file inputs (no name, no bytes) count as
 * absent, as the forms send them when no new image was chosen.
 */
export const readBody = async (request: Request): Promise<Body> => {
  const body = await readCapped(request)
  if (hasControlCharacters(body.fields)) throw new ContractError(400, CONTROL_MESSAGE)
  return body
}

const CONTROL_MESSAGE = 'El texto contiene caracteres no permitidos.'

/** Any text (nested in lists and objects too, keys included) with a control character other than tab and line breaks; iterative (src/lib/json-limits.ts). */
const hasControlCharacters = (value: unknown): boolean => someText(value, (text) => CONTROL_CHARACTERS.test(text))

/** Every body is read through the same cap as /api (src/lib/request-guard.ts): 413 past it. */
const readCapped = async (request: Request): Promise<Body> => {
  const type = request.headers.get('content-type') ?? ''
  const bytes = await readCappedBody(request)
  if (bytes instanceof Response)
    throw new ContractError(bytes.status, bytes.status === 413 ? TOO_LARGE : 'La solicitud no tiene un formato válido.')
  const copy = new Response(Buffer.from(bytes), { headers: { 'content-type': type } })
  if (type.includes('application/json')) {
    let parsed: unknown
    let text: string
    try {
      text = await copy.text()
    } catch {
      throw malformed()
    }
    // Refused before it is parsed or walked: nesting is what overflowed the stack (issue 27).
    if (jsonTextTooDeep(text)) throw new ContractError(400, TOO_DEEP)
    try {
      parsed = JSON.parse(text)
    } catch {
      throw malformed()
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw malformed()
    return { fields: parsed as Record<string, unknown>, files: {} }
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    let form: FormData
    try {
      form = await copy.formData()
    } catch {
      throw malformed()
    }
    const fields: Record<string, unknown> = {}
    const files: Record<string, Upload> = {}
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = value
      else if (value.size > 0) {
        files[key] = {
          data: Buffer.from(await value.arrayBuffer()),
          name: value.name || key,
          mimetype: value.type,
          size: value.size,
        }
      }
    }
    return { fields, files }
  }
  const text = new TextDecoder().decode(bytes)
  if (text.trim() === '') return { fields: {}, files: {} }
  throw new ContractError(415, 'Envía los datos como JSON o como formulario.')
}

/** Lists inside multipart arrive JSON-encoded; JSON bodies carry real arrays. Anything else stays as is for the schema to refuse. */
export const decodeList = (value: unknown): unknown => {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

/** `is_active` arrives as `1`/`0` (or true/false); absent stays absent. */
export const decodeFlag = (value: unknown): unknown => {
  if (value === undefined || value === '') return undefined
  if (value === true || value === '1' || value === 1 || value === 'true') return true
  if (value === false || value === '0' || value === 0 || value === 'false') return false
  return value
}

export const idParam = (value: string | undefined): number => {
  const id = Number(value)
  if (!Number.isSafeInteger(id) || id <= 0) throw new ContractError(404, 'El elemento no existe.')
  return id
}
