import { expect, test } from '@playwright/test'

import { mkdir } from 'node:fs/promises'

import { typeInOneBurst } from '../hold'
import { openPortal } from '../portal/helpers'
import {
  addConcepts,
  dayFromToday,
  deleteMatching,
  dialog,
  field,
  fieldBox,
  open,
  row,
  save,
  signIn,
  toast,
  unique,
} from './helpers'

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

/** Where this spec's screenshots go when asked (`SHOTS_DIR=/tmp/shots-times`): looked at, not committed. */
const SHOTS = process.env.SHOTS_DIR
const shot = async (page: import('@playwright/test').Page, name: string) => {
  if (!SHOTS) return
  await mkdir(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
}

test('hours (issue 28): start and end set in the form, checked, read back in the list, the calendar, the event and the feed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const title = unique('Actividad con horario')
  const day = dayFromToday(0)
  await open(page, PATH)
  await page.getByRole('button', { name: 'Nueva Actividad' }).click()
  await fillActivity(page, title, day)
  // An end without a start, then an end before the start: refused at their fields, in Spanish.
  await field(page, 'Hora de fin').fill('09:00')
  await save(page)
  await expect(fieldBox(page, 'Hora de inicio').locator('.pm-field__error')).toHaveText(
    'Indica también la hora de inicio.',
  )
  await field(page, 'Hora de inicio').fill('10:00')
  await expect(fieldBox(page, 'Hora de fin').locator('.pm-field__error')).toHaveText(
    'La hora de fin debe ser posterior a la hora de inicio.',
  )
  await field(page, 'Hora de fin').fill('11:30')
  await expect(dialog(page).locator('.pm-field__error')).toHaveCount(0)
  // A material over the limit is kept as typed, not added, and the limit is said (issue 28: never cut).
  const long = 'Material larguísimo '.repeat(13)
  const materials = field(page, 'Materiales')
  await materials.fill(long)
  await materials.press('Enter')
  await expect(materials).toHaveValue(long)
  await expect(fieldBox(page, 'Materiales').locator('.pm-field__count')).toHaveText(`${long.trim().length}/255`)
  await expect(fieldBox(page, 'Materiales').locator('.pm-field__error')).toHaveText('Máximo 255 caracteres.')
  await expect(dialog(page).locator('.pm-concepts__list input')).toHaveCount(2)
  await materials.fill('')
  await expect(fieldBox(page, 'Materiales').locator('.pm-field__error')).toHaveCount(0)
  await fieldBox(page, 'Hora de inicio').scrollIntoViewIfNeeded()
  await shot(page, 'actividad-form-1440')
  await page.setViewportSize({ width: 390, height: 844 })
  await fieldBox(page, 'Hora de inicio').scrollIntoViewIfNeeded()
  await shot(page, 'actividad-form-390')
  await page.setViewportSize({ width: 1440, height: 900 })
  await save(page)
  await expect(dialog(page)).toHaveCount(0)
  try {
    await page.getByRole('searchbox', { name: 'Buscar actividad...' }).fill(title)
    await expect(row(page, title)).toContainText('De 10:00 a 11:30 h')
    await shot(page, 'actividades-lista-1440')

    // The public calendar (static, revalidated on the save): the day's popover shows the hours.
    const entry = page.getByTestId('calendar-popover').locator('.pm-popover__item', { hasText: title })
    await expect(async () => {
      await openPortal(page, '?seccion=recursos_educativos')
      await page.locator(`button[data-day="${day}"]`).hover()
      await expect(entry).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] })
    await expect(entry.getByTestId('calendar-popover-time')).toHaveText('De 10:00 a 11:30 h')
    await shot(page, 'calendario-horario-1440')
    await entry.getByRole('link', { name: /Ver contenido/ }).click()
    await expect(page.getByTestId('event-hours')).toHaveText('De 10:00 a 11:30 h')

    await page.setViewportSize({ width: 390, height: 844 })
    await openPortal(page, '?seccion=recursos_educativos')
    await page.locator(`button[data-day="${day}"]`).click()
    await expect(entry.getByTestId('calendar-popover-time')).toHaveText('De 10:00 a 11:30 h')
    await entry.scrollIntoViewIfNeeded()
    await shot(page, 'calendario-horario-390')

    // The feed: a timed event in Mexico City's zone (the all-day ones keep VALUE=DATE).
    const stamp = `${day.replace(/-/g, '')}T`
    await expect
      .poll(
        async () => {
          const feed = (await (await page.request.get('/profe-max/actividades.ics')).text()).replace(/\r\n /g, '')
          const event = feed.split('BEGIN:VEVENT').find((block) => block.includes(`SUMMARY:${title}`)) ?? ''
          return event.match(/^DT(START|END)[^\r\n]*/gm)?.join(' ') ?? ''
        },
        { timeout: 30_000, intervals: [500, 1000, 2000] },
      )
      .toBe(`DTSTART;TZID=America/Mexico_City:${stamp}100000 DTEND;TZID=America/Mexico_City:${stamp}113000`)
  } finally {
    await deleteMatching(page, `${PATH}/all`, title, (id) => `${PATH}/${id}`)
  }
})
