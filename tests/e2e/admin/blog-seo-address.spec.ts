import { expect, test, type Page } from '@playwright/test'

import { BLOG_SEO } from '../../../src/content/blog'
import { slugTakenMessage } from '../../../collections/Blogs/assignUniqueSlug'
import { plainToRichText } from '../../../src/lib/richtext/plain'
import { dialog, field, fieldBox, openEditForm, PNG, pagePicture, save, signIn, toast, unique } from './helpers'

/**
 * Issue 28, blogs: the search-engine fields and the editable address in the blog form, the public page's
 * metadata and the old address's permanent redirect; the preview's 'Vista de teléfono'.
 */

test.describe.configure({ timeout: 240_000 })

const audience = 'profesores'
const SCREEN = `/blogs/${audience}`
const CONTRACT = `/admin/blogs/${audience}`
const SHOTS = process.env.SHOTS_DIR

type StaffRow = { id: number; slug: string; name: string; preview_url: string }

const createBlog = async (page: Page, name: string, extra: Record<string, string> = {}): Promise<StaffRow> => {
  const response = await page.request.post(CONTRACT, {
    multipart: {
      name,
      short_description: `Resumen de ${name}.`,
      description: 'Texto del blog.',
      body: JSON.stringify(plainToRichText(`Texto de ${name}.`)),
      is_active: '1',
      image: PNG,
      ...extra,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: StaffRow }).data
}

const removeBlog = (page: Page, id: number) => page.request.delete(`${CONTRACT}/${id}`)

const openEdit = (page: Page, name: string) =>
  openEditForm(page, { path: SCREEN, search: 'Buscar blog...', nameField: 'Nombre del blog' }, name)

test("SEO fields and a new address set in the form: the page's metadata uses them, the old address answers 308 to the new one", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page)
  const name = unique('Blog con dirección nueva')
  const blog = await createBlog(page, name)
  const taken = await createBlog(page, unique('Blog que ya tiene dirección'))
  const visitor = await browser.newContext({ baseURL })
  try {
    const oldAddress = `/blogs/${audience}/${blog.slug}`
    // The old address is visited (and cached) before the change.
    expect((await visitor.request.get(oldAddress)).status()).toBe(200)

    await openEdit(page, name)
    const address = field(page, 'Dirección del blog')
    await expect(address).toHaveValue(blog.slug)

    // An address another blog has: refused at the field, naming that blog; the toast inside the screen at 390 px.
    await page.setViewportSize({ width: 390, height: 844 })
    await address.fill(taken.slug)
    await save(page, 'Publicar')
    const message = slugTakenMessage(taken.slug, taken.name)
    await expect(fieldBox(page, 'Dirección del blog').getByRole('alert')).toHaveText(message)
    const warning = toast(page, message)
    await expect(warning).toBeVisible()
    // Once it has come in, the toast is inside the viewport and on top of the form (the screen shows it there).
    await expect
      .poll(() =>
        warning.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          return (
            box.top >= 0 &&
            box.left >= 0 &&
            box.bottom <= window.innerHeight &&
            box.right <= window.innerWidth &&
            hit !== null &&
            element.contains(hit)
          )
        }),
      )
      .toBe(true)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/blog-direccion-ocupada-390.png` })
    await page.setViewportSize({ width: 1440, height: 900 })

    // The search-engine fields: 'n/max' shown, refused over the limit (kept as typed), then accepted.
    const title = field(page, 'Título para buscadores')
    await title.fill('t'.repeat(BLOG_SEO.titleMax + 1))
    await expect(fieldBox(page, 'Título para buscadores').locator('.pm-field__count')).toHaveText(
      `${BLOG_SEO.titleMax + 1}/${BLOG_SEO.titleMax}`,
    )
    await save(page, 'Publicar')
    await expect(fieldBox(page, 'Título para buscadores').getByRole('alert')).toHaveText(
      `Máximo ${BLOG_SEO.titleMax} caracteres.`,
    )
    await expect(title).toHaveValue('t'.repeat(BLOG_SEO.titleMax + 1))
    const seoTitle = `Título para buscadores ${blog.id}`
    await title.fill(seoTitle)
    await field(page, 'Descripción para buscadores').fill('Lo que leen los buscadores y las redes.')
    await field(page, 'Imagen para compartir (opcional)').setInputFiles(await pagePicture('compartir-redes.png'))
    // Written loosely: stored normalised.
    await address.fill(`  Nueva Dirección Ñandú ${blog.id} `)
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/blog-form-seo-1440.png`, fullPage: true })
      await page.setViewportSize({ width: 390, height: 844 })
      await fieldBox(page, 'Dirección del blog').scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/blog-form-seo-390.png` })
      await page.setViewportSize({ width: 1440, height: 900 })
    }
    await save(page, 'Publicar')
    await expect(toast(page, 'Blog actualizado correctamente')).toBeVisible({ timeout: 20_000 })
    await expect(dialog(page)).toHaveCount(0)
    const newSlug = `nueva-direccion-nandu-${blog.id}`
    const newAddress = `/blogs/${audience}/${newSlug}`

    // The old address: a permanent redirect to the new one (its cached page expired with the change).
    const moved = await visitor.request.get(oldAddress, { maxRedirects: 0 })
    expect(moved.status()).toBe(308)
    // Next's answer for a redirect its route cache keeps names the Location twice, the same address (browsers
    // accept identical copies); each copy is the new address.
    const locations = moved
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'location')
      .map((header) => new URL(header.value, baseURL).pathname)
    expect(locations.length).toBeGreaterThan(0)
    expect(new Set(locations)).toEqual(new Set([newAddress]))
    const reader = await visitor.newPage()
    await reader.goto(oldAddress)
    await expect(reader).toHaveURL(new RegExp(`${newAddress}$`))
    await expect(reader.getByRole('heading', { name })).toBeVisible()

    // The page's metadata: the SEO title, description and picture for shares.
    await expect(reader).toHaveTitle(new RegExp(seoTitle))
    const meta = (selector: string) => reader.locator(selector).first().getAttribute('content')
    expect(await meta('meta[name="description"]')).toBe('Lo que leen los buscadores y las redes.')
    expect(await meta('meta[property="og:title"]')).toContain(seoTitle)
    expect(await meta('meta[property="og:description"]')).toBe('Lo que leen los buscadores y las redes.')
    expect(await meta('meta[property="og:image"]')).toMatch(/compartir-redes/)
    expect(await meta('meta[name="twitter:image"]')).toMatch(/compartir-redes/)
    expect(await reader.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${newAddress}$`))

    // The sitemap names the new address only.
    const sitemap = await (await visitor.request.get('/sitemaps/blogs-0.xml')).text()
    expect(sitemap).toContain(newAddress)
    expect(sitemap).not.toContain(`${oldAddress}<`)
  } finally {
    await visitor.close()
    await removeBlog(page, blog.id)
    await removeBlog(page, taken.id)
  }
})

