import { expect, test, type APIResponse } from '@playwright/test'

const expectSecurityHeaders = (response: APIResponse) => {
  const headers = response.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['strict-transport-security']).toContain('max-age=')
  expect(headers['content-security-policy']).toBeTruthy()
  return headers
}

test.describe('security headers', () => {
  test('a public page: CSP without a nonce, no framing, and its cache headers kept', async ({ request }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    const headers = expectSecurityHeaders(response)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy']).not.toContain('nonce-')
    expect(headers['x-frame-options']).toBe('DENY')
    // Still the route cache's static page, not rendered per request.
    expect(headers['cache-control']).toContain('s-maxage')
    // No colour-scheme client hint: Critical-CH would make Chromium fetch a first visit's page twice, and
    // Vary would split the proxy's copies (next.config.mjs, adminOnlyClientHints).
    expect(headers['critical-ch']).toBeUndefined()
    expect(headers['accept-ch']).toBeUndefined()
    expect(headers['vary'] ?? '').not.toMatch(/prefers-color-scheme/i)
  })

  test('an admin page cannot be framed, and asks for the colour scheme its theme follows', async ({ request }) => {
    const headers = expectSecurityHeaders(await request.get('/admin/login'))
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(headers['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  test('a JSON answer and an uploaded file', async ({ request }) => {
    const list = await request.get('/profe-max/recursos-educativos/actividades/all')
    expect(list.status()).toBe(200)
    expectSecurityHeaders(list)
    const media = await (await request.get('/api/media?limit=1&depth=0')).json()
    const url = media.docs?.[0]?.url as string | undefined
    expect(url).toBeTruthy()
    const file = await request.get(url!)
    expect(file.status()).toBe(200)
    const headers = expectSecurityHeaders(file)
    // Files keep their own sandboxing policy.
    expect(headers['content-security-policy']).toContain('sandbox')
  })
})
