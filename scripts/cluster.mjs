#!/usr/bin/env node
// `npm run cluster` (through scripts/with-db.mjs, which provides the migrated PostgreSQL and the
// secret): Redis, S3, two instances of the existing production build and the caching proxy, as in
// production (docs/deployment.md). Prints one line per endpoint, runs until SIGINT/SIGTERM, then stops
// everything it started. Logs of every part: .data/cluster/logs/.
import path from 'node:path'
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { startCluster } from './lib/cluster.mjs'

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const workDir = path.join(projectDir, '.data', 'cluster')
rmSync(path.join(workDir, 'logs'), { recursive: true, force: true })

const cluster = await startCluster({
  databaseUrl: process.env.DATABASE_URL,
  secret: process.env.PAYLOAD_SECRET,
  instances: Number(process.env.CLUSTER_INSTANCES ?? 2),
  workDir,
})
console.log(`proxy: ${cluster.proxyUrl}`)
for (const url of cluster.appUrls) console.log(`app: ${url}`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await cluster.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// Keeps the process alive until a signal arrives.
setInterval(() => {}, 1 << 30)
