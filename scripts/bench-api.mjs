#!/usr/bin/env node
// `npm run bench:api` (after `npm run build`): the production server on the demo data, three list
// routes of the contract side by side with Payload's own REST for the same query, 16 connections.
// BENCH_SECONDS (default 10) per run, after a 3 s warm-up of each URL.
import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

import { freePort, waitForServer } from './lib/net.mjs'

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = 16

const CASES = [
  {
    name: 'recipes, paged search',
    ours: '/profe-max/bienestar/recetas/all?paginated=true&page=1&pageSize=5&filters[text]=tacos',
    payload: '/api/recipes?where[title][like]=tacos&limit=5&page=1&depth=1',
  },
  {
    name: 'public blogs (alumnos)',
    ours: '/admin/blogs/alumnos/all?only_active=true',
    payload: '/api/blogs?where[audience][equals]=alumnos&limit=0&depth=1',
  },
  {
    name: 'image categories with images',
    ours: '/profe-max/recursos-educativos/imagenes/categorias/all?only_active=true',
    payload: '/api/image-categories?limit=0&depth=1',
  },
]

const run = (url, duration) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)))
  })

const main = async () => {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = spawn(path.join(projectDir, 'node_modules/.bin/next'), ['start', '-p', String(port)], {
    cwd: projectDir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const rows = []
  try {
    await waitForServer(`${base}/`, server)
    for (const c of CASES) {
      for (const side of ['ours', 'payload']) {
        const check = await fetch(base + c[side])
        if (check.status !== 200) throw new Error(`${c[side]} answered ${check.status}`)
        await run(base + c[side], 3)
      }
      const ours = await run(base + c.ours, seconds)
      const theirs = await run(base + c.payload, seconds)
      rows.push({ c, ours, theirs })
    }
  } finally {
    server.kill('SIGTERM')
  }
  const fmt = (n) => n.toFixed(0).padStart(7)
  console.log(
    `\n${os.cpus().length} CPUs (${os.cpus()[0]?.model}), Node ${process.version}, ${connections} connections, ${seconds} s per run\n`,
  )
  console.log(
    '| route | ours req/s | ours p99 ms | Payload REST req/s | Payload p99 ms | req/s ratio (ours/Payload) | errors |',
  )
  console.log('|---|---|---|---|---|---|---|')
  for (const { c, ours, theirs } of rows) {
    const errors = ours.errors + ours.non2xx + theirs.errors + theirs.non2xx
    console.log(
      `| ${c.name} | ${fmt(ours.requests.average)} | ${fmt(ours.latency.p99)} | ${fmt(theirs.requests.average)} | ${fmt(theirs.latency.p99)} | ${(ours.requests.average / theirs.requests.average).toFixed(2)} | ${errors} |`,
    )
  }
  for (const { c } of rows) console.log(`\n${c.name}:\n  ours:    ${c.ours}\n  Payload: ${c.payload}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
