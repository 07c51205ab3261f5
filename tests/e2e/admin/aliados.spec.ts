import { expect, test, type Page } from '@playwright/test'

import { Api } from '../portal/helpers'
import { dialog, field, open, PNG, row, save, signIn, toast, unique } from './helpers'

/** Issue 13: the 'Aliados' screen orders and publishes the home page's logo slider. */

test.describe.configure({ timeout: 180_000 })

const PATH = '/sitio/aliados'

/** The home page's first slider page, after the allies' tag revalidation (the first request may get the previous copy). */
const sliderNames = async (page: Page): Promise<(string | null)[]> => {
  await page.goto('/')
  const slider = page.getByTestId('allies-slider')
  await slider.scrollIntoViewIfNeeded()
  return slider.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))
}

const place = (page: Page, name: string) => row(page, name).locator('.pm-order__place')

test('create an ally, move it by drag and by the arrow buttons (keyboard too), see the order on the home page; unpublishing hides it', async ({
  page,
  request,
}) => {
  await signIn(page)
  const api = await Api.signIn(request)
  const before = (await api.find('allies')).sort((a, b) => Number(a.order) - Number(b.order) || a.id - b.id)
  const name = unique('Aliado de prueba')
  try {
    await open(page, PATH)
    await expect(page.getByRole('heading', { name: 'Aliados', level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Agregar aliado' }).click()
    // The messages of an empty form: tests/unit/admin-form-messages.test.ts.
    await field(page, 'Nombre').fill(name)
    await field(page, 'Logo').setInputFiles(PNG)
    await save(page)
    await expect(toast(page, 'Aliado guardado correctamente.')).toBeVisible()
    await expect(dialog(page)).toHaveCount(0)

    // Added last, with its logo.
    const mine = row(page, name)
    await expect(mine.getByRole('img', { name })).toBeVisible()
    await expect(place(page, name)).toHaveText(String(before.length + 1))

    // Drag it onto the first row's order controls: it takes the first place.
    const first = page.locator('.pm-table tbody tr').first()
    await mine.locator('.pm-order__handle').dragTo(first.getByTestId('order-controls'))
    await expect(place(page, name)).toHaveText('1')
    await expect(page.locator('.pm-table tbody tr').first()).toContainText(name)

    // The arrows, from the keyboard: down one, then up again.
    await mine.getByRole('button', { name: `Bajar ${name}` }).focus()
    await page.keyboard.press('Enter')
    await expect(place(page, name)).toHaveText('2')
    await expect(toast(page, 'Orden de los aliados actualizado correctamente.').first()).toBeVisible()
    await mine.getByRole('button', { name: `Subir ${name}` }).click()
    await expect(place(page, name)).toHaveText('1')
    await expect(mine.getByRole('button', { name: `Subir ${name}` })).toBeDisabled()

    // The order is stored: a reload shows it, and so does the home page.
    await page.reload()
    await expect(place(page, name)).toHaveText('1')
    await expect(async () => expect((await sliderNames(page))[0]).toBe(name)).toPass({
      timeout: 30_000,
      intervals: [500, 1000, 2000],
    })

    // Unpublished: gone from the home page.
    await open(page, PATH)
    await row(page, name).getByRole('switch').click()
    await expect(row(page, name).getByRole('switch')).toHaveAttribute('aria-checked', 'false')
    await expect(async () => expect(await sliderNames(page)).not.toContain(name)).toPass({
      timeout: 30_000,
      intervals: [500, 1000, 2000],
    })
    await expect(page.getByAltText(name)).toHaveCount(0)
  } finally {
    // Leave the seeded order as it was (the home page's own test reads it).
    for (const ally of await api.find('allies', { name })) await api.remove('allies', ally.id)
    for (const [index, ally] of before.entries())
      await api.update('allies', ally.id, { order: Number(ally.order ?? index + 1) })
  }
})
