#!/usr/bin/env node
// `npm run bench:lighthouse` (after `npm run build`): the production server on the demo data, then
// Lighthouse (mobile default: simulated slow 4G, 4x CPU slowdown) LH_RUNS times (default 3) on every
// public address of issue 15, and a Markdown table of performance (each run and the median), total
// blocking time, LCP and the JavaScript transferred (compressed). Chromium: CHROME_PATH or Debian's
// /usr/bin/chromium. BASE_URL measures a server already running instead of starting one; LH_URLS
// (comma-separated paths) measures a subset. Each address is fetched once first (warm route and
// image caches, as a CDN would serve them). LH_CPU_SLOWDOWN sets Lighthouse's CPU multiplier (default 4,
// the mobile preset); the table reports the host's `benchmarkIndex` either way, which Lighthouse's
// docs/throttling.md ("Calibrating the CPU slowdown") compares with the range the 4x assumes (1500-2000).
// LH_FLOOR=1 adds a last row: the framework's floor, an empty Next.js App Router page (one heading, no
// client component) built with this project's own next and react in a temporary directory; no page of
// ours can score better than it on the same machine (docs/performance.md, "The framework's floor").
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { freePort, waitForServer } from './lib/net.mjs'

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const runs = Number(process.env.LH_RUNS ?? 3)
const cpuSlowdown = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : null

const ADDRESSES = [
  '/',
  '/profe-max',
  '/profe-max?seccion=recursos_educativos',
  '/profe-max?seccion=desarrollo',
  '/profe-max?seccion=bienestar',
  '/profe-max?seccion=desarrollo&vista=libro&id=1',
  '/blogs',
  '/blogs/profesores',
  '/blogs/profesores/evaluar-sin-estres',
  '/proximamente/mi-profe-max',
]

const lighthouse = (url, outputPath) =>
  new Promise((resolve, reject) => {
    const child = spawn(
      path.join(projectDir, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${outputPath}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
      ],
      {
        cwd: projectDir,
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`lighthouse ${url} exited ${code}`)),
    )
  })

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): such a run is tried again, twice at most. */
const lighthouseRun = async (url, outputPath) => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url, outputPath)
    } catch (error) {
      if (attempt >= 3) throw error
      console.error(`${error instanceof Error ? error.message : String(error)}; trying again`)
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const measure = async (base, address, dir) => {
  const results = []
  for (let i = 0; i < runs; i += 1) {
    const file = path.join(dir, `run.json`)
    await lighthouseRun(base + address, file)
    const report = JSON.parse(readFileSync(file, 'utf8'))
    const scripts = report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
    results.push({
      score: Math.round(report.categories.performance.score * 100),
      tbt: Math.round(report.audits['total-blocking-time'].numericValue),
      lcp: report.audits['largest-contentful-paint'].numericValue / 1000,
      js: Math.round((scripts?.transferSize ?? 0) / 1024),
      benchmark: Math.round(report.environment?.benchmarkIndex ?? 0),
    })
  }
  return results
}

const FLOOR_FILES = {
  'package.json': '{ "private": true }\n',
  'next.config.js': 'module.exports = {}\n',
  'app/layout.js':
    'export default function Layout({ children }) { return <html lang="es-MX"><body>{children}</body></html> }\n',
  'app/page.js':
    'export default function Page() { return <main><h1>ProfeMax</h1><p>Una página vacía: lo que cuesta el marco por sí solo.</p></main> }\n',
}

const runIn = (cwd, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(path.join(projectDir, 'node_modules/.bin/next'), args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`next ${args[0]} exited ${code}`))))
  })

/** Builds and starts the empty page of LH_FLOOR; returns its origin and server. */
const startFloor = async (dir) => {
  for (const [file, text] of Object.entries(FLOOR_FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  symlinkSync(path.join(projectDir, 'node_modules'), path.join(dir, 'node_modules'))
  await runIn(dir, ['build', '--webpack'])
  const port = await freePort()
  const server = spawn(path.join(projectDir, 'node_modules/.bin/next'), ['start', '-p', String(port)], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForServer(`http://127.0.0.1:${port}/`, server)
  return { base: `http://127.0.0.1:${port}`, server }
}

const main = async () => {
  let server = null
  let base = process.env.BASE_URL
  if (!base) {
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    server = spawn(path.join(projectDir, 'node_modules/.bin/next'), ['start', '-p', String(port)], {
      cwd: projectDir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    await waitForServer(`${base}/`, server)
  }
  const addresses = process.env.LH_URLS ? process.env.LH_URLS.split(',') : ADDRESSES
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))
  const floorDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-floor-'))
  let floor = null
  const lines = [
    `Lighthouse (mobile preset, CPU slowdown ${cpuSlowdown ?? 4}x), ${runs} run(s) per address, ${base}; ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the start.`,
    '',
    '| address | performance (runs) | median | TBT ms (runs) | median TBT | LCP s (median) | JS KB transferred | host benchmarkIndex (median) |',
    '|---|---|---|---|---|---|---|---|',
  ]
  try {
    const rows = addresses.map((address) => ({ label: `\`${address}\``, origin: base, address }))
    if (process.env.LH_FLOOR) {
      floor = await startFloor(floorDir)
      rows.push({ label: 'floor: an empty Next.js page', origin: floor.base, address: '/' })
    }
    for (const { label, origin, address } of rows) {
      const warm = await fetch(origin + address)
      if (warm.status !== 200) throw new Error(`${address} answered ${warm.status}`)
      await lighthouseRun(origin + address, path.join(dir, 'warm.json')) // warms the image optimiser's cache
      const results = await measure(origin, address, dir)
      const line = `| ${label} | ${results.map((r) => r.score).join(' / ')} | **${median(results.map((r) => r.score))}** | ${results.map((r) => r.tbt).join(' / ')} | ${median(results.map((r) => r.tbt))} | ${median(results.map((r) => r.lcp)).toFixed(2)} | ${median(results.map((r) => r.js))} | ${median(results.map((r) => r.benchmark))} |`
      lines.push(line)
      console.error(line)
    }
    lines.push(
      '',
      `Load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}.`,
    )
    console.log(lines.join('\n'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
    server?.kill('SIGTERM')
    floor?.server.kill('SIGTERM')
    rmSync(floorDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
