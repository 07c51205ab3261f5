import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from '@playwright/test'

import { Api, DESKTOP, openPortal, PHONE, reloadUntil, TABLET } from './helpers'

/** Recursos educativos: calendar, flip cards, image bank and templates. */

const dayLabel = (iso: string) => Number(iso.slice(8, 10))

/** Moves the calendar to the month of `iso` (yyyy-mm-dd). */
const showMonth = async (page: Page, iso: string) => {
  const target = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  )
  const month = page.getByTestId('calendar-month')
  for (let i = 0; i < 24 && !(await month.innerText()).toLowerCase().includes(target.toLowerCase()); i += 1) {
    const now = new Date()
    const ahead = iso > `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`
    await page.getByRole('button', { name: ahead ? 'Mes siguiente' : 'Mes anterior' }).click()
  }
  await expect(month).toHaveText(new RegExp(target, 'i'))
}

test.describe('activity calendar at 1440 px', () => {
  test.use(DESKTOP)

  test('every event sits on its own day, solid yellow; hover shows its title; Ver contenido opens the detail; back closes it', async ({
    page,
    request,
  }) => {
    const api = await Api.signIn(request)
    const events = await api.find('activities')
    const event = events.find((e) => e.title === 'Feria de ciencias en el aula')!
    const date = String(event.activity_date)
    await openPortal(page, '?seccion=recursos_educativos')
    await showMonth(page, date)

    const calendar = page.getByTestId('calendar')
    const sameMonth = events.filter((e) => String(e.activity_date).slice(0, 7) === date.slice(0, 7))
    await expect(calendar.locator('button[data-day]')).toHaveCount(new Set(sameMonth.map((e) => e.activity_date)).size)
    const day = calendar.locator(`button[data-day="${date}"]`)
    await expect(day).toHaveText(String(dayLabel(date)))
    await expect(day).toHaveCSS('background-color', 'rgb(255, 201, 40)')
    // The day before is a plain day: no one-day shift.
    await expect(calendar.locator(`button[data-day="${date}"]`)).toHaveCount(1)

    await day.hover()
    const popover = page.getByTestId('calendar-popover')
    await expect(popover).toContainText('Feria de ciencias en el aula')
    await popover.getByRole('link', { name: /Ver contenido/ }).click()

    const detail = page.getByTestId('event-detail')
    await expect(page).toHaveURL(new RegExp(`seccion=recursos_educativos&vista=evento&id=${event.id}`))
    await expect(page.getByRole('heading', { name: 'Feria de ciencias en el aula' })).toBeVisible()
    await expect(detail).toContainText(String(event.school_grade))
    await expect(detail).toContainText(String(event.description))
    await expect(detail.getByTestId('event-date')).toContainText(`${dayLabel(date)} de`)
    for (const material of event.materials_list as string[])
      await expect(detail.getByRole('listitem').filter({ hasText: material })).toBeVisible()
    await expect(detail.getByRole('link', { name: /Ver materiales/ })).toHaveAttribute(
      'href',
      String(event.materials_link),
    )
    // Scrolled to the modules root minus 100 px.
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('modulos')!.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(95)
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('modulos')!.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(105)

    await page.getByRole('link', { name: 'Volver al calendario' }).click()
    await expect(page.getByTestId('calendar')).toBeVisible()
    await expect(page).toHaveURL(/seccion=recursos_educativos$/)
  })

  test('keyboard: focusing a highlighted day shows its popover, Escape hides it', async ({ page, request }) => {
    const api = await Api.signIn(request)
    const event = await api.one('activities', 'title', 'Taller de lectura en voz alta')
    await openPortal(page, '?seccion=recursos_educativos')
    await showMonth(page, String(event.activity_date))
    await page.locator(`button[data-day="${event.activity_date}"]`).focus()
    await expect(page.getByTestId('calendar-popover')).toContainText('Taller de lectura en voz alta')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('calendar-popover')).toHaveCount(0)
  })

  test('an event deep link opens its detail directly', async ({ page, request }) => {
    const api = await Api.signIn(request)
    const event = await api.one('activities', 'title', 'Mapa de México con plastilina')
    await openPortal(page, `?seccion=recursos_educativos&vista=evento&id=${event.id}`)
    await expect(page.getByTestId('event-detail')).toContainText(String(event.school_grade))
  })
})

