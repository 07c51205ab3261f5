import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from '@playwright/test'

import { demoPdf } from '../../../src/seed/images'
import { Api, reloadUntil } from '../portal/helpers'
import { dialog, field, open, PDF, PNG, save, signIn, toast, unique } from './helpers'

/** Issue 13: an image's or a template file's title, category and file are edited in place. */

test.describe.configure({ timeout: 180_000 })

const SCREENS = {
  images: {
    path: '/profe-max/recursos-educativos/imagenes',
    collection: 'image-categories',
    addItem: '+ Imagen',
    fileLabel: 'Imagen',
    file: PNG,
  },
  templates: {
    path: '/profe-max/recursos-educativos/plantillas',
    collection: 'template-categories',
    addItem: '+ Archivo',
    fileLabel: 'Archivo',
    file: PDF,
  },
} as const

/** A category of the test's own with one item in it, made through the screen (seeded ones are counted elsewhere). */
const categoryWithItem = async (page: Page, screen: (typeof SCREENS)[keyof typeof SCREENS], title: string) => {
  await open(page, screen.path)
  await page.getByRole('button', { name: 'Nueva Categoría' }).click()
  const name = unique('Categoría editable')
  await field(page, 'Nombre').fill(name)
  await field(page, 'Imagen no seleccionada').setInputFiles(PNG)
  await field(page, 'Imagen al seleccionarse').setInputFiles(PNG)
  await save(page)
  await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
  const card = page.getByRole('region', { name })
  await card.getByRole('button', { name: screen.addItem }).click()
  await field(page, 'Título').fill(title)
  await field(page, screen.fileLabel).setInputFiles(screen.file)
  await save(page)
  await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 })
  await expect(card.getByRole('article', { name: title })).toBeVisible()
  return { name, card }
}

test("edit an image's title: the list and the portal's image bank show the new one", async ({ page, request }) => {
  await signIn(page)
  const api = await Api.signIn(request)
  const screen = SCREENS.images
  const title = unique('Imagen con erata')
  const fixed = unique('Imagen corregida')
  const { name, card } = await categoryWithItem(page, screen, title)
  try {
    await card.getByRole('button', { name: `Editar ${title}` }).click()
    await expect(dialog(page).getByRole('heading', { name: `Editar imagen de "${name}"` })).toBeVisible()
    await expect(field(page, 'Título')).toHaveValue(title)
    await expect(field(page, 'Categoría')).toHaveValue(String((await api.one(screen.collection, 'name', name)).id))
    await field(page, 'Título').fill(fixed)
    await save(page, 'Actualizar')
    await expect(toast(page, 'Imagen actualizada correctamente.')).toBeVisible()
    await expect(dialog(page)).toHaveCount(0)
    await expect(card.getByRole('article', { name: fixed })).toBeVisible()
    await expect(card.getByRole('article', { name: title })).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('region', { name }).getByRole('article', { name: fixed })).toBeVisible()

    const id = (await api.one(screen.collection, 'name', name)).id
    await reloadUntil(page, `?seccion=recursos_educativos&vista=imagenes&categoria=${id}`, async () => {
      await expect(page.getByTestId('item-row').filter({ hasText: fixed })).toBeVisible({ timeout: 2_000 })
    })
    await expect(page.getByTestId('item-row').filter({ hasText: title })).toHaveCount(0)
  } finally {
    const category = await api.one(screen.collection, 'name', name)
    for (const item of await api.find('images', { category: String(category.id) })) await api.remove('images', item.id)
    await api.remove(screen.collection, category.id)
  }
})

test('replace a template file: the download is the new file', async ({ page, request }) => {
  await signIn(page)
  const api = await Api.signIn(request)
  const screen = SCREENS.templates
  const title = unique('Plantilla por cambiar')
  const { name, card } = await categoryWithItem(page, screen, title)
  const replacement = {
    name: 'guia-nueva.pdf',
    mimeType: 'application/pdf',
    buffer: demoPdf('Guía corregida, versión 2'),
  }
  try {
    const tile = card.getByRole('article', { name: title })
    const oldHref = await tile.getByRole('link', { name: `Descargar ${title}` }).getAttribute('href')
    await tile.getByRole('button', { name: `Editar ${title}` }).click()
    await expect(dialog(page).getByText('Déjalo vacío para conservar el archivo actual.')).toBeVisible()
    await field(page, 'Archivo').setInputFiles(replacement)
    await save(page, 'Actualizar')
    await expect(toast(page, 'Archivo actualizado correctamente.')).toBeVisible()
    await expect(dialog(page)).toHaveCount(0)

    const link = card.getByRole('article', { name: title }).getByRole('link', { name: `Descargar ${title}` })
    await expect(link).not.toHaveAttribute('href', oldHref!)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toMatch(/^guia-nueva.*\.pdf$/)
    expect((await readFile((await download.path())!)).equals(replacement.buffer)).toBe(true)
    // The old file is gone.
    expect((await page.request.get(oldHref!)).ok()).toBe(false)
  } finally {
    const category = await api.one(screen.collection, 'name', name)
    for (const item of await api.find('template-files', { category: String(category.id) }))
      await api.remove('template-files', item.id)
    await api.remove(screen.collection, category.id)
  }
})
