import { expect, test, type Page } from '@playwright/test'

import { slugify } from '../../../src/lib/slug'
import { holdRequests, typeInOneBurst } from '../hold'
import { createThroughContract, dialog, field, open, PNG, row, save, signIn, toast, unique } from './helpers'
import { deleteForGood } from './helpers'

type Audience = 'alumnos' | 'profesores' | 'padres-familia'

const AUDIENCES: { audience: Audience; label: string; nav: string }[] = [
  { audience: 'alumnos', label: 'Alumnos', nav: 'Alumnos' },
  { audience: 'profesores', label: 'Profesores', nav: 'Profesores' },
  { audience: 'padres-familia', label: 'Padres de familia', nav: 'Padres de familia' },
]

const MESSAGES = [
  'El nombre es obligatorio.',
  'La descripción es obligatoria.',
  'La descripción corta es obligatoria.',
  'La imagen es obligatoria.',
]

type BlogRow = { id: number; name: string; slug: string; is_active: boolean }

/** The audience's blogs whose name contains `text`, as the contract lists them to staff. */
const blogsMatching = async (page: Page, audience: Audience, text: string): Promise<BlogRow[]> => {
  const query = new URLSearchParams({ paginated: 'true', page: '1', pageSize: '100', 'filters[text]': text })
  const response = await page.request.get(`/admin/blogs/${audience}/all?${query.toString()}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: BlogRow[] }).data
}

/** Deletes what a test created (site tests later count the published blogs). */
const removeBlogs = async (page: Page, audience: Audience, text: string) => {
  for (const blog of await blogsMatching(page, audience, text)) {
    await deleteForGood(page, `/admin/blogs/${audience}`, blog.id)
  }
}

/** A public-site tab in the same browser, as a returning visitor (no registration pop-up). */
const publicSite = async (page: Page) => {
  const site = await page.context().newPage()
  await site.addInitScript(() => window.localStorage.setItem('dontShowRegisterForm', 'true'))
  return site
}

/** The row's on/off badge (the row also shows its publishing state, issue 28). */
const statusOf = (page: Page, name: string) => row(page, name).locator('.pm-badge', { hasText: /^(Activo|Inactivo)$/ })

test.describe.configure({ timeout: 240_000 })

test.beforeEach(async ({ page }) => signIn(page))

/** Writes into the rich editor as a person does: each blank-line block a paragraph, Enter between them. */
const writeBody = async (page: Page, text: string) => {
  await field(page, 'Descripción principal').click()
  for (const [index, block] of text.split('\n\n').entries()) {
    if (index > 0) await page.keyboard.press('Enter')
    await page.keyboard.insertText(block)
  }
}

test('the three screens: breadcrumb, title, list card, counter, search, columns and the sidebar entry', async ({
  page,
}) => {
  for (const { audience, label, nav } of AUDIENCES) {
    await open(page, `/blogs/${audience}`)
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' }).locator('li')
    await expect(crumbs).toHaveText(['Blogs', label])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label)
    await expect(page.getByRole('button', { name: 'Agregar blog' })).toBeVisible()
    await expect(page.getByRole('heading', { name: `Lista de Blogs de ${label}` })).toBeVisible()
    await expect(page.locator('.pm-counter')).toHaveText(/^[1-5] blogs registrados$/)
    await expect(page.getByRole('searchbox', { name: 'Buscar blog...' })).toBeVisible()
    // The spec's columns after the selection's checkbox (bulk actions, issue 28); Nombre and Estatus sort.
    await expect(page.locator('.pm-table thead th')).toHaveText([
      '',
      /^Nombre/,
      'Descripción',
      'Descripción Corta',
      /^Estatus/,
      'Acciones',
    ])
    await expect(page.getByRole('columnheader', { name: /^Nombre/ })).toHaveAttribute('aria-sort', /.+/)
    // The seeded blogs: each row has its Activo/Inactivo switch, edit and delete.
    const first = page.locator('.pm-table tbody tr').first()
    await expect(first.getByRole('switch')).toBeVisible()
    await expect(first.locator('.pm-badge', { hasText: /^(Activo|Inactivo)$/ })).toHaveText(/^(Activo|Inactivo)$/)
    await expect(first.getByRole('button', { name: /^Editar / })).toBeVisible()
    await expect(first.getByRole('button', { name: /^Eliminar / })).toBeVisible()
    const sidebar = page.getByRole('navigation', { name: 'Menú principal' })
    await expect(sidebar.getByRole('button', { name: 'Blogs' })).toHaveAttribute('aria-expanded', 'true')
    await expect(sidebar.getByRole('link', { name: nav, exact: true })).toHaveAttribute('aria-current', 'page')
  }

  // Following the sidebar from one audience to another shows that audience's list, not the last one's.
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Alumnos', exact: true })
    .click()
  await expect(page).toHaveURL(/\/admin\/blogs\/alumnos$/)
  await expect(page.getByRole('heading', { name: 'Lista de Blogs de Alumnos' })).toBeVisible()
  await expect(row(page, 'Cinco técnicas para estudiar mejor')).toHaveCount(1)
  await expect(row(page, 'Evaluar sin estrés')).toHaveCount(0)
})

test('create with every validation message, Inactivo and off the site; publish, edit, unpublish; details; delete naming the blog', async ({
  page,
}) => {
  const audience: Audience = 'padres-familia'
  const name = unique('Blog e2e Tareas en casa')
  const description =
    'Una rutina de tareas clara ayuda a toda la familia a organizarse mejor.\n\nSeparen un lugar tranquilo y un horario fijo.'
  const short = 'Consejos breves para acompañar las tareas de tus hijos.'
  const site = await publicSite(page)
  try {
    await open(page, `/blogs/${audience}`)
    await page.getByRole('button', { name: 'Agregar blog' }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Nuevo blog' })).toBeVisible()
    // New blogs start unpublished.
    await expect(dialog(page).getByRole('switch')).toHaveAttribute('aria-checked', 'false')
    await expect(dialog(page).getByText('Blog no publicado', { exact: true })).toBeVisible()
    for (const label of ['Nombre del blog', 'Descripción corta', 'Descripción principal', 'Imagen del blog'])
      await expect(field(page, label)).toBeVisible()
    await expect(dialog(page).getByRole('button', { name: 'Cancelar' })).toBeVisible()

    // Every message on save; each reruns on input.
    await save(page, 'Publicar')
    for (const message of MESSAGES) await expect(dialog(page).getByText(message, { exact: true })).toBeVisible()
    await field(page, 'Nombre del blog').fill(name)
    await expect(dialog(page).getByText('El nombre es obligatorio.')).toHaveCount(0)
    await field(page, 'Nombre del blog').fill('   ')
    await expect(dialog(page).getByText('El nombre es obligatorio.')).toBeVisible()
    await field(page, 'Nombre del blog').fill(name)
    await field(page, 'Descripción corta').fill(short)
    await expect(dialog(page).getByText('La descripción corta es obligatoria.')).toHaveCount(0)
    await writeBody(page, description)
    await expect(dialog(page).getByText('La descripción es obligatoria.')).toHaveCount(0)
    await field(page, 'Imagen del blog').setInputFiles(PNG)
    await expect(dialog(page).getByText('La imagen es obligatoria.')).toHaveCount(0)
    await expect(dialog(page).getByAltText('Vista previa')).toBeVisible()
    // The save is held until its in-flight state has been seen.
    const saving = await holdRequests(page, `**/admin/blogs/${audience}`, (request) => request.method() === 'POST')
    await save(page, 'Publicar')
    await expect(dialog(page).getByText('Guardando...')).toBeVisible()
    await expect(dialog(page).getByRole('button', { name: 'Cancelar' })).toHaveCount(0)
    await saving.release()
    await expect(toast(page, 'Blog guardado correctamente')).toBeVisible({ timeout: 20_000 })
    await expect(dialog(page)).toHaveCount(0)

    const search = page.getByRole('searchbox', { name: 'Buscar blog...' })
    await search.fill(name)
    const created = row(page, name)
    await expect(created).toHaveCount(1)
    await expect(page.locator('.pm-counter')).toHaveText('1 blogs registrados')
    await expect(statusOf(page, name)).toHaveText('Inactivo')
    await expect(created.getByRole('switch')).toHaveAttribute('aria-checked', 'false')
    // Description cut to 50 characters, short description to 40, both with '...'.
    await expect(created.locator('td').nth(2)).toHaveText(`${description.slice(0, 50)}...`)
    await expect(created.locator('td').nth(3)).toHaveText(`${short.slice(0, 40)}...`)

    // The slug comes from the name; an unpublished blog is on neither public page.
    const [stored] = await blogsMatching(page, audience, name)
    expect(stored?.slug).toBe(slugify(name))
    const address = `/blogs/${audience}/${stored!.slug}`
    await site.goto(`/blogs/${audience}`)
    await expect(site.getByRole('heading', { name: 'Blog Padres de familia' })).toBeVisible()
    await expect(site.getByRole('heading', { name })).toHaveCount(0)
    expect((await site.goto(address))?.status()).toBe(404)

    // Details.
    await created.getByRole('button', { name, exact: true }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Detalles del Blog' })).toBeVisible()
    await expect(dialog(page).getByAltText('Imagen del blog')).toBeVisible()
    const details = dialog(page).locator('dl')
    await expect(details.locator('dt')).toHaveText(['Nombre', 'Estado', 'Descripción', 'Descripción Corta'])
    await expect(details.locator('dd')).toHaveText([name, 'Inactivo', description, short], { useInnerText: true })
    await dialog(page).getByRole('button', { name: 'Cerrar' }).click()
    await expect(dialog(page)).toHaveCount(0)

    // Toggle refused by the server (error flag): its message as a warning, no flip.
    const toggle = created.getByRole('switch')
    await page.route('**/toggle-active/**', (route) =>
      route.fulfill({ json: { error: true, message: 'No se pudo publicar el blog.' } }),
    )
    await toggle.click()
    await expect(toast(page, 'No se pudo publicar el blog.')).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await expect(statusOf(page, name)).toHaveText('Inactivo')
    await page.unroute('**/toggle-active/**')
    // The request itself fails: the error toast, no flip.
    await page.route('**/toggle-active/**', (route) => route.fulfill({ status: 500, body: 'caído' }))
    await toggle.click()
    await expect(toast(page, 'Error al cambiar el estado del blog')).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await expect(statusOf(page, name)).toHaveText('Inactivo')
    await page.unroute('**/toggle-active/**')

    // Published for real (a second click while the first is in flight is ignored): Activo here,
    // and on the public list and its own page at once.
    // (The request is held until both clicks are in.)
    const toggling = await holdRequests(page, '**/toggle-active/**')
    await toggle.click()
    await toggle.click()
    await toggling.release()
    await expect(toast(page, 'Estado actualizado')).toBeVisible()
    expect(toggling.requests).toHaveLength(1)
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await expect(statusOf(page, name)).toHaveText('Activo')
    await site.goto(`/blogs/${audience}`)
    await expect(site.getByRole('heading', { name })).toBeVisible()
    expect((await site.goto(address))?.status()).toBe(200)
    await expect(site.getByRole('heading', { name })).toBeVisible()
    await expect(site.getByTestId('blog-description')).toContainText('Separen un lugar tranquilo')

    // Edit: pre-filled, 'Publicar'; no image needed; a refusal and a failure keep the form open.
    await created.getByRole('button', { name: `Editar ${name}` }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Editar blog' })).toBeVisible()
    await expect(field(page, 'Nombre del blog')).toHaveValue(name)
    await expect(field(page, 'Descripción corta')).toHaveValue(short)
    // The rich editor holds the stored body: one paragraph per blank-line block.
    await expect(field(page, 'Descripción principal').locator('p')).toHaveText(description.split('\n\n'))
    await expect(dialog(page).getByText('Blog publicado', { exact: true })).toBeVisible()
    await expect(dialog(page).getByAltText('Vista previa')).toBeVisible()
    await field(page, 'Descripción principal').fill('')
    await expect(dialog(page).getByText('La descripción es obligatoria.')).toBeVisible()
    await writeBody(page, `${description}\n\nRevisen juntos la agenda cada noche.`)
    await field(page, 'Nombre del blog').fill(`${name} v2`)

    const update = `**/admin/blogs/${audience}/${stored!.id}`
    await page.route(update, (route) =>
      route.fulfill({ json: { error: true, message: 'Ya existe un blog con ese nombre.' } }),
    )
    await save(page, 'Publicar')
    await expect(toast(page, 'Ya existe un blog con ese nombre.')).toBeVisible()
    await expect(dialog(page).getByRole('heading', { name: 'Editar blog' })).toBeVisible()
    await page.unroute(update)
    await page.route(update, (route) => route.fulfill({ status: 500, body: 'caído' }))
    await save(page, 'Publicar')
    await expect(toast(page, 'Error al guardar el blog. Por favor, inténtalo de nuevo.')).toBeVisible()
    await expect(dialog(page).getByRole('heading', { name: 'Editar blog' })).toBeVisible()
    await page.unroute(update)
    await save(page, 'Publicar')
    await expect(toast(page, 'Blog actualizado correctamente')).toBeVisible({ timeout: 20_000 })
    await expect(dialog(page)).toHaveCount(0)
    await search.fill(`${name} v2`)
    const edited = row(page, `${name} v2`)
    await expect(edited).toHaveCount(1)
    await expect(statusOf(page, `${name} v2`)).toHaveText('Activo')
    // The public page shows the edit at once, at the same address.
    expect((await site.goto(address))?.status()).toBe(200)
    await expect(site.getByRole('heading', { name: `${name} v2` })).toBeVisible()
    await expect(site.getByTestId('blog-description')).toContainText('Revisen juntos la agenda cada noche.')

    // Unpublished: gone from the public list, and its page is a 404, not a stale copy.
    await edited.getByRole('switch').click()
    await expect(toast(page, 'Estado actualizado')).toBeVisible()
    await expect(statusOf(page, `${name} v2`)).toHaveText('Inactivo')
    await site.goto(`/blogs/${audience}`)
    await expect(site.getByRole('heading', { name: 'Blog Padres de familia' })).toBeVisible()
    await expect(site.getByRole('heading', { name: `${name} v2` })).toHaveCount(0)
    expect((await site.goto(address))?.status()).toBe(404)

    // A blog belongs to its audience only.
    await open(page, '/blogs/alumnos')
    await page.getByRole('searchbox', { name: 'Buscar blog...' }).fill(name)
    await expect(page.getByText('No se encontraron blogs')).toBeVisible()
    await open(page, `/blogs/${audience}`)
    await page.getByRole('searchbox', { name: 'Buscar blog...' }).fill(`${name} v2`)
    await expect(row(page, `${name} v2`)).toHaveCount(1)

    // Delete: a failure shows its toast; then the confirmation names the blog and it goes.
    await page.route(update, (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'caído' }) : route.continue(),
    )
    await row(page, `${name} v2`)
      .getByRole('button', { name: `Eliminar ${name} v2` })
      .click()
    await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
    await expect(toast(page, 'Error al eliminar el blog')).toBeVisible()
    await page.unroute(update)
    await expect(row(page, `${name} v2`)).toHaveCount(1)
    await row(page, `${name} v2`)
      .getByRole('button', { name: `Eliminar ${name} v2` })
      .click()
    await expect(dialog(page).getByRole('heading', { name: 'Confirmar Eliminación' })).toBeVisible()
    await expect(dialog(page).getByText(`¿Estás seguro de que deseas eliminar "${name} v2"?`)).toBeVisible()
    await expect(dialog(page).getByText('Esta acción no se puede deshacer.')).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Eliminar', exact: true }).click()
    await expect(toast(page, 'Blog eliminado')).toBeVisible()
    await expect(row(page, `${name} v2`)).toHaveCount(0)
    await expect(page.getByText('No se encontraron blogs')).toBeVisible()
    expect(await blogsMatching(page, audience, name)).toHaveLength(0)
  } finally {
    await site.close()
    await removeBlogs(page, audience, name)
  }
})

test('a list that fails to load says so', async ({ page }) => {
  await page.route(/\/admin\/blogs\/profesores\/all\?/, (route) => route.fulfill({ status: 500, body: 'caído' }))
  await open(page, '/blogs/profesores')
  await expect(toast(page, 'Error al cargar los blogs')).toBeVisible()
  await expect(page.getByText('No se encontraron blogs')).toBeVisible()
})

test('search (300 ms, back to page 1) and paging by 5', async ({ page }) => {
  const audience: Audience = 'alumnos'
  const prefix = unique('Paginado blogs')
  try {
    for (let index = 1; index <= 6; index += 1) {
      await createThroughContract(page, `/admin/blogs/${audience}`, {
        name: `${prefix} ${index}`,
        description: 'Blog para probar el paginado.',
        short_description: 'Paginado.',
        is_active: '0',
      })
    }
    await page.clock.install()
    await open(page, `/blogs/${audience}`)
    const queries: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/all?') && request.url().includes('filters'))
        queries.push(decodeURIComponent(request.url()))
    })
    await typeInOneBurst(page, page.getByRole('searchbox', { name: 'Buscar blog...' }), prefix, queries)
    await expect(page.getByText('Registros totales: 6')).toBeVisible()
    expect(queries).toHaveLength(1)
    expect(queries[0]).toContain('page=1')
    expect(queries[0]).toContain('pageSize=5')
    await expect(page.locator('.pm-table tbody tr')).toHaveCount(5)
    await expect(page.locator('.pm-counter')).toHaveText('5 blogs registrados')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Siguiente página' }).click()
    await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('.pm-table tbody tr')).toHaveCount(1)
    // Newest first: page 2 holds the first one created.
    await expect(row(page, `${prefix} 1`)).toHaveCount(1)
    await expect(page.locator('.pm-counter')).toHaveText('1 blogs registrados')
    await expect(page.getByRole('button', { name: 'Siguiente página' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Última página' })).toBeDisabled()
    // A new search goes back to page 1.
    await page.getByRole('searchbox', { name: 'Buscar blog...' }).fill(`${prefix} 6`)
    await expect(page.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByText('Registros totales: 1')).toBeVisible()
    await expect(row(page, `${prefix} 6`)).toHaveCount(1)

    // Another audience's screen does not list them.
    await open(page, '/blogs/profesores')
    await page.getByRole('searchbox', { name: 'Buscar blog...' }).fill(prefix)
    await expect(page.getByText('No se encontraron blogs')).toBeVisible()
    await expect(page.getByText('Registros totales: 0')).toBeVisible()
  } finally {
    await removeBlogs(page, audience, prefix)
  }
})