test.describe('calendar and flip cards at 375 px (touch)', () => {
  test.use(PHONE)

  test('a tap on a highlighted day selects its event', async ({ page, request }) => {
    const api = await Api.signIn(request)
    const event = await api.one('activities', 'title', 'Feria de ciencias en el aula')
    await openPortal(page, '?seccion=recursos_educativos')
    await showMonth(page, String(event.activity_date))
    await page.locator(`button[data-day="${event.activity_date}"]`).tap()
    await expect(page.getByTestId('calendar-popover')).toContainText('Feria de ciencias en el aula')
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })

  test('a tap flips a card; a tap on its button acts without flipping it back', async ({ page }) => {
    await openPortal(page, '?seccion=recursos_educativos')
    const card = page.getByTestId('flip-imagenes')
    await card.scrollIntoViewIfNeeded()
    await expect(card).toHaveAttribute('data-flipped', 'false')
    await card.tap()
    await expect(card).toHaveAttribute('data-flipped', 'true')
    await card.getByRole('link', { name: /Explorar/ }).tap()
    await expect(page).toHaveURL(/vista=imagenes/)
    await expect(page.getByTestId('view-imagenes')).toBeVisible()
  })
})

const slider = (page: Page) => page.getByTestId('category-slider')
const shown = (page: Page) => slider(page).locator('[data-testid="category-slide"][data-shown="true"]')
const prev = (page: Page) => slider(page).getByRole('button', { name: 'Categorías anteriores' })
const next = (page: Page) => slider(page).getByRole('button', { name: 'Categorías siguientes' })

for (const [label, use, visible] of [
  ['1440', DESKTOP, 3],
  ['1024', TABLET, 2],
  ['375', PHONE, 1],
] as const) {
  test.describe(`category slider at ${label} px`, () => {
    test.use(use)

    test(`shows ${visible} at a time, arrows disabled at the ends`, async ({ page }) => {
      await openPortal(page, '?seccion=recursos_educativos&vista=imagenes')
      const total = 3 // the demo's active image categories; the inactive one never shows
      await expect(slider(page).getByTestId('category-slide')).toHaveCount(total)
      await expect(slider(page)).toHaveAttribute('data-visible', String(visible))
      await expect(shown(page)).toHaveCount(Math.min(visible, total))
      await expect(prev(page)).toBeDisabled()
      for (let i = 0; i < total - visible; i += 1) {
        await expect(next(page)).toBeEnabled()
        await next(page).click()
      }
      await expect(next(page)).toBeDisabled()
      if (total > visible) await expect(prev(page)).toBeEnabled()
    })
  })
}

test.describe('image bank at 1024 px', () => {
  test.use(TABLET)

  test('a window resize sends the slider back to the start', async ({ page }) => {
    await openPortal(page, '?seccion=recursos_educativos&vista=imagenes')
    await next(page).click()
    await expect(prev(page)).toBeEnabled()
    await page.setViewportSize({ width: 1000, height: 800 })
    await expect(prev(page)).toBeDisabled()
    await expect(shown(page).first()).toContainText('Fechas cívicas')
  })
})

