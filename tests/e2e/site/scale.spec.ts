import { expect, test } from '@playwright/test'

import { Api, reloadUntil } from '../portal/helpers'
import { returningVisitor, sitemapAddresses } from './helpers'

/** Issue 30 in the browser: lists longer than a page, the sitemap index and the portal's paged endpoint. */

test.beforeEach(async ({ context }) => returningVisitor(context))

test('a blog list longer than a page: ?pagina= reaches every post, the sitemap names them all', async ({
  page,
  request,
}) => {
  const api = await Api.signIn(request)
  const seeded = await api.find('blogs', { audience: 'alumnos', is_active: 'true' })
  const oldest = seeded[0]!
  const stamp = Date.now().toString(36)
  const created: number[] = []
  try {
    for (let i = 0; i < 13; i += 1) {
      const doc = await api.create('blogs', {
        audience: 'alumnos',
        name: `Paginación ${stamp} ${i}`,
        short_description: 'Resumen de prueba.',
        description: 'Texto de prueba.',
        image_path: oldest.image_path,
        is_active: true,
        _status: 'published',
      })
      created.push(doc.id)
    }
    await page.goto('/blogs/alumnos')
    await expect(page.getByTestId('blog-grid').locator('li')).toHaveCount(12)
    await expect(page.getByRole('heading', { name: String(oldest.name) })).toHaveCount(0)
    await page.getByRole('link', { name: 'Siguiente página →' }).click()
    await expect(page).toHaveURL(/\/blogs\/alumnos\?pagina=2$/)
    await expect(page.getByTestId('blog-pages')).toContainText('Página 2 de 2')
    await expect(page.getByRole('heading', { name: String(oldest.name) })).toBeVisible()
    await expect(page.getByRole('link', { name: '← Página anterior' })).toHaveAttribute('href', '/blogs/alumnos')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/blogs\/alumnos\?pagina=2$/)

    expect((await request.get('/blogs/alumnos?pagina=3')).status()).toBe(404)
    expect((await request.get('/blog-paginas/alumnos/2', { maxRedirects: 0 })).status()).toBe(308)

    const addresses = await sitemapAddresses(request)
    expect(addresses.some((loc) => loc.endsWith('/blogs/alumnos?pagina=2'))).toBe(true)
    const slugs = (await api.find('blogs', { audience: 'alumnos' }))
      .filter((doc) => created.includes(doc.id))
      .map((doc) => String(doc.slug))
    expect(slugs).toHaveLength(13)
    for (const slug of slugs)
      expect(
        addresses.some((loc) => loc.endsWith(`/blogs/alumnos/${slug}`)),
        slug,
      ).toBe(true)
  } finally {
    for (const id of created) await api.remove('blogs', id)
  }
})

test("the portal's paged endpoint: pages, items and months as cacheable JSON; unknown keys are a Spanish 404", async ({
  request,
}) => {
  const page = await request.get('/profe-max/datos/developmentBooks/pagina-1')
  expect(page.status()).toBe(200)
  expect(page.headers()['cache-control']).toMatch(/s-maxage=\d+/)
  const body = (await page.json()) as { items: { id: number; name: string }[]; total: number; pages: number }
  expect(body.items.length).toBeGreaterThan(0)
  expect(body.total).toBeGreaterThanOrEqual(body.items.length)
  const first = body.items[0]!
  expect(await (await request.get(`/profe-max/datos/developmentBooks/id-${first.id}`)).json()).toMatchObject({
    id: first.id,
    name: first.name,
  })
  expect(Array.isArray(await (await request.get('/profe-max/datos/activities/mes-2026-11')).json())).toBe(true)
  for (const path of [
    '/profe-max/datos/nada/todo',
    '/profe-max/datos/developmentBooks/todo',
    '/profe-max/datos/developmentBooks/id-999999',
    '/profe-max/datos/activities/mes-2026-13',
  ]) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(404)
    expect(await answer.json()).toEqual({ error: true, message: 'No encontrado.' })
  }
})

test('the portal and a blog list stay well under the 2 MB cache item (500 KB budget)', async ({ request }) => {
  for (const path of [
    '/profe-max',
    '/profe-max?seccion=desarrollo',
    '/profe-max?seccion=bienestar',
    '/blogs/profesores',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect((await response.body()).byteLength, path).toBeLessThan(500_000)
  }
})

test("recipes past the page's first 12: 'Ver más recetas' reads the next page; a recipe beyond it opens by its address", async ({
  page,
  request,
}) => {
  const api = await Api.signIn(request)
  const model = (await api.find('recipes', { is_active: 'true' }))[0]!
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = model
  const published = (await api.find('recipes', { is_active: 'true' })).length
  const stamp = Date.now().toString(36)
  const created: number[] = []
  try {
    for (let i = 0; i < 12; i += 1)
      created.push((await api.create('recipes', { ...fields, title: `Receta de página ${stamp} ${i}` })).id)
    const grid = page.getByRole('list', { name: 'Recetas' })
    await reloadUntil(page, '?seccion=bienestar&vista=recetas', async () => {
      await expect(page.getByTestId('more-recipes')).toBeVisible({ timeout: 2000 })
    })
    await expect(grid.getByRole('listitem')).toHaveCount(12)
    await page.getByTestId('more-recipes').click()
    await expect(grid.getByRole('listitem')).toHaveCount(published + 12)
    await expect(page.getByTestId('more-recipes')).toHaveCount(0)

    const last = created.at(-1)!
    await page.goto(`/profe-max?seccion=bienestar&vista=receta&id=${last}`)
    await expect(
      page
        .getByTestId('view-detail')
        .getByRole('heading', { name: `Receta de página ${stamp} 11` })
        .first(),
    ).toBeVisible()
  } finally {
    for (const id of created) await api.remove('recipes', id)
  }
})

test("a music category longer than a page: its first 12 tracks in the page, 'Ver más' reads the rest by category", async ({
  page,
  request,
}) => {
  const api = await Api.signIn(request)
  const category = (await api.find('music-categories', { is_active: 'true' }))[0]!
  const existing = (await api.find('music-items', { category: String(category.id), is_active: 'true' })).length
  const stamp = Date.now().toString(36)
  const created: number[] = []
  try {
    for (let i = 0; i < 14; i += 1)
      created.push(
        (
          await api.create('music-items', {
            title: `Pista de página ${stamp} ${i}`,
            url: `https://musica.example.mx/${stamp}/${i}`,
            category: category.id,
            is_active: true,
          })
        ).id,
      )
    const tracks = page.getByTestId('view-musica').locator('.pm-items > li')
    await reloadUntil(page, `?seccion=bienestar&vista=musica&categoria=${category.id}`, async () => {
      await expect(page.getByTestId('more-category-items')).toBeVisible({ timeout: 2000 })
    })
    // b38ef32 and the first pass put every track of every category in the page.
    await expect(tracks).toHaveCount(12)
    while ((await tracks.count()) < existing + 14) {
      const shown = await tracks.count()
      await page.getByTestId('more-category-items').click()
      await expect(tracks).not.toHaveCount(shown)
    }
    await expect(tracks).toHaveCount(existing + 14)
    await expect(page.getByTestId('more-category-items')).toHaveCount(0)
    await expect(tracks.filter({ hasText: `Pista de página ${stamp} 13` })).toHaveCount(1)
  } finally {
    for (const id of created) await api.remove('music-items', id)
  }
})
