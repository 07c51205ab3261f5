import { readFileSync } from 'node:fs'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { PROGRAM_PATHS } from '../../../src/contract/paths'
import { todayIso } from '../../../src/lib/dates'
import { ADMIN, dialog, signIn, toast } from './helpers'

const stamp = () => Date.now().toString(36)

/** A registration stored through Payload's REST as the admin (validated like the public form). */
const register = async (request: APIRequestContext, data: Record<string, string>) => {
  const response = await request.post('/api/registrations', {
    data: {
      nombre: 'Lucía',
      apellido: 'Pérez',
      telefono: '5512345678',
      fecha_nac: '1988-03-04',
      cp: '44100',
      escuela: 'Secundaria Núm. 5',
      ...data,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number; member_code: string } }).doc
}

const totalOf = async (request: APIRequestContext, path: string): Promise<number> => {
  const response = await request.get(path)
  expect(response.ok()).toBeTruthy()
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** Midnight today in Mexico City (UTC-6 all year since 2022), and the Monday of this week. */
const mexicoDayStart = (day: string) => new Date(`${day}T00:00:00-06:00`).toISOString()
const mondayOf = (day: string): string => {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7))
  return date.toISOString().slice(0, 10)
}

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link')

test.describe('Inicio', () => {
  test('staff land on it after signing in and see the counts the database has', async ({ page }) => {
    await signIn(page)
    const tag = stamp()
    await register(page.request, {
      apellido: `Inicio${tag}`,
      email: `inicio.${tag}@escuela.mx`,
      cedula: String(Date.now()).slice(-8),
    })
    await page.request.post('/api/users/logout')

    await page.goto('/admin')
    await page.getByLabel(/Correo electrónico/i).fill(ADMIN.email)
    await page.getByLabel(/Contraseña/i).fill(ADMIN.password)
    await page.getByRole('button', { name: /Iniciar sesión/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible({ timeout: 30_000 })
    await expect(page).toHaveTitle(/ProfeMax/)

    const today = todayIso()
    const since = (iso: string) =>
      `/api/registrations?limit=1&depth=0&where[createdAt][greater_than_equal]=${encodeURIComponent(iso)}`
    const expected = {
      'registros-hoy': await totalOf(page.request, since(mexicoDayStart(today))),
      'registros-semana': await totalOf(page.request, since(mexicoDayStart(mondayOf(today)))),
      'registros-total': await totalOf(page.request, '/api/registrations?limit=1&depth=0'),
      'nominaciones-total': await totalOf(page.request, '/api/nominations?limit=1&depth=0'),
      'publicados-recipes': await totalOf(page.request, '/api/recipes?limit=1&depth=0&where[is_active][equals]=true'),
      'sin-publicar-recipes': await totalOf(
        page.request,
        '/api/recipes?limit=1&depth=0&where[is_active][equals]=false',
      ),
      'publicados-courses': await totalOf(page.request, '/api/courses?limit=1&depth=0&where[is_active][equals]=true'),
    }
    expect(expected['registros-hoy']).toBeGreaterThan(0)
    for (const [testId, count] of Object.entries(expected)) {
      const shown = /^(registros|nominaciones)-/.test(testId)
        ? page.getByTestId(testId).locator('.pm-figure__value')
        : page.getByTestId(testId)
      await expect(shown, testId).toHaveText(new Intl.NumberFormat('es-MX').format(count))
    }

    await expect(page.getByRole('heading', { name: 'Recomendaciones del mes' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Últimos cambios' })).toBeVisible()
    // A link to every screen, the admin's ones included.
    const screens = page.locator('section', { has: page.getByRole('heading', { name: 'Todas las pantallas' }) })
    await expect(screens.getByRole('link', { name: 'Registros' })).toHaveAttribute('href', '/admin/programa/registros')
    await expect(screens.getByRole('link', { name: 'Cursos en línea' })).toHaveAttribute(
      'href',
      '/admin/profe-max/desarrollo/cursos',
    )

    // The brand link and the header's menu come back here.
    await page.goto('/admin/profe-max/desarrollo/cursos')
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'ProfeMax', exact: true })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible()
    await page.goto('/admin/profe-max/desarrollo/cursos')
    await page.locator('.pm-user__trigger').click()
    await page.getByRole('menuitem', { name: 'Inicio' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible()
  })
})

test.describe('one back office', () => {
  test.beforeEach(async ({ page }) => signIn(page))

  test('no label twice in the sidebar; Colecciones keeps users and media only, in Spanish, with es-MX dates and nothing from a CDN', async ({
    page,
  }) => {
    const foreign: string[] = []
    await page.route('**/*', (route) => {
      const { hostname } = new URL(route.request().url())
      if (hostname === '127.0.0.1' || hostname === 'localhost') return route.continue()
      foreign.push(route.request().url())
      return route.abort()
    })
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible({ timeout: 30_000 })
    const nav = page.getByRole('navigation', { name: 'Menú principal' })
    for (const group of [
      'Blogs',
      'ProfeMax',
      'Recursos educativos',
      'Desarrollo',
      'Bienestar',
      'Mi Profe Max',
      'Programa',
      'Sitio público',
      'Colecciones',
    ]) {
      const toggle = nav.getByRole('button', { name: group, exact: true })
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
    }
    // Each entry with the groups it sits in ('ProfeMax › Desarrollo › Recomendación'): none twice,
    // and no generated view under 'Colecciones' named like a screen.
    const entries = await navLinks(page).evaluateAll((links) =>
      links.map((link) => {
        const groups: string[] = []
        for (
          let group = link.closest('.pm-nav__group');
          group;
          group = group.parentElement?.closest('.pm-nav__group') ?? null
        ) {
          groups.unshift(group.querySelector(':scope > .pm-nav__group-toggle > span')?.textContent?.trim() ?? '')
        }
        return {
          path: [...groups, link.textContent?.trim() ?? ''].join(' › '),
          label: link.textContent?.trim() ?? '',
          generated: groups[0] === 'Colecciones',
        }
      }),
    )
    expect(entries.length).toBeGreaterThan(15)
    const paths = entries.map((entry) => entry.path)
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([])
    const screenLabels = new Set(entries.filter((entry) => !entry.generated).map((entry) => entry.label.toLowerCase()))
    expect(entries.filter((entry) => entry.generated && screenLabels.has(entry.label.toLowerCase()))).toEqual([])
    // 'Colecciones' keeps users and media only.
    expect(entries.filter((entry) => entry.generated)).toHaveLength(2)
    // Payload's own views elsewhere: the contest's settings, in its group (issue 31).
    const views = await nav
      .locator('a[href^="/admin/collections/"], a[href^="/admin/globals/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(views.sort()).toEqual(
      ['/admin/collections/media', '/admin/collections/users', '/admin/globals/contest-settings'].sort(),
    )
    expect(paths.filter((path) => path.startsWith('Mi Profe Max › ')).length).toBeGreaterThanOrEqual(3)

    await page.goto('/admin/collections/users')
    await expect(page.getByRole('heading', { name: 'Usuarios' }).first()).toBeVisible({ timeout: 30_000 })
    await page.locator('table a[href^="/admin/collections/users/"]').first().click()
    // The document's dates as es-MX writes them (admin.dateFormat), not 'noviembre 23º 2026, 2:19 AM'.
    await expect(page.getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).first()).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(/\d+º \d{4}/)).toHaveCount(0)
    await page.goto('/admin/collections/media')
    await expect(page.getByRole('heading', { name: /Imágenes \(medios\)/ }).first()).toBeVisible({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    expect(foreign).toEqual([])

    // A screen's collection is not a second screen any more; its API still answers.
    expect((await page.request.get('/api/recipes?limit=1')).ok()).toBeTruthy()
  })
})

test.describe('Registros', () => {
  test.beforeEach(async ({ page }) => signIn(page))

  test('search, filters, paging, details, CSV export parsed back, deletion on request with its audit lines', async ({
    page,
  }) => {
    const tag = stamp()
    const created: { id: number; member_code: string }[] = []
    for (let index = 0; index < 21; index += 1) {
      created.push(
        await register(page.request, {
          nombre: index === 0 ? 'Ñandú' : 'José',
          apellido: `Núñez${tag}`,
          email: `reg${index}.${tag}@escuela.mx`,
          cedula: `${String(Date.now()).slice(-6)}${String(index).padStart(2, '0')}`,
          cp: index % 2 ? '06700' : '44100',
          escuela: index === 0 ? '=CMD("calc") Escuela, "Núm. 1"' : 'Primaria Benito Juárez',
        }),
      )
    }
    await page.goto('/admin/programa/registros')
    await expect(page.getByRole('heading', { level: 1, name: 'Registros' })).toBeVisible({ timeout: 30_000 })
    const rows = page.locator('.pm-table tbody tr')

    // Accent- and case-insensitive search: 'nunez' + tag finds the 21; paging 20 + 1.
    await page.getByRole('searchbox', { name: /Buscar por nombre/ }).fill(`NUNEZ${tag}`)
    await expect(page.getByText('Registros totales: 21')).toBeVisible()
    await expect(rows).toHaveCount(20)
    await page.getByRole('button', { name: 'Siguiente página' }).click()
    await expect(rows).toHaveCount(1)

    // The state filter (Jalisco: postal codes 44–49) and a date range.
    await page.getByLabel('Estado (por código postal)').selectOption('jalisco')
    await expect(page.getByText('Registros totales: 11')).toBeVisible()
    await expect(rows).toHaveCount(11)
    await page.getByLabel('Hasta').fill('2020-01-01')
    await expect(page.getByText('No hay registros con estos filtros')).toBeVisible()
    await page.getByLabel('Hasta').fill(todayIso())
    await page.getByLabel('Desde').fill(todayIso())
    await expect(page.getByText('Registros totales: 11')).toBeVisible()

    // Details.
    const first = rows.filter({ hasText: 'Ñandú' })
    await first.getByRole('button', { name: /Ver detalles/ }).click()
    await expect(dialog(page)).toContainText(created[0]?.member_code ?? 'missing')
    await expect(dialog(page)).toContainText('Jalisco')
    await page.keyboard.press('Escape')

    // The Excel export sits beside it, with the same filter (its content: tests/int/program.test.ts).
    await expect(page.getByRole('link', { name: 'Exportar Excel' })).toHaveAttribute(
      'href',
      /\/programa\/registros\.xlsx/,
    )
    // Export of the filtered rows: BOM, header, accents, member codes, escaping, as many rows as the filter's total.
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Exportar CSV' }).click()
    const file = await (await download).path()
    const bytes = readFileSync(file)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean)
    expect(lines[0]).toBe(
      'Código de socio,Nombre,Apellido,Correo electrónico,Teléfono,Fecha de nacimiento,Código postal,Estado,Cédula profesional,Escuela,Fecha de registro',
    )
    expect(lines).toHaveLength(1 + 11)
    const nandu = lines.find((line) => line.includes('Ñandú')) ?? ''
    expect(nandu.startsWith(`${created[0]?.member_code},Ñandú,Núñez${tag},`)).toBe(true)
    expect(nandu).toContain(`"'=CMD(""calc"") Escuela, ""Núm. 1"""`)
    expect(nandu).toMatch(/,"\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}"$/)
    const audit = page.locator('section', { has: page.getByRole('heading', { name: /Auditoría/ }) })
    await expect(audit.locator('li').first()).toContainText('Exportó (CSV o Excel)', { timeout: 15_000 })
    await expect(audit.locator('li').first()).toContainText('11 fila(s)')
    await expect(audit.locator('li').first()).toContainText('Estado: Jalisco')
    await expect(audit).not.toContainText(tag)

    // Deletion on request: confirm, the row leaves, the audit says so.
    await first.getByRole('button', { name: /Eliminar los datos de Ñandú/ }).click()
    await expect(dialog(page)).toContainText(`reg0.${tag}@escuela.mx`)
    // Issue 28: the reason is recorded with a folio, and the receipt for the person is shown.
    await dialog(page).getByLabel('Motivo de la solicitud').fill('Lo pidió por correo.')
    await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
    await expect(toast(page, 'Datos eliminados a petición: 1 registro(s)')).toBeVisible()
    const receipt = dialog(page)
    await expect(receipt.getByRole('heading', { name: 'Constancia de eliminación' })).toBeVisible()
    await expect(receipt).toContainText(/Folio: ARCO-\d{8}-[A-Z2-9]{6}/)
    await expect(receipt).toContainText(`Titular: reg0.${tag}@escuela.mx`)
    await expect(receipt).toContainText('Motivo: Lo pidió por correo.')
    // The receipt's own 'Cerrar' (the dialog's ✕ is named 'Cerrar' too).
    await receipt.locator('.pm-btn', { hasText: 'Cerrar' }).click()
    await expect(page.getByText('Registros totales: 10')).toBeVisible()
    await expect(rows.filter({ hasText: 'Ñandú' })).toHaveCount(0)
    await expect(audit.locator('li').first()).toContainText('Eliminó a petición')
    await expect(audit.locator('li').first()).toContainText(/Folio ARCO-/)
    expect((await page.request.get(`/api/registrations/${created[0]?.id}`)).status()).toBe(404)
  })
})

test.describe('editors', () => {
  test('get no Registros screen, the view refuses, the export answers 403 (and 401 to anonymous callers)', async ({
    page,
    browser,
  }) => {
    await signIn(page)
    const email = `editor.${stamp()}@profemax.mx`
    const password = 'Editor-Pruebas-Largas-2026'
    const created = await page.request.post('/api/users', {
      data: { email, password, name: 'Editora Pruebas', role: 'editor' },
    })
    expect(created.status(), await created.text()).toBe(201)

    const context = await browser.newContext()
    const editor = await context.newPage()
    expect((await editor.request.post('/api/users/login', { data: { email, password } })).ok()).toBeTruthy()
    await editor.goto('/admin')
    await expect(editor.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible({ timeout: 30_000 })
    const nav = editor.getByRole('navigation', { name: 'Menú principal' })
    await expect(nav.getByRole('button', { name: 'Programa' })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'Registros' })).toHaveCount(0)
    await expect(editor.getByRole('link', { name: 'Registros' })).toHaveCount(0)
    await editor.goto('/admin/programa/registros')
    await expect(editor.getByText('No tienes permiso para ver esta sección.')).toBeVisible({ timeout: 30_000 })
    const refused = await editor.request.get(`${PROGRAM_PATHS.registrations}.csv`)
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toEqual({ error: true, message: 'No tienes permiso para realizar esta acción.' })
    await context.close()

    const anonymous = await browser.newContext()
    expect((await anonymous.request.get(`${PROGRAM_PATHS.registrations}.csv`)).status()).toBe(401)
    await anonymous.close()
  })
})
