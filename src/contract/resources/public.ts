import { createLocalReq, generateExpiredPayloadCookie, logoutOperation } from 'payload'

import { isValidLogoutToken } from '../../lib/logout-token'
import { assertNominationsOpen } from '../../contest/settings'
import { NOMINATION_DUPLICATE, nominationIssueText, nominationSchema } from '../../lib/schemas/nomination'
import { queueEmail } from '../../email/queue'
import {
  alreadyRegisteredEmail,
  cedulaAlreadyUsedEmail,
  memberCodeEmail,
  registrationNotCompletedEmail,
} from '../../email/templates'
import { cedulaKey, mailboxKey } from '../../lib/identity-keys'
import { CODE_RESENT_MESSAGE, REGISTRATION_FIELD_LABELS } from '../../lib/schemas/registration-fields'
import { memberCodeSchema, registrationSchema, type Registration } from '../../lib/schemas/registration'
import { CODE_SENT_PAGE, REGISTERED_PAGE, REGISTRATION_PAGE } from '../../lib/site-config'
import { readBody } from '../body'
import type { Ctx, Handler } from '../context'
import { answeringPages } from '../form-answer'
import { ContractError, fail, ok, zodFailure } from '../http'
import { clientAddress, mailboxBucket, refuseWhenLimited, takeToken } from '../../lib/rate-limit'

/** Per client address (the 429 carries Retry-After: seconds until the window frees a place). */
const limited = (ctx: Ctx, form: string): Promise<Response | null> =>
  refuseWhenLimited(ctx.payload.logger, form, [{ bucket: clientAddress(ctx.request.headers), limit: 'client' }])

/** The one answer to every accepted registration: the spec's success message, nothing else. */
const REGISTERED = 'Registro exitoso'

type Member = {
  id: number
  email: string
  nombre: string
  member_code?: string | null
  email_key?: string | null
  cedula_key?: string | null
}

/** Members holding this mailbox or this cédula (at most one each: both keys are unique). */
const membersMatching = async (ctx: Ctx, emailKey: string, cedula: string): Promise<Member[]> =>
  (
    await ctx.payload.find({
      collection: 'registrations',
      where: { or: [{ email_key: { equals: emailKey } }, { cedula_key: { equals: cedula } }] },
      select: { email: true, nombre: true, member_code: true, email_key: true, cedula_key: true },
      depth: 0,
      limit: 2,
      pagination: false,
      overrideAccess: true, // the public form stores personal data nobody outside admins may read
    })
  ).docs as Member[]

/**
 * Someone registered with a mailbox or cédula the programme already has. Nothing is stored; the
 * mailboxes involved are told by mail (queued like the welcome mail): the mailbox's owner gets their
 * code again; when only the cédula matched, its owner is warned and the typed address told that
 * the registration was not completed. A mailbox other than the typed one counts against its own
 * mail limit and, past it, is silently skipped: refusing would tell the visitor that it exists.
 */
const notifyExisting = async (ctx: Ctx, data: Registration, emailKey: string, members: Member[]): Promise<void> => {
  const { payload } = ctx
  const sameMailbox = members.find((member) => member.email_key === emailKey)
  if (sameMailbox) {
    await queueEmail(
      payload,
      alreadyRegisteredEmail(sameMailbox.email, sameMailbox.nombre, sameMailbox.member_code ?? ''),
    )
    return
  }
  const owner = members[0]
  if (owner && (await takeToken(`register-owner:${mailboxBucket(owner.email)}`, 'mailbox')).allowed) {
    await queueEmail(payload, cedulaAlreadyUsedEmail(owner.email, owner.nombre))
  }
  await queueEmail(payload, registrationNotCompletedEmail(data.email, data.nombre))
}

const isUniqueViolation = (error: unknown): boolean => {
  const text = JSON.stringify((error as { data?: unknown }).data ?? '') + String((error as Error).message)
  return /unique|único|23505/i.test(text) || (error as { code?: string }).code === '23505'
}

/**
 * POST /{retailer}/register: the registration form, checked with the modal's own schema. Every
 * accepted submission gets the same answer (201, 'Registro exitoso', no member code: it goes by
 * mail), whether it created a member or matched one by mailbox (`+tag` and case folded) or by
 * cédula (its number), so the answer never tells who is registered. The unique indexes on the
 * normalised keys decide when two arrive at once; the loser is answered like any match.
 * Limited per client address and per typed mailbox (each submission sends a mail).
 */
