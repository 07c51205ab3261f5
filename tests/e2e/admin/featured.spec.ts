import { expect, test } from '@playwright/test'

import { reloadUntil } from '../portal/helpers'
import { createItem, deleteMatching, fieldBox, open, PNG, row, save, signIn, toast, unique } from './helpers'

/**
 * Issue 28, staff choose what the public sees first: a book left out of the portal's three (three
 * newer ones came after it) is marked 'Destacado' in its form and then leads the portal's list.
 */

test.describe.configure({ timeout: 180_000 })

const SCREEN = '/profe-max/desarrollo/libros'
const CONCEPTS = JSON.stringify(['Concepto uno'])

test("a book marked 'Destacado' in the back office comes first in the portal's short list", async ({ page }) => {
  await signIn(page)
  const stamp = unique('Destacado e2e')
  const book = (name: string) => ({
    name,
    author: 'Autora',
    description: 'Descripción.',
    purchase_link: 'https://libros.ejemplo.mx/d',
    is_active: '1',
    first_subdescription: CONCEPTS,
    second_subdescription: CONCEPTS,
    image: PNG,
  })
  const target = `${stamp} elegido`
  await createItem(page, SCREEN, book(target))
  for (const index of [1, 2, 3]) await createItem(page, SCREEN, book(`${stamp} posterior ${index}`))
  const books = page.getByRole('list', { name: 'Libros' })
  try {
    // Three newer books: the first one is not among the three the portal shows.
    await reloadUntil(page, '?seccion=desarrollo&vista=libros', async () => {
      await expect(books.getByText(`${stamp} posterior 3`)).toBeVisible({ timeout: 2000 })
    })
    await expect(books.getByText(target)).toHaveCount(0)

    await open(page, SCREEN)
    await page.getByRole('searchbox', { name: 'Buscar libro...' }).fill(target)
    await row(page, target)
      .getByRole('button', { name: `Editar ${target}` })
      .click()
    const featured = fieldBox(page, 'Destacado').getByRole('switch')
    await expect(featured).toHaveAttribute('aria-checked', 'false')
    await featured.click()
    await expect(fieldBox(page, 'Destacado')).toContainText('Destacado')
    await expect(featured).toHaveAttribute('aria-checked', 'true')
    await save(page, 'Actualizar')
    await expect(toast(page, 'Libro actualizado correctamente')).toBeVisible()

    await reloadUntil(page, '?seccion=desarrollo&vista=libros', async () => {
      await expect(books.getByRole('listitem').first()).toContainText(target, { timeout: 2000 })
    })
  } finally {
    await deleteMatching(page, `${SCREEN}/all`, stamp, (id) => `${SCREEN}/${id}`)
  }
})
