import { gzipSync } from 'node:zlib'

import { expect, test, type APIRequestContext } from '@playwright/test'
import { nextPaints, PHONE } from './helpers'

/**
 * Issue 15's speed budget, cheap and deterministic: the JavaScript a page loads, as gzip would send it
 * (every script response the browser received, compressed here with zlib's default level), summed.
 * Lighthouse's scores are in docs/performance.md (`npm run bench:lighthouse`); this check keeps the
 * bytes from creeping back.
 */
// Back to 150 after issue 31's merge: the register link had brought the registration provider's code into
// the page's own first-load chunk too, a second copy beside the layout's (src/site/registration/RegisterLink.tsx).
// 145 since pictures stopped loading next/image's client component (143.5 KB measured, src/site/Img.tsx).
const HOME_JS_BUDGET_KB = 145

/** The scripts a page's HTML loads (modern browsers skip `nomodule`), each gzipped, summed. */
const htmlScriptKilobytes = async (
  request: APIRequestContext,
  path: string,
): Promise<{ total: number; files: string[] }> => {
  const html = await (await request.get(path)).text()
  const srcs = [
    ...new Set(
      [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0])).map((m) => m[1]!),
    ),
  ]
  const sizes = await Promise.all(
    srcs.map(async (src) => ({ src, size: gzipSync(await (await request.get(src)).body()).length })),
  )
  return {
    total: sizes.reduce((sum, s) => sum + s.size, 0) / 1024,
    files: sizes.map((s) => `${s.src.split('/').pop()} ${(s.size / 1024).toFixed(1)} KB`),
  }
}

/**
 * The first load: what the page's HTML makes a browser fetch and run. Not counted: chunks loaded after it
 * (the registration form when the modal opens for a new visitor; route prefetches happen on intent, below);
 * docs/performance.md gives those figures.
 */
test('the home page loads at most 145 KB of JavaScript (gzip) on its first load', async ({ request }) => {
  const { total, files } = await htmlScriptKilobytes(request, '/')
  test.info().annotations.push({ type: 'home JS (KB gzip)', description: `${total.toFixed(1)}: ${files.join(', ')}` })
  expect(files.length).toBeGreaterThan(3)
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_KB)
})

test('sections animate in once, when 30% of them is in view', async ({ page, context }) => {
  await context.addInitScript(() => window.localStorage.setItem('dontShowRegisterForm', 'true'))
  await page.goto('/')
  const section = page.locator('section.reveal', { has: page.locator('#recognition-title') })
  await expect(section).toHaveCSS('opacity', '0')
  const box = (await section.boundingBox())!
  const viewport = page.viewportSize()!
  // 20% of it in view: still hidden.
  await page.evaluate((top) => window.scrollTo(0, top), box.y - viewport.height + box.height * 0.2)
  // Two paints after the scroll the observer has answered: still hidden now means it did not fire.
  await nextPaints(page)
  await expect(section).not.toHaveAttribute('data-revealed')
  await expect(section).toHaveCSS('opacity', '0')
  // 40% in view: shown, and it stays shown once scrolled away.
  await page.evaluate((top) => window.scrollTo(0, top), box.y - viewport.height + box.height * 0.4)
  await expect(section).toHaveCSS('opacity', '1')
  await page.evaluate(() => window.scrollTo(0, 0))
  await nextPaints(page)
  await expect(section).toHaveAttribute('data-revealed', 'true')
  await expect(section).toHaveCSS('opacity', '1')
})

