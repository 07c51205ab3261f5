import { expect, test } from '@playwright/test'

import { holdRequests } from '../hold'
import { dialog, field, open, PNG, type RichPost, save, signIn, toast, unique, writeRichBody } from './helpers'
import { deleteForGood } from './helpers'

test.describe.configure({ timeout: 300_000 })

const audience = 'padres-familia'

/** A body with a heading, a list, a link and a library image. */
const POST: RichPost = {
  heading: 'Rutina de la tarde',
  intro: 'Tres pasos:',
  items: ['Merienda', 'Tarea'],
  link: 'Consulta la guía',
  href: 'https://www.gob.mx/sep',
}

test('an editor saves a draft, previews it with the preview bar, anonymous never sees it, then publishes it', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = unique('Blog borrador e2e')
  await signIn(page)
  await open(page, `/blogs/${audience}`)
  await page.getByRole('button', { name: 'Agregar blog' }).click()
  await expect(dialog(page).getByRole('button', { name: 'Publicar', exact: true })).toBeVisible()
  await field(page, 'Nombre del blog').fill(name)
  await field(page, 'Descripción corta').fill('Primera versión.')
  await dialog(page).getByRole('switch').click()
  await field(page, 'Imagen del blog').setInputFiles(PNG)
  await writeRichBody(page, POST)

  // 'Guardar borrador', held until its in-flight state has been seen.
  const saving = await holdRequests(page, `**/admin/blogs/${audience}`, (request) => request.method() === 'POST')
  await dialog(page).getByRole('button', { name: 'Guardar borrador' }).click()
  const state = dialog(page).getByTestId('draft-state')
  await expect(state).toHaveText('Guardando borrador...')
  await saving.release()
  await expect(state).toHaveText(/^Borrador guardado a las \d{2}:\d{2}/)

  const staffRow = async () => {
    const query = new URLSearchParams({ paginated: 'true', page: '1', pageSize: '10', 'filters[text]': name })
    const listed = (await (await page.request.get(`/admin/blogs/${audience}/all?${query}`)).json()) as {
      data: {
        id: number
        slug: string
        short_description: string
        _status: string
        published: boolean
        preview_url: string
      }[]
    }
    return listed.data[0]!
  }
  const draft = await staffRow()
  expect(draft).toMatchObject({ _status: 'draft', published: false, short_description: 'Primera versión.' })
  const address = `/blogs/${audience}/${draft.slug}`

  const anonymous = await browser.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } })
  const visitor = await anonymous.newPage()
  await visitor.addInitScript(() => window.localStorage.setItem('dontShowRegisterForm', 'true'))
  try {
    // Anonymous: no page, not in the list, not on the contract, and the preview link alone opens nothing.
    expect((await visitor.goto(address))?.status()).toBe(404)
    await visitor.goto(`/blogs/${audience}`)
    await expect(visitor.getByRole('heading', { name: 'Blog Padres de familia' })).toBeVisible()
    await expect(visitor.getByText(name)).toHaveCount(0)
    expect(JSON.stringify(await (await anonymous.request.get(`/admin/blogs/${audience}/all`)).json())).not.toContain(
      name,
    )
    const stranger = await anonymous.request.get(draft.preview_url, { maxRedirects: 0 })
    expect(stranger.status()).toBe(401)
    expect(await stranger.text()).toContain('Inicia sesión')

    // Autosave while typing: the state says so, and the newest version has the new text.
    const autosave = await holdRequests(
      page,
      `**/admin/blogs/${audience}/${draft.id}`,
      (request) => request.method() === 'POST',
    )
    await field(page, 'Descripción corta').fill('Segunda versión, guardada sola.')
    await expect(state).toHaveText('Cambios sin guardar')
    await expect(state).toHaveText('Guardando borrador...', { timeout: 15_000 })
    await autosave.release()
    await expect(state).toHaveText(/^Borrador guardado a las/)
    await expect.poll(async () => (await staffRow()).short_description).toBe('Segunda versión, guardada sola.')
    expect((await visitor.goto(address))?.status()).toBe(404)

    // Every picture the preview asks for (issue 28: Next's optimiser fetched a draft's pictures
    // without the staff session, and they answered 403).
    const failedImages: string[] = []
    page.context().on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.status() >= 400)
        failedImages.push(`${response.status()} ${response.url()}`)
    })
    // 'Vista previa': the real page, in a new tab, with the draft's content and the bar.
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog(page).getByRole('button', { name: 'Vista previa' }).click(),
    ])
    await preview.waitForURL(`**${address}`)
    const bar = preview.getByTestId('preview-bar')
    await expect(bar).toContainText('Vista previa')
    await expect(bar).toContainText('Los visitantes no la ven')
    await expect(preview.getByRole('heading', { name })).toBeVisible()
    const body = preview.getByTestId('blog-description')
    await expect(body.getByRole('heading', { level: 2, name: 'Rutina de la tarde' })).toBeVisible()
    await expect(body.locator('ul > li')).toHaveText(['Merienda', 'Tarea'])
    await expect(body.getByRole('link', { name: 'Consulta la guía' })).toHaveAttribute('href', 'https://www.gob.mx/sep')
    await expect(body.locator('figure img')).toBeVisible()
    // Every image of the draft loads for the staff member: none broken, none answered ≥ 400.
    await preview.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect
      .poll(() =>
        preview.evaluate(() =>
          [...document.images]
            .filter((img) => !img.complete || img.naturalWidth === 0)
            .map((img) => img.currentSrc || img.src),
        ),
      )
      .toEqual([])
    expect(await preview.evaluate(() => document.images.length)).toBeGreaterThanOrEqual(2)
    expect(failedImages).toEqual([])
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    // Rendered for this request only: never stored by a cache.
    const again = await preview.request.get(address)
    expect(again.status()).toBe(200)
    expect(again.headers()['cache-control']).toMatch(/no-store|private/)
    // A tampered link is refused, even for staff.
    const tampered = await page.request.get(draft.preview_url.replace(/sig=[^&]+/, 'sig=falsa'), { maxRedirects: 0 })
    expect(tampered.status()).toBe(403)
    // The way out: draft mode off, the public page (still a 404: nothing is published). The
    // registration form never opened by itself over the preview (it would cover the bar's link).
    await expect(preview.locator('dialog[open][data-testid="registration-modal"]')).toHaveCount(0)
    await bar.getByRole('link', { name: 'Salir de la vista previa' }).click()
    await preview.waitForURL(`**${address}`)
    await expect(preview.getByTestId('preview-bar')).toHaveCount(0)
    await preview.close()

    // 'Publicar': a deliberate action; then visitors see it.
    await save(page, 'Publicar')
    // Publishing the stored draft is an update of it: the contract's own words for one.
    await expect(toast(page, 'Blog actualizado correctamente')).toBeVisible({ timeout: 20_000 })
    await expect(dialog(page)).toHaveCount(0)
    expect(await staffRow()).toMatchObject({ _status: 'published', published: true })
    expect((await visitor.goto(address))?.status()).toBe(200)
    await expect(visitor.getByRole('heading', { name })).toBeVisible()
    await expect(visitor.getByTestId('preview-bar')).toHaveCount(0)
    await expect(
      visitor.getByTestId('blog-description').getByRole('heading', { level: 2, name: 'Rutina de la tarde' }),
    ).toBeVisible()
    await visitor.goto(`/blogs/${audience}`)
    await expect(visitor.getByRole('heading', { name })).toBeVisible()
  } finally {
    await anonymous.close()
    await deleteForGood(page, `/admin/blogs/${audience}`, draft.id)
  }
})
