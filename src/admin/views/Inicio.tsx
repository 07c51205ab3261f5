import type { AdminViewServerProps } from 'payload'

import { isAdminUser } from '../../access'
import { Gutter } from '@payloadcms/ui'
import { homeSummary } from '../home/summary'
import { formatDateTime } from '../kit/format'
import '../program.css'
import { ADMIN_GROUPS, ADMIN_ROUTES, adminHref } from '../../content/admin-routes'

const number = new Intl.NumberFormat('es-MX')

const Figure = ({ label, value, testId }: { label: string; value: number; testId: string }) => (
  <div className="pm-figure" data-testid={testId}>
    <span className="pm-figure__value">{number.format(value)}</span>
    <span className="pm-figure__label">{label}</span>
  </div>
)

/**
 * 'Inicio': the back office's home (replaces Payload's dashboard, whose cards opened the
 * generated collection views). The programme's figures, each module's published and unpublished
 * items, both monthly recommendations (warned when the site does not show them), the latest
 * edits, and a link to every screen the user may open.
 */
export const InicioView = async (props: AdminViewServerProps) => {
  const { req } = props.initPageResult
  const admin = isAdminUser(req.user)
  const summary = await homeSummary(req.payload)
  const routes = ADMIN_ROUTES.filter((route) => admin || !route.adminOnly)
  return (
    // Payload renders its dashboard inside its default template (sidebar and header) and signs out
    // visitors itself: no AdminPage frame here.
    <Gutter className="pm-page">
      <div className="pm-screen pm-home">
        <div className="pm-head">
          <h1>Inicio</h1>
        </div>

        <section className="pm-card" aria-labelledby="pm-home-programa">
          <h2 id="pm-home-programa" className="pm-card__title">
            Programa
          </h2>
          <div className="pm-figures">
            <div className="pm-figures__group" role="group" aria-label="Registros al programa">
              <h3>Registros</h3>
              <Figure label="Hoy" value={summary.registrations.today} testId="registros-hoy" />
              <Figure label="Esta semana" value={summary.registrations.week} testId="registros-semana" />
              <Figure label="En total" value={summary.registrations.total} testId="registros-total" />
            </div>
            <div className="pm-figures__group" role="group" aria-label="Nominaciones">
              <h3>Nominaciones</h3>
              <Figure label="Hoy" value={summary.nominations.today} testId="nominaciones-hoy" />
              <Figure label="Por revisar" value={summary.nominations.pending} testId="nominaciones-pendientes" />
              <Figure label="En total" value={summary.nominations.total} testId="nominaciones-total" />
            </div>
          </div>
          {admin && (
            <p className="pm-home__links">
              <a href={adminHref('/programa/registros')}>Ver registros</a> ·{' '}
              <a href={adminHref('/concurso/nominaciones')}>Ver nominaciones</a>
            </p>
          )}
        </section>

        <section className="pm-card" aria-labelledby="pm-home-recos">
          <h2 id="pm-home-recos" className="pm-card__title">
            Recomendaciones del mes
          </h2>
          <ul className="pm-home__recos">
            {summary.recommendations.map((reco) => (
              <li key={reco.label} className={`pm-home__reco${reco.visible ? '' : ' pm-home__reco--warning'}`}>
                <a href={reco.href}>{reco.label}</a>
                <div>
                  {reco.title ? (
                    <>
                      <strong>{reco.title}</strong> <span className="pm-muted">({reco.type})</span>
                    </>
                  ) : (
                    <span className="pm-muted">Sin elemento</span>
                  )}
                </div>
                {reco.visible ? (
                  <span className="pm-badge pm-badge--success">Visible en el sitio</span>
                ) : (
                  <p className="pm-home__warning" role="alert">
                    ⚠ {reco.problem}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>

        <section className="pm-card" aria-labelledby="pm-home-modulos">
          <h2 id="pm-home-modulos" className="pm-card__title">
            Contenido por módulo
          </h2>
          <div className="pm-table-wrap">
            <table className="pm-table">
              <thead>
                <tr>
                  <th scope="col">Módulo</th>
                  <th scope="col">Publicados</th>
                  <th scope="col">Sin publicar</th>
                </tr>
              </thead>
              <tbody>
                {summary.modules.map((module) => (
                  <tr key={module.key} data-module={module.key}>
                    <th scope="row">
                      <a href={module.href}>{module.label}</a>
                    </th>
                    <td data-testid={`publicados-${module.key}`}>{number.format(module.published)}</td>
                    <td data-testid={`sin-publicar-${module.key}`}>{number.format(module.unpublished)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section className="pm-card" aria-labelledby="pm-home-cambios">
          <h2 id="pm-home-cambios" className="pm-card__title">
            Últimos cambios
          </h2>
          {summary.changes.length ? (
            <ol className="pm-home__changes">
              {summary.changes.map((change) => (
                <li key={`${change.href}-${change.title}-${change.updatedAt}`}>
                  <a href={change.href}>{change.title}</a> <span className="pm-muted">· {change.module}</span>
                  {change.editor && <span className="pm-home__editor"> · {change.editor}</span>}
                  <time dateTime={change.updatedAt} className="pm-muted">
                    {formatDateTime(change.updatedAt)}
                  </time>
                </li>
              ))}
            </ol>
          ) : (
            <p className="pm-muted">Todavía no hay contenido.</p>
          )}
        </section>

        <section className="pm-card" aria-labelledby="pm-home-pantallas">
          <h2 id="pm-home-pantallas" className="pm-card__title">
            Todas las pantallas
          </h2>
          <div className="pm-home__screens">
            {ADMIN_GROUPS.map((group) => {
              const links = routes.filter((route) => route.group === group.group)
              if (!links.length) return null
              return (
                <nav key={group.group} aria-label={group.label}>
                  <h3>{group.parent ? `${group.parent} · ${group.label}` : group.label}</h3>
                  <ul>
                    {links.map((route) => (
                      <li key={route.key}>
                        <a href={adminHref(route.path)}>{route.label}</a>
                      </li>
                    ))}
                  </ul>
                </nav>
              )
            })}
          </div>
        </section>
      </div>
    </Gutter>
  )
}
