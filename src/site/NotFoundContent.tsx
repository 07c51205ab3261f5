/**
 * The branded 404: what happened and a way back (every unknown address, src/app/global-not-found.tsx). Its links
 * are plain anchors: Next puts the public pages' not-found content in every public page's data, and a client
 * link here made every page load the 404's own chunk (one more request; docs/performance.md). A 404 has no page
 * state to keep, so a full load from it costs nothing.
 */
export function NotFoundContent() {
  return (
    <section className="section" data-testid="not-found">
      <div className="container" style={{ textAlign: 'center' }}>
        <p className="eyebrow">Error 404</p>
        <h1>No encontramos esta página</h1>
        <p className="lead">Puede que el enlace haya cambiado o que el contenido ya no esté disponible.</p>
        <div className="not-found__actions">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain anchor on purpose (above) */}
          <a href="/" className="btn btn--blue">
            Volver al inicio
          </a>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain anchor on purpose (above) */}
          <a href="/profe-max" className="btn btn--ghost">
            Ir a ProfeMax
          </a>
        </div>
      </div>
    </section>
  )
}
