import { expect, test } from '@playwright/test'

import { Api, DESKTOP, openPortal, PHONE } from './helpers'

/** Page frame, modules home, ?seccion deep links, address changes and back/forward. */

test.describe('portal frame at 1440 px', () => {
  test.use(DESKTOP)

  test('is served from the route cache, with the default banner, three module cards and the loyalty banner', async ({
    page,
  }) => {
    const response = await page.goto('/profe-max')
    expect(response?.status()).toBe(200)
    const cacheControl = response?.headers()['cache-control'] ?? ''
    expect(cacheControl).not.toMatch(/no-store|private/)
    await expect(page.getByTestId('banner-default')).toBeVisible()
    await expect(page.getByTestId('banner-default').getByRole('button', { name: 'Compartir' })).toBeVisible()
    const home = page.getByTestId('modules-home')
    await expect(home.getByRole('button', { name: 'Ver contenido' })).toHaveCount(3)
    for (const title of ['Recursos educativos', 'Desarrollo', 'Bienestar'])
      await expect(home.getByRole('heading', { name: title })).toBeVisible()
  })

  test('the content is in the server-rendered HTML (no blank page while scripts load)', async ({ request }) => {
    const html = await (await request.get('/profe-max')).text()
    expect(html).toContain('Explora los módulos de ProfeMax')
    expect(html).toContain('Feria de ciencias en el aula') // portal data travels with the page
    expect(html).not.toContain('Evaluación formativa paso a paso') // an unpublished book never does
  })

  test('opening a module pushes seccion, swaps the banner; closing restores it; back and forward move between them', async ({
    page,
  }) => {
    await openPortal(page)
    await page.getByTestId('modules-home').getByRole('button', { name: 'Ver contenido' }).nth(1).click()
    await expect(page).toHaveURL(/\?seccion=desarrollo$/)
    await expect(page.getByTestId('banner-desarrollo')).toBeVisible()
    await expect(page.getByTestId('banner-default')).toHaveCount(0)
    await expect(page.getByTestId('view-desarrollo')).toBeVisible()

    await page.getByTestId('view-desarrollo').getByRole('button', { name: 'Volver a los módulos' }).click()
    await expect(page).toHaveURL(/\/profe-max$/)
    await expect(page.getByTestId('banner-default')).toBeVisible()

    await page.getByTestId('modules-home').getByRole('button', { name: 'Ver contenido' }).nth(2).click()
    await expect(page).toHaveURL(/seccion=bienestar/)
    await page.goBack()
    await expect(page).toHaveURL(/\/profe-max$/)
    await expect(page.getByTestId('modules-home')).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/seccion=desarrollo/)
    await expect(page.getByTestId('banner-desarrollo')).toBeVisible()
    await page.goForward()
    await page.goForward()
    await expect(page).toHaveURL(/seccion=bienestar/)
    await expect(page.getByTestId('view-bienestar')).toBeVisible()
  })

  for (const [seccion, view] of [
    ['recursos_educativos', 'view-recursos'],
    ['desarrollo', 'view-desarrollo'],
    ['bienestar', 'view-bienestar'],
  ] as const) {
    test(`?seccion=${seccion} opens that module on load at the top of the page`, async ({ page }) => {
      await openPortal(page, `?seccion=${seccion}`)
      await expect(page.getByTestId(view)).toBeVisible()
      await expect(page.getByTestId(`banner-${seccion}`)).toBeVisible()
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
    })
  }

  test("?seccion is served with its module already in the HTML, from the route cache; the module page's own path redirects", async ({
    request,
  }) => {
    for (const [seccion, view] of [
      ['recursos_educativos', 'view-recursos'],
      ['desarrollo', 'view-desarrollo'],
      ['bienestar', 'view-bienestar'],
    ] as const) {
      const response = await request.get(`/profe-max?seccion=${seccion}`)
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control'] ?? '').not.toMatch(/no-store|private/)
      const html = await response.text()
      expect(html).toContain(`data-testid="banner-${seccion}"`)
      expect(html).toContain(`data-testid="${view}"`)
      expect(html).not.toContain('data-testid="modules-home"')
      expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]*/profe-max\\?seccion=${seccion}"`))
    }
    const moved = await request.get('/profe-max/seccion/bienestar', { maxRedirects: 0 })
    expect(moved.status()).toBe(308)
    expect(moved.headers().location).toBe('/profe-max?seccion=bienestar')
  })

  test('an unknown seccion shows the modules home', async ({ page }) => {
    await openPortal(page, '?seccion=otra')
    await expect(page.getByTestId('modules-home')).toBeVisible()
    await expect(page.getByTestId('banner-default')).toBeVisible()
  })

  test("the module banner's Compartir shares the page with its seccion", async ({ page }) => {
    await openPortal(page)
    await page.getByTestId('modules-home').getByRole('button', { name: 'Ver contenido' }).first().click()
    await page.getByTestId('banner-recursos_educativos').getByRole('button', { name: 'Compartir' }).click()
    const menu = page.getByTestId('share-menu')
    await expect(menu.getByRole('textbox')).toHaveValue(/\/profe-max\?seccion=recursos_educativos$/)
    await expect(menu.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /seccion%3Drecursos_educativos/)
  })

  test('a detail has its own address: it opens directly and its Compartir shares that item', async ({
    page,
    request,
  }) => {
    const api = await Api.signIn(request)
    const book = await api.one('development-books', 'name', 'El elemento')
    await openPortal(page, `?seccion=desarrollo&vista=libro&id=${book.id}`)
    await expect(page.getByTestId('view-detail').getByRole('heading', { name: 'El elemento' })).toBeVisible()
    await page.getByTestId('view-detail').getByRole('button', { name: 'Compartir' }).click()
    // The item's share page (issue 31: its own Open Graph card, then the item in the portal).
    await expect(page.getByTestId('share-menu').getByRole('textbox')).toHaveValue(
      new RegExp(`/profe-max/compartir/libro/${book.id}$`),
    )
  })

  test("'¡Regístrate aquí!' opens the registration modal", async ({ page }) => {
    await openPortal(page)
    await page.getByRole('link', { name: '¡Regístrate aquí!' }).click()
    await expect(page.getByTestId('registration-modal')).toBeVisible()
  })
})

test.describe('portal frame at 375 px', () => {
  test.use(PHONE)

  test('no horizontal overflow on the home and in each module', async ({ page }) => {
    for (const query of ['', '?seccion=recursos_educativos', '?seccion=desarrollo', '?seccion=bienestar']) {
      await openPortal(page, query)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), query).toBe(true)
    }
  })
})
