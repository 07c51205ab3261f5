import { withPayload } from '@payloadcms/next/withPayload'

/** Uploaded files are never run as pages: sniffing off, a sandbox around anything opened inline. */
const uploadHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Content-Security-Policy', value: "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox" },
]

/**
 * The portal's modules (SECCIONES in src/site/portal/nav.ts; tests/e2e/portal/navigation.spec.ts checks
 * all three). `/profe-max?seccion=X` is served by X's own prerendered page, so a module opened by its
 * address paints with the HTML instead of replacing the modules home once scripts run; that page's own
 * path is not an address of the site and redirects to the real one. Config rewrites, not the proxy: the
 * router applies them without running middleware on every portal request.
 */
const PORTAL_SECCION = '(?<seccion>recursos_educativos|desarrollo|bienestar)'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  images: { localPatterns: [{ pathname: '/api/**' }, { pathname: '/**' }] },
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/profe-max', has: [{ type: 'query', key: 'seccion', value: PORTAL_SECCION }], destination: '/profe-max/seccion/:seccion' },
      ],
    }
  },
  async redirects() {
    return [{ source: '/profe-max/seccion/:seccion', destination: '/profe-max?seccion=:seccion', permanent: true }]
  },
  async headers() {
    return [
      { source: '/api/:collection/file/:path*', headers: uploadHeaders },
      {
        source: '/api/template-files/file/:path*',
        headers: [...uploadHeaders, { key: 'Content-Disposition', value: 'attachment' }],
      },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
