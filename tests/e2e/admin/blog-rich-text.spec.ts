import { expect, test, type Locator } from '@playwright/test'

import { nodeTypes, richPostBody } from '../../rich-post'
import {
  dialog,
  field,
  open,
  pagePicture,
  PNG,
  refuse,
  row,
  save,
  signIn,
  toast,
  unique,
  writeRichBody,
  deleteForGood,
} from './helpers'

test.describe.configure({ timeout: 240_000 })

test('an editor writes a post with a heading, a list, a link and an image; the public page shows them as HTML', async ({
  page,
}) => {
  const audience = 'profesores'
  const name = unique('Blog e2e rico')
  await signIn(page)
  await open(page, `/blogs/${audience}`)
  await page.getByRole('button', { name: 'Agregar blog' }).click()
  await field(page, 'Nombre del blog').fill(name)
  await field(page, 'Descripción corta').fill('Un blog con formato.')
  await dialog(page).getByRole('switch').click()
  await field(page, 'Imagen del blog').setInputFiles(PNG)

  await writeRichBody(page, {
    heading: 'Plan de la semana',
    intro: 'Tres ideas para empezar:',
    items: ['Primer punto', 'Segundo punto'],
    link: 'Lee la guía',
    href: 'https://www.gob.mx/sep',
  })

  await save(page, 'Publicar')
  await expect(toast(page, 'Blog guardado correctamente')).toBeVisible({ timeout: 20_000 })

  const query = new URLSearchParams({ paginated: 'true', page: '1', pageSize: '10', 'filters[text]': name })
  const listed = (await (await page.request.get(`/admin/blogs/${audience}/all?${query}`)).json()) as {
    data: { id: number; slug: string; description: string }[]
  }
  const stored = listed.data[0]!
  try {
    // The contract's description is the plain text of the rich body.
    expect(stored.description).toBe(
      'Plan de la semana\n\nTres ideas para empezar:\n\nPrimer punto\nSegundo punto\n\nLee la guía',
    )

    const site = await page.context().newPage()
    await site.addInitScript(() => window.localStorage.setItem('dontShowRegisterForm', 'true'))
    expect((await site.goto(`/blogs/${audience}/${stored.slug}`))?.status()).toBe(200)
    const body = site.getByTestId('blog-description')
    await expect(body.getByRole('heading', { level: 2, name: 'Plan de la semana' })).toBeVisible()
    await expect(body.locator('p').first()).toHaveText('Tres ideas para empezar:')
    await expect(body.locator('ul > li')).toHaveText(['Primer punto', 'Segundo punto'])
    await expect(body.getByRole('link', { name: 'Lee la guía' })).toHaveAttribute('href', 'https://www.gob.mx/sep')
    const image = body.locator('figure img')
    await expect(image).toBeVisible()
    // Visible is not loaded: the picture counts once the browser has decoded it.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
      .toBeGreaterThan(0)
  } finally {
    await deleteForGood(page, `/admin/blogs/${audience}`, stored.id)
  }
})

/** Whether the browser's hit test at the centre of `element` lands on it: nothing (a dialog) covers it. */
const onTop = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return Boolean(hit && node.contains(hit))
  })

test('a rich post keeps its body node for node when staff change only its title or its picture; toasts show above the open form (issue 28)', async ({
  page,
}) => {
  const audience = 'padres-familia'
  const name = unique('Blog e2e intacto')
  await signIn(page)
  // The post, as a staff member wrote it: every format the editor offers and a picture of its own.
  const uploaded = await page.request.post('/api/media', {
    multipart: { file: await pagePicture(), _payload: JSON.stringify({ alt: unique('Imagen del cuerpo') }) },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const imageId = Number(((await uploaded.json()) as { doc: { id: number } }).doc.id)
  const created = await page.request.post(`/admin/blogs/${audience}`, {
    multipart: {
      name,
      short_description: 'Resumen del blog.',
      description: 'texto',
      body: JSON.stringify(richPostBody(imageId)),
      is_active: '1',
      image: PNG,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = Number(((await created.json()) as { data: { id: number } }).data.id)
  // The stored body, read through Payload's API (the newest version, images by id).
  const storedBody = async () =>
    ((await (await page.request.get(`/api/blogs/${id}?depth=0&draft=true`)).json()) as { body: unknown; name: string })
      .body
  const original = await storedBody()
  expect(nodeTypes(original)).toEqual(
    expect.arrayContaining(['heading', 'link', 'list', 'listitem', 'quote', 'upload']),
  )

  try {
    await open(page, `/blogs/${audience}`)
    await page.getByPlaceholder('Buscar blog...').fill(name)
    const openForm = async () => {
      await row(page, name)
        .getByRole('button', { name: /^Editar / })
        .click()
      await expect(dialog(page).getByRole('heading', { name: 'Editar blog' })).toBeVisible()
      // The editor shows the stored body (and is not touched from here on).
      await expect(field(page, 'Descripción principal').locator('h2')).toHaveText('Plan de la semana')
    }

    // 1. Only the title. A refusal by the server first: its warning is on top of the open form, which
    //    stays open with what was typed.
    await openForm()
    await field(page, 'Nombre del blog').fill(`${name} renombrado`)
    const update = `**/admin/blogs/${audience}/${id}`
    // Refuse the publication only: the form's autosave (draft=1) goes through.
    await page.route(update, (route) =>
      /name="draft"/.test(route.request().postData() ?? '')
        ? route.continue()
        : route.fulfill(refuse('Ya existe un blog con ese nombre.')),
    )
    await save(page, 'Publicar')
    const refusal = toast(page, 'Ya existe un blog con ese nombre.')
    await expect(refusal).toBeVisible()
    await expect.poll(() => onTop(refusal)).toBe(true)
    await expect(dialog(page).getByRole('heading', { name: 'Editar blog' })).toBeVisible()
    await expect(field(page, 'Nombre del blog')).toHaveValue(`${name} renombrado`)
    await page.unroute(update)
    await save(page, 'Publicar')
    await expect(toast(page, 'Blog actualizado correctamente')).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    expect(await storedBody()).toEqual(original)

    // 2. Only the picture.
    await openForm()
    await field(page, 'Imagen del blog').setInputFiles({ ...PNG, name: 'portada-nueva.png' })
    await save(page, 'Publicar')
    await expect(toast(page, 'Blog actualizado correctamente')).toBeVisible({ timeout: 20_000 })
    expect(await storedBody()).toEqual(original)
  } finally {
    await deleteForGood(page, `/admin/blogs/${audience}`, id)
    await page.request.delete(`/api/media/${imageId}`)
  }
})
