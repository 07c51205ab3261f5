#!/usr/bin/env node
// `npm run bench:pages` (through scripts/with-db.mjs, after `npm run build`): public pages at 32
// connections with wrk (Debian's `wrk`), three ways, alternated URL by URL in one run:
//   proxy — through Varnish in front of two instances (scripts/lib/cluster.mjs, the production topology)
//   app   — straight from one instance (Next's route cache in Redis)
//   nginx — Debian's nginx serving the same bytes from a file (the ceiling of this machine)
// Prints a Markdown table with req/s, p99 and the ratios; docs/performance.md records the figures.
import { spawn, execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sbin, startCluster } from './lib/cluster.mjs'
import { freePort } from './lib/net.mjs'

const PAGES = [
  '/',
  '/profe-max',
  '/profe-max?seccion=bienestar',
  '/blogs/alumnos',
  '/blogs/profesores/evaluar-sin-estres',
]
const CONNECTIONS = 32
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)

/** wrk's requests/s and p99 (ms) for one URL. */
// As a browser asks: compressed. The proxy answers from its stored gzip, nginx sends the same gzip bytes
// from a file, an instance compresses each answer itself.
const wrk = (url) => {
  const out = execFileSync(
    'wrk',
    ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', '-H', 'Accept-Encoding: gzip', url],
    { encoding: 'utf8' },
  )
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
  const [, value, unit] = /\s99%\s+([\d.]+)(us|ms|s)/.exec(out) ?? []
  const p99 = value ? Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1) : NaN
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? '0'
  return { rps, p99, errors: Number(errors) }
}

const nginxServing = async (dir, files) => {
  const port = await freePort()
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/t1; proxy_temp_path ${dir}/t2; fastcgi_temp_path ${dir}/t3; uwsgi_temp_path ${dir}/t4; scgi_temp_path ${dir}/t5;
  default_type text/html;
  server { listen 127.0.0.1:${port}; root ${dir}/files; add_header Content-Encoding gzip; }
}
`,
  )
  mkdirSync(path.join(dir, 'files'), { recursive: true })
  for (const [name, body] of files) writeFileSync(path.join(dir, 'files', name), body)
  const child = spawn(sbin('nginx'), ['-c', conf], { stdio: 'ignore' })
  for (let i = 0; i < 50; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/page-0.html`)).ok) break
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') }
}

const main = async () => {
  const cluster = await startCluster({ databaseUrl: process.env.DATABASE_URL, secret: process.env.PAYLOAD_SECRET })
  const dir = mkdtempSync(path.join(os.tmpdir(), 'profemax-bench-'))
  // nginx's workers may run as nobody when we are root.
  execFileSync('chmod', ['755', dir])
  let nginx
  try {
    const files = []
    for (const [i, page] of PAGES.entries()) {
      // Warm the proxy and the instance, and keep the page's bytes for nginx.
      for (let k = 0; k < 3; k += 1) await (await fetch(`${cluster.proxyUrl}${page}`)).text()
      await (await fetch(`${cluster.appUrls[0]}${page}`)).text()
      // The proxy's own gzip bytes (fetch would decompress them, so ask with a raw request).
      files.push([
        `page-${i}.html`,
        execFileSync('curl', ['-s', '-H', 'Accept-Encoding: gzip', `${cluster.proxyUrl}${page}`]),
      ])
    }
    nginx = await nginxServing(dir, files)
    console.log(
      `wrk, ${CONNECTIONS} connections, ${SECONDS} s per run; ${os.cpus().length} cores (${os.cpus()[0]?.model}); load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    )
    console.log(
      '| page | proxy req/s | proxy p99 ms | app req/s | app p99 ms | nginx file req/s | nginx p99 ms | proxy/nginx | app/nginx |',
    )
    console.log('|---|---|---|---|---|---|---|---|---|')
    for (const [i, page] of PAGES.entries()) {
      const proxy = wrk(`${cluster.proxyUrl}${page}`)
      const app = wrk(`${cluster.appUrls[0]}${page}`)
      const file = wrk(`${nginx.origin}/page-${i}.html`)
      const errors = proxy.errors + app.errors + file.errors
      console.log(
        `| \`${page}\` | ${proxy.rps.toFixed(0)} | ${proxy.p99.toFixed(1)} | ${app.rps.toFixed(0)} | ${app.p99.toFixed(1)} | ${file.rps.toFixed(0)} | ${file.p99.toFixed(1)} | ${(proxy.rps / file.rps).toFixed(2)} | ${(app.rps / file.rps).toFixed(3)} |${errors ? ` (${errors} non-2xx)` : ''}`,
      )
    }
    // The instances' shared cache: pages and data entries written by them into Redis.
    const redisPort = new URL(String(cluster.redisUrl)).port
    console.log(
      `Next cache entries in Redis: ${execFileSync('redis-cli', ['-p', redisPort, 'dbsize'], { encoding: 'utf8' }).trim()}`,
    )
    console.log(
      `load average after: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    )
  } finally {
    nginx?.stop()
    await cluster.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
