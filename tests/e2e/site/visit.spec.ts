import { expect, test, type Browser, type Page } from '@playwright/test'

import { CODE_RESENT_MESSAGE } from '../../../src/lib/schemas/registration-fields'
import { CONTEST_PATH, registrationPath } from '../../../src/lib/site-config'
import { SECCIONES } from '../../../src/site/portal/nav'
import { saveScreenshot } from '../screenshots'
import { publicAddresses } from './addresses'
import { nextPaints, PHONE, returningVisitor, revealAll, watchNetwork } from './helpers'

/**
 * Issue 31, part A, read as a visitor would: content before scripts, the pop-up's place, the member code.
 */

type Content = { headings: string[]; sections: string[]; hidden: string[] }

/**
 * What a reader sees in the page's main: its headings and each section's text, only where visible
 * (`checkVisibility` counts an ancestor's opacity 0 as hidden), plus whatever heading or section is not.
 */
const readContent = (page: Page): Promise<Content> =>
  page.evaluate(() => {
    const text = (element: Element) => ((element as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim()
    const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    const main = document.querySelector('main')
    if (!main) return { headings: [], sections: [], hidden: ['<main> missing'] }
    const headings = [...main.querySelectorAll('h1, h2, h3')]
    const sections = [...main.querySelectorAll('section')]
    return {
      headings: headings.filter(visible).map(text),
      sections: sections.filter(visible).map((section) => text(section).slice(0, 160)),
      hidden: [...headings, ...sections]
        .filter((element) => !visible(element))
        .map((element) => `${element.tagName}: ${text(element).slice(0, 60)}`),
    }
  })

const withoutScripts = async (browser: Browser) =>
  browser.newContext({ javaScriptEnabled: false, locale: 'es-MX', timezoneId: 'America/Mexico_City' })

const modal = (page: Page) => page.getByTestId('registration-modal')

test.describe('content before scripts', () => {
  test('with JavaScript disabled every public page shows the same headings and section texts as with scripts', async ({
    page,
    context,
    browser,
    request,
  }) => {
    test.setTimeout(480_000)
    await returningVisitor(context)
    const scriptless = await withoutScripts(browser)
    const bare = await scriptless.newPage()
    // Every page of its own, each portal module's and every view inside a module included (`/profe-max?seccion=…`
    // and `&vista=…`: each a static page of its module that renders the view, docs/site.md).
    const addresses = (await publicAddresses(request)).filter(
      (address) => !address.path.includes('?') || address.path.startsWith('/profe-max?seccion='),
    )
    expect(addresses.map((address) => address.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/profe-max',
        ...SECCIONES.map((seccion) => `/profe-max?seccion=${seccion}`),
        '/profe-max?seccion=desarrollo&vista=libros',
        '/profe-max?seccion=bienestar&vista=musica',
        '/profe-max?seccion=recursos_educativos&vista=imagenes',
        CONTEST_PATH,
        '/registro',
        '/terminos-condiciones',
      ]),
    )
    // Details, an activity and a chosen category too.
    for (const pattern of [/vista=libro&id=\d+$/, /vista=evento&id=\d+$/, /vista=musica&categoria=\d+$/])
      expect(
        addresses.some((address) => pattern.test(address.path)),
        String(pattern),
      ).toBe(true)
    for (const address of addresses) {
      await page.goto(address.path)
      await revealAll(page)
      const scripted = await readContent(page)
      await bare.goto(address.path)
      const plain = await readContent(bare)
      // Soft: one run names every address that differs.
      expect.soft(plain.hidden, `${address.path}: hidden without scripts`).toEqual([])
      expect.soft(plain.headings.length, `${address.path}: headings`).toBeGreaterThan(0)
      expect.soft(plain.headings, `${address.path}: headings`).toEqual(scripted.headings)
      expect.soft(plain.sections, `${address.path}: section texts`).toEqual(scripted.sections)
    }
    await scriptless.close()
  })

  test('a registration submitted without scripts is stored and answered; a refused one gets the Spanish messages', async ({
    browser,
  }) => {
    const scriptless = await withoutScripts(browser)
    const page = await scriptless.newPage()
    await page.goto('/')
    // 'Regístrate gratis' is a real link: the registration page.
    await page.getByRole('link', { name: 'Regístrate gratis' }).click()
    await expect(page).toHaveURL(/\/registro$/)
    const form = page.getByRole('form', { name: 'Registro al programa ProfeMax' })
    const stamp = `${Date.now()}`
    const email = `sin.scripts.${stamp}@escuela.mx`
    const fill = async (phone: string) => {
      await form.getByLabel('Nombre').fill('Rosa')
      await form.getByLabel('Apellido').fill('Méndez')
      await form.getByLabel('Correo electrónico').fill(email)
      await form.getByLabel('Teléfono').fill(phone)
      await form.getByLabel('Fecha de nacimiento').fill('1984-09-21')
      await form.getByLabel('Código postal').fill('44100')
      await form.getByLabel('Cédula profesional').fill(stamp.slice(-8))
      await form.getByLabel('Escuela').fill('Secundaria Federal 3')
    }
    // The server's own message for what the browser cannot check (ten digits).
    await fill('55 1234 56789')
    await form.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByRole('heading', { name: 'Error en el registro' })).toBeVisible()
    await expect(page.getByText('Teléfono: Máximo 10 dígitos')).toBeVisible()
    await page.goBack()
    await fill('55 1234 5678')
    await form.getByRole('button', { name: 'Enviar' }).click()
    await expect(page).toHaveURL(/\/registro\/gracias$/)
    await expect(page.getByRole('heading', { name: '¡Gracias por registrarte!' })).toBeVisible()
    await expect(page.getByText('Te enviamos tu código personal de socio por correo')).toBeVisible()
    // Stored: the welcome mail (queued when the member is created) reaches the mailbox.
    const welcome = await waitForMail(email, 'Bienvenida a ProfeMax: tu código de socio')
    expect(welcome.text).toMatch(/Código de socio PM-/)
    await scriptless.close()
  })
})