test("the preview's 'Vista de teléfono' shows the draft in a 390 px frame; 'Vista de escritorio' closes it", async ({
  page,
}) => {
  await signIn(page)
  const name = unique('Blog en el teléfono')
  const response = await page.request.post(CONTRACT, {
    multipart: { name, draft: '1', body: JSON.stringify(plainToRichText('Un borrador para leer en el teléfono.')) },
  })
  expect(response.status(), await response.text()).toBe(201)
  const draft = ((await response.json()) as { data: StaffRow }).data
  try {
    await page.goto(draft.preview_url)
    await expect(page.getByTestId('preview-bar')).toBeVisible()
    await expect(page.getByRole('heading', { name })).toBeVisible()
    await page.getByRole('button', { name: 'Vista de teléfono' }).click()
    const phone = page.getByRole('dialog', { name: 'Vista de teléfono' })
    await expect(phone).toBeVisible()
    const frame = page.frameLocator('iframe[title="Vista previa en un teléfono"]')
    // The draft, read with this browser's staff session and draft mode, in a document 390 px wide.
    await expect(frame.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 })
    await expect(frame.getByTestId('preview-bar')).toBeVisible()
    const widths = await frame
      .locator('html')
      .evaluate(() => ({ inner: window.innerWidth, html: document.documentElement.getBoundingClientRect().width }))
    expect(widths.inner).toBe(390)
    expect(widths.html).toBeLessThanOrEqual(390)
    // Inside the frame there is no second phone view.
    await expect(frame.getByRole('button', { name: 'Vista de teléfono' })).toHaveCount(0)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/vista-telefono-1440.png` })
    await phone.getByRole('button', { name: 'Vista de escritorio' }).click()
    await expect(phone).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Vista de teléfono' })).toBeVisible()
  } finally {
    await page.goto('/vista-previa/salir?ruta=/')
    await removeBlog(page, draft.id)
  }
})
