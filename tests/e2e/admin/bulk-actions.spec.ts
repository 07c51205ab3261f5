import { expect, test, type Page } from '@playwright/test'

import { saveScreenshotsAtWidths } from '../screenshots'
import { createActivity, createItem, deleteForGood, dialog, open, PNG, row, signIn, toast, unique } from './helpers'

/**
 * Issue 28, a day's editing of a list: two rows selected and unpublished in one step with the
 * confirmation naming the count (visitors' list then leaves them out), a column sorted both ways
 * (`aria-sort`), and a row deleted to 'Papelera' and restored from there. The same parts on the
 * activities' table (no publish switch: delete to the trash) and on a category screen (music: its
 * track tiles selected, unpublished, trashed and restored).
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
    await saveScreenshotsAtWidths(page, `${SHOTS}/lista-seleccion`, { fullPage: true })

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
    await saveScreenshotsAtWidths(page, `${SHOTS}/papelera`, { fullPage: true })
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

const ACTIVITIES = '/profe-max/recursos-educativos/actividades'

test('activities: two selected and moved to Papelera (the calendar then leaves them out), sorted by title, restored', async ({
  page,
  request,
}) => {
  await signIn(page)
  const stamp = unique('Lote actividades')
  const [first, second] = [`${stamp} Alfa`, `${stamp} Beta`]
  const ids = [await createActivity(page, second, 4), await createActivity(page, first, 8)]
  // What visitors read (no session): the calendar's plain array.
  const publicTitles = async () => {
    const answer = await request.get(`${ACTIVITIES}/all`)
    return ((await answer.json()) as { title: string }[])
      .map((item) => item.title)
      .filter((title) => title.startsWith(stamp))
      .sort()
  }
  const titles = () => page.locator('.pm-table tbody tr td[data-label="Título"]').allInnerTexts()
  try {
    await expect.poll(publicTitles).toEqual([first, second])
    await open(page, ACTIVITIES)
    await page.getByRole('searchbox', { name: 'Buscar actividad...' }).fill(stamp)
    await expect(page.locator('.pm-table tbody tr')).toHaveCount(2)
    // Unsorted: upcoming first, the soonest first.
    await expect.poll(titles).toEqual([second, first])
    const header = page.getByRole('columnheader', { name: /Título/ })
    await expect(header).toHaveAttribute('aria-sort', 'none')
    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await expect.poll(titles).toEqual([first, second])
    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect.poll(titles).toEqual([second, first])
    await expect(page.getByRole('columnheader', { name: /Fecha/ })).toHaveAttribute('aria-sort', 'none')

    await page.getByRole('checkbox', { name: `Seleccionar ${first}` }).check()
    await page.getByRole('checkbox', { name: `Seleccionar ${second}` }).check()
    const bar = page.getByRole('region', { name: 'Acciones en lote' })
    await expect(bar).toContainText('2 elementos seleccionados')
    // Activities have no publish switch: the bar offers the delete only.
    await expect(bar.getByRole('button', { name: 'Despublicar' })).toHaveCount(0)
    await saveScreenshotsAtWidths(page, `${SHOTS}/actividades-seleccion`, { fullPage: true })
    await bar.getByRole('button', { name: 'Eliminar' }).click()
    await expect(dialog(page)).toContainText('¿Mover a la papelera 2 elementos?')
    await dialog(page).getByRole('button', { name: 'Eliminar' }).click()
    await expect(toast(page, '2 elementos movidos a la papelera')).toBeVisible()
    await expect(page.locator('.pm-table tbody tr', { hasText: stamp })).toHaveCount(0)
    await expect.poll(publicTitles).toEqual([])

    await page.getByRole('button', { name: 'Papelera' }).click()
    const trash = page.getByRole('region', { name: 'Papelera' })
    await expect(trash.locator('tbody tr', { hasText: first })).toBeVisible()
    await expect(trash.locator('tbody tr', { hasText: second })).toBeVisible()
    await saveScreenshotsAtWidths(page, `${SHOTS}/actividades-papelera`, { fullPage: true })
    await trash.getByRole('button', { name: `Restaurar ${first}` }).click()
    await expect(dialog(page)).toContainText('¿Restaurar 1 elemento?')
    await dialog(page).getByRole('button', { name: 'Restaurar' }).click()
    await expect(toast(page, '1 elemento restaurado')).toBeVisible()
    await expect(trash.locator('tbody tr', { hasText: first })).toHaveCount(0)
    await expect.poll(publicTitles).toEqual([first])
  } finally {
    for (const id of ids) await deleteForGood(page, ACTIVITIES, id)
  }
})

const MUSIC = '/profe-max/bienestar/musica'

test('a category screen (music): two tracks selected and unpublished (visitors no longer see them), one moved to Papelera and restored', async ({
  page,
  request,
}) => {
  await signIn(page)
  const stamp = unique('Lote música')
  const category = await createItem(page, `${MUSIC}/categorias`, {
    name: stamp,
    image: PNG,
    selected_image: PNG,
  })
  const [first, second] = [`${stamp} Alfa`, `${stamp} Beta`]
  const tracks: number[] = []
  for (const title of [first, second])
    tracks.push(
      await createItem(page, MUSIC, {
        category_id: String(category),
        title,
        url: 'https://musica.ejemplo.mx/pista.mp3',
      }),
    )
  // What visitors read (no session): the categories with their published tracks.
  const publicTracks = async () => {
    const answer = await request.get(`${MUSIC}/categorias/all`)
    const rows = (await answer.json()) as { id: number; music: { title: string }[] }[]
    return (rows.find((row) => row.id === category)?.music ?? []).map((track) => track.title).sort()
  }
  try {
    await expect.poll(publicTracks).toEqual([first, second])
    await open(page, MUSIC)
    const card = page.getByRole('region', { name: stamp, exact: true })
    await expect(card.getByRole('article', { name: first })).toBeVisible()
    await card.getByRole('checkbox', { name: `Seleccionar ${first}` }).check()
    await card.getByRole('checkbox', { name: `Seleccionar ${second}` }).check()
    const bar = page.getByRole('region', { name: 'Acciones en lote: elementos' })
    await expect(bar).toContainText('2 elementos seleccionados')
    await saveScreenshotsAtWidths(page, `${SHOTS}/musica-seleccion`, { before: () => card.scrollIntoViewIfNeeded() })
    await bar.getByRole('button', { name: 'Despublicar' }).click()
    await expect(dialog(page)).toContainText('¿Despublicar 2 elementos?')
    await dialog(page).getByRole('button', { name: 'Despublicar' }).click()
    await expect(toast(page, '2 elementos despublicados')).toBeVisible()
    await expect(bar).toHaveCount(0)
    await expect.poll(publicTracks).toEqual([])

    // One to Papelera, then back from there.
    await card.getByRole('checkbox', { name: `Seleccionar ${first}` }).check()
    await bar.getByRole('button', { name: 'Eliminar' }).click()
    await expect(dialog(page)).toContainText('¿Mover a la papelera 1 elemento?')
    await dialog(page).getByRole('button', { name: 'Eliminar' }).click()
    await expect(toast(page, '1 elemento movido a la papelera')).toBeVisible()
    await expect(card.getByRole('article', { name: first })).toHaveCount(0)
    await page.getByRole('button', { name: 'Papelera' }).click()
    const trash = page.getByRole('region', { name: 'Elementos en la papelera' })
    await expect(trash.locator('tbody tr', { hasText: first })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Categorías en la papelera' })).toBeVisible()
    await saveScreenshotsAtWidths(page, `${SHOTS}/musica-papelera`, { fullPage: true })
    await trash.getByRole('button', { name: `Restaurar ${first}` }).click()
    await dialog(page).getByRole('button', { name: 'Restaurar' }).click()
    await expect(toast(page, '1 elemento restaurado')).toBeVisible()
    await page.getByRole('button', { name: 'Categorías', exact: true }).click()
    await expect(card.getByRole('article', { name: first })).toBeVisible()
  } finally {
    for (const id of tracks) await deleteForGood(page, MUSIC, id)
    await deleteForGood(page, `${MUSIC}/categorias`, category)
  }
})
