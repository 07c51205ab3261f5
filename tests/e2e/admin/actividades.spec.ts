import { expect, test } from '@playwright/test'

import { typeInOneBurst } from '../hold'
import { addConcepts, dayFromToday, dialog, field, open, row, save, signIn, toast, unique } from './helpers'

const PATH = '/profe-max/recursos-educativos/actividades'

test.describe.configure({ timeout: 180_000 })

test.beforeEach(async ({ page }) => signIn(page))

const fillActivity = async (page: import('@playwright/test').Page, title: string, day: string) => {
  await field(page, 'Título').fill(title)
  await field(page, 'Fecha de la actividad').fill(day)
  await field(page, 'Descripción').fill(
    'Una actividad creada por la prueba de extremo a extremo con una descripción larga.',
  )
  await field(page, 'Grado escolar').fill('3° de primaria')
  await field(page, 'Enlace para materiales').fill('https://materiales.ejemplo.mx/lista')
  await addConcepts(page, 'Materiales', ['Cartulina', 'Plumones'])
}

test('every validation message, then create, relative labels, materials, edit and delete', async ({ page }) => {
  await open(page, PATH)
  await expect(page.getByRole('heading', { name: 'Lista de Actividades' })).toBeVisible()
  await page.getByRole('button', { name: 'Nueva Actividad' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Nueva Actividad' })).toBeVisible()
  await expect(field(page, 'Fecha de la actividad')).toHaveAttribute('min', dayFromToday(0))
  await save(page)
  for (const message of [
    'El título es obligatorio.',
    'La descripción es obligatoria.',
    'La fecha de la actividad es obligatoria.',
    'El grado escolar es obligatorio.',
    'El enlace para materiales es obligatorio.',
    'Debes agregar al menos un material.',
  ]) {
    await expect(dialog(page).getByText(message, { exact: true })).toBeVisible()
  }
  await field(page, 'Enlace para materiales').fill('no es un enlace')
  await expect(dialog(page).getByText('El enlace no es válido.')).toBeVisible()
  // Materials are trimmed, blanks ignored, newest first, editable and removable.
  await addConcepts(page, 'Materiales', ['  Tijeras  ', '   ', 'Pegamento'])
  const materials = dialog(page).locator('.pm-concepts__list input')
  await expect(materials).toHaveCount(2)
  await expect(materials.nth(0)).toHaveValue('Pegamento')
  await expect(materials.nth(1)).toHaveValue('Tijeras')
  await dialog(page).getByRole('button', { name: 'Quitar Tijeras' }).click()
  await expect(materials).toHaveCount(1)
  // The form is dirty: closing it asks first (issue 13).
  await page.getByRole('button', { name: 'Cancelar' }).click()
  await page.getByRole('dialog', { name: '¿Descartar los cambios?' }).getByRole('button', { name: 'Descartar' }).click()

  // One activity per relative label (the seed holds past ones: 'Finalizada').
  const labels: [number, string][] = [
    [0, 'Hoy'],
    [1, 'Mañana'],
    [5, 'En 5 días'],
    [7, 'En 7 días'],
    [12, 'Próximamente'],
  ]
  const stamp = unique('Actividad')
  for (const [days, label] of labels) {
    await page.getByRole('button', { name: 'Nueva Actividad' }).click()
    await fillActivity(page, `${stamp} ${days}`, dayFromToday(days))
    await save(page)
    await expect(dialog(page)).toHaveCount(0)
    await page.getByRole('searchbox', { name: 'Buscar actividad...' }).fill(`${stamp} ${days}`)
    const created = row(page, `${stamp} ${days}`)
    await expect(created).toContainText(label)
    const [y, m, d] = dayFromToday(days).split('-')
    await expect(created).toContainText(`${d}/${m}/${y}`)
  }
  await page.getByRole('searchbox', { name: 'Buscar actividad...' }).fill('')
  // Issue 13: upcoming activities first, so page 1 never opens on a finished one while any is to come.
  await expect(page.locator('.pm-table tbody tr').first()).not.toContainText('Finalizada')

  // Materials modal, edit, delete naming the activity.
  await page.getByRole('searchbox', { name: 'Buscar actividad...' }).fill(`${stamp} 0`)
  const target = row(page, `${stamp} 0`)
  await target.getByRole('button', { name: /Ver materiales/ }).click()
  await expect(dialog(page).getByText('Plumones')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Cerrar' }).click()

  await target.getByRole('button', { name: /^Editar/ }).click()
  await expect(field(page, 'Título')).toHaveValue(`${stamp} 0`)
  await field(page, 'Título').fill(`${stamp} editada`)
  await save(page, 'Actualizar')
  await expect(toast(page, 'Actividad actualizada correctamente.')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Buscar actividad...' }).fill(`${stamp} editada`)
  await row(page, `${stamp} editada`)
    .getByRole('button', { name: /^Eliminar/ })
    .click()
  await expect(dialog(page).getByText(`¿Estás seguro de que deseas eliminar "${stamp} editada"?`)).toBeVisible()
  await expect(dialog(page).getByText('Esta acción no se puede deshacer.')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
  await expect(page.getByText('No se encontraron actividades.')).toBeVisible()
})

test('search waits 300 ms, sends one query and returns to page 1; paging by 5', async ({ page }) => {
  await page.clock.install()
  await open(page, PATH)
  await expect(page.getByText(/Registros totales: \d+/)).toBeVisible()
  const total = Number((await page.getByText(/Registros totales: \d+/).textContent())?.match(/\d+/)?.[0])
  await expect(page.locator('.pm-table tbody tr')).toHaveCount(Math.min(5, total))
  if (total > 5) {
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Siguiente página' }).click()
    await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('.pm-table tbody tr')).toHaveCount(Math.min(5, total - 5))
  }

  const queries: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/actividades/all') && request.url().includes('filters')) queries.push(request.url())
  })
  const searched = page.waitForResponse(
    (response) => response.url().includes('/actividades/all') && response.url().includes('filters'),
  )
  await typeInOneBurst(page, page.getByRole('searchbox', { name: 'Buscar actividad...' }), 'Feria', queries)
  await searched
  // Every row shown is a match (the seed's 'Feria de ciencias en el aula' at least; other tests' items may join it).
  await expect
    .poll(async () => {
      const rows = await page.locator('.pm-table tbody tr').allTextContents()
      return rows.length > 0 && rows.every((text) => /feria/i.test(text))
    })
    .toBe(true)
  expect(queries).toHaveLength(1)
  expect(decodeURIComponent(queries[0] ?? '')).toContain('filters[text]=Feria')
  expect(queries[0]).toContain('page=1')
  expect(queries[0]).toContain('pageSize=5')
  await expect(page.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page')
})
