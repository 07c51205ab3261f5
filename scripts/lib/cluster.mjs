// The production topology on one machine, for `npm run cluster` and the cluster tests in `npm test`:
// Debian's redis-server, an S3-compatible server (s3rver, from npm), N `next start` instances of the
// one existing build, and Debian's Varnish in front with deploy/varnish/profemax.vcl (the same file
// docker-compose.yml mounts). PostgreSQL is the caller's (a DATABASE_URL, migrated beforehand).
// Every part listens on a free loopback port; `stop()` ends everything this module started.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { freePort } from './net.mjs'

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const bin = (name) => path.join(projectDir, 'node_modules', '.bin', name)

export const S3_BUCKET = 'profemax'
// s3rver's fixed local credentials.
const S3_KEY = 'S3RVER'

// Debian installs these in /usr/sbin, which a non-root PATH may lack.
const sbin = (name) => (existsSync(`/usr/sbin/${name}`) ? `/usr/sbin/${name}` : name)

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const tcpOpen = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

const waitFor = async (label, check, child, seconds = 90) => {
  for (let i = 0; i < seconds * 5; i += 1) {
    if (child && child.exitCode !== null) throw new Error(`${label} exited early (code ${child.exitCode}); see its log`)
    if (await check()) return
    await sleep(200)
  }
  throw new Error(`${label} was not ready within ${seconds} s`)
}

const httpOk = (url) => async () => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status < 500
  } catch {
    return false
  }
}

/**
 * A child in its own process group, its output in `logFile`; stop() ends the whole group.
 * @param {string} label @param {string} file @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, logFile: string, cwd?: string }} options
 */
