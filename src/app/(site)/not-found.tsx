import Link from 'next/link'

export default function NotFound() {
  return (
    <section className="section">
      <div className="container" style={{ textAlign: 'center' }}>
        <p className="eyebrow">Error 404</p>
        <h1>No encontramos esta página</h1>
        <p className="lead">Puede que el enlace haya cambiado o que el contenido ya no esté disponible.</p>
        <Link href="/" className="btn btn--blue">
          Volver al inicio
        </Link>
      </div>
    </section>
  )
}
