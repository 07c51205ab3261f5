import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { revealAll } from '../site/helpers'
import { Api, DESKTOP, openPortal, PHONE } from './helpers'

/** axe-core in every module and view: no serious or critical violations. */

const VIEWS = [
  ['modules home', ''],
  ['Recursos educativos', '?seccion=recursos_educativos'],
  ['Banco de imágenes', '?seccion=recursos_educativos&vista=imagenes&categoria=1'],
  ['Plantillas', '?seccion=recursos_educativos&vista=plantillas'],
  ['Desarrollo', '?seccion=desarrollo'],
  ['Desarrollo · Libros', '?seccion=desarrollo&vista=libros'],
  ['Bienestar', '?seccion=bienestar'],
  ['Bienestar · Música', '?seccion=bienestar&vista=musica'],
  ['Bienestar · Recetas', '?seccion=bienestar&vista=recetas'],
  ['Bienestar · Libros y podcast', '?seccion=bienestar&vista=libros_podcast'],
] as const

const audit = async (page: Page) => {
  // Let the entrance animations finish (axe reads colours of half-faded elements otherwise).
  await revealAll(page)
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

for (const [label, use] of [
  ['1440', DESKTOP],
  ['375', PHONE],
] as const) {
  test.describe(`axe at ${label} px`, () => {
    test.use({ ...use, reducedMotion: 'reduce' })
    for (const [name, query] of VIEWS) {
      test(name, async ({ page }) => {
        await openPortal(page, query)
        expect(await audit(page)).toEqual([])
      })
    }
  })
}

test.describe('axe on the open calendar popover and a detail', () => {
  test.use({ ...DESKTOP, reducedMotion: 'reduce' })
  test('calendar popover', async ({ page }) => {
    await openPortal(page, '?seccion=recursos_educativos')
    // A focus that lands before hydration has no handler yet: focus again until the popover answers.
    const day = page.locator('button[data-day]').first()
    await expect(async () => {
      await day.blur()
      await day.focus()
      await expect(page.getByTestId('calendar-popover')).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    const { violations } = await new AxeBuilder({ page }).include('#modulos').analyze()
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  })

  test('details of a book, a course, a recipe and an event', async ({ page, request }) => {
    const api = await Api.signIn(request)
    const targets = [
      ['development-books', 'name', 'Enseñar a pensar', 'desarrollo', 'libro'],
      ['courses', 'name', 'Inglés para el aula', 'desarrollo', 'curso'],
      ['recipes', 'title', 'Licuado verde energizante', 'bienestar', 'receta'],
      ['activities', 'title', 'Feria de ciencias en el aula', 'recursos_educativos', 'evento'],
    ] as const
    for (const [collection, field, value, seccion, vista] of targets) {
      const doc = await api.one(collection, field, value)
      await openPortal(page, `?seccion=${seccion}&vista=${vista}&id=${doc.id}`)
      await expect(page.getByRole('heading', { name: value })).toBeVisible()
      expect(await audit(page), vista).toEqual([])
    }
  })
})
