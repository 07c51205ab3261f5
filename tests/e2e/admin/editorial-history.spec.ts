import { expect, test } from '@playwright/test'

import { DEV_ADMIN } from '../../../src/seed/staff'
import { createItem, dialog, field, open, PNG, row, save, signedInEditor, signIn, toast, unique } from './helpers'
import { deleteForGood } from './helpers'

/**
 * Issue 14, history: an editor edits an item's title; the item's 'Historial' shows the editor's
 * name and what changed, and 'Restaurar' brings the earlier title back, which the list then shows.
 */

test.describe.configure({ timeout: 180_000 })

const SCREEN = '/profe-max/recursos-educativos/actividades'

test('the history names the editor and restores an earlier title, which the list shows', async ({ page, browser }) => {
  // The admin creates the activity (through the contract, as the screen does) and an editor account.
  await signIn(page)
  const original = unique('Feria de ciencias')
  const edited = unique('Feria de ciencias corregida')
  const created = await page.request.post(SCREEN, {
    data: {
      id: null,
      title: original,
      description: 'Proyectos por grupo.',
      activityDate: '2027-05-20',
      schoolGrade: 'Secundaria',
      materialsLink: 'https://materiales.mx/feria',
      materialsList: ['Cartulina'],
    },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  const id = ((await created.json()) as { data: { id: number } }).data.id
  try {
    const editorName = 'Editora Historial'
    const { context, editor } = await signedInEditor(page, browser, editorName)
    await open(editor, SCREEN)
    const search = editor.getByRole('searchbox', { name: 'Buscar actividad...' })

    // The editor corrects the title.
    await search.fill(original)
    await row(editor, original)
      .getByRole('button', { name: `Editar ${original}` })
      .click()
    await field(editor, 'Título').fill(edited)
    await save(editor, 'Actualizar')
    await expect(toast(editor, 'Actividad actualizada correctamente.')).toBeVisible()

    // Her name is on the newest version, with the field she changed; the admin's creation below it.
    await search.fill(edited)
    await row(editor, edited)
      .getByRole('button', { name: `Editar ${edited}` })
      .click()
    await dialog(editor).getByRole('button', { name: 'Historial' }).click()
    const history = dialog(editor)
    await expect(history.getByRole('heading', { name: 'Historial' })).toBeVisible()
    const versions = history.getByRole('list', { name: 'Versiones' }).getByRole('listitem')
    await expect(versions).toHaveCount(2)
    await expect(versions.nth(0)).toContainText(editorName)
    await expect(versions.nth(0)).toContainText('Cambió: Título.')
    await expect(versions.nth(0)).toContainText('Versión actual')
    await expect(versions.nth(1)).toContainText(DEV_ADMIN.name)
    await expect(versions.nth(1)).toContainText('Creó el elemento.')
    // When, in Mexico City's day/month/year, hour:minute.
    await expect(versions.nth(0).locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/)

    // 'Restaurar' on the creation, confirmed: the earlier title is back in the list, the edited one gone.
    await versions
      .nth(1)
      .getByRole('button', { name: /^Restaurar la versión del/ })
      .click()
    await expect(
      dialog(editor).getByText(/¿Restaurar la versión del .*\? Sus campos se guardarán como una versión nueva/),
    ).toBeVisible()
    await dialog(editor).getByRole('button', { name: 'Restaurar', exact: true }).click()
    await expect(toast(editor, 'Versión restaurada correctamente.')).toBeVisible()
    await expect(editor.locator('dialog[open]')).toHaveCount(0)
    await search.fill(original)
    await expect(row(editor, original)).toHaveCount(1)
    await search.fill(edited)
    await expect(editor.getByText('No se encontraron actividades.')).toBeVisible()

    // The restore is itself the newest version, saved by the editor; the two before it stay.
    await search.fill(original)
    await row(editor, original)
      .getByRole('button', { name: `Editar ${original}` })
      .click()
    await expect(field(editor, 'Título')).toHaveValue(original)
    await dialog(editor).getByRole('button', { name: 'Historial' }).click()
    const after = dialog(editor).getByRole('list', { name: 'Versiones' }).getByRole('listitem')
    await expect(after).toHaveCount(3)
    await expect(after.nth(0)).toContainText(editorName)
    await expect(after.nth(0)).toContainText('Cambió: Título.')
    await context.close()
  } finally {
    // Not left behind: the activities screen's own tests search the same words.
    await deleteForGood(page, SCREEN, id)
  }
})

test("a blog's history names the editor and restores an earlier title as a draft, which 'Publicar' puts on the site", async ({
  page,
  browser,
}) => {
  await signIn(page)
  const audience = 'profesores'
  const screen = `/blogs/${audience}`
  const original = unique('Leer en voz alta')
  const edited = unique('Leer en voz alta cada día')
  const id = await createItem(page, `/admin/blogs/${audience}`, {
    name: original,
    short_description: 'Resumen breve.',
    description: 'Un párrafo del blog.',
    is_active: '1',
    image: PNG,
  })
  const editorName = 'Editor Blogs'
  const { context, editor } = await signedInEditor(page, browser, editorName)
  try {
    await open(editor, screen)
    await row(editor, original)
      .getByRole('button', { name: `Editar ${original}` })
      .click()
    await field(editor, 'Nombre del blog').fill(edited)
    await save(editor, 'Publicar')
    await expect(toast(editor, 'Blog actualizado correctamente')).toBeVisible({ timeout: 20_000 })

    await row(editor, edited)
      .getByRole('button', { name: `Editar ${edited}` })
      .click()
    await dialog(editor).getByRole('button', { name: 'Historial' }).click()
    const versions = dialog(editor).getByRole('list', { name: 'Versiones' }).getByRole('listitem')
    await expect(versions).toHaveCount(2)
    await expect(versions.nth(0)).toContainText(editorName)
    await expect(versions.nth(0)).toContainText('Cambió: Nombre del blog.')
    await expect(versions.nth(1)).toContainText(DEV_ADMIN.name)

    await versions
      .nth(1)
      .getByRole('button', { name: /^Restaurar la versión del/ })
      .click()
    await dialog(editor).getByRole('button', { name: 'Restaurar', exact: true }).click()
    await expect(
      toast(editor, 'Versión restaurada como borrador. Publícala para que los visitantes la vean.'),
    ).toBeVisible()
    // Staff see the restored title at once (as a draft); visitors still read the published one.
    await expect(row(editor, original)).toHaveCount(1)
    const visitor = await browser.newContext()
    try {
      // The editor's publication is on the page (once its revalidation is through), the restored draft is not.
      await expect(async () => {
        const site = await (await visitor.request.get(`/blogs/${audience}`)).text()
        expect(site).toContain(edited)
        expect(site).not.toContain(original)
      }).toPass({ timeout: 20_000 })
    } finally {
      await visitor.close()
    }

    await row(editor, original)
      .getByRole('button', { name: `Editar ${original}` })
      .click()
    await expect(field(editor, 'Nombre del blog')).toHaveValue(original)
    await save(editor, 'Publicar')
    await expect(toast(editor, 'Blog actualizado correctamente')).toBeVisible({ timeout: 20_000 })
    const anonymous = await browser.newContext()
    try {
      await expect(async () => {
        const answer = await anonymous.request.get(`/blogs/${audience}`)
        expect(await answer.text()).toContain(original)
      }).toPass({ timeout: 20_000 })
    } finally {
      await anonymous.close()
    }
  } finally {
    await context.close()
    // Other tests count the blogs of each audience.
    await deleteForGood(page, `/admin/blogs/${audience}`, id)
  }
})
