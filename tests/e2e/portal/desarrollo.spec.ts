import { expect, test } from '@playwright/test'

import { Api, createCopy, DESKTOP, keepGlobal, openPortal, reloadUntil } from './helpers'

/** Desarrollo: menu, lists of the first 3 active items, empty texts, details, recommendation jumps. */

test.use(DESKTOP)

const SLUG = 'development-recommendation'

test('menu of three flip cards with a back button; each opens its list of at most 3 cards', async ({ page }) => {
  await openPortal(page, '?seccion=desarrollo')
  const view = page.getByTestId('view-desarrollo')
  await expect(view.getByRole('link', { name: 'Volver a los módulos' })).toBeVisible()
  for (const [key, title] of [
    ['libros', 'Libros'],
    ['cursos', 'Cursos'],
    ['herramientas', 'Herramientas'],
  ] as const) {
    await openPortal(page, '?seccion=desarrollo')
    await page.getByTestId(`flip-${key}`).hover()
    await page
      .getByTestId(`flip-${key}`)
      .getByRole('link', { name: `Explorar: ${title}` })
      .click()
    await expect(page).toHaveURL(new RegExp(`vista=${key}$`))
    const list = page.getByRole('list', { name: title })
    await expect(list.getByRole('listitem')).toHaveCount(3)
    await expect(list.getByRole('link', { name: /Leer más/ })).toHaveCount(3)
    await expect(list.locator('img')).toHaveCount(3)
  }
})

test('book, course and tool details show every field; back returns to the list', async ({ page, request }) => {
  const api = await Api.signIn(request)
  const book = await api.one('development-books', 'name', 'Enseñar a pensar')
  await openPortal(page, '?seccion=desarrollo&vista=libros')
  await page.getByRole('link', { name: 'Leer más: Enseñar a pensar' }).click()
  const detail = page.getByTestId('detail')
  await expect(page.getByRole('heading', { name: 'Enseñar a pensar' })).toBeVisible()
  await expect(detail).toContainText(String(book.author))
  await expect(detail).toContainText(String(book.description))
  await expect(detail.getByRole('link', { name: /Dónde comprarlo/ })).toHaveAttribute(
    'href',
    String(book.purchase_link),
  )
  await expect(detail.getByRole('link', { name: /Dónde comprarlo/ })).toHaveAttribute('target', '_blank')
  for (const item of [...(book.first_subdescription as string[]), ...(book.second_subdescription as string[])])
    await expect(detail.getByText(item)).toBeVisible()
  await expect(detail.locator('img')).toBeVisible()
  await page.getByRole('link', { name: 'Volver a Libros' }).click()
  await expect(page).toHaveURL(/vista=libros$/)

  for (const [name, modality] of [
    ['Inteligencia artificial para docentes', '100% online'],
    ['Primeros auxilios en la escuela', '100% presencial'],
    ['Inglés para el aula', 'Híbrido'],
  ] as const) {
    const course = await api.one('courses', 'name', name)
    await openPortal(page, `?seccion=desarrollo&vista=curso&id=${course.id}`)
    await expect(detail).toContainText(modality)
    for (const field of ['plathform', 'subject', 'duration', 'description'] as const)
      await expect(detail).toContainText(String(course[field]))
    await expect(detail.getByRole('link', { name: /Dónde tomar el curso/ })).toHaveAttribute(
      'href',
      String(course.purchase_link),
    )
    await expect(detail.locator('li')).toHaveCount(
      (course.first_subdescription as string[]).length + (course.second_subdescription as string[]).length,
    )
  }

  const tool = await api.one('tools', 'name', 'Kahoot!')
  await openPortal(page, `?seccion=desarrollo&vista=herramienta&id=${tool.id}`)
  await expect(detail.getByRole('link', { name: /Dónde lo encuentro/ })).toHaveAttribute('href', String(tool.link))
  await expect(detail.getByRole('heading', { name: 'Lo que te llevas de esta herramienta' })).toBeVisible()
  await expect(detail.getByRole('heading', { name: 'Ideal para ti si' })).toBeVisible()
  await page.getByRole('link', { name: 'Volver a Herramientas' }).click()
  await expect(page.getByRole('list', { name: 'Herramientas' })).toBeVisible()
})

