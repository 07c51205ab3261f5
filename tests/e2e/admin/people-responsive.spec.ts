import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { saveScreenshot } from '../screenshots'
import { signIn } from './helpers'

/**
 * Issue 28: 'Registros' and 'Nominaciones' never scroll the page sideways, on a wide screen (1440 px)
 * or a phone (390 px): long names, e-mails and schools wrap; on a phone each row is a card of
 * label/value lines. With a registration whose words are long enough to have pushed the table out.
 */

test.describe.configure({ timeout: 120_000 })

const LONG = 'Escuela Secundaria Técnica Industrial y Comercial Número Ciento Veintiocho Profesora Guadalupe'

const register = async (request: APIRequestContext) => {
  const tag = Date.now().toString(36)
  const response = await request.post('/api/registrations', {
    data: {
      nombre: 'María Guadalupe Alejandra',
      apellido: `Hernández-Villaseñor ${tag}`,
      email: `maria.guadalupe.alejandra.hernandez.villasenor.${tag}@secundariatecnica-industrial.edu.mx`,
      telefono: '5512345678',
      fecha_nac: '1988-03-04',
      cp: '06700',
      cedula: String(Date.now()).slice(-8),
      escuela: LONG,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/** A nomination with the same long words (the e2e database has none of its own). */
const nominate = async (request: APIRequestContext) => {
  const tag = Date.now().toString(36)
  const person = (role: string) => ({
    nombre: 'María Guadalupe Alejandra',
    apellido: `Hernández-Villaseñor ${role} ${tag}`,
    correo: `maria.guadalupe.${role}.${tag}@secundariatecnica-industrial.edu.mx`,
    escuela: LONG,
    estado: 'jalisco',
  })
  const response = await request.post('/api/nominations', {
    data: { userData: person('nomina'), professorData: person('profe') },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/**
 * ProfeMax's 'PM' mark in the header (src/admin/graphics/Brand.tsx) is drawn whole: no ancestor that
 * clips its content cuts it, and its own left edge is what the screen shows there (it was clipped).
 */
const expectMarkWhole = async (page: Page, width: number) => {
  const mark = page.locator('.app-header [role="img"][aria-label="ProfeMax"]')
  if (!(await mark.isVisible())) return
  const cut = await mark.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const problems: string[] = []
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      const clip = parent.getBoundingClientRect()
      if (
        box.left < clip.left - 0.5 ||
        box.right > clip.right + 0.5 ||
        box.top < clip.top - 0.5 ||
        box.bottom > clip.bottom + 0.5
      )
        problems.push(`${parent.className}: ${JSON.stringify(clip)} clips ${JSON.stringify(box)}`)
    }
    for (const x of [box.left + 1, box.right - 1]) {
      const hit = document.elementFromPoint(x, box.top + box.height / 2)
      if (!hit || !element.contains(hit)) problems.push(`at x=${x} the screen shows ${hit?.outerHTML.slice(0, 80)}`)
    }
    return problems
  })
  expect(cut, `the 'PM' mark whole at ${width} px`).toEqual([])
}

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`Registros and Nominaciones have no horizontal page scroll at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    await signIn(page)
    await register(page.request)
    await nominate(page.request)
    for (const path of ['/programa/registros', '/concurso/nominaciones']) {
      await page.goto(`/admin${path}`)
      const rows = page.locator('.pm-table tbody tr')
      await expect(rows.first()).toBeVisible({ timeout: 30_000 })
      await expect(page.locator('.pm-table__empty')).toHaveCount(0)
      expect(await pageOverflow(page), `${path} at ${width} px`).toBeLessThanOrEqual(0)
      // Every cell of the first row is inside the screen.
      const right = await rows
        .first()
        .evaluate((row) =>
          Math.max(...[...row.querySelectorAll('td')].map((cell) => cell.getBoundingClientRect().right)),
        )
      expect(right).toBeLessThanOrEqual(width)
      if (path === '/concurso/nominaciones') {
        // A state's name is never broken mid-word (it was at 1440 px: 'Jalisc' / 'o'): its text is one line.
        const state = rows.first().locator('td[data-label="Estado"]')
        await expect(state).toHaveText('Jalisco')
        const lines = await state.evaluate((cell) => {
          const range = document.createRange()
          range.selectNodeContents(cell)
          const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))
          return new Set(tops).size
        })
        expect(lines, `'Jalisco' on one line at ${width} px`).toBe(1)
      }
      await expectMarkWhole(page, width)
      await saveScreenshot(page, {
        path: `docs/screenshots/admin/${path.split('/').pop()}-${width}.png`,
        fullPage: true,
      })
    }
    if (width < 800) {
      // A phone: the row is a card whose lines carry their column's name.
      await page.goto('/admin/programa/registros')
      // A row's first cell, not the 'Cargando...' line the table shows first (that cell has no label).
      const cell = page.locator('.pm-table tbody tr td:not(.pm-table__empty)').first()
      await expect(cell).toBeVisible()
      expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toContain('Nombre')
      // Inside each card: the e-mail under the name (the value column, not the label's), every button inside.
      const card = page.locator('.pm-table tbody tr').first()
      const placed = await card.evaluate((tr) => {
        const name = tr.querySelector('td strong')!.getBoundingClientRect()
        const mail = tr.querySelector('td .pm-muted')!.getBoundingClientRect()
        const right = tr.getBoundingClientRect().right
        const buttons = [...tr.querySelectorAll('.pm-actions button')].map((button) => button.getBoundingClientRect())
        return {
          mailUnderName: Math.abs(mail.left - name.left) < 1,
          buttonsInside: buttons.length > 0 && buttons.every((box) => box.right <= right),
        }
      })
      expect(placed).toEqual({ mailUnderName: true, buttonsInside: true })
    }
  })
}
