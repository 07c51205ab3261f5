import { expect, test } from '@playwright/test'

const ADMIN = { email: 'admin@profemax.mx', password: 'ProfeMax-2026' }

/**
 * Public pages are served from Next's cache; a staff edit must reach them at once through the
 * collections' tag revalidation, not after the page's revalidate period.
 */
test('a blog unpublished by staff leaves its cached public pages at once, and returns when republished', async ({ page, request }) => {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const auth = { Authorization: `JWT ${token}` }

  const found = await request.get('/api/blogs?where[audience][equals]=profesores&where[is_active][equals]=true&limit=1&depth=0&sort=id', { headers: auth })
  const blog = ((await found.json()) as { docs: { id: number; name: string; slug: string }[] }).docs[0]!
  const address = `/blogs/profesores/${blog.slug}`

  // Warm the cache: both pages are served and list the blog.
  expect((await page.goto(address))?.status()).toBe(200)
  await page.goto('/blogs/profesores')
  await expect(page.getByRole('heading', { name: blog.name })).toBeVisible()

  try {
    expect((await request.patch(`/api/blogs/${blog.id}`, { headers: auth, data: { is_active: false } })).ok()).toBe(true)
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
