import { contestPhase, EMPTY_SCHEDULE, phaseText, type ContestSchedule } from '../../src/contest/phase'

/** Issue 31: the one line every contest page shows, for each phase of a calendar. */
const CALENDAR: ContestSchedule = {
  nominationsStart: '2027-02-01',
  nominationsEnd: '2027-02-28',
  votingStart: '2027-02-15',
  votingEnd: '2027-03-31',
  resultsDate: '2027-04-10',
}

describe('contest phase', () => {
  it.each([
    ['2027-01-20', 'proximamente', 'Próximamente: las nominaciones abren el 1 de febrero de 2027.'],
    [
      '2027-02-01',
      'nominaciones',
      'Nominaciones abiertas hasta el 28 de febrero de 2027. La votación abre el 15 de febrero de 2027.',
    ],
    [
      '2027-02-15',
      'nominaciones-y-votacion',
      'Nominaciones abiertas hasta el 28 de febrero de 2027 y votación abierta hasta el 31 de marzo de 2027. ¡Participa!',
    ],
    ['2027-03-01', 'votacion', 'Votación abierta hasta el 31 de marzo de 2027. Las nominaciones ya cerraron.'],
    ['2027-04-01', 'conteo', 'La votación cerró. Publicaremos los resultados el 10 de abril de 2027.'],
    ['2027-04-10', 'resultados', '¡Resultados publicados! Conoce a los profes más votados.'],
  ])('on %s the phase is %s: "%s"', (today, phase, text) => {
    expect(contestPhase(CALENDAR, today)).toBe(phase)
    expect(phaseText(CALENDAR, today)).toBe(text)
    expect(text).not.toMatch(phase === 'proximamente' ? /^$/ : /Próximamente/i)
  })

  it('between nominations and voting it says when voting opens', () => {
    const gap = { ...CALENDAR, votingStart: '2027-03-05' }
    expect(contestPhase(gap, '2027-03-02')).toBe('entre-etapas')
    expect(phaseText(gap, '2027-03-02')).toBe('Las nominaciones cerraron. La votación abre el 5 de marzo de 2027.')
  })

  it('with no dates everything is open', () => {
    expect(phaseText(EMPTY_SCHEDULE, '2027-01-01')).toBe('Nominaciones abiertas y votación abierta. ¡Participa!')
  })
})
