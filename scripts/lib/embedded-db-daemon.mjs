// Runs the embedded PostgreSQL for scripts/lib/embedded-db.mjs in its own session, prints
// `READY <port>` once it accepts connections, and stops it cleanly on SIGTERM or SIGINT.
import { runEmbeddedPostgres } from './embedded-db.mjs'

const server = await runEmbeddedPostgres(process.argv[2])
process.stdout.write(`READY ${server.port}\n`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await server.stop()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
// Keep the event loop alive until told to stop.
setInterval(() => {}, 1 << 30)
