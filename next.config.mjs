import { execSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants.js'

import { siteUrlProblem } from './src/lib/site-url.mjs'

/** Uploaded files are never run as pages: sniffing off, a sandbox around anything opened inline. */
const uploadHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Content-Security-Policy', value: "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox" },
]

/**
 * Security headers on every answer (tests/e2e/security/headers.spec.ts). The CSP is static (no
 * per-request nonce, which would make every public page dynamic): Next's inline bootstrap scripts
 * need 'unsafe-inline'; everything else is same-origin. The admin's JSON editor (Monaco) loads from
 * jsDelivr, so /admin allows that host too. HSTS is sent always (browsers only honour it over HTTPS).
 */
const isDev = process.env.NODE_ENV !== 'production'
const csp = (extra = '', frameAncestors = "'none'") =>
  [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    "img-src 'self' data: blob: https:",
    `font-src 'self' data:${extra}`,
    "connect-src 'self'" + (isDev ? ' ws: wss:' : '') + extra,
    "media-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
const commonHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]
const securityHeaders = [...commonHeaders, { key: 'Content-Security-Policy', value: csp() }]
/**
 * A blog page in a staff preview (Next's draft-mode cookie, issue 14) may be framed by the site itself:
 * the preview's 'Vista de teléfono' (issue 28) shows it in a 390 px frame. Same origin only; visitors'
 * pages (no such cookie) stay unframeable.
 */
const previewFrameHeaders = [
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Content-Security-Policy', value: csp('', "'self'") },
]
const adminHeaders = [...commonHeaders, { key: 'Content-Security-Policy', value: csp(' https://cdn.jsdelivr.net') }]

/**
 * The portal's modules (SECCIONES in src/site/portal/nav.ts; tests/e2e/portal/navigation.spec.ts checks
 * all three). `/profe-max?seccion=X` is served by X's own prerendered page, so a module opened by its
 * address paints with the HTML instead of replacing the modules home once scripts run; that page's own
 * path is not an address of the site and redirects to the real one. Config rewrites, not the proxy: the
 * router applies them without running middleware on every portal request.
 */
const PORTAL_SECCION = '(?<seccion>recursos_educativos|desarrollo|bienestar)'
/**
 * A view inside a module (`&vista=…`, with `&id=`, or `&categoria=` and `&destacado=`): its own static page
 * of its module, `/profe-max/seccion/{seccion}/{vista}[/{id} | /categoria/{c}[/destacado/{d}]]`
 * (src/site/portal/paths.ts; an unknown view there is a 404). Most specific first.
 */
const PORTAL_VISTA = '(?<vista>[a-z][a-z_]{0,39})'
/** @param {string} name */
const portalId = (name) => `(?<${name}>[1-9][0-9]{0,8})`
/** @type {{ keys: string[]; tail: string }[]} */
const PORTAL_VIEWS = [
  { keys: ['vista', 'id'], tail: '/:vista/:id' },
  { keys: ['vista', 'categoria', 'destacado'], tail: '/:vista/categoria/:categoria/destacado/:destacado' },
  { keys: ['vista', 'categoria'], tail: '/:vista/categoria/:categoria' },
  { keys: ['vista'], tail: '/:vista' },
]
const PORTAL_VIEW_REWRITES = PORTAL_VIEWS.map(({ keys, tail }) => ({
  source: '/profe-max',
  has: [
    { type: /** @type {const} */ ('query'), key: 'seccion', value: PORTAL_SECCION },
    ...keys.map((key) => ({
      type: /** @type {const} */ ('query'),
      key,
      value: key === 'vista' ? PORTAL_VISTA : portalId(key),
    })),
  ],
  destination: `/profe-max/seccion/:seccion${tail}`,
}))
/** A blog list's page number (`?pagina=`), 1 to 9999; anything else shows page 1. */
const BLOG_PAGINA = '(?<pagina>[1-9][0-9]{0,3})'

/**
 * Build once, run many: every instance started from one build serves the same build id (BUILD_ID, or
 * the commit, or Next's random one outside git), so pages and assets fetched from one instance are
 * valid on another. Server actions need NEXT_SERVER_ACTIONS_ENCRYPTION_KEY set at build time
 * (docs/deployment.md); the key is then part of the artefact, the same on every instance.
 */
