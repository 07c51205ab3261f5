import { expect, test, type APIRequestContext } from '@playwright/test'

import { PHONE, returningVisitor } from './helpers'

test.beforeEach(async ({ context }) => returningVisitor(context))

type Doc = { id: number; title?: string; name?: string; category?: number | { id: number } }

/** The first published item of a collection, as an anonymous visitor reads it. */
const firstOf = async (request: APIRequestContext, collection: string): Promise<Doc> => {
  const answer = await request.get(`/api/${collection}?limit=1&depth=0&sort=id`)
  const body = (await answer.json()) as { docs: Doc[] }
  const doc = body.docs[0]
  if (!doc) throw new Error(`no published ${collection}`)
  return doc
}

const meta = (html: string, property: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')

// Issue 31: a shared activity, book, recipe or track has its own card and lands on the item.
for (const [kind, collection, seccion, vista] of [
  ['actividad', 'activities', 'recursos_educativos', 'evento'],
  ['libro', 'development-books', 'desarrollo', 'libro'],
  ['receta', 'recipes', 'bienestar', 'receta'],
  ['cancion', 'music-items', 'bienestar', 'musica'],
] as const) {
  test(
    `a shared ${kind} has its own Open Graph card and opens on the item`,
    PHONE,
    async ({ page, request, baseURL }) => {
      const item = await firstOf(request, collection)
      const title = item.title ?? item.name ?? ''
      const path = `/profe-max/compartir/${kind}/${item.id}`
      const html = await (await request.get(path)).text()
      expect(meta(html, 'og:title')).toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `))
      expect(meta(html, 'og:url')).toBe(`${baseURL}${path}`)
      expect(meta(html, 'og:description')?.length).toBeGreaterThan(10)
      if (kind === 'libro' || kind === 'receta') expect(meta(html, 'og:image')).toContain('/api/media/')

      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`/profe-max\\?seccion=${seccion}&vista=${vista}`))
      if (kind === 'cancion') {
        const row = page.locator(`#track-${item.id}`)
        await expect(row).toContainText('Ítem destacado')
        await expect(row).toBeInViewport()
      } else {
        const heading = page.locator('[data-view-title]')
        await expect(heading).toHaveText(title)
        await expect(heading).toBeInViewport()
      }
    },
  )
}

test('an unknown or unpublished item is a 404', async ({ request }) => {
  expect((await request.get('/profe-max/compartir/receta/999999')).status()).toBe(404)
  expect((await request.get('/profe-max/compartir/otra-cosa/1')).status()).toBe(404)
})

test(
  "an item's Compartir opens the native share sheet where there is one, with the item's address and name",
  PHONE,
  async ({ page, request, baseURL }) => {
    const recipe = await firstOf(request, 'recipes')
    await page.addInitScript(() => {
      const calls: unknown[] = []
      Object.assign(window, { shareCalls: calls })
      Object.defineProperty(navigator, 'share', {
        value: (data: unknown) => (calls.push(data), Promise.resolve()),
        configurable: true,
      })
    })
    await page.goto(`/profe-max?seccion=bienestar&vista=receta&id=${recipe.id}`)
    await expect(page.locator('[data-view-title]')).toHaveText(recipe.title ?? '')
    await page.locator('.pm-head').getByRole('link', { name: 'Compartir' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls))
      .toEqual([
        {
          title: `ProfeMax: ${recipe.title}`,
          text: recipe.title,
          url: `${baseURL}/profe-max/compartir/receta/${recipe.id}`,
        },
      ])
    await expect(page.getByTestId('share-menu')).toBeHidden()
  },
)

test("without a share sheet, the menu's mail subject names the item, not 'Compartir imagen'", async ({
  page,
  request,
  baseURL,
}) => {
  const book = await firstOf(request, 'development-books')
  await page.goto(`/profe-max?seccion=desarrollo&vista=libro&id=${book.id}`)
  await expect(page.locator('[data-view-title]')).toHaveText(book.name ?? '')
  await page.locator('.pm-head').getByRole('link', { name: 'Compartir' }).click()
  const menu = page.getByTestId('share-menu')
  const url = `${baseURL}/profe-max/compartir/libro/${book.id}`
  await expect(menu.getByLabel('Dirección para compartir')).toHaveValue(url)
  await expect(menu.getByRole('link', { name: 'Correo' })).toHaveAttribute(
    'href',
    `mailto:?subject=${encodeURIComponent(`ProfeMax: ${book.name}`)}&body=${encodeURIComponent(`${book.name} ${url}`)}`,
  )
})
