import { expect, test } from '@playwright/test'
import sharp from 'sharp'

const ADMIN = { email: 'admin@profemax.mx', password: 'ProfeMax-2026' }

/**
 * Public pages are served from Next's cache; a staff edit must reach them at once through the
 * collections' tag revalidation, not after the page's revalidate period.
 */
test('a blog unpublished by staff leaves its cached public pages at once, and returns when republished', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const auth = { Authorization: `JWT ${token}` }

  const found = await request.get(
    '/api/blogs?where[audience][equals]=profesores&where[is_active][equals]=true&limit=1&depth=0&sort=id',
    { headers: auth },
  )
  const blog = ((await found.json()) as { docs: { id: number; name: string; slug: string }[] }).docs[0]!
  const address = `/blogs/profesores/${blog.slug}`

  // Warm the cache: both pages are served and list the blog.
  expect((await page.goto(address))?.status()).toBe(200)
  await page.goto('/blogs/profesores')
  await expect(page.getByRole('heading', { name: blog.name })).toBeVisible()

  try {
    expect((await request.patch(`/api/blogs/${blog.id}`, { headers: auth, data: { is_active: false } })).ok()).toBe(
      true,
    )
    expect((await page.goto(address))?.status()).toBe(404)
    await page.goto('/blogs/profesores')
    await expect(page.getByRole('heading', { name: blog.name })).toHaveCount(0)
  } finally {
    await request.patch(`/api/blogs/${blog.id}`, { headers: auth, data: { is_active: true } })
  }
  expect((await page.goto(address))?.status()).toBe(200)
  await page.goto('/blogs/profesores')
  await expect(page.getByRole('heading', { name: blog.name })).toBeVisible()
})

const picture = async (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6b8f' } })
    .png()
    .toBuffer(),
})

/**
 * The portal's pages carry their pictures' addresses and are tagged `collection:media` (src/site/portal/data.ts):
 * a picture replaced by staff must reach them at once, with no change to the item that shows it (issue 29:
 * nothing expired that tag before).
 */
test("a picture replaced by staff reaches the portal's cached module page at once", async ({ request }) => {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const auth = { Authorization: `JWT ${token}` }
  const stamp = `${Date.now()}`
  const first = `portada-${stamp}-a`
  const second = `portada-${stamp}-b`

  const uploaded = await request.post('/api/media', {
    headers: auth,
    multipart: { file: await picture(`${first}.png`), _payload: JSON.stringify({ alt: 'Portada' }) },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const mediaId = ((await uploaded.json()) as { doc: { id: number } }).doc.id
  let bookId: number | undefined
  try {
    const created = await request.post('/api/development-books', {
      headers: auth,
      data: {
        name: `Libro de portada ${stamp}`,
        author: 'Autora de prueba',
        description: 'Un libro creado por la prueba de la portada reemplazada.',
        purchase_link: 'https://example.com/libro',
        is_active: true,
        image_path: mediaId,
        first_subdescription: ['Una razón'],
        second_subdescription: ['Un aprendizaje'],
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    bookId = ((await created.json()) as { doc: { id: number } }).doc.id

    const modulePage = async () => (await request.get('/profe-max?seccion=desarrollo')).text()
    // Served, then cached: the book is there with its first picture.
    expect(await modulePage()).toContain(first)
    expect(await modulePage()).toContain(first)

    const replaced = await request.patch(`/api/media/${mediaId}`, {
      headers: auth,
      multipart: { file: await picture(`${second}.png`), _payload: JSON.stringify({ alt: 'Portada' }) },
    })
    expect(replaced.status(), await replaced.text()).toBe(200)

    const html = await modulePage()
    expect(html).toContain(second)
    expect(html).not.toContain(first)
  } finally {
    if (bookId !== undefined) await request.delete(`/api/development-books/${bookId}`, { headers: auth })
    await request.delete(`/api/media/${mediaId}`, { headers: auth })
  }
})