const buildId = () => {
  if (process.env.BUILD_ID) return process.env.BUILD_ID
  try {
    return (
      execSync('git rev-parse --short=12 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || null
    )
  } catch {
    return null
  }
}

/**
 * With REDIS_URL (read when the server starts, not only at build) the route and data cache live in
 * the shared Redis (src/lib/next-cache-handler.mjs) and no instance keeps a private copy in memory.
 * Unset: Next's own cache on the local disk, the single-machine default.
 */
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: fileURLToPath(new URL('./src/lib/next-cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
  : {}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A copy of the build for a second `next start` with its own cache (scripts/test.mjs: `.next/e2e-public`).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  generateBuildId: buildId,
  ...sharedCache,
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  // One branded 404 for every unknown address, though the app has several root layouts (src/app/global-not-found.tsx).
  experimental: { globalNotFound: true },
  images: { localPatterns: [{ pathname: '/api/**' }, { pathname: '/**' }] },
  // ExcelJS (the .xlsx export) is plain CommonJS with its own zip and temp-file modules: loaded by Node as
  // installed rather than bundled into the server build.
  serverExternalPackages: ['exceljs'],
  async rewrites() {
    return {
      beforeFiles: [
        ...PORTAL_VIEW_REWRITES,
        {
          source: '/profe-max',
          has: [{ type: 'query', key: 'seccion', value: PORTAL_SECCION }],
          destination: '/profe-max/seccion/:seccion',
        },
        // `/blogs/{audience}?pagina=N`: page N of a list, its own static page (src/app/(site)/blog-paginas).
        {
          source: '/blogs/:audience(alumnos|profesores|padres-familia)',
          has: [{ type: 'query', key: 'pagina', value: BLOG_PAGINA }],
          destination: '/blog-paginas/:audience/:pagina',
        },
      ],
    }
  },
  async redirects() {
    return [
      { source: '/profe-max/seccion/:seccion', destination: '/profe-max?seccion=:seccion', permanent: true },
      {
        source: '/profe-max/seccion/:seccion/:vista',
        destination: '/profe-max?seccion=:seccion&vista=:vista',
        permanent: true,
      },
      {
        source: '/profe-max/seccion/:seccion/:vista/categoria/:categoria',
        destination: '/profe-max?seccion=:seccion&vista=:vista&categoria=:categoria',
        permanent: true,
      },
      {
        source: '/profe-max/seccion/:seccion/:vista/categoria/:categoria/destacado/:destacado',
        destination: '/profe-max?seccion=:seccion&vista=:vista&categoria=:categoria&destacado=:destacado',
        permanent: true,
      },
      {
        source: '/profe-max/seccion/:seccion/:vista/:id',
        destination: '/profe-max?seccion=:seccion&vista=:vista&id=:id',
        permanent: true,
      },
      { source: '/blog-paginas/:audience/:pagina', destination: '/blogs/:audience?pagina=:pagina', permanent: true },
    ]
  },
  async headers() {
    // Later entries win for the same key: files keep their own sandboxing CSP.
    return [
      { source: '/((?!admin).*)', headers: securityHeaders },
      {
        source: '/blogs/:audience/:slug',
        has: [{ type: 'cookie', key: '__prerender_bypass' }],
        headers: previewFrameHeaders,
      },
      { source: '/admin', headers: adminHeaders },
      { source: '/admin/:path*', headers: adminHeaders },
      { source: '/api/:collection/file/:path*', headers: uploadHeaders },
      {
        source: '/api/template-files/file/:path*',
        headers: [...uploadHeaders, { key: 'Content-Disposition', value: 'attachment' }],
      },
    ]
  },
}

/**
 * `withPayload` asks every path (`/:path*`) for the visitor's colour scheme (`Accept-CH`, `Vary` and
 * `Critical-CH: Sec-CH-Prefers-Color-Scheme`) so the admin can render its theme without a flash. The public
 * site has one theme, and there `Critical-CH` makes Chromium discard a first visit's page and request it
 * again (a whole extra round trip and document, measured in docs/performance.md) while `Vary` splits the
 * caching proxy's copies by colour scheme. Kept for the admin only (payloadcms/payload#17906, #8078).
 */
const CLIENT_HINT_HEADER = 'critical-ch'
const adminOnlyClientHints = (config) => ({
  ...config,
  async headers() {
    const entries = (await config.headers?.()) ?? []
    return entries.flatMap((entry) =>
      entry.source === '/:path*' && entry.headers.some((header) => header.key.toLowerCase() === CLIENT_HINT_HEADER)
        ? [
            { ...entry, source: '/admin' },
            { ...entry, source: '/admin/:path*' },
          ]
        : [entry],
    )
  },
})

/**
 * A production build or server without the public origin would print `http://localhost:3000` into every
 * canonical link, Open Graph card and the sitemap: refuse to start and name the variable. (`next dev`,
 * Jest and the launcher's development commands default to this machine.)
 */
const config = (phase) => {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_PRODUCTION_SERVER) {
    const problem = siteUrlProblem()
    if (problem) throw new Error(problem)
  }
  return adminOnlyClientHints(withPayload(nextConfig, { devBundleServerPackages: false }))
}

export default config
