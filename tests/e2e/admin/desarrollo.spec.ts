import { expect, test, type Page } from '@playwright/test'

import { holdRequests, typeInOneBurst } from '../hold'
import { addConcepts, dialog, field, open, PNG, row, save, signIn, TEXT_FILE, toast, unique } from './helpers'
import { deleteForGood } from './helpers'

type Screen = {
  name: string
  path: string
  endpoint: string
  add: string
  createTitle: string
  editTitle: string
  search: string
  concepts: [string, string]
  fill: (page: Page, name: string) => Promise<void>
  newStatus: 'Publicado' | 'No publicado'
  /** Where the switch is: the Estatus column (with its label) or the Acciones column. */
  toggleInActions: boolean
  details: { title: string; texts: string[] }
  counter?: RegExp
  deleteFailure?: string
}

const SCREENS: Screen[] = [
  {
    name: 'Libros',
    path: '/profe-max/desarrollo/libros',
    endpoint: '/profe-max/desarrollo/libros',
    add: 'Agregar libro',
    createTitle: 'Nuevo libro',
    editTitle: 'Editar libro',
    search: 'Buscar libro...',
    concepts: ['¿Por qué leer este libro como maestro?', '¿Qué me deja este libro como maestro?'],
    fill: async (page, name) => {
      await field(page, 'Nombre').fill(name)
      await field(page, 'Autor').fill('Autora de prueba')
      await field(page, 'Enlace de compra').fill('https://libros.ejemplo.mx/prueba')
    },
    newStatus: 'Publicado',
    toggleInActions: false,
    details: { title: 'Detalles del libro', texts: ['Autora de prueba', 'Activo'] },
  },
  {
    name: 'Cursos',
    path: '/profe-max/desarrollo/cursos',
    endpoint: '/profe-max/desarrollo/cursos',
    add: 'Agregar curso',
    createTitle: 'Nuevo curso',
    editTitle: 'Editar curso',
    search: 'Buscar curso...',
    concepts: ['¿Por qué tomar este curso como maestro?', '¿Qué me deja este curso como maestro?'],
    fill: async (page, name) => {
      await field(page, 'Nombre').fill(name)
      await field(page, 'Plataforma').fill('Plataforma de prueba')
      await dialog(page).getByLabel('Presencial').check()
      await field(page, 'Duración').fill('20 horas')
      await field(page, 'Materia').fill('Historia')
      await field(page, 'Enlace').fill('https://cursos.ejemplo.mx/prueba')
    },
    newStatus: 'Publicado',
    toggleInActions: true,
    details: {
      title: 'Detalles del curso',
      texts: ['Plataforma de prueba', 'Presencial', '20 horas', 'Historia', 'Activo'],
    },
    counter: /^\d+ cursos registrados$/,
    deleteFailure: 'Error al eliminar el curso',
  },
  {
    name: 'Herramientas',
    path: '/profe-max/desarrollo/herramientas',
    endpoint: '/profe-max/desarrollo/herramientas',
    add: 'Agregar herramienta',
    createTitle: 'Nueva herramienta',
    editTitle: 'Editar herramienta',
    search: 'Buscar herramienta...',
    concepts: ['Lo que te llevas de esta herramienta', 'Ideal para ti si'],
    fill: async (page, name) => {
      await field(page, 'Nombre').fill(name)
      await field(page, 'Enlace').fill('https://herramientas.ejemplo.mx/prueba')
    },
    newStatus: 'No publicado',
    toggleInActions: false,
    details: { title: 'Detalles de la herramienta', texts: ['Inactivo'] },
    counter: /^\d+ herramientas registradas$/,
    deleteFailure: 'Error al eliminar la herramienta',
  },
]

test.describe.configure({ timeout: 180_000 })