test('an unpublished item never shows, not even from its address', async ({ page, request }) => {
  const api = await Api.signIn(request)
  const hidden = await api.one('development-books', 'name', 'Evaluación formativa paso a paso')
  expect(hidden.is_active).toBe(false)
  await openPortal(page, '?seccion=desarrollo&vista=libros')
  await expect(page.getByText('Evaluación formativa paso a paso')).toHaveCount(0)
  await openPortal(page, `?seccion=desarrollo&vista=libro&id=${hidden.id}`)
  await expect(page.getByText('Este contenido ya no está disponible.')).toBeVisible()
  await expect(page.getByText('Evaluación formativa paso a paso')).toHaveCount(0)
})

test.describe('an empty section', () => {
  keepGlobal(SLUG)

  test('a fourth active book is still cut to 3, the newest among them; an empty section reads its empty text', async ({
    page,
    request,
  }) => {
    const api = await Api.signIn(request)
    const [first] = await api.find('development-books', { name: 'Enseñar a pensar' })
    const extra = await createCopy(api, 'development-books', first!, { name: 'Libro de prueba e2e' })
    const tools = (await api.find('tools')).filter((t) => t.is_active)
    // The recommended item cannot be unpublished (issue 13): recommend a book while every tool is off.
    await api.setGlobal(SLUG, { type: 'book', item: { relationTo: 'development-books', value: first!.id } })
    try {
      for (const tool of tools) await api.update('tools', tool.id, { is_active: false })
      await reloadUntil(page, '?seccion=desarrollo&vista=herramientas', async () => {
        await expect(page.getByText('No hay herramientas disponibles.')).toBeVisible({ timeout: 2000 })
      })
      await openPortal(page, '?seccion=desarrollo&vista=libros')
      await expect(page.getByRole('list', { name: 'Libros' }).getByRole('listitem')).toHaveCount(3)
      // Newest first (issue 28): the book just added is among the 3, an older one makes room.
      await expect(page.getByRole('list', { name: 'Libros' }).getByText('Libro de prueba e2e')).toBeVisible()
      // Still reachable from its own address: lists are cut, details are not.
      await openPortal(page, `?seccion=desarrollo&vista=libro&id=${extra.id}`)
      await expect(page.getByRole('heading', { name: 'Libro de prueba e2e' })).toBeVisible()
    } finally {
      await api.remove('development-books', extra.id)
      for (const tool of tools) await api.update('tools', tool.id, { is_active: true })
    }
  })
})

test.describe('recommendation of the month', () => {
  keepGlobal(SLUG)

  for (const [type, collection, name, view, heading] of [
    ['tool', 'tools', 'Google Classroom', 'herramienta', 'Dónde lo encuentro'],
    ['book', 'development-books', 'Disciplina positiva en el salón de clases', 'libro', 'Dónde comprarlo'],
    ['course', 'courses', 'Inglés para el aula', 'curso', 'Dónde tomar el curso'],
  ] as const) {
    test(`'Explorar' on a ${type} opens its details`, async ({ page, request }) => {
      const api = await Api.signIn(request)
      const item = await api.one(collection, 'name', name)
      await api.setGlobal(SLUG, { type, item: { relationTo: collection, value: item.id } })
      await reloadUntil(page, '?seccion=desarrollo', async () => {
        await expect(page.locator('.pm-reco')).toContainText(name, { timeout: 2000 })
      })
      await expect(page.locator('.pm-reco')).toContainText('Recomendación del mes')
      await page.getByRole('link', { name: `Explorar: ${name}` }).click()
      await expect(page).toHaveURL(new RegExp(`vista=${view}&id=${item.id}`))
      await expect(page.getByRole('heading', { name })).toBeVisible()
      await expect(page.getByTestId('detail').getByRole('link', { name: new RegExp(heading) })).toBeVisible()
    })
  }
})
