import { expect, test, type Page } from '@playwright/test'

import { DEV_ADMIN } from '../../../src/seed/staff'
import { IMAGE_TYPE_REFUSED } from '../../../src/lib/uploads'
import { saveScreenshot } from '../screenshots'
import {
  createActivity,
  createItem,
  deleteMatching,
  dialog,
  field,
  fieldBox,
  open,
  openEditForm,
  PNG,
  row,
  save,
  signedInEditor,
  signIn,
  toast,
  unique,
  deleteForGood,
} from './helpers'

/**
 * Issue 28, no silent overwrite, with two staff sessions side by side: both open the same book; the
 * editor saves first; the admin's later save is refused with a Spanish message naming the editor,
 * the admin's form stays open with her text, the editor's change is what is stored, and 'Recargar'
 * reopens the form on the editor's version.
 */

test.describe.configure({ timeout: 180_000 })

const SCREEN = '/profe-max/desarrollo/libros'
const CONCEPTS = JSON.stringify(['Concepto uno'])

const openEdit = (page: Page, name: string) =>
  openEditForm(page, { path: SCREEN, search: 'Buscar libro...', nameField: 'Nombre' }, name)

test('a stale save is refused, naming who saved in between, and the first change is kept', async ({
  page,
  browser,
}) => {
  await signIn(page)
  const name = unique('Libro compartido')
  await createItem(page, SCREEN, {
    name,
    author: 'Autora Original',
    description: 'Descripción original.',
    purchase_link: 'https://libros.ejemplo.mx/compartido',
    is_active: '1',
    first_subdescription: CONCEPTS,
    second_subdescription: CONCEPTS,
    image: PNG,
  })
  const editorName = 'Editora Concurrente'
  const { context, editor } = await signedInEditor(page, browser, editorName)
  try {
    // Both open the same book.
    await openEdit(page, name)
    await openEdit(editor, name)
    // The second one to open it is told who else has it open (Payload's document lock).
    await expect(dialog(editor).locator('.pm-editing')).toContainText(
      `${DEV_ADMIN.name} también está editando este elemento.`,
    )
    await saveScreenshot(editor, { path: 'docs/screenshots/admin/editando-tambien-1280.png' })

    // The editor saves first.
    await field(editor, 'Autor').fill('Autora de la editora')
    await save(editor, 'Actualizar')
    await expect(toast(editor, 'Libro actualizado correctamente')).toBeVisible()

    // Every toast the admin's page shows from here on, recorded as it is added.
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { shownToasts: string[] }).shownToasts = seen
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLElement)
              for (const toast of [node, ...node.querySelectorAll('[data-sonner-toast]')])
                if (toast.matches('[data-sonner-toast]')) seen.push(toast.textContent ?? '')
      }).observe(document.body, { childList: true, subtree: true })
    })
    // The admin's save, based on the version she opened, is refused.
    await field(page, 'Descripción').fill('Descripción del admin.')
    await save(page, 'Actualizar')
    const notice = dialog(page).locator('.pm-conflict')
    await expect(notice).toBeVisible()
    // The notice says it, with 'Recargar': no toast covers the button (issue 28, the screenshots of 25 Nov).
    const reload = notice.getByRole('button', { name: 'Recargar' })
    const uncovered = () =>
      reload.evaluate((button) => {
        const box = button.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return hit !== null && button.contains(hit)
      })
    const viewport = page.viewportSize()!
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      await reload.scrollIntoViewIfNeeded()
      expect(await uncovered(), `'Recargar' not covered at ${width} px`).toBe(true)
    }
    await page.setViewportSize(viewport)
    await expect(notice).toContainText(`No se guardaron tus cambios: ${editorName} guardó este elemento el`)
    await expect(notice).toContainText('Recarga para ver su versión')
    // The form is still open with her text.
    await expect(field(page, 'Descripción')).toHaveValue('Descripción del admin.')
    await saveScreenshot(page, { path: 'docs/screenshots/admin/conflicto-1280.png' })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(notice).toBeVisible()
    await saveScreenshot(page, { path: 'docs/screenshots/admin/conflicto-390.png' })
    await page.setViewportSize({ width: 1440, height: 900 })
    await saveScreenshot(page, { path: 'docs/screenshots/admin/conflicto-1440.png' })

    // What is stored is the editor's change, untouched by the admin's.
    const stored = await page.request.get(
      `${SCREEN}/all?paginated=true&page=1&pageSize=10&filters[text]=${encodeURIComponent(name)}`,
    )
    const [book] = ((await stored.json()) as { data: { author: string; description: string }[] }).data
    expect(book).toMatchObject({ author: 'Autora de la editora', description: 'Descripción original.' })

    // 'Recargar' reopens the form on the stored version; saving from it works.
    await notice.getByRole('button', { name: 'Recargar' }).click()
    await expect(field(page, 'Autor')).toHaveValue('Autora de la editora')
    await expect(dialog(page).locator('.pm-conflict')).toHaveCount(0)
    await field(page, 'Descripción').fill('Descripción del admin.')
    await save(page, 'Actualizar')
    await expect(toast(page, 'Libro actualizado correctamente')).toBeVisible()
    await expect(row(page, name)).toContainText('Descripción del admin.')
    // Toasts come in order: by the time this one showed, a toast for the refusal would have too.
    const shown = await page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts)
    expect(shown.some((text) => text.includes('Libro actualizado correctamente'))).toBe(true)
    expect(shown.filter((text) => text.includes('No se guardaron tus cambios'))).toEqual([])
  } finally {
    await context.close()
    await deleteMatching(page, `${SCREEN}/all`, name, (id) => `${SCREEN}/${id}`)
  }
})

