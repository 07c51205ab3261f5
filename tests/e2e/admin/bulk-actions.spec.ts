import { expect, test, type Page } from '@playwright/test'

import { saveScreenshot } from '../screenshots'
import { createItem, dialog, open, PNG, row, signIn, toast, unique } from './helpers'

/**
 * Issue 28, a day's editing of a list: two rows selected and unpublished in one step with the
 * confirmation naming the count (visitors' list then leaves them out), a column sorted both ways
 * (`aria-sort`), and a row deleted to 'Papelera' and restored from there.
 */

test.describe.configure({ timeout: 180_000 })

const SCREEN = '/profe-max/desarrollo/libros'
const CONCEPTS = JSON.stringify(['Concepto uno'])
const SHOTS = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-bulk'

const book = (name: string) => ({
  name,
  author: 'Autora',
  description: 'Un libro para la prueba de acciones en lote.',
  purchase_link: 'https://libros.ejemplo.mx/lote',
  is_active: '1',
  first_subdescription: CONCEPTS,
  second_subdescription: CONCEPTS,
  image: PNG,
})

/** The names of the table's rows, top to bottom. */
const names = (page: Page) => page.locator('.pm-table tbody tr td[data-label="Nombre"]').allInnerTexts()

test('selects two rows and unpublishes them with the confirmation, sorts a column, deletes to Papelera and restores', async ({
  page,
  request,
}) => {
  await signIn(page)
  const stamp = unique('Lote e2e')
  const [first, second] = [`${stamp} Alfa`, `${stamp} Beta`]
  const ids = [await createItem(page, SCREEN, book(first)), await createItem(page, SCREEN, book(second))]
  // What visitors read (no session): the contract's public list.
  const publicNames = async () => {
    const answer = await request.get(`${SCREEN}/all?filters[text]=${encodeURIComponent(stamp)}`)
    return ((await answer.json()) as { name: string }[]).map((item) => item.name).sort()
  }
  try {
    await expect.poll(publicNames).toEqual([first, second])
    await open(page, SCREEN)
    await page.getByRole('searchbox', { name: 'Buscar libro...' }).fill(stamp)
    await expect(row(page, second)).toBeVisible()
    await expect(page.locator('.pm-table tbody tr')).toHaveCount(2)

    // Select both: the bar names the count; the confirmation names it too.
    await page.getByRole('checkbox', { name: `Seleccionar ${first}` }).check()
    await page.getByRole('checkbox', { name: `Seleccionar ${second}` }).check()
    const bar = page.getByRole('region', { name: 'Acciones en lote' })
    await expect(bar).toContainText('2 elementos seleccionados')
    await expect(page.getByRole('checkbox', { name: 'Seleccionar todos en esta página' })).toBeChecked()
    await saveScreenshot(page, { path: `${SHOTS}/lista-seleccion-1440.png`, fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await saveScreenshot(page, { path: `${SHOTS}/lista-seleccion-390.png`, fullPage: true })
    await page.setViewportSize({ width: 1440, height: 900 })

    await bar.getByRole('button', { name: 'Despublicar' }).click()
    await expect(dialog(page)).toContainText('¿Despublicar 2 elementos?')
    await dialog(page).getByRole('button', { name: 'Despublicar' }).click()
    await expect(toast(page, '2 elementos despublicados')).toBeVisible()
    await expect(bar).toHaveCount(0)
    await expect(row(page, first)).toContainText('No publicado')
    await expect(row(page, second)).toContainText('No publicado')
    await expect.poll(publicNames).toEqual([])

    // Sort by name: ascending, then descending, told by aria-sort.
    const header = page.getByRole('columnheader', { name: /Nombre/ })
    await expect(header).toHaveAttribute('aria-sort', 'none')
    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await expect.poll(() => names(page)).toEqual([first, second])
    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect.poll(() => names(page)).toEqual([second, first])

    // Delete one to Papelera, then restore it from there.
    await page.getByRole('checkbox', { name: `Seleccionar ${first}` }).check()
    await bar.getByRole('button', { name: 'Eliminar' }).click()
    await expect(dialog(page)).toContainText('¿Mover a la papelera 1 elemento?')
    await dialog(page).getByRole('button', { name: 'Eliminar' }).click()
    await expect(toast(page, '1 elemento movido a la papelera')).toBeVisible()
    await expect(row(page, first)).toHaveCount(0)

    await page.getByRole('button', { name: 'Papelera' }).click()
    const trash = page.getByRole('region', { name: 'Papelera' })
    await expect(trash.locator('tbody tr', { hasText: first })).toBeVisible()
    await saveScreenshot(page, { path: `${SHOTS}/papelera-1440.png`, fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await saveScreenshot(page, { path: `${SHOTS}/papelera-390.png`, fullPage: true })
    await page.setViewportSize({ width: 1440, height: 900 })
    await trash.getByRole('button', { name: `Restaurar ${first}` }).click()
    await expect(dialog(page)).toContainText('¿Restaurar 1 elemento?')
    await dialog(page).getByRole('button', { name: 'Restaurar' }).click()
    await expect(toast(page, '1 elemento restaurado')).toBeVisible()
    await expect(trash.locator('tbody tr', { hasText: first })).toHaveCount(0)

    await page.getByRole('button', { name: 'Lista de libros' }).click()
    await page.getByRole('searchbox', { name: 'Buscar libro...' }).fill(stamp)
    await expect(row(page, first)).toBeVisible()
    await expect(row(page, first)).toContainText('No publicado')
  } finally {
    // Through the trash and out of it for good: nothing of the test stays behind.
    for (const id of ids) await page.request.delete(`${SCREEN}/${id}`)
    const purged = await page.request.post(`${SCREEN}/acciones`, {
      data: { action: 'eliminar-definitivamente', items: ids.map((id) => ({ id })) },
    })
    expect(purged.ok()).toBeTruthy()
  }
})