const register: Handler = async (ctx) => {
  const refused = await limited(ctx, 'register')
  if (refused) return refused
  const { fields } = await readBody(ctx.request)
  const parsed = registrationSchema().safeParse(fields)
  if (!parsed.success) throw zodFailure(parsed.error)
  const data = parsed.data
  const perMailbox = await refuseWhenLimited(ctx.payload.logger, 'register', [
    { bucket: mailboxBucket(data.email), limit: 'mailbox' },
  ])
  if (perMailbox) return perMailbox
  const emailKey = mailboxKey(data.email)
  // The schema accepted it, so it has a key.
  const cedula = cedulaKey(data.cedula) ?? ''
  let members = await membersMatching(ctx, emailKey, cedula)
  if (!members.length) {
    try {
      await ctx.payload.create({ collection: 'registrations', data, depth: 0, select: {}, overrideAccess: true })
      return ok(REGISTERED, {}, 201)
    } catch (error) {
      // Lost a race with a submission of the same person: the unique index refused this row.
      if (!isUniqueViolation(error)) throw error
      members = await membersMatching(ctx, emailKey, cedula)
    }
  }
  await notifyExisting(ctx, data, emailKey, members)
  return ok(REGISTERED, {}, 201)
}

/** The one answer to every accepted resend, registered address or not. */
export const CODE_RESENT = CODE_RESENT_MESSAGE

/**
 * POST /{retailer}/register/codigo (issue 31, 'Ya soy socio: reenviar mi código'): `{ email }`. A
 * registered mailbox (`+tag` and case folded) gets its member code by mail, queued like the welcome
 * mail; the answer is the same for any address, so it never tells who is registered. Limited per client
 * address and per typed mailbox, counted alike for unknown addresses.
 */
const resendCode: Handler = async (ctx) => {
  const refused = await limited(ctx, 'resend-code')
  if (refused) return refused
  const { fields } = await readBody(ctx.request)
  const parsed = memberCodeSchema.safeParse(fields)
  if (!parsed.success) throw zodFailure(parsed.error)
  const perMailbox = await refuseWhenLimited(ctx.payload.logger, 'resend-code', [
    { bucket: mailboxBucket(parsed.data.email), limit: 'mailbox' },
  ])
  if (perMailbox) return perMailbox
  const { docs } = await ctx.payload.find({
    collection: 'registrations',
    where: { email_key: { equals: mailboxKey(parsed.data.email) } },
    select: { email: true, nombre: true, member_code: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true, // personal data nobody outside admins may read: it only leaves by mail, to its owner
  })
  const member = docs[0] as Member | undefined
  if (member?.member_code)
    await queueEmail(ctx.payload, memberCodeEmail(member.email, member.nombre, member.member_code))
  return ok(CODE_RESENT)
}

/** POST {NOMINATION_PATH}: `{ userData, professorData }`, beyond the spec (which only logs it). */
const nominate: Handler = async (ctx) => {
  const refused = await limited(ctx, 'nominate')
  if (refused) return refused
  // The contest's calendar (staff's 'Concurso: fechas y bases'): 403 and its reason outside the nomination dates.
  await assertNominationsOpen(ctx.payload)
  const { fields } = await readBody(ctx.request)
  const parsed = nominationSchema.safeParse(fields)
  if (!parsed.success) {
    // The message names the wizard's step and field ('Paso 1 · Correo electrónico: Formato inválido').
    const failure = zodFailure(parsed.error)
    const first = parsed.error.issues[0]
    throw new ContractError(
      400,
      first ? nominationIssueText(first.path, first.message) : failure.message,
      failure.errors,
    )
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
  if (!user || !isValidLogoutToken(fields._token, user.id))
    return fail(403, 'La sesión no se pudo cerrar: el formulario no es válido.')
  const { payload } = ctx
  const users = payload.collections.users
  const req = await createLocalReq({ user }, payload)
  await logoutOperation({ collection: users, req })
  const expired = generateExpiredPayloadCookie({
    collectionAuthConfig: users.config.auth,
    config: payload.config,
    cookiePrefix: payload.config.cookiePrefix,
  })
  return new Response(null, { status: 303, headers: { Location: '/admin/login', 'Set-Cookie': expired } })
}

/** Both forms also work as plain HTML forms, before the scripts or without them (issue 31). */
export const publicForms = {
  register: answeringPages(register, {
    done: REGISTERED_PAGE,
    back: REGISTRATION_PAGE,
    title: 'Error en el registro',
    fallback: 'Error en el registro',
    labels: REGISTRATION_FIELD_LABELS,
  }),
  resendCode: answeringPages(resendCode, {
    done: CODE_SENT_PAGE,
    back: `${REGISTRATION_PAGE}#reenviar-codigo`,
    title: 'No pudimos reenviar tu código',
    fallback: 'No pudimos reenviar tu código',
    labels: { email: REGISTRATION_FIELD_LABELS.email },
  }),
  nominate,
  logout,
}
