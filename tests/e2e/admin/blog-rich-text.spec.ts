import { expect, test } from '@playwright/test'

import { dialog, field, open, PNG, save, signIn, toast, unique, writeRichBody } from './helpers'

test.describe.configure({ timeout: 240_000 })

test('an editor writes a post with a heading, a list, a link and an image; the public page shows them as HTML', async ({ page }) => {
  const audience = 'profesores'
  const name = unique('Blog e2e rico')
  await signIn(page)
  await open(page, `/blogs/${audience}`)
  await page.getByRole('button', { name: 'Agregar blog' }).click()
  await field(page, 'Nombre del blog').fill(name)
  await field(page, 'Descripción corta').fill('Un blog con formato.')
  await dialog(page).getByRole('switch').click()
  await field(page, 'Imagen del blog').setInputFiles(PNG)

  await writeRichBody(page, { heading: 'Plan de la semana', intro: 'Tres ideas para empezar:', items: ['Primer punto', 'Segundo punto'], link: 'Lee la guía', href: 'https://www.gob.mx/sep' })

  await save(page, 'Publicar')
  await expect(toast(page, 'Blog guardado correctamente')).toBeVisible({ timeout: 20_000 })

  const query = new URLSearchParams({ paginated: 'true', page: '1', pageSize: '10', 'filters[text]': name })
  const listed = (await (await page.request.get(`/admin/blogs/${audience}/all?${query}`)).json()) as { data: { id: number; slug: string; description: string }[] }
  const stored = listed.data[0]!
  try {
    // The contract's description is the plain text of the rich body.
    expect(stored.description).toBe('Plan de la semana\n\nTres ideas para empezar:\n\nPrimer punto\nSegundo punto\n\nLee la guía')

    const site = await page.context().newPage()
    await site.addInitScript(() => window.localStorage.setItem('dontShowRegisterForm', 'true'))
    expect((await site.goto(`/blogs/${audience}/${stored.slug}`))?.status()).toBe(200)
    const body = site.getByTestId('blog-description')
    await expect(body.getByRole('heading', { level: 2, name: 'Plan de la semana' })).toBeVisible()
    await expect(body.locator('p').first()).toHaveText('Tres ideas para empezar:')
    await expect(body.locator('ul > li')).toHaveText(['Primer punto', 'Segundo punto'])
    await expect(body.getByRole('link', { name: 'Lee la guía' })).toHaveAttribute('href', 'https://www.gob.mx/sep')
    const image = body.locator('figure img')
    await expect(image).toBeVisible()
    // Visible is not loaded: the picture counts once the browser has decoded it.
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBeGreaterThan(0)
  } finally {
    expect((await page.request.delete(`/admin/blogs/${audience}/${stored.id}`)).ok()).toBe(true)
  }
})
