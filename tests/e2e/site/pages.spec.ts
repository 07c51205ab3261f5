import { expect, test } from '@playwright/test'

import { CONTEST_PATH } from '../../../src/lib/site-config'
import { PHONE, expectNoSeriousA11yViolations, returningVisitor, revealAll, sitemapAddresses } from './helpers'

const PAGES = [
  '/',
  '/profe-max',
  '/blogs',
  '/blogs/alumnos',
  '/blogs/profesores',
  '/blogs/padres-familia',
  '/blogs/profesores/evaluar-sin-estres',
  '/terminos-condiciones',
  '/aviso-de-privacidad',
  '/proximamente',
  CONTEST_PATH,
]

test.beforeEach(async ({ context }) => returningVisitor(context))

for (const path of PAGES) {
  test(`${path}: accessible, titled, with a share card and a cacheable response`, PHONE, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toMatch(/s-maxage=\d+/)
    await expect(page).toHaveTitle(/ProfeMax/)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
    expect(await page.locator('meta[property="og:image"]').first().getAttribute('content')).toMatch(/^https?:\/\/.+/)
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image')
    await revealAll(page)
    await expectNoSeriousA11yViolations(page)
  })
}

test('terms: back link, title, subtitle, date and the seven sections', PHONE, async ({ page }) => {
  await page.goto('/terminos-condiciones')
  await expect(page.getByRole('link', { name: /Volver al inicio/ })).toHaveAttribute('href', '/')
  await expect(page.getByText('Agosto de 2025')).toBeVisible()
  const sections = await page.locator('.prose h2').allTextContents()
  expect(sections).toEqual([
    '1. Introducción',
    '2. Registro en el programa',
    '3. Acumulación y canje de puntos',
    '4. Beneficios adicionales',
    '5. Cambios, terminación y baja',
    '6. Manejo del contenido del sitio web',
    '7. Disposiciones generales',
  ])
})

test('robots.txt and sitemap.xml', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toMatch(/Sitemap: .+\/sitemap.xml/)
  const sitemap = (await sitemapAddresses(request)).join('\n')
  for (const path of ['/blogs/alumnos', '/terminos-condiciones', CONTEST_PATH]) expect(sitemap).toContain(path)
})
