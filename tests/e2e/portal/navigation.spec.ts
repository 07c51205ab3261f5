import { expect, test } from '@playwright/test'

import { holdRequests } from '../hold'
import { Api, DESKTOP, hydrated, openPortal, PHONE } from './helpers'

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
    await expect(page.getByTestId('banner-default').getByRole('link', { name: 'Compartir' })).toBeVisible()
    const home = page.getByTestId('modules-home')
    await expect(home.getByRole('link', { name: 'Ver contenido' })).toHaveCount(3)
    for (const title of ['Recursos educativos', 'Desarrollo', 'Bienestar'])
      await expect(home.getByRole('heading', { name: title })).toBeVisible()
  })

  test("the content is in the server-rendered HTML; each page carries its own module's items only, the modules home none", async ({
    request,
  }) => {
    // One item of each module, shown on its module's front page (the calendar's activity, the recommended
    // book, a recipe the flip card's list reads): the HTML carries them only where that module is opened.
    const ITEMS = {
      recursos_educativos: 'Feria de ciencias en el aula',
      desarrollo: 'Disciplina positiva en el salón de clases',
      bienestar: 'Ensalada de quinoa con verduras',
    }
    const home = await (await request.get('/profe-max')).text()
    expect(home).toContain('Explora los módulos de ProfeMax')
    for (const item of Object.values(ITEMS)) expect(home, item).not.toContain(item)
    for (const [module, own] of Object.entries(ITEMS)) {
      const html = await (await request.get(`/profe-max?seccion=${module}`)).text()
      for (const item of Object.values(ITEMS)) expect(html.includes(item), `${module}: ${item}`).toBe(item === own)
      expect(html).not.toContain('Evaluación formativa paso a paso') // an unpublished book never travels
    }
  })

  test("a module opened in place reads its items from the portal's endpoint, a skeleton until they arrive", async ({
    page,
  }) => {
    await openPortal(page)
    await hydrated(page)
    const reads: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/profe-max/datos/')) reads.push(pathname)
    })
    const hold = await holdRequests(page, '**/profe-max/datos/**')
    await page.getByTestId('modules-home').getByRole('link', { name: 'Ver contenido' }).nth(1).click()
    await expect(page).toHaveURL(/\?seccion=desarrollo$/)
    const view = page.getByTestId('view-desarrollo')
    await expect(view.getByRole('status')).toContainText('Cargando la recomendación del mes…')
    const placeholder = (await view.getByRole('status').boundingBox())!.height
    await hold.release()
    await expect(view.getByText('Recomendación del mes')).toBeVisible()
    // The skeleton stands where the card lands, at about its size (cards differ by their picture and text:
    // 235-262 px at 1440 px): the flip cards below barely move.
    const card = (await view.locator('.pm-reco').boundingBox())!.height
    expect(Math.abs(card - placeholder) / card).toBeLessThan(0.1)
    await expect(view.getByRole('status')).toHaveCount(0)
    expect(reads).toContain('/profe-max/datos/developmentRecommendation/todo')
    expect(reads).toContain('/profe-max/datos/developmentBooks/pagina-1')
    // Read once: a list opened next comes from the same copy.
    await view.getByTestId('flip-libros').hover()
    await view.getByTestId('flip-libros').getByRole('link', { name: 'Explorar: Libros' }).click()
    await expect(page.getByRole('list', { name: 'Libros' }).getByRole('listitem')).toHaveCount(3)
    expect(reads.filter((path) => path === '/profe-max/datos/developmentBooks/pagina-1')).toHaveLength(1)
  })

  test('opening a module pushes seccion, swaps the banner; closing restores it; back and forward move between them', async ({
    page,
  }) => {
    await openPortal(page)
    await page.getByTestId('modules-home').getByRole('link', { name: 'Ver contenido' }).nth(1).click()
    await expect(page).toHaveURL(/\?seccion=desarrollo$/)
    await expect(page.getByTestId('banner-desarrollo')).toBeVisible()
    await expect(page.getByTestId('banner-default')).toHaveCount(0)
    await expect(page.getByTestId('view-desarrollo')).toBeVisible()

    await page.getByTestId('view-desarrollo').getByRole('link', { name: 'Volver a los módulos' }).click()
    await expect(page).toHaveURL(/\/profe-max$/)
    await expect(page.getByTestId('banner-default')).toBeVisible()

    await page.getByTestId('modules-home').getByRole('link', { name: 'Ver contenido' }).nth(2).click()
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

  test("a view inside a module is in the server's HTML, from the route cache; its page's own path redirects", async ({
    request,
  }) => {
    const api = await Api.signIn(request)
    const book = await api.one('development-books', 'name', 'El elemento')
    for (const [query, marks] of [
      ['seccion=desarrollo&vista=libros', ['data-testid="view-libros"', 'El elemento']],
      [`seccion=desarrollo&vista=libro&id=${book.id}`, ['data-testid="view-detail"', 'El elemento']],
      ['seccion=bienestar&vista=musica', ['data-testid="view-musica"', 'data-testid="category-slider"']],
    ] as const) {
      const response = await request.get(`/profe-max?${query}`)
      expect(response.status(), query).toBe(200)
      expect(response.headers()['cache-control'] ?? '', query).not.toMatch(/no-store|private/)
      const html = await response.text()
      for (const mark of marks) expect(html, query).toContain(mark)
      expect(html, query).not.toContain('data-testid="skeleton"')
      expect(html, query).toMatch(
        new RegExp(`rel="canonical" href="[^"]*/profe-max\\?${query.replaceAll('&', '&amp;')}"`),
      )
    }
    for (const [path, location] of [
      ['/profe-max/seccion/desarrollo/libros', '/profe-max?seccion=desarrollo&vista=libros'],
      [`/profe-max/seccion/desarrollo/libro/${book.id}`, `/profe-max?seccion=desarrollo&vista=libro&id=${book.id}`],
      ['/profe-max/seccion/bienestar/musica/categoria/3', '/profe-max?seccion=bienestar&vista=musica&categoria=3'],
    ] as const) {
      const moved = await request.get(path, { maxRedirects: 0 })
      expect(moved.status(), path).toBe(308)
      expect(moved.headers().location, path).toBe(location)
    }
    // A view the module does not have is not a page.
    expect((await request.get('/profe-max?seccion=desarrollo&vista=nada')).status()).toBe(404)
    expect((await request.get('/profe-max?seccion=desarrollo&vista=libros&id=3')).status()).toBe(404)
  })

  test('an unknown seccion shows the modules home', async ({ page }) => {
    await openPortal(page, '?seccion=otra')
    await expect(page.getByTestId('modules-home')).toBeVisible()
    await expect(page.getByTestId('banner-default')).toBeVisible()
  })

  test("the module banner's Compartir shares the page with its seccion", async ({ page }) => {
    await openPortal(page)
    await page.getByTestId('modules-home').getByRole('link', { name: 'Ver contenido' }).first().click()
    await page.getByTestId('banner-recursos_educativos').getByRole('link', { name: 'Compartir' }).click()
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
    await page.getByTestId('view-detail').getByRole('link', { name: 'Compartir' }).click()
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

test.describe('without scripts', () => {
  test.use(DESKTOP)

  test("'Ver contenido', 'Explorar', 'Leer más', 'Volver a…' and 'Compartir' are links that work with JavaScript disabled", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, ...DESKTOP })
    const page = await context.newPage()
    await page.goto('/profe-max')
    await page.getByTestId('modules-home').getByRole('link', { name: 'Ver contenido' }).nth(1).click()
    await expect(page).toHaveURL(/\/profe-max\?seccion=desarrollo$/)
    await expect(page.getByTestId('view-desarrollo')).toBeVisible()

    // 'Compartir': the panel the server drew, with this address and the four targets.
    const panel = page.getByTestId('share-panel')
    await expect(panel).toBeHidden()
    await page.getByTestId('banner-desarrollo').getByRole('link', { name: 'Compartir' }).click()
    await expect(page).toHaveURL(/#compartir$/)
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('textbox')).toHaveValue(/\/profe-max\?seccion=desarrollo$/)
    await expect(panel.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /seccion%3Ddesarrollo/)
    await panel.getByRole('link', { name: 'Cerrar' }).click()
    await expect(panel).toBeHidden()

    await page.getByTestId('flip-libros').hover()
    await page.getByRole('link', { name: 'Explorar: Libros' }).click()
    await expect(page).toHaveURL(/\?seccion=desarrollo&vista=libros$/)
    await page
      .getByRole('link', { name: /^Leer más: / })
      .first()
      .click()
    await expect(page).toHaveURL(/\?seccion=desarrollo&vista=libro&id=\d+$/)
    const detail = page.getByTestId('view-detail')
    await expect(detail.getByTestId('detail')).toBeVisible()
    // An item's 'Compartir' offers its share page (its own Open Graph card).
    await detail.getByRole('link', { name: 'Compartir' }).click()
    await expect(panel.getByRole('textbox')).toHaveValue(/\/profe-max\/compartir\/libro\/\d+$/)
    await panel.getByRole('link', { name: 'Cerrar' }).click()

    await page.getByRole('link', { name: 'Volver a Libros' }).click()
    await expect(page).toHaveURL(/\?seccion=desarrollo&vista=libros$/)
    await page.getByRole('link', { name: 'Volver a Desarrollo' }).click()
    await expect(page).toHaveURL(/\?seccion=desarrollo$/)
    await page.getByRole('link', { name: 'Volver a los módulos' }).click()
    await expect(page).toHaveURL(/\/profe-max$/)
    await expect(page.getByTestId('modules-home')).toBeVisible()
    await context.close()
  })

  test('a category of the image bank opens by its link with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, ...DESKTOP })
    const page = await context.newPage()
    await page.goto('/profe-max?seccion=recursos_educativos&vista=imagenes')
    await expect(page.getByText('Elige una categoría para ver su contenido.')).toBeVisible()
    await page.getByTestId('category-slider').getByRole('link').first().click()
    await expect(page).toHaveURL(/vista=imagenes&categoria=\d+$/)
    await expect(page.getByTestId('category-slider').getByRole('link').first()).toHaveAttribute('aria-current', 'true')
    await expect(page.getByTestId('item-row').first()).toBeVisible()
    await page.getByRole('link', { name: 'Volver a Recursos educativos' }).click()
    await expect(page.getByTestId('view-recursos')).toBeVisible()
    await context.close()
  })
})
