import type { ContestInfo } from '@/contest/settings'
import { spanishDay } from '@/lib/dates'

const when = (start: string | null, end: string | null): string | null => {
  if (start && end) return `Del ${spanishDay(start)} al ${spanishDay(end)}`
  if (start) return `Desde el ${spanishDay(start)}`
  if (end) return `Hasta el ${spanishDay(end)}`
  return null
}

/**
 * 'Fechas, bases y premios': what a participant needs before taking part (issue 31). The dates, what
 * 'beneficios' and 'recompensas' are, the rules and the prizes, all from the staff's settings.
 */
export function ContestDetails({ info }: { info: ContestInfo }) {
  const { schedule, benefits, rewards, rules, prizes } = info
  const dates = [
    ['Nominaciones', when(schedule.nominationsStart, schedule.nominationsEnd)],
    ['Votación', when(schedule.votingStart, schedule.votingEnd)],
    ['Resultados', schedule.resultsDate ? spanishDay(schedule.resultsDate) : null],
  ].filter((row): row is [string, string] => Boolean(row[1]))
  return (
    <section className="section" aria-labelledby="details-title" id="bases">
      <div className="container contest-details">
        <div className="section__head">
          <h2 id="details-title">Fechas, bases y premios</h2>
        </div>
        <div className="grid-2">
          <div className="panel">
            <h3>Fechas</h3>
            {dates.length ? (
              <dl className="contest-dates">
                {dates.map(([label, text]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{text}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p>Publicaremos las fechas de cada etapa muy pronto.</p>
            )}
            <p className="form-note">
              Cada etapa abre al inicio de su primer día y cierra al final del último (hora del centro de México).
            </p>
          </div>
          <div className="panel">
            <h3>Beneficios y recompensas</h3>
            <dl className="contest-dates">
              <div>
                <dt>Beneficios por nominar</dt>
                <dd>{benefits}</dd>
              </div>
              <div>
                <dt>Recompensas por votar</dt>
                <dd>{rewards}</dd>
              </div>
            </dl>
          </div>
          {rules.length ? (
            <div className="panel">
              <h3>Bases del concurso</h3>
              <ol className="contest-list">
                {rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ol>
            </div>
          ) : null}
          {prizes.length ? (
            <div className="panel">
              <h3>Premios</h3>
              <ul className="contest-list">
                {prizes.map((prize) => (
                  <li key={`${prize.place}-${prize.description}`}>
                    <strong>{prize.place}:</strong> {prize.description}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
