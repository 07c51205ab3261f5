import { spanishDay } from '../lib/dates'

/**
 * The contest's calendar (staff edit it in the 'Concurso: fechas y bases' global): each stage opens at
 * the start of its first day and closes at the end of its last day, Mexico City time. A date left
 * empty does not bound its stage (a contest with no dates is open to nominations and votes, as it was
 * before staff could set them). Days are yyyy-mm-dd.
 */
export type ContestSchedule = {
  nominationsStart: string | null
  nominationsEnd: string | null
  votingStart: string | null
  votingEnd: string | null
  resultsDate: string | null
}

export type ContestPhase =
  'proximamente' | 'nominaciones' | 'nominaciones-y-votacion' | 'votacion' | 'entre-etapas' | 'conteo' | 'resultados'

export const EMPTY_SCHEDULE: ContestSchedule = {
  nominationsStart: null,
  nominationsEnd: null,
  votingStart: null,
  votingEnd: null,
  resultsDate: null,
}

/** The day of a stored date field: Payload keeps a day-only date at 12:00 UTC, so its UTC day is the day picked. */
export const dayOf = (value: unknown): string | null => {
  if (typeof value !== 'string' || !value) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10)
}

const within = (today: string, start: string | null, end: string | null): boolean =>
  (!start || start <= today) && (!end || today <= end)

export const nominationsOpen = (schedule: ContestSchedule, today: string): boolean =>
  within(today, schedule.nominationsStart, schedule.nominationsEnd)
export const votingOpen = (schedule: ContestSchedule, today: string): boolean =>
  within(today, schedule.votingStart, schedule.votingEnd)

/** The phase a visitor sees on `today` (Mexico City day). */
export const contestPhase = (schedule: ContestSchedule, today: string): ContestPhase => {
  if (schedule.resultsDate && today >= schedule.resultsDate) return 'resultados'
  const nominating = nominationsOpen(schedule, today)
  const voting = votingOpen(schedule, today)
  if (nominating && voting) return 'nominaciones-y-votacion'
  if (nominating) return 'nominaciones'
  if (voting) return 'votacion'
  if (schedule.votingEnd && today > schedule.votingEnd) return 'conteo'
  if (schedule.nominationsEnd && today > schedule.nominationsEnd) return 'entre-etapas'
  return 'proximamente'
}

const on = (day: string | null): string => (day ? ` el ${spanishDay(day)}` : '')
const until = (day: string | null): string => (day ? ` hasta el ${spanishDay(day)}` : '')

/** The phase in one line, as every contest page shows it. */
export const phaseText = (schedule: ContestSchedule, today: string): string => {
  switch (contestPhase(schedule, today)) {
    case 'resultados':
      return '¡Resultados publicados! Conoce a los profes más votados.'
    case 'nominaciones-y-votacion':
      return `Nominaciones abiertas${until(schedule.nominationsEnd)} y votación abierta${until(schedule.votingEnd)}. ¡Participa!`
    case 'nominaciones':
      return `Nominaciones abiertas${until(schedule.nominationsEnd)}.${schedule.votingStart ? ` La votación abre el ${spanishDay(schedule.votingStart)}.` : ''}`
    case 'votacion':
      return `Votación abierta${until(schedule.votingEnd)}. Las nominaciones ya cerraron.`
    case 'conteo':
      return `La votación cerró.${schedule.resultsDate ? ` Publicaremos los resultados el ${spanishDay(schedule.resultsDate)}.` : ' Pronto publicaremos los resultados.'}`
    case 'entre-etapas':
      return `Las nominaciones cerraron. La votación abre${on(schedule.votingStart) || ' pronto'}.`
    default:
      return `Próximamente: las nominaciones abren${on(schedule.nominationsStart) || ' pronto'}.`
  }
}

const RESULTS_OUT = 'El concurso terminó: ya publicamos los resultados.'

/** The server's refusal of a nomination on `today`, or null when the calendar allows it. */
export const nominationRefusal = (schedule: ContestSchedule, today: string): string | null => {
  if (schedule.resultsDate && today >= schedule.resultsDate) return RESULTS_OUT
  if (nominationsOpen(schedule, today)) return null
  if (schedule.nominationsStart && today < schedule.nominationsStart)
    return `Las nominaciones abren el ${spanishDay(schedule.nominationsStart)}.`
  return `Las nominaciones cerraron el ${spanishDay(schedule.nominationsEnd ?? today)}.`
}

/** The server's refusal of a vote (or a vote's confirmation) on `today`, or null when the calendar allows it. */
export const voteRefusal = (schedule: ContestSchedule, today: string): string | null => {
  if (schedule.resultsDate && today >= schedule.resultsDate) return RESULTS_OUT
  if (votingOpen(schedule, today)) return null
  if (schedule.votingStart && today < schedule.votingStart)
    return `La votación abre el ${spanishDay(schedule.votingStart)}.`
  return `La votación cerró el ${spanishDay(schedule.votingEnd ?? today)}.`
}
