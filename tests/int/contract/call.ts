import sharp from 'sharp'

import { dispatch } from '../../../src/contract/dispatch'
import type { Route } from '../../../src/contract/table'
import { plainToRichText } from '../../../src/lib/richtext/plain'
import { tokenFor, type Role } from '../helpers'

export type CallInit = {
  as?: Role
  /** Send the session as the admin's cookie instead of the Authorization header. */
  viaCookie?: boolean
  json?: unknown
  form?: Record<string, string | Blob>
  /** A multipart body built elsewhere (e.g. by the admin kit's own `toFormData`). */
  formData?: FormData
  raw?: { body: string; type: string }
  headers?: Record<string, string>
  routes?: readonly Route[]
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are inspected loosely in assertions
export type Answer = { status: number; body: any; headers: Headers }

/** An HTTP-shaped request through the same dispatcher the app's route files export. */
export const call = async (method: string, path: string, init: CallInit = {}): Promise<Answer> => {
  const token = await tokenFor(init.as ?? 'anonymous')
  const headers = new Headers(init.headers)
  if (token) {
    if (init.viaCookie) headers.set('Cookie', `payload-token=${token}`)
    else headers.set('Authorization', `JWT ${token}`)
  }
  let body: BodyInit | undefined
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(init.json)
  } else if (init.form) {
    const form = new FormData()
    for (const [key, value] of Object.entries(init.form)) form.append(key, value)
    body = form
  } else if (init.formData) {
    body = init.formData
  } else if (init.raw) {
    headers.set('Content-Type', init.raw.type)
    body = init.raw.body
  }
  const response = await dispatch(
    new Request(new URL(path, 'http://localhost:3000'), { method, headers, body }),
    init.routes,
  )
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // not JSON (a redirect, say)
  }
  return { status: response.status, body: parsed, headers: response.headers }
}

let pngCache: Buffer | undefined
/** A real PNG, small. */
export const pngBytes = async (): Promise<Buffer> =>
  (pngCache ??= await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer())

export const png = async (name = 'imagen.png'): Promise<File> =>
  new File([new Uint8Array(await pngBytes())], name, { type: 'image/png' })

/** Text that claims to be a picture. */
export const fakePng = (name = 'falsa.png'): File => new File(['esto no es una imagen'], name, { type: 'image/png' })

export const list = (value: unknown): string => JSON.stringify(value)

/** A published blog's create form: its body the rich text of `text`, a real picture. */
export const blogForm = async (name: string, text = 'Texto.') => ({
  name,
  short_description: 'Resumen.',
  description: text,
  body: JSON.stringify(plainToRichText(text)),
  is_active: '1',
  image: await png(),
})

/** A published tool's create form (Desarrollo's 'Otras herramientas'), a real picture. */
export const toolForm = async (name: string, description = 'Herramienta de la prueba.') => ({
  name,
  description,
  link: 'https://herramienta.mx',
  is_active: '1',
  first_subdescription: JSON.stringify(['Un concepto']),
  second_subdescription: JSON.stringify(['Un concepto']),
  image: await png(),
})
