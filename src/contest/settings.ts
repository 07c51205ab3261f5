import type { Payload } from 'payload'

import { todayIso } from '../lib/dates'
import { dayOf, EMPTY_SCHEDULE, nominationRefusal, voteRefusal, type ContestSchedule } from './phase'
import { DomainError } from '../lib/domain-error'

/** What the public contest pages show: the calendar, what nominating and voting earn, rules and prizes. */
export type ContestInfo = {
  schedule: ContestSchedule
  benefits: string
  rewards: string
  rules: string[]
  prizes: { place: string; description: string }[]
}

/** Shown while staff have not written their own (the 'Concurso: fechas y bases' global). */
export const DEFAULT_BENEFITS =
  'Quien nomina recibe beneficios del programa ProfeMax, como puntos extra o promociones en tienda; las bases dicen cuáles.'
export const DEFAULT_REWARDS =
  'Quien vota y confirma su voto recibe recompensas del programa ProfeMax, como puntos o participaciones en rifas; las bases dicen cuáles.'

type Stored = {
  nominationsStart?: string | null
  nominationsEnd?: string | null
  votingStart?: string | null
  votingEnd?: string | null
  resultsDate?: string | null
  benefits?: string | null
  rewards?: string | null
  rules?: { text?: string | null }[] | null
  prizes?: { place?: string | null; description?: string | null }[] | null
}

export const toContestInfo = (doc: Stored | null | undefined): ContestInfo => ({
  schedule: doc
    ? {
        nominationsStart: dayOf(doc.nominationsStart),
        nominationsEnd: dayOf(doc.nominationsEnd),
        votingStart: dayOf(doc.votingStart),
        votingEnd: dayOf(doc.votingEnd),
        resultsDate: dayOf(doc.resultsDate),
      }
    : EMPTY_SCHEDULE,
  benefits: doc?.benefits?.trim() || DEFAULT_BENEFITS,
  rewards: doc?.rewards?.trim() || DEFAULT_REWARDS,
  rules: (doc?.rules ?? []).flatMap((rule) => (rule.text?.trim() ? [rule.text.trim()] : [])),
  prizes: (doc?.prizes ?? []).flatMap((prize) =>
    prize.place && prize.description ? [{ place: prize.place, description: prize.description }] : [],
  ),
})

/** The settings as stored (no cache: the server's verdict follows a staff edit at once). */
export const readContestInfo = async (payload: Payload): Promise<ContestInfo> =>
  toContestInfo((await payload.findGlobal({ slug: 'contest-settings', depth: 0, overrideAccess: true })) as Stored)

/** 403 with the calendar's Spanish reason when nominations are not open today (Mexico City). */
export const assertNominationsOpen = async (payload: Payload, now = new Date()): Promise<void> => {
  const refusal = nominationRefusal((await readContestInfo(payload)).schedule, todayIso(now))
  if (refusal) throw new DomainError('closed', refusal)
}

/** 403 with the calendar's Spanish reason when voting (casting or confirming) is not open today. */
export const assertVotingOpen = async (payload: Payload, now = new Date()): Promise<void> => {
  const refusal = voteRefusal((await readContestInfo(payload)).schedule, todayIso(now))
  if (refusal) throw new DomainError('closed', refusal)
}
