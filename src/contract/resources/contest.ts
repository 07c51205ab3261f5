import { z } from 'zod'

import { CONTEST_MESSAGES as M } from '../../contest/messages'
import { isState, rankCandidates, type RankedCandidate } from '../../contest/ranking'
import { approveNomination, rejectNomination } from '../../contest/review'
import { assertVotingOpen } from '../../contest/settings'
import { castVote, confirmVote } from '../../contest/votes'
import { expireTag } from '../../lib/cache-expiry'
import { collectionTag } from '../../lib/cache-tags'
import { CSV_BOM, csvHeaders, csvLine } from '../../lib/csv'
import { idParam, readBody } from '../body'
import type { Ctx, Handler } from '../context'
import { ContractError, json, ok, zodFailure } from '../http'
import { clientAddress, mailboxBucket, refuseWhenLimited } from '../../lib/rate-limit'

const stateFilter = (ctx: Ctx): string | null => {
  const estado = ctx.url.searchParams.get('estado')
  if (!estado) return null
  if (!isState(estado)) throw new ContractError(400, 'Estado no válido.')
  return estado
}

/** Public card of a candidate (no e-mail, no identity). */
const card = ({ id, nombre, apellido, escuela, estado, estadoNombre, votes, nominations }: RankedCandidate) => ({
  id,
  nombre,
  apellido,
  escuela,
  estado,
  estadoNombre,
  votes,
  nominations,
})

/**
 * GET candidatos[?estado=]: approved candidates. The page searches by name or school in the browser
 * (a few hundred cards): a free-text parameter would give the URL-keyed cache one entry per query.
 */
const candidates: Handler = async (ctx) =>
  json((await rankCandidates(ctx.payload, { estado: stateFilter(ctx) })).map(card))

/** GET ranking[?estado=]: the top 10 ('Los profes más votados'). */
const leaderboard: Handler = async (ctx) =>
  json((await rankCandidates(ctx.payload, { estado: stateFilter(ctx), limit: 10 })).map(card))

const voteSchema = z.object({
  candidate: z.coerce.number(M.chooseCandidate).int(M.chooseCandidate).positive(M.chooseCandidate),
  email: z.string(M.invalidEmail).trim().max(254, M.invalidEmail).pipe(z.email(M.invalidEmail)),
})

/**
 * POST votos `{ candidate, email }`: 202 and a message to the address, whatever the address did
 * before (src/contest/votes.ts). Limited per client address and per mailbox: every vote sends a
 * mail, so without the second limit many addresses could fill one inbox through the site.
 */
const vote: Handler = async (ctx) => {
  const address = clientAddress(ctx.request.headers)
  const early = await refuseWhenLimited(ctx.payload.logger, 'vote', [{ bucket: address, limit: 'client' }])
  if (early) return early
  await assertVotingOpen(ctx.payload)
  const parsed = voteSchema.safeParse((await readBody(ctx.request)).fields)
  if (!parsed.success) throw zodFailure(parsed.error)
  const perMailbox = await refuseWhenLimited(ctx.payload.logger, 'vote', [
    { bucket: mailboxBucket(parsed.data.email), limit: 'mailbox' },
  ])
  if (perMailbox) return perMailbox
  await castVote(ctx.payload, parsed.data.candidate, parsed.data.email)
  return ok(M.voteSent, {}, 202)
}

const confirmSchema = z.object({
  v: z.coerce.number(M.linkInvalid).int(M.linkInvalid).positive(M.linkInvalid),
  t: z.string(M.linkInvalid).min(10, M.linkInvalid).max(100, M.linkInvalid),
})

/** POST votos/confirmar `{ v, t }` (what the e-mailed link's page sends). */
const confirm: Handler = async (ctx) => {
  const refused = await refuseWhenLimited(ctx.payload.logger, 'vote-confirm', [
    { bucket: clientAddress(ctx.request.headers), limit: 'client' },
  ])
  if (refused) return refused
  // A link mailed before the vote closed confirms nothing after it: the count is final.
  await assertVotingOpen(ctx.payload)
  const parsed = confirmSchema.safeParse((await readBody(ctx.request)).fields)
  if (!parsed.success) throw new ContractError(404, M.linkInvalid)
  await confirmVote(ctx.payload, parsed.data.v, parsed.data.t)
  return ok(M.voteConfirmed)
}

/** GET ranking/completo (staff): every approved candidate with votes and nominations. */
const fullRanking: Handler = async (ctx) =>
  json((await rankCandidates(ctx.payload, { estado: stateFilter(ctx) })).map(card))

/** GET ranking/completo.csv (staff): the same rows as CSV, UTF-8 with BOM so Excel reads accents. */
const rankingCsv: Handler = async (ctx) => {
  const rows = await rankCandidates(ctx.payload, { estado: stateFilter(ctx) })
  const lines = [
    ['Lugar', 'Nombre', 'Apellido', 'Escuela', 'Estado', 'Votos confirmados', 'Nominaciones'],
    ...rows.map((c, index) => [index + 1, c.nombre, c.apellido, c.escuela, c.estadoNombre, c.votes, c.nominations]),
  ]
  return new Response(`${CSV_BOM}${lines.map(csvLine).join('')}`, { headers: csvHeaders('ranking-mi-profe-max.csv') })
}

const idOf = (ctx: Ctx): number => idParam(ctx.params.id)

const expireContest = (): void => expireTag(collectionTag('candidates'))

/** POST nominaciones/{id}/aprobar (admins). */
const approve: Handler = async (ctx) => {
  const { candidate } = await approveNomination(ctx.payload, idOf(ctx))
  expireContest()
  return ok(M.nominationApproved, { data: { id: idOf(ctx), status: 'approved', candidate } })
}

/** POST nominaciones/{id}/rechazar (admins). */
const reject: Handler = async (ctx) => {
  await rejectNomination(ctx.payload, idOf(ctx))
  expireContest()
  return ok(M.nominationRejected, { data: { id: idOf(ctx), status: 'rejected' } })
}

export const contest = { candidates, leaderboard, vote, confirm, fullRanking, rankingCsv, approve, reject }
