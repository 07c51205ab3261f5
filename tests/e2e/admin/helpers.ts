import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { todayIso } from '../../../src/lib/dates'
import { demoPdf } from '../../../src/seed/images'

export const ADMIN = { email: 'admin@profemax.mx', password: 'ProfeMax-2026' }

/** Signs the browser context in through Payload's login endpoint (same cookie as the login form). */
export const signIn = async (page: Page) => {
  const response = await page.request.post('/api/users/login', { data: ADMIN })
  expect(response.ok()).toBeTruthy()
}

export const open = async (page: Page, path: string) => {
  await page.goto(`/admin${path}`)
  await expect(page.locator('.pm-screen').first()).toBeVisible({ timeout: 30_000 })
}

/** A real 1x1 PNG (the contract checks files by content). */
export const PNG = {
  name: 'imagen.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
}

/**
 * A picture of a page's size (1200x800). A 1x1 one does not do where a page checks that a picture
 * loaded: picked from a srcset for an 860 px slot, its density-corrected natural width is 0.8, read as 0.
 */
export const pagePicture = async (name = 'ilustracion.png') => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6b8f' } })
    .png()
    .toBuffer(),
})

export const PDF = {
  name: 'guia.pdf',
  mimeType: 'application/pdf',
  buffer: demoPdf('Guía de prueba'),
}

export const TEXT_FILE = { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') }

/** yyyy-mm-dd `days` after today in Mexico City (the programme's and the tests' time zone). */
export const dayFromToday = (days: number): string => {
  const [y, m, d] = todayIso().split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

export const unique = (label: string) => `${label} ${Date.now().toString(36)}`

/** The open full-screen form or dialog. */
export const dialog = (page: Page) => page.locator('dialog[open]').last()

export const field = (page: Page, label: string | RegExp) =>
  dialog(page).getByLabel(label, { exact: typeof label === 'string' })

export const save = async (page: Page, label = 'Guardar') =>
  dialog(page).getByRole('button', { name: label, exact: true }).click()

/** Adds entries to a concept list (typed then Enter). */
export const addConcepts = async (page: Page, label: string, entries: string[]) => {
  const input = field(page, label)
  for (const entry of entries) {
    await input.fill(entry)
    await input.press('Enter')
  }
}

export const row = (page: Page, text: string) => page.locator('.pm-table tbody tr', { hasText: text })

/** Opens the edit form of the item named `name` on a list screen, found with its search box; waits for its name field. */
export const openEditForm = async (
  page: Page,
  screen: { path: string; search: string; nameField: string },
  name: string,
) => {
  await open(page, screen.path)
  await page.getByRole('searchbox', { name: screen.search }).fill(name)
  await row(page, name)
    .getByRole('button', { name: `Editar ${name}` })
    .click()
  await expect(field(page, screen.nameField)).toHaveValue(name)
}

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]', { hasText: text }).first()

/** Creates a content item through the contract (multipart), as the admin forms do. */
export const createThroughContract = async (page: Page, path: string, fields: Record<string, string>) => {
  const response = await page.request.post(path, { multipart: { ...fields, image: PNG } })
  expect(response.status(), await response.text()).toBeLessThan(300)
}

type Multipart = Record<string, string | typeof PNG>

/** Creates an item through the contract (multipart, files as given) and answers its id. */
export const createItem = async (page: Page, path: string, fields: Multipart): Promise<number> => {
  const response = await page.request.post(path, { multipart: fields })
  expect(response.status(), await response.text()).toBeLessThan(300)
  const body = (await response.json()) as { data: { id: number } }
  return body.data.id
}

/** An activity made through the contract (JSON), `days` from today; answers its id. */
export const createActivity = async (page: Page, title: string, days: number): Promise<number> => {
  const response = await page.request.post('/profe-max/recursos-educativos/actividades', {
    data: {
      id: null,
      title,
      description: 'Una actividad creada por una prueba de extremo a extremo.',
      activityDate: dayFromToday(days),
      schoolGrade: '4° de primaria',
      materialsLink: 'https://materiales.ejemplo.mx/prueba',
      materialsList: ['Cartulina'],
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: { id: number } }).data.id
}

/**
 * Deletes every item of a paged list whose name or title contains `text` (a test's unique prefix),
 * through the contract, so a failed test leaves nothing behind either.
 */
export const deleteMatching = async (
  page: Page,
  listPath: string,
  text: string,
  deletePath: (id: number) => string,
) => {
  const query = new URLSearchParams({ paginated: 'true', page: '1', pageSize: '100', 'filters[text]': text })
  const response = await page.request.get(`${listPath}?${query.toString()}`)
  expect(response.ok()).toBeTruthy()
  const { data } = (await response.json()) as { data: { id: number }[] }
  for (const { id } of data) await deleteForGood(page, listPath.replace(/\/all$/, ''), id, deletePath(id))
}

/**
 * A test's cleanup of an item it created (issue 28): the contract's `DELETE` (`deletePath`, the spec's
 * `{base}/{id}` unless told) moves it to 'Papelera', then the list's 'Eliminar definitivamente'
 * (`POST {base}/acciones`) removes it, so no trashed row is left behind for newest-first lists.
 */
export const deleteForGood = async (page: Page, base: string, id: number, deletePath = `${base}/${id}`) => {
  // 404: already in the trash (a test left it there).
  expect([200, 404]).toContain((await page.request.delete(deletePath)).status())
  const purged = await page.request.post(`${base}/acciones`, {
    data: { action: 'eliminar-definitivamente', items: [{ id }] },
  })
  expect(purged.ok(), await purged.text()).toBeTruthy()
}

/** The form field (label, control, list, messages) whose label reads exactly `label`. */
export const fieldBox = (page: Page, label: string) =>
  dialog(page)
    .locator('.pm-field')
    .filter({ has: page.locator(`:is(label, .pm-field__label):text-is("${label}")`) })

/** Answers the next matching calls with `{ error: true, message }` (a refusal the screen must show as a warning). */
export const refuse = (message: string) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ error: true, message }),
})

