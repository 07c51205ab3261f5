import { expect, test } from '@playwright/test'

import { PHONE, expectNoSeriousA11yViolations, returningVisitor, sitemapAddresses } from './helpers'

test.beforeEach(async ({ context }) => returningVisitor(context))

test('blogs landing: banner, menu, points banner, Compartir', PHONE, async ({ page }) => {
  await page.goto('/blogs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inspírate y sigue aprendiendo')
  await expect(page.locator('.banner__kicker').first()).toHaveText('Blogs')
  for (const audience of ['alumnos', 'profesores', 'padres-familia'])
    await expect(page.locator(`main a[href="/blogs/${audience}"]`).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Compartir' })).toBeVisible()
})

test(
  'list → detail → back: addresses, line breaks, share address, scroll above the container',
  PHONE,
  async ({ page, baseURL }) => {
    await page.goto('/blogs/profesores')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Profesores')
    await expect(page.getByRole('link', { name: /Regresar/ })).toHaveAttribute('href', '/blogs')
    const cards = page.getByTestId('blog-grid').locator('li')
    await expect(cards).toHaveCount(3)
    await page.getByRole('link', { name: /Ver más sobre Evaluar sin estrés/ }).click()
    await expect(page).toHaveURL(/\/blogs\/profesores\/evaluar-sin-estres$/)
    await expect(page.getByRole('heading', { name: 'Evaluar sin estrés' })).toBeVisible()
    const text = page.getByTestId('blog-description')
    // The body's blank-line blocks are the page's paragraphs (rich text, issue 14).
    const paragraphs = await text.locator('p').allTextContents()
    const at = paragraphs.findIndex((paragraph) => paragraph.endsWith('aprendizaje.'))
    expect(at).toBeGreaterThanOrEqual(0)
    expect(paragraphs[at + 1]).toMatch(/^Usa rúbricas/)
    await expect
      .poll(async () =>
        page.evaluate(() => Math.round(document.getElementById('blog-container')!.getBoundingClientRect().top)),
      )
      .toBeGreaterThanOrEqual(95)
    await expect
      .poll(async () =>
        page.evaluate(() => Math.round(document.getElementById('blog-container')!.getBoundingClientRect().top)),
      )
      .toBeLessThanOrEqual(105)

    await page.getByRole('button', { name: 'Compartir' }).click()
    await expect(page.getByTestId('share-menu').getByLabel('Dirección para compartir')).toHaveValue(
      `${baseURL}/blogs/profesores/evaluar-sin-estres`,
    )
    await page.keyboard.press('Escape')

    await page.getByRole('link', { name: /Regresar/ }).click()
    await expect(page).toHaveURL(/\/blogs\/profesores$/)
    await expect(cards).toHaveCount(3)
  },
)

test('a blog address opened directly is a server-rendered page', async ({ request }) => {
  const response = await request.get('/blogs/alumnos/como-organizar-tu-mochila')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('Una mochila ordenada te ahorra tiempo')
  expect(html).toContain('<title>Cómo organizar tu mochila · ProfeMax</title>')
})

test('inactive and unknown blogs are never shown', async ({ page, request }) => {
  await page.goto('/blogs/profesores')
  await expect(page.getByText('Borrador: guía de fin de ciclo')).toHaveCount(0)
  for (const path of [
    '/blogs/profesores/borrador-guia-de-fin-de-ciclo',
    '/blogs/profesores/no-existe',
    '/blogs/alumnos/evaluar-sin-estres',
    '/blogs/maestros',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
  const sitemap = (await sitemapAddresses(request)).join('\n')
  expect(sitemap).not.toContain('borrador')
  expect(sitemap).toContain('/blogs/profesores/evaluar-sin-estres')
})

test('each blog list is accessible', PHONE, async ({ page }) => {
  for (const audience of ['alumnos', 'padres-familia']) {
    await page.goto(`/blogs/${audience}`)
    await expect(page.getByRole('link', { name: /Ver más/ }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  }
})