const startProcess = (label, file, args, { env = process.env, logFile, cwd = projectDir }) => {
  const log = createWriteStream(logFile, { flags: 'a' })
  const child = spawn(file, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const signalGroup = (signal) => {
    try {
      process.kill(-(child.pid ?? 0), signal)
    } catch {
      // already gone
    }
  }
  return {
    label,
    child,
    logFile,
    kill: async () => {
      signalGroup('SIGKILL')
      await exited
    },
    stop: async (ms = 10_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return
      signalGroup('SIGTERM')
      const timer = setTimeout(() => signalGroup('SIGKILL'), ms)
      await exited
      clearTimeout(timer)
    },
  }
}

/**
 * Starts the topology. `databaseUrl` must point at a migrated database; `env` adds variables for the
 * instances (e.g. CONTRACT_RATE_LIMIT). Returns the endpoints and controls for the fault tests.
 */
export { sbin }

/**
 * `keepLogsIn`: where the parts' logs are copied when a throw-away cluster stops (the test run keeps
 * them beside its reports, so a failed fault test can be read afterwards).
 * @param {{ databaseUrl?: string, secret?: string, instances?: number, env?: Record<string, string>, workDir?: string, keepLogsIn?: string }} options
 */
export const startCluster = async ({ databaseUrl, secret, instances = 2, env = {}, workDir, keepLogsIn }) => {
  if (!existsSync(path.join(projectDir, '.next', 'BUILD_ID')))
    throw new Error('No production build: run `npm run build` first.')
  const dir = workDir ?? mkdtempSync(path.join(os.tmpdir(), 'profemax-cluster-'))
  mkdirSync(dir, { recursive: true })
  // Varnish's and Redis's workers may run as their own users when we are root: let them in.
  chmodSync(dir, 0o755)
  const logs = path.join(dir, 'logs')
  mkdirSync(logs, { recursive: true })
  const started = []
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => {})
    started.length = 0
  }

  try {
    // Redis: nothing on disk (a cache and counters); a restart starts empty.
    const redisPort = await freePort()
    const redisArgs = [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ]
    const startRedis = async () => {
      const redis = startProcess('redis', 'redis-server', redisArgs, { logFile: path.join(logs, 'redis.log') })
      await waitFor('redis-server', () => tcpOpen(redisPort), redis.child)
      return redis
    }
    let redis = await startRedis()
    started.push({ stop: () => redis.stop() })

    // S3: s3rver keeps the bucket in a directory (survives its own restarts).
    const s3Port = await freePort()
    const s3Dir = path.join(dir, 's3')
    mkdirSync(s3Dir, { recursive: true })
    const startS3 = async () => {
      const s3 = startProcess(
        's3',
        bin('s3rver'),
        ['-d', s3Dir, '-a', '127.0.0.1', '-p', String(s3Port), '--silent', '--configure-bucket', S3_BUCKET],
        {
          logFile: path.join(logs, 's3.log'),
        },
      )
      await waitFor('s3rver', () => tcpOpen(s3Port), s3.child)
      return s3
    }
    let s3 = await startS3()
    started.push({ stop: () => s3.stop() })

    // The proxy's port first: the instances send their purges to it.
    const proxyPort = await freePort()
    const proxyUrl = `http://127.0.0.1:${proxyPort}`
    // The proxy bans its cache only for this run's shared secret (deploy/varnish/profemax.vcl), which the instances send.
    const purgeToken = env.PROXY_PURGE_TOKEN ?? process.env.PROXY_PURGE_TOKEN ?? randomBytes(24).toString('hex')
    const appPorts = []
    for (let i = 0; i < instances; i += 1) appPorts.push(await freePort())
    /** @type {NodeJS.ProcessEnv} */
    const appEnv = {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: secret,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      S3_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      PROXY_PURGE_URLS: proxyUrl,
      PROXY_PURGE_TOKEN: purgeToken,
      // The proxy is the public origin (src/lib/site-url.mjs); `next start` refuses to run without one.
      SITE_URL: env.SITE_URL ?? process.env.SITE_URL ?? proxyUrl,
      // Varnish appends the client's address to X-Forwarded-For: one trusted proxy (src/lib/request-origin.ts).
      TRUSTED_PROXIES: '1',
    }
    const apps = []
    const startApp = async (i) => {
      const app = startProcess(`app${i + 1}`, bin('next'), ['start', '-p', String(appPorts[i]), '-H', '127.0.0.1'], {
        env: appEnv,
        logFile: path.join(logs, `app${i + 1}.log`),
      })
      await waitFor(`app ${i + 1}`, httpOk(`http://127.0.0.1:${appPorts[i]}/healthz`), app.child)
      apps[i] = app
      return app
    }
    await Promise.all(appPorts.map((_, i) => startApp(i)))
    started.push({ stop: () => Promise.all(apps.map((app) => app?.stop())) })

    // Further instances on the same database, Redis and S3 but outside the proxy, with variables of
    // their own (tests/cluster/rate-limit.spec.ts: a low form limit while the others keep a high one).
    const extras = []
    const startExtraApps = async (count, extraEnv) => {
      const ports = []
      for (let i = 0; i < count; i += 1) ports.push(await freePort())
      await Promise.all(
        ports.map(async (port, i) => {
          const app = startProcess(`extra${i + 1}`, bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
            env: { ...appEnv, ...extraEnv },
            logFile: path.join(logs, `extra${extras.length + i + 1}.log`),
          })
          extras.push(app)
          await waitFor(`extra app ${i + 1}`, httpOk(`http://127.0.0.1:${port}/healthz`), app.child)
        }),
      )
      return ports.map((port) => `http://127.0.0.1:${port}`)
    }
    const stopExtraApps = async () => {
      await Promise.all(extras.splice(0).map((app) => app.stop()))
    }
    started.push({ stop: stopExtraApps })

    // Varnish: the shared VCL plus this run's backends (one per instance, probed on /healthz).
    const vclDir = path.join(dir, 'vcl')
    mkdirSync(vclDir, { recursive: true })
    const backends = appPorts
      .map(
        (port, i) => `backend app${i + 1} {
  .host = "127.0.0.1";
  .port = "${port}";
  .connect_timeout = 1s;
  .first_byte_timeout = 60s;
  .probe = { .url = "/healthz"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; .initial = 2; }
}`,
      )
      .join('\n')
    const adds = appPorts.map((_, i) => `  profemax.add_backend(app${i + 1});`).join('\n')
    writeFileSync(
      path.join(vclDir, 'profemax-backends.vcl'),
      `${backends}\n\nsub vcl_init {\n  new profemax = directors.round_robin();\n${adds}\n}\n`,
    )
    const varnishWork = path.join(dir, 'varnish')
    mkdirSync(varnishWork, { recursive: true })
    chmodSync(varnishWork, 0o777)
    const varnish = startProcess(
      'varnish',
      sbin('varnishd'),
      [
        '-F',
        '-a',
        `127.0.0.1:${proxyPort}`,
        '-f',
        path.join(projectDir, 'deploy', 'varnish', 'profemax.vcl'),
        '-p',
        `vcl_path=${vclDir}:/usr/share/varnish/vcl:/etc/varnish`,
        '-n',
        varnishWork,
        '-s',
        'malloc,256m',
        '-T',
        'none',
      ],
      { env: { ...process.env, PROXY_PURGE_TOKEN: purgeToken }, logFile: path.join(logs, 'varnish.log') },
    )
    started.push(varnish)
    await waitFor('varnish', httpOk(`${proxyUrl}/proxy-health`), varnish.child)

    const appUrls = appPorts.map((port) => `http://127.0.0.1:${port}`)
    return {
      dir,
      proxyUrl,
      appUrls,
      redisUrl: appEnv.REDIS_URL,
      s3Endpoint: appEnv.S3_ENDPOINT,
      killApp: async (i) => apps[i].kill(),
      /** SIGTERM, resolved once the instance has exited (Next drains in-flight requests first). */
      termApp: async (i) => apps[i].stop(30_000),
      startApp: async (i) => {
        await startApp(i)
      },
      /** Starts `count` more instances (not behind the proxy) with `env` added; resolves to their URLs. */
      startExtraApps,
      stopExtraApps,
      stopRedis: async () => redis.stop(),
      startRedis: async () => {
        redis = await startRedis()
      },
      stopS3: async () => s3.stop(),
      startS3: async () => {
        s3 = await startS3()
      },
      stop: async () => {
        await stopAll()
        if (keepLogsIn) {
          rmSync(keepLogsIn, { recursive: true, force: true })
          cpSync(logs, keepLogsIn, { recursive: true })
        }
        if (!workDir) rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
