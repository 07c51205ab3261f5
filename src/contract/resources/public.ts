import { createLocalReq, generateExpiredPayloadCookie, logoutOperation } from 'payload'

import { isValidLogoutToken } from '../../lib/logout-token'
import { NOMINATION_DUPLICATE, nominationIssueText, nominationSchema } from '../../lib/schemas/nomination'
import { registrationSchema } from '../../lib/schemas/registration'
import { readBody } from '../body'
import type { Ctx, Handler } from '../context'
import { ContractError, fail, ok, zodFailure } from '../http'
import { clientAddress, takeToken } from '../rate-limit'

const TOO_MANY = 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.'

/** The 429 carries Retry-After (seconds until the window frees a place). */
const limited = async (ctx: Ctx, form: string): Promise<Response | null> => {
  const verdict = await takeToken(`${form}:${clientAddress(ctx.request.headers)}`)
  if (verdict.allowed) return null
  ctx.payload.logger.warn({ security: 'rate_limited', form }, 'security rate_limited')
  return fail(429, TOO_MANY, undefined, { 'Retry-After': String(verdict.retryAfterSeconds) })
}

const DUPLICATE_EMAIL = 'Este correo electrónico ya está registrado en el programa.'
const DUPLICATE_CEDULA = 'Esta cédula profesional ya está registrada en el programa.'

/**
 * POST /{retailer}/register: the registration form, checked with the modal's own schema. A repeated
 * email or cédula is a 409 and stores nothing; the unique indexes decide when two arrive at once.
 */
const register: Handler = async (ctx) => {
  const refused = await limited(ctx, 'register')
  if (refused) return refused
  const { fields } = await readBody(ctx.request)
  const parsed = registrationSchema().safeParse(fields)
  if (!parsed.success) throw zodFailure(parsed.error)
  const data = parsed.data
  const { docs } = await ctx.payload.find({
    collection: 'registrations',
    where: { or: [{ email: { equals: data.email } }, { cedula: { equals: data.cedula } }] },
    select: { email: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true, // the public form stores personal data nobody outside admins may read
  })
  if (docs[0]) throw new ContractError(409, docs[0].email === data.email ? DUPLICATE_EMAIL : DUPLICATE_CEDULA)
  try {
    const saved = await ctx.payload.create({ collection: 'registrations', data, depth: 0, select: { member_code: true }, overrideAccess: true })
    return ok('Registro exitoso', { code: saved.member_code }, 201)
  } catch (error) {
    // Lost a race with an identical submission: the unique index refused the second row.
    const text = JSON.stringify((error as { data?: unknown }).data ?? '') + String((error as Error).message)
    if (/unique|único|23505/i.test(text) || (error as { code?: string }).code === '23505') {
      throw new ContractError(409, text.includes('cedula') ? DUPLICATE_CEDULA : DUPLICATE_EMAIL)
    }
    throw error
  }
}

/** POST {NOMINATION_PATH}: `{ userData, professorData }`, beyond the spec (which only logs it). */
const nominate: Handler = async (ctx) => {
  const refused = await limited(ctx, 'nominate')
  if (refused) return refused
  const { fields } = await readBody(ctx.request)
  const parsed = nominationSchema.safeParse(fields)
  if (!parsed.success) {
    // The message names the wizard's step and field ('Paso 1 · Correo electrónico: Formato inválido').
    const failure = zodFailure(parsed.error)
    const first = parsed.error.issues[0]
    throw new ContractError(400, first ? nominationIssueText(first.path, first.message) : failure.message, failure.errors)
  }
  const { userData, professorData } = parsed.data
  // The same nomination sent again (a second click, a resend) is stored once (emails are lower-cased by
  // the schema). A check, not a unique index: two identical requests within the same milliseconds could
  // both pass, which staff see as two equal rows; the wizard's disabled button makes that rare.
  const { totalDocs } = await ctx.payload.count({
    collection: 'nominations',
    where: {
      and: [
        { 'userData.correo': { equals: userData.correo } },
        { 'professorData.correo': { equals: professorData.correo } },
        { 'professorData.nombre': { equals: professorData.nombre } },
        { 'professorData.apellido': { equals: professorData.apellido } },
      ],
    },
    overrideAccess: true,
  })
  if (totalDocs > 0) throw new ContractError(409, NOMINATION_DUPLICATE)
  await ctx.payload.create({ collection: 'nominations', data: parsed.data, depth: 0, select: {}, overrideAccess: true })
  return ok('¡Nominación enviada exitosamente!', {}, 201)
}

/**
 * POST /logout with the form's `_token`: ends the session (Payload's logout removes it) and clears
 * the cookie, then sends the browser to the login. A missing or forged token changes nothing.
 */
const logout: Handler = async (ctx) => {
  const { fields } = await readBody(ctx.request)
  const user = ctx.caller.user
  if (!user || !isValidLogoutToken(fields._token, user.id)) return fail(403, 'La sesión no se pudo cerrar: el formulario no es válido.')
  const { payload } = ctx
  const users = payload.collections.users
  const req = await createLocalReq({ user }, payload)
  await logoutOperation({ collection: users, req })
  const expired = generateExpiredPayloadCookie({ collectionAuthConfig: users.config.auth, config: payload.config, cookiePrefix: payload.config.cookiePrefix })
  return new Response(null, { status: 303, headers: { Location: '/admin/login', 'Set-Cookie': expired } })
}

export const publicForms = { register, nominate, logout }
