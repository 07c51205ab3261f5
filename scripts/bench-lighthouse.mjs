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
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
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
      { cwd: projectDir, env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
    )
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`lighthouse ${url} exited ${code}`))))
  })

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const measure = async (base, address, dir) => {
  const results = []
  for (let i = 0; i < runs; i += 1) {
    const file = path.join(dir, `run.json`)
    await lighthouse(base + address, file)
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
    for (const address of addresses) {
      const warm = await fetch(base + address)
      if (warm.status !== 200) throw new Error(`${address} answered ${warm.status}`)
      await lighthouse(base + address, path.join(dir, 'warm.json')) // warms the image optimiser's cache
      const results = await measure(base, address, dir)
      const line = `| \`${address}\` | ${results.map((r) => r.score).join(' / ')} | **${median(results.map((r) => r.score))}** | ${results.map((r) => r.tbt).join(' / ')} | ${median(results.map((r) => r.tbt))} | ${median(results.map((r) => r.lcp)).toFixed(1)} | ${median(results.map((r) => r.js))} | ${median(results.map((r) => r.benchmark))} |`
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
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
