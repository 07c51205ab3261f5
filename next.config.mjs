import { withPayload } from '@payloadcms/next/withPayload'

/** Uploaded files are never run as pages: sniffing off, a sandbox around anything opened inline. */
const uploadHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Content-Security-Policy', value: "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox" },
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  images: { localPatterns: [{ pathname: '/api/**' }, { pathname: '/**' }] },
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