/** Slow 3G as Chrome's DevTools define it, and a CPU four times slower. */
const throttle = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2000,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** Scrolls through the page from its first paint, while the scripts still load: in view, every section shows. */
const expectNoBlankSection = async (page: Page, path: string) => {
  await page.goto(path, { waitUntil: 'commit' })
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 60_000 })
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = Math.floor((page.viewportSize()?.height ?? 800) / 2)
  for (let top = 0; top <= height; top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top)
    // A section scrolled to after hydration fades in (0.6 s); one left hidden is what this catches.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.querySelectorAll('main section')]
              .filter((section) => {
                // In view as the reveal counts it (src/site/Reveal.tsx): 30% of it, or 30% of the screen.
                const box = section.getBoundingClientRect()
                const seen = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)
                return box.height > 0 && seen > 0 && (seen >= 0.3 * box.height || seen >= 0.3 * window.innerHeight)
              })
              .filter(
                (section) =>
                  !section.checkVisibility({ opacityProperty: true }) ||
                  Number(getComputedStyle(section).opacity) < 0.99,
              )
              .map((section) => (section as HTMLElement).innerText.slice(0, 40)),
          ),
        { timeout: 2_000, intervals: [100, 200] },
      )
      .toEqual([])
  }
}

test.describe('a slow phone (slow 3G, 4× CPU)', PHONE, () => {
  test.beforeEach(async ({ context }) => returningVisitor(context))

  test('no section of the home page or the contest is blank at any scroll position after first paint', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await throttle(page)
    await expectNoBlankSection(page, '/')
    await expectNoBlankSection(page, CONTEST_PATH)
  })

  test("'Regístrate gratis' works on the first tap, as soon as it shows", async ({ page }) => {
    test.setTimeout(180_000)
    await throttle(page)
    await page.goto('/', { waitUntil: 'commit' })
    const cta = page.getByRole('link', { name: 'Regístrate gratis' })
    await expect(cta).toBeVisible({ timeout: 60_000 })
    await cta.click({ noWaitAfter: true })
    // Before the scripts: the registration page; after: the modal. Either way, the form.
    await expect(page.getByRole('form', { name: 'Registro al programa ProfeMax' })).toBeVisible({ timeout: 90_000 })
  })
})

