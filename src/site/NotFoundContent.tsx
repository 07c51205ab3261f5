import { SiteLink } from '@/site/SiteLink'

/** The branded 404: what happened and a way back (every unknown address, src/app/global-not-found.tsx). */
export function NotFoundContent() {
  return (
    <section className="section" data-testid="not-found">
      <div className="container" style={{ textAlign: 'center' }}>
        <p className="eyebrow">Error 404</p>
        <h1>No encontramos esta página</h1>
        <p className="lead">Puede que el enlace haya cambiado o que el contenido ya no esté disponible.</p>
        <div className="not-found__actions">
          <SiteLink href="/" className="btn btn--blue">
            Volver al inicio
          </SiteLink>
          <SiteLink href="/profe-max" className="btn btn--ghost">
            Ir a ProfeMax
          </SiteLink>
        </div>
      </div>
    </section>
  )
}