test("a server's refusal is shown at its field, the form kept open with the data", async ({ page }) => {
  await signIn(page)
  const name = unique('Libro rechazado')
  await createItem(page, SCREEN, {
    name,
    author: 'Autora',
    description: 'Descripción.',
    purchase_link: 'https://libros.ejemplo.mx/rechazado',
    is_active: '1',
    first_subdescription: CONCEPTS,
    second_subdescription: CONCEPTS,
    image: PNG,
  })
  try {
    await openEdit(page, name)
    await field(page, 'Autor').fill('Autora cambiada')
    // Text dressed as a picture: only the server, reading its content, can refuse it.
    await fieldBox(page, 'Imagen principal')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: Buffer.from('esto no es una imagen') })
    await save(page, 'Actualizar')
    await expect(fieldBox(page, 'Imagen principal').locator('.pm-field__error')).toHaveText(IMAGE_TYPE_REFUSED)
    await expect(dialog(page)).toBeVisible()
    await expect(field(page, 'Autor')).toHaveValue('Autora cambiada')
  } finally {
    await deleteMatching(page, `${SCREEN}/all`, name, (id) => `${SCREEN}/${id}`)
  }
})

test('text over a limit is kept as pasted and refused with the limit shown (issue 28)', async ({ page }) => {
  await signIn(page)
  await open(page, SCREEN)
  await page.getByRole('button', { name: 'Agregar libro' }).click()
  const long = 'Un título larguísimo '.repeat(15)
  await field(page, 'Nombre').fill(long)
  // Not cut: the whole text stays in the field, the count and the message say by how much.
  await expect(field(page, 'Nombre')).toHaveValue(long)
  await expect(fieldBox(page, 'Nombre').locator('.pm-field__count')).toHaveText(`${long.length}/255`)
  await expect(fieldBox(page, 'Nombre').locator('.pm-field__error')).toHaveText('Máximo 255 caracteres.')
  await save(page)
  await expect(dialog(page)).toBeVisible()
})

/** 'Someone else' saves in between through the contract, with the version the screen read (issue 28). */
const versionOf = async (page: Page, listPath: string, id: number): Promise<string> => {
  const rows = (await (await page.request.get(listPath)).json()) as { id: number; version: string }[]
  return rows.find((candidate) => candidate.id === id)!.version
}

test('a category screen: a stale save shows who saved in between, and Recargar reopens the stored one', async ({
  page,
}) => {
  await signIn(page)
  const MUSIC = '/profe-max/bienestar/musica/categorias'
  const name = unique('Categoría compartida')
  const id = await createItem(page, MUSIC, { name, image: PNG, selected_image: PNG })
  try {
    await open(page, '/profe-max/bienestar/musica')
    await page
      .getByRole('region', { name })
      .getByRole('button', { name: `Editar ${name}` })
      .click()
    await field(page, 'Nombre').fill(`${name} mía`)
    const other = await page.request.post(`${MUSIC}/${id}`, {
      multipart: {
        _method: 'PUT',
        name: `${name} de otra persona`,
        version: await versionOf(page, `${MUSIC}/all`, id),
      },
    })
    expect(other.status()).toBe(200)
    await save(page, 'Actualizar')
    const notice = dialog(page).locator('.pm-conflict')
    await expect(notice).toContainText(`No se guardaron tus cambios: ${DEV_ADMIN.name} guardó este elemento el`)
    await expect(field(page, 'Nombre')).toHaveValue(`${name} mía`)
    await notice.getByRole('button', { name: 'Recargar' }).click()
    await expect(field(page, 'Nombre')).toHaveValue(`${name} de otra persona`)
    await expect(dialog(page).locator('.pm-conflict')).toHaveCount(0)
  } finally {
    await deleteForGood(page, MUSIC, id)
  }
})