test(
  "a new visitor's page fetches nothing more until they show intent: a link prefetches its page on focus or pointer, the form its schema on focus",
  PHONE,
  async ({ page }) => {
    const prefetched: string[] = []
    const scripts: string[] = []
    page.on('response', async (response) => {
      if (response.url().includes('_rsc=')) prefetched.push(new URL(response.url()).pathname)
      else if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
    })
    const zodLoaded = () => scripts.some((body) => body.includes('ZodError'))
    await page.goto('/')
    const modal = page.getByTestId('registration-modal')
    await expect(modal.getByLabel('Nombre')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(prefetched, 'no page prefetched on sight').toEqual([])
    expect(zodLoaded(), 'no schema before a field is focused').toBe(false)

    await modal.getByLabel('Nombre').focus()
    await expect.poll(zodLoaded, { message: 'the schema loads on the first focus' }).toBe(true)
    await modal.getByRole('button', { name: 'Cerrar' }).click()
    await expect(modal).toBeHidden()

    await page.getByRole('link', { name: 'Conoce ProfeMax' }).focus()
    await expect.poll(() => prefetched, { message: 'the focused link prefetches its page' }).toContain('/profe-max')
  },
)

/**
 * Each module's code, told apart by a string only its own file holds (src/site/portal/*.tsx): every module
 * draws its views with the shared Sections views, so each one's menu test id marks it (plain ASCII: the
 * minifier escapes accented letters).
 */
const MODULE_MARKS = {
  recursos_educativos: 'view-recursos',
  desarrollo: 'view-desarrollo',
  bienestar: 'view-bienestar',
} as const

test("the portal's pages load no zod, no registry, no image component, no registered view's code, and a module's code only on its own page", async ({
  request,
}) => {
  for (const open of [null, ...Object.keys(MODULE_MARKS)] as (keyof typeof MODULE_MARKS | null)[]) {
    const path = open ? `/profe-max?seccion=${open}` : '/profe-max'
    const html = await (await request.get(path)).text()
    // What the HTML runs or preloads for hydration (a module rendered on the server is preloaded).
    const srcs = [
      ...new Set(
        [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"|<link[^>]*rel="preload"[^>]*href="([^"]+\.js)"/g)].map(
          (m) => (m[1] ?? m[2])!,
        ),
      ),
    ]
    const code = (await Promise.all(srcs.map(async (src) => (await request.get(src)).text()))).join('\n')
    expect(srcs.length, path).toBeGreaterThan(3)
    expect(code.includes('ZodError'), `${path}: zod`).toBe(false)
    // The registrations come as data from the server (src/site/portal/shape.ts), not the registry's descriptors.
    expect(code.includes('Libro guardado correctamente'), `${path}: the content registry`).toBe(false)
    expect(code.includes('data-loaded-src'), `${path}: next/image's component`).toBe(false)
    for (const [module, mark] of Object.entries(MODULE_MARKS))
      expect(code.includes(`"${mark}"`), `${path}: ${module}'s code`).toBe(module === open)
    // The registered views' code (the category browser, the calendar) loads when drawn, even on the module
    // that draws them: its page has them in its HTML (src/site/portal/lazy-views.tsx).
    expect(code.includes('"category-slider"'), `${path}: the category browser`).toBe(false)
    expect(code.includes('Agregar a mi calendario'), `${path}: the calendar`).toBe(false)
  }
})

/**
 * A page's first Intl call starts ICU, 30-90 ms of main thread (docs/performance.md, "no Intl on load"):
 * nothing on a new visitor's home page (the registration modal opens by itself), the portal's calendar
 * or the contest's pages may call it while loading. The form may once a field is focused; that is checked too, so a
 * count that never moves cannot pass for a clean load.
 */
test('public pages call no Intl while loading; the registration form does on its first focus', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: string[] = ((window as unknown as { __intlCalls: string[] }).__intlCalls = [])
    const count = (name: string) => calls.push(name)
    for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'RelativeTimeFormat', 'PluralRules'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object
      const Counted = function (this: unknown, ...args: unknown[]) {
        count(name)
        return new Original(...args)
      }
      Object.assign(Counted, Original)
      Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true })
    }
    for (const method of ['toLocaleDateString', 'toLocaleTimeString', 'toLocaleString'] as const) {
      const original = Date.prototype[method]
      Date.prototype[method] = function (this: Date, ...args: Parameters<typeof original>) {
        count(method)
        return original.apply(this, args)
      }
    }
  })
  const intlCalls = () => page.evaluate(() => (window as unknown as { __intlCalls: string[] }).__intlCalls)

  await page.goto('/profe-max?seccion=recursos_educativos')
  await expect(page.getByTestId('calendar-month')).toHaveText(/^[A-Z][a-z]+ de \d{4}$/)
  await page.waitForLoadState('networkidle')
  expect(await intlCalls(), 'the calendar page').toEqual([])

  // The contest's pages recompute the phase from the visitor's clock once hydrated (ContestPhase's effect):
  // Mexico City's day without Intl (it was 38 ms of a 4x-throttled main thread there).
  for (const path of ['/proximamente', '/proximamente/mi-profe-max', '/proximamente/mi-profe-max/confirmar-voto']) {
    await page.goto(path)
    const phase = page.getByTestId('contest-phase').first()
    await expect
      .poll(() => phase.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true)
    await page.waitForLoadState('networkidle')
    expect(await intlCalls(), path).toEqual([])
  }

  await page.goto('/')
  const name = page.getByTestId('registration-modal').getByLabel('Nombre')
  await expect(name).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await intlCalls(), 'the home page with the registration modal open').toEqual([])
  await name.focus()
  await expect.poll(intlCalls, { message: "the form's first focus reads today's date" }).toContain('DateTimeFormat')
})