test.beforeEach(async ({ page }) => signIn(page))

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test('create, details, toggle, edit and delete', async ({ page }) => {
      await open(page, screen.path)
      await page.getByRole('button', { name: screen.add }).click()
      await expect(dialog(page).getByRole('heading', { name: screen.createTitle })).toBeVisible()
      // The messages of an empty or wrong form: tests/unit/admin-form-messages.test.ts (docs/testing.md).

      // Image inputs read in Spanish whatever the browser's language, take image files only and preview the choice.
      const image = field(page, 'Imagen principal')
      await expect(dialog(page).getByText('Seleccionar imagen', { exact: true })).toHaveCount(2)
      await expect(dialog(page).getByText('Ningún archivo seleccionado', { exact: true })).toHaveCount(2)
      await image.setInputFiles(TEXT_FILE)
      await expect(dialog(page).getByText('Solo se permiten archivos de imagen.')).toBeVisible()
      await image.setInputFiles(PNG)
      await expect(dialog(page).getByAltText('Vista previa')).toBeVisible()
      await expect(dialog(page).getByText(PNG.name, { exact: true })).toBeVisible()
      await expect(dialog(page).getByText('Ningún archivo seleccionado', { exact: true })).toHaveCount(1)
      await expect(dialog(page).getByText('Tamaño sugerido: 600x400 px')).toBeVisible()
      await expect(dialog(page).getByText('Tamaño sugerido: 400x200 px')).toBeVisible()

      const name = unique(`${screen.name} e2e`)
      await screen.fill(page, name)
      await field(page, 'Descripción').fill(
        'Descripción de prueba que supera los cincuenta caracteres para ver el recorte en la tabla.',
      )
      await addConcepts(page, screen.concepts[0], ['Primer concepto'])
      await addConcepts(page, screen.concepts[1], ['Segundo concepto'])
      // Concepts are editable in place.
      await dialog(page).getByLabel('Elemento 1').first().fill('Primer concepto editado')
      // The publishing switch, not 'Destacado' (issue 28).
      await expect(
        dialog(page)
          .locator('.pm-switch + span')
          .filter({ hasNotText: /destacado/i }),
      ).toHaveText(screen.newStatus)
      // The save is held until its in-flight state has been seen.
      const saving = await holdRequests(page, `**${screen.endpoint}`, (request) => request.method() === 'POST')
      await save(page)
      await expect(dialog(page).getByText('Guardando...')).toBeVisible()
      await expect(dialog(page).getByRole('button', { name: 'Cancelar' })).toHaveCount(0)
      await saving.release()
      await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })

      const search = page.getByRole('searchbox', { name: screen.search })
      await search.fill(name)
      const created = row(page, name)
      await expect(created).toHaveCount(1)
      await expect(created).toContainText(screen.newStatus)
      if (screen.counter) await expect(page.locator('.pm-counter')).toHaveText(screen.counter)
      if (screen.name !== 'Libros')
        await expect(created).toContainText('Descripción de prueba que supera los cincuenta car...')

      // Details modal with every field and both concept lists.
      await created.getByRole('button', { name, exact: true }).click()
      await expect(dialog(page).getByRole('heading', { name: screen.details.title })).toBeVisible()
      for (const text of [
        ...screen.details.texts,
        screen.concepts[0],
        screen.concepts[1],
        'Primer concepto editado',
        'Segundo concepto',
      ]) {
        await expect(dialog(page).getByText(text, { exact: true }).first()).toBeVisible()
      }
      await expect(dialog(page).getByRole('link', { name: 'Ver enlace' })).toHaveAttribute('target', '_blank')
      await dialog(page).getByRole('button', { name: 'Cerrar' }).click()

      // Toggle: flips after the server confirms; a second click while in flight is ignored.
      // (The request is held until both clicks are in.)
      const toggling = await holdRequests(page, '**/toggle-active/**')
      const toggle = created.getByRole('switch')
      const before = await toggle.getAttribute('aria-checked')
      await toggle.click()
      await toggle.click()
      await toggling.release()
      await expect(toast(page, 'Estado actualizado')).toBeVisible()
      await expect(toggle).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true')
      expect(toggling.requests).toHaveLength(1)
      await expect(created).toContainText(screen.newStatus === 'Publicado' ? 'No publicado' : 'Publicado')

      // Edit, pre-filled from the row.
      await created.getByRole('button', { name: `Editar ${name}` }).click()
      await expect(dialog(page).getByRole('heading', { name: screen.editTitle })).toBeVisible()
      await expect(field(page, 'Nombre')).toHaveValue(name)
      await field(page, 'Nombre').fill(`${name} v2`)
      await save(page, 'Actualizar')
      await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
      await search.fill(`${name} v2`)
      const edited = row(page, `${name} v2`)
      await expect(edited).toHaveCount(1)

      if (screen.deleteFailure) {
        // The confirmation stays open when the delete fails.
        await page.route(`**${screen.endpoint}/*`, (route) =>
          route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'x' }) : route.continue(),
        )
        await edited.getByRole('button', { name: `Eliminar ${name} v2` }).click()
        await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
        await expect(toast(page, screen.deleteFailure)).toBeVisible()
        await expect(dialog(page).getByText('Confirmar Eliminación')).toBeVisible()
        await page.unroute(`**${screen.endpoint}/*`)
        await dialog(page).getByRole('button', { name: 'Cancelar' }).click()
      }
      await edited.getByRole('button', { name: `Eliminar ${name} v2` }).click()
      await expect(dialog(page).getByText(`¿Estás seguro de que deseas eliminar "${name} v2"?`)).toBeVisible()
      await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
      await expect(row(page, `${name} v2`)).toHaveCount(0)
    })

    test('search (300 ms, page 1) and paging by 5', async ({ page }) => {
      const prefix = unique(`Paginado ${screen.name}`)
      await page.clock.install()
      await open(page, screen.path)
      // Removed at the end: newest first, they would lead the portal's lists (issue 28).
      const created: number[] = []
      for (let index = 1; index <= 6; index += 1) {
        const answer = await page.request.post(screen.endpoint, {
          multipart: {
            name: `${prefix} ${index}`,
            description: 'Elemento para probar el paginado.',
            author: 'Autor',
            plathform: 'Plataforma',
            type: '1',
            duration: '1 hora',
            subject: 'Español',
            purchase_link: 'https://ejemplo.mx',
            link: 'https://ejemplo.mx',
            is_active: '1',
            first_subdescription: JSON.stringify(['Uno']),
            second_subdescription: JSON.stringify(['Dos']),
            image: PNG,
          },
        })
        created.push(((await answer.json()) as { data: { id: number } }).data.id)
      }
      try {
        const queries: string[] = []
        page.on('request', (request) => {
          if (request.url().includes('/all?') && request.url().includes('filters'))
            queries.push(decodeURIComponent(request.url()))
        })
        await typeInOneBurst(page, page.getByRole('searchbox', { name: screen.search }), prefix, queries)
        await expect(page.getByText('Registros totales: 6')).toBeVisible()
        expect(queries).toHaveLength(1)
        expect(queries[0]).toContain('page=1')
        await expect(page.locator('.pm-table tbody tr')).toHaveCount(5)
        if (screen.counter) await expect(page.locator('.pm-counter')).toHaveText(/^5 /)
        await page.waitForLoadState('networkidle')
        await page.getByRole('button', { name: 'Última página' }).click()
        await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page')
        await expect(page.locator('.pm-table tbody tr')).toHaveCount(1)
        if (screen.counter) await expect(page.locator('.pm-counter')).toHaveText(/^1 /)
        await expect(page.getByRole('button', { name: 'Siguiente página' })).toBeDisabled()
        await page.getByRole('button', { name: 'Primera página' }).click()
        await expect(page.locator('.pm-table tbody tr')).toHaveCount(5)
        // A new search goes back to page 1.
        await page.getByRole('button', { name: 'Siguiente página' }).click()
        await page.getByRole('searchbox', { name: screen.search }).fill(`${prefix} 1`)
        await expect(page.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page')
        await expect(page.getByText('Registros totales: 1')).toBeVisible()
      } finally {
        for (const id of created) await deleteForGood(page, screen.endpoint, id)
      }
    })
  })
}