test.describe('image bank and templates at 1440 px', () => {
  test.use(DESKTOP)

  test('selected / normal images, accordion with +/-, preview modal at 70vh, a real download', async ({ page }) => {
    await openPortal(page, '?seccion=recursos_educativos&vista=imagenes')
    await expect(page.getByText('Elige una categoría para ver su contenido.')).toBeVisible()
    const civic = slider(page).getByRole('link', { name: 'Fechas cívicas' })
    await civic.click()
    await expect(civic).toHaveAttribute('aria-current', 'true')
    await expect(civic.locator('img')).toHaveAttribute('data-state', 'selected')
    await expect(slider(page).getByRole('link', { name: 'Emociones' }).locator('img')).toHaveAttribute(
      'data-state',
      'normal',
    )
    await expect(page).toHaveURL(/categoria=\d+/)

    const toggle = page.locator('.pm-accordion__head button')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toContainText('−')
    const rows = page.getByTestId('item-row')
    await expect(rows).toHaveCount(3) // 'Fondo para presentación' is unpublished
    await expect(page.getByText('Fondo para presentación')).toHaveCount(0)
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toContainText('+')
    await expect(rows.first()).toBeHidden()
    await civic.click() // selecting a category opens it again
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')

    const row = rows.filter({ hasText: 'Ilustración principal' })
    await row.getByRole('button', { name: /Vista previa/ }).click()
    const modal = page.getByTestId('preview-modal')
    await expect(modal.getByRole('heading', { name: 'Vista previa de imagen' })).toBeVisible()
    const img = modal.locator('img')
    await expect(img).toHaveCSS('max-height', `${Math.round(900 * 0.7)}px`)
    // The preview shows the uploaded file itself.
    const src = await img.getAttribute('src')
    expect(src).toMatch(/^\/api\/images\/file\//)
    const original = await page.request.get(src!)
    expect(original.ok()).toBeTruthy()
    expect(original.headers()['content-type']).toMatch(/^image\//)
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: /Descargar/ }).click(),
    ])
    const file = await readFile((await download.path())!)
    expect(file.subarray(1, 4).toString()).toBe('PNG')

    await row.getByRole('button', { name: /Compartir/ }).click()
    await expect(page.getByTestId('share-menu').getByRole('textbox')).toHaveValue(/\/api\/images\/file\//)
  })

  test('templates: preview only for image files; downloads are attachments', async ({ page }) => {
    await openPortal(page, '?seccion=recursos_educativos&vista=plantillas')
    await slider(page).getByRole('link', { name: 'Reconocimientos' }).click()
    const rows = page.getByTestId('item-row')
    await expect(rows).toHaveCount(3)
    const png = rows.filter({ hasText: 'Versión para imprimir' })
    const docx = rows.filter({ hasText: 'Formato editable' })
    const pdf = rows.filter({ hasText: 'Guía rápida' })
    await expect(png.getByRole('button', { name: /Vista previa/ })).toBeVisible()
    await expect(docx.getByRole('button', { name: /Vista previa/ })).toHaveCount(0)
    await expect(pdf.getByRole('button', { name: /Vista previa/ })).toHaveCount(0)
    await png.getByRole('button', { name: /Vista previa/ }).click()
    await expect(
      page.getByTestId('preview-modal').getByRole('heading', { name: 'Vista previa de plantilla' }),
    ).toBeVisible()
    await page.keyboard.press('Escape')

    // The seed's real files (src/seed/documents.ts): a multi-page PDF guide and an editable Word document.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      pdf.getByRole('link', { name: /Descargar/ }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.pdf$/)
    const file = await readFile((await download.path())!)
    expect(file.subarray(0, 5).toString()).toBe('%PDF-')
    expect(file.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(3)
    const [word] = await Promise.all([
      page.waitForEvent('download'),
      docx.getByRole('link', { name: /Descargar/ }).click(),
    ])
    expect(word.suggestedFilename()).toMatch(/\.docx$/)
    const zip = await readFile((await word.path())!)
    expect(zip.subarray(0, 2).toString()).toBe('PK')
    expect(zip.toString('latin1')).toContain('word/document.xml')
  })

  test('a category without images says so; a category without its image shows the placeholder icon', async ({
    page,
    request,
  }) => {
    const api = await Api.signIn(request)
    // A category of its own: clearing a seeded one's image would delete that image (nothing else would use it).
    const seeded = await api.one('image-categories', 'name', 'Emociones')
    const name = `Sin imágenes ${Date.now().toString(36)}`
    const category = await api.create('image-categories', {
      name,
      image_path: seeded.image_path,
      selected_image_path: seeded.selected_image_path,
      is_active: true,
    })
    try {
      await api.update('image-categories', category.id, { image_path: null, selected_image_path: null })
      await reloadUntil(page, `?seccion=recursos_educativos&vista=imagenes&categoria=${category.id}`, async () => {
        await expect(page.getByText('No hay imágenes disponibles.')).toBeVisible({ timeout: 2000 })
      })
      await expect(slider(page).getByRole('link', { name }).locator('svg.pm-cat__placeholder')).toBeVisible()
    } finally {
      await api.remove('image-categories', category.id)
    }
  })
})