/** One of each kind of public page, for the checks of what every page loads. */
const PUBLIC_PAGES = [
  '/',
  '/profe-max',
  '/profe-max?seccion=bienestar',
  '/profe-max?seccion=desarrollo',
  '/blogs',
  '/blogs/profesores',
  '/proximamente/mi-profe-max',
  '/terminos-condiciones',
  '/aviso-de-privacidad',
  '/no-existe',
]

/**
 * One stylesheet on every public page, the portal's included: each more is one more request the first
 * paint waits for (the entrance animation's and the contest's few rules once had files of their own,
 * docs/performance.md).
 */
test('every public page links exactly one stylesheet, the same one', async ({ request }) => {
  const sheets = new Set<string>()
  for (const path of PUBLIC_PAGES) {
    const html = await (await request.get(path)).text()
    const links = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
    expect(links, path).toHaveLength(1)
    sheets.add(links[0]!)
  }
  expect(sheets.size).toBe(1)
})

/**
 * Pictures are drawn on the server as plain <img> (src/site/Img.tsx): no page outside the portal loads
 * next/image's client component. Importing `getImageProps` from 'next/image' brought it into every such
 * page's first scripts (5.4 KB gzip, evaluated on load) though nothing rendered it. Its code is told by
 * the attribute it writes on load.
 */
test("pages outside the portal load no image component: pictures are the server's <img>", async ({ request }) => {
  const [post] = (await (await request.get('/admin/blogs/profesores/all?only_active=true')).json()) as {
    slug: string
  }[]
  expect(post).toBeTruthy()
  const pictured = ['/', '/blogs', '/blogs/profesores', `/blogs/profesores/${post!.slug}`]
  for (const path of [...pictured, '/proximamente/mi-profe-max']) {
    const html = await (await request.get(path)).text()
    if (pictured.includes(path)) expect(html, path).toMatch(/<img[^>]+srcSet="\/_next\/image\?/)
    const srcs = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!)
    const code = (await Promise.all(srcs.map(async (src) => (await request.get(src)).text()))).join('\n')
    expect(srcs.length, path).toBeGreaterThan(3)
    expect(code.includes('data-loaded-src'), `${path}: next/image's component`).toBe(false)
  }
})

/**
 * What a first visit's first paint waits for, and what Lighthouse's simulated LCP counts (every response that
 * arrived before the paint): no web font (40 KB of Nunito were the largest file on every public page's critical
 * path after React's own; the phone's typeface is used), and no other page's chunk. Next merges the client
 * references of the app's top-level entries into every page's: the home page's or the 404's own link made every
 * page load that entry's chunk (src/site/home/SiteLink.tsx, src/site/NotFoundContent.tsx).
 */
test("public pages load no web font, and no page loads the home page's or the 404's chunk", async ({ request }) => {
  const sheet = new Set<string>()
  for (const path of PUBLIC_PAGES) {
    const html = await (await request.get(path)).text()
    expect(html, path).not.toMatch(/<link[^>]*as="font"/)
    expect(html, path).not.toMatch(/\.woff2?\b/)
    for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) sheet.add(m[1]!)
    const srcs = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!))
    expect(srcs.length, path).toBeGreaterThan(3)
    // The 404's own page (`app/_not-found`, unknown addresses) is its own entry, not the public pages' not-found.
    expect(srcs.filter((src) => /\/app\/\(site\)\/(page|not-found)-/.test(src)).length, path).toBe(path === '/' ? 1 : 0)
  }
  for (const href of sheet) expect(await (await request.get(href)).text(), href).not.toContain('@font-face')
})