test('a recommendation screen: a stale choice is undone, says who chose in between, and Recargar shows theirs', async ({
  page,
}) => {
  await signIn(page)
  const BASE = '/profe-max/desarrollo/recomendacion'
  const before = (await (await page.request.get(`${BASE}/actual?section=1`)).json()) as {
    type: string | null
    item: { id: number } | null
  }
  const books = (await (await page.request.get('/profe-max/desarrollo/libros/all?only_active=true')).json()) as {
    id: number
    name: string
  }[]
  // Two books other than the current choice: the other person's, and the one this screen then chooses.
  const [theirs, mine] = books.filter((book) => !(before.type === 'book' && before.item?.id === book.id))
  const card = (name: string) =>
    page.locator('.pm-reco__card').filter({ has: page.getByRole('heading', { name, exact: true }) })
  try {
    await open(page, BASE)
    const summary = page.getByRole('complementary', { name: 'SELECCIÓN DE RECOMENDACIÓN' })
    await expect(summary.getByText('Cargando...')).toHaveCount(0)
    await page.getByLabel('Libro', { exact: true }).check()
    // Someone else chooses the second book after this screen read the recommendation.
    const { version } = (await (await page.request.get(`${BASE}/actual?section=1`)).json()) as { version: string }
    const other = await page.request.post(`${BASE}/save`, { data: { type: 'book', item_id: theirs!.id, version } })
    expect(other.status()).toBe(200)
    await card(mine!.name).getByRole('button', { name: 'Elegir' }).click()
    const notice = page.locator('.pm-conflict')
    await expect(notice).toContainText(`No se guardaron tus cambios: ${DEV_ADMIN.name} guardó este elemento el`)
    await expect(summary).not.toContainText(mine!.name)
    await notice.getByRole('button', { name: 'Recargar' }).click()
    await expect(summary).toContainText(theirs!.name)
    await expect(page.locator('.pm-conflict')).toHaveCount(0)
  } finally {
    if (before.type && before.item)
      await page.request.post(`${BASE}/save`, { data: { type: before.type, item_id: before.item.id } })
  }
})

test("'también está editando' on the activities, category and allies forms too", async ({ page, browser }) => {
  await signIn(page)
  const stamp = unique('Abierto por dos')
  const ACTIVITIES = '/profe-max/recursos-educativos/actividades'
  const MUSIC_SCREEN = '/profe-max/bienestar/musica'
  const ALLIES = '/profe-max/sitio/aliados'
  const ALLIES_SCREEN = '/sitio/aliados'
  const activity = await createActivity(page, stamp, 5)
  const category = await createItem(page, `${MUSIC_SCREEN}/categorias`, {
    name: stamp,
    image: PNG,
    selected_image: PNG,
  })
  const ally = await createItem(page, ALLIES, { name: stamp, logo: PNG })
  const { context, editor } = await signedInEditor(page, browser, 'Editora Concurrente')
  const openForm = async (who: Page, path: string, search?: string) => {
    await open(who, path)
    if (search) await who.getByRole('searchbox', { name: search }).fill(stamp)
    await who
      .getByRole('button', { name: `Editar ${stamp}`, exact: true })
      .first()
      .click()
    await expect(dialog(who)).toBeVisible()
  }
  try {
    for (const [path, search] of [
      [ACTIVITIES, 'Buscar actividad...'],
      [MUSIC_SCREEN, undefined],
      [ALLIES_SCREEN, 'Buscar aliado...'],
    ] as const) {
      await openForm(page, path, search)
      await openForm(editor, path, search)
      await expect(dialog(editor).locator('.pm-editing')).toContainText(
        `${DEV_ADMIN.name} también está editando este elemento.`,
      )
      await dialog(page).getByRole('button', { name: 'Cancelar' }).click()
      await dialog(editor).getByRole('button', { name: 'Cancelar' }).click()
    }
  } finally {
    await context.close()
    await deleteForGood(page, ACTIVITIES, activity)
    await deleteForGood(page, `${MUSIC_SCREEN}/categorias`, category)
    await deleteForGood(page, ALLIES, ally)
  }
})