/** What a rich blog body written by `writeRichBody` holds. */
export type RichPost = { heading: string; intro: string; items: [string, string]; link: string; href: string }

/**
 * Writes a blog body in the form's rich editor as a person does: a heading, a line, a two-item list,
 * a link on the last line, and the first picture of the media library.
 */
export const writeRichBody = async (page: Page, post: RichPost) => {
  const editor = field(page, 'Descripción principal')
  const toolbar = dialog(page).getByRole('toolbar', { name: 'Formato del contenido' })
  await editor.click()
  await toolbar.getByRole('button', { name: 'Título', exact: true }).click()
  await page.keyboard.type(post.heading)
  await page.keyboard.press('Enter')
  await page.keyboard.type(post.intro)
  await page.keyboard.press('Enter')
  await toolbar.getByRole('button', { name: 'Lista', exact: true }).click()
  for (const item of post.items) {
    await page.keyboard.type(item)
    await page.keyboard.press('Enter')
  }
  await page.keyboard.press('Enter')
  await page.keyboard.type(post.link)
  await page.keyboard.press('Shift+Home')
  await toolbar.getByRole('button', { name: 'Enlace', exact: true }).click()
  await toolbar.getByLabel('Dirección del enlace').fill(post.href)
  await toolbar.getByRole('button', { name: 'Aplicar enlace' }).click()
  // The body's picture is this test's own upload, picked by its name: the library's newest images
  // are whatever other tests uploaded last, and those come and go (a repeated run met a deleted one).
  const alt = unique('Imagen del cuerpo')
  const uploaded = await page.request.post('/api/media', {
    multipart: { file: await pagePicture(), _payload: JSON.stringify({ alt }) },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  await toolbar.getByRole('button', { name: 'Imagen', exact: true }).click()
  const picker = dialog(page).getByRole('dialog', { name: 'Biblioteca de imágenes' })
  // Found by its name (issue 28: the picker searches), then given the alt text of this use.
  await picker.getByRole('searchbox', { name: 'Buscar imagen por nombre' }).fill(alt)
  await picker.getByRole('button', { name: `Insertar ${alt}` }).click()
  const own = picker.getByLabel('Texto alternativo de esta imagen en el blog')
  await expect(own).toHaveValue(alt)
  await own.fill(`${alt} en este blog`)
  await picker.getByRole('button', { name: 'Insertar imagen' }).click()
  await expect(editor.locator('img')).toHaveCount(1)
  await expect(editor.locator('img')).toHaveAttribute('alt', `${alt} en este blog`)
  await expect(editor.locator('h2')).toHaveText(post.heading)
}

/** A new editor account (created by the signed-in admin) and a browser context signed in as it. */
export const signedInEditor = async (
  admin: Page,
  browser: Browser,
  name: string,
): Promise<{ context: BrowserContext; editor: Page }> => {
  const email = `editor.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@profemax.mx`
  const password = 'Editor-Segunda-Sesion-2026'
  const account = await admin.request.post('/api/users', { data: { email, password, name, role: 'editor' } })
  expect(account.status(), await account.text()).toBe(201)
  const context = await browser.newContext()
  const editor = await context.newPage()
  expect((await editor.request.post('/api/users/login', { data: { email, password } })).ok()).toBeTruthy()
  return { context, editor }
}