/** The pop-up's rule (src/site/registration/auto-open.ts), for a new visitor on each kind of address. */
test.describe('the pop-up opens by itself only where a new teacher is the likely reader', () => {
  const opens = ['/', '/profe-max', '/blogs?showForm=1']
  const staysClosed = [
    '/profe-max?seccion=bienestar',
    '/blogs/profesores',
    '/terminos-condiciones',
    '/aviso-de-privacidad',
    CONTEST_PATH,
    `${CONTEST_PATH}/confirmar-voto?v=1&t=x`,
    '/proximamente',
    '/registro',
  ]

  for (const path of opens)
    test(`opens on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expect(modal(page)).toBeVisible()
      await expect(modal(page).getByLabel('Nombre')).toBeVisible() // complete, not 'Cargando formulario…'
    })

  test('stays closed on deep links, legal pages, the contest, a vote confirmation and the registration page', async ({
    page,
    request,
  }) => {
    const blogs = (await (await request.get('/admin/blogs/padres-familia/all?only_active=true')).json()) as {
      slug: string
    }[]
    const blogPost = blogs[0] ? [`/blogs/padres-familia/${blogs[0].slug}`] : []
    for (const path of [...staysClosed, ...blogPost]) {
      const network = watchNetwork(page)
      await page.goto(path)
      // Scripts run and quiet (an opening pop-up would have fetched its form by then), and still closed.
      await network.settled()
      await nextPaints(page)
      await expect(modal(page), path).toBeHidden()
      expect(await page.evaluate(() => localStorage.getItem('dontShowRegisterForm')), path).toBeNull()
    }
  })

  test('a legal page the form opened in a new tab has no pop-up of its own', async ({ page, context }) => {
    await page.goto('/')
    await expect(modal(page)).toBeVisible()
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      modal(page).getByRole('link', { name: 'términos y condiciones' }).click(),
    ])
    await tab.waitForLoadState('load')
    await expect(tab.getByRole('heading', { name: 'Términos y condiciones', level: 1 })).toBeVisible()
    await expect(modal(tab)).toBeHidden()
  })

  test('a visitor who already scrolled to read is not interrupted', async ({ page }) => {
    // Scrolled before the scripts ran (what a slow phone's reader does): no pop-up over the text.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await route.continue()
    })
    const network = watchNetwork(page)
    await page.goto('/', { waitUntil: 'commit' })
    await page.locator('main h1').first().waitFor()
    await page.evaluate(() => window.scrollTo(0, 600))
    await network.settled()
    await nextPaints(page)
    await expect(modal(page)).toBeHidden()
  })

  test('on touch, the close button shows no focus ring as the pop-up opens', PHONE, async ({ page }) => {
    await page.goto('/')
    await expect(modal(page)).toBeVisible()
    const close = modal(page).getByRole('button', { name: 'Cerrar' })
    await expect(close).not.toBeFocused()
    expect(await close.evaluate((button) => button.matches(':focus-visible'))).toBe(false)
    await saveScreenshot(page, {
      path: `docs/screenshots/site/popup-${(page.viewportSize()?.width ?? 0) <= 900 ? '375' : '1440'}.png`,
    })
  })

  test('a browser that registered is no longer pushed to register', async ({ page }) => {
    await page.goto('/')
    const stamp = `${Date.now()}`
    const form = modal(page)
    await form.getByLabel('Nombre').fill('Elena')
    await form.getByLabel('Apellido').fill('Castro')
    await form.getByLabel('Correo electrónico').fill(`elena.${stamp}@escuela.mx`)
    await form.getByLabel('Teléfono').fill('5512345678')
    await form.getByLabel('Fecha de nacimiento').fill('1980-01-15')
    await form.getByLabel('Código postal').fill('06700')
    await form.getByLabel('Cédula profesional').fill(stamp.slice(-8))
    await form.getByLabel('Escuela').fill('Primaria Sor Juana')
    await form.getByRole('button', { name: 'Enviar' }).click()
    const thanks = page.getByTestId('thanks-modal')
    await expect(thanks.getByText('Te enviamos tu código personal de socio por correo a:')).toBeVisible()
    await thanks.getByRole('button', { name: 'Entendido' }).click()
    for (const path of ['/', '/profe-max']) {
      await page.goto(path)
      await page.waitForLoadState('load')
      await expect(page.getByRole('link', { name: 'Unirme al programa' }).first()).toBeAttached()
      await expect(modal(page)).toBeHidden()
    }
  })
})

/** Mail the catcher started by scripts/test.mjs received for `address` with `subject` (the queue runs on the server's turns). */
const waitForMail = async (
  address: string,
  subject: string,
): Promise<{ subject: string; html: string; text: string }> => {
  const catcher = process.env.MAIL_CATCHER_URL
  if (!catcher) throw new Error('MAIL_CATCHER_URL is not set: run with `npm run test:e2e`')
  type Mail = { subject: string; html: string; text: string; to: { address: string }[] }
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${catcher}/api/email`)).json()) as Mail[]
        found = all.find(
          (mail) =>
            mail.subject === subject && mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
        )
        return Boolean(found)
      },
      { timeout: 40_000, intervals: [1000] },
    )
    .toBe(true)
  return found as Mail
}

