export default function HomePage() {
  return (
    <main>
      <h1>ProfeMax</h1>
      <p>El programa gratuito de puntos y contenidos para maestras y maestros de México.</p>
      <a href="/admin">Administración</a>
    </main>
  )
}