test.describe("'Ya soy socio: reenviar mi código'", () => {
  test('the same answer for an unknown and a registered address; the member gets the code by mail', async ({
    page,
    context,
    request,
  }) => {
    await returningVisitor(context)
    const stamp = `${Date.now()}`
    const email = `socia.${stamp}@escuela.mx`
    const registered = await request.post(registrationPath(), {
      data: {
        nombre: 'Inés',
        apellido: 'Vega',
        email,
        telefono: '5512345678',
        fecha_nac: '1979-06-30',
        cp: '64000',
        cedula: stamp.slice(-8),
        escuela: 'Primaria Morelos',
      },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    })
    expect(registered.status()).toBe(201)
    const welcome = await waitForMail(email, 'Bienvenida a ProfeMax: tu código de socio')
    const code = /PM-[A-Z2-9]{10}/.exec(welcome.text)?.[0]
    expect(code).toBeTruthy()

    const ask = async (address: string) => {
      await page.goto('/?showForm=1')
      await modal(page).getByRole('link', { name: 'Ya soy socio: reenviar mi código' }).click()
      await expect(modal(page).getByRole('heading', { name: 'Reenviar mi código de socio' })).toBeVisible()
      await modal(page).getByLabel('Correo electrónico').fill(address)
      await modal(page).getByRole('button', { name: 'Reenviar mi código' }).click()
      return (await modal(page).getByTestId('code-sent').textContent())?.trim()
    }
    const unknown = await ask(`nadie.${stamp}@escuela.mx`)
    await saveScreenshot(page, {
      path: `docs/screenshots/site/reenviar-codigo-${(page.viewportSize()?.width ?? 0) <= 900 ? '375' : '1440'}.png`,
    })
    const known = await ask(email)
    expect(unknown).toBe(CODE_RESENT_MESSAGE)
    expect(known).toBe(unknown)
    const resent = await waitForMail(email, 'Tu código de socio de ProfeMax')
    expect(resent.text).toContain(`Código de socio ${code}`)
    // The welcome mail links to the portal, the terms, the privacy notice and the contact.
    for (const link of ['/profe-max"', '/terminos-condiciones"', '/aviso-de-privacidad"', 'mailto:'])
      expect(welcome.html).toContain(link)
  })

  test(
    'the registration page works at 375 and 1440 px, with the resend form below',
    PHONE,
    async ({ page, context }) => {
      await returningVisitor(context)
      await page.goto('/registro')
      await expect(page.getByRole('heading', { name: 'Únete a ProfeMax', level: 1 })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Ya soy socio: reenviar mi código' })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      const size = (page.viewportSize()?.width ?? 0) <= 900 ? '375' : '1440'
      await saveScreenshot(page, { path: `docs/screenshots/site/registro-${size}.png`, fullPage: true })
      await page.goto('/registro/gracias')
      await saveScreenshot(page, { path: `docs/screenshots/site/registro-gracias-${size}.png`, fullPage: true })
    },
  )
})
