import { existsSync } from 'node:fs'
import path from 'node:path'

import { msg } from '../../../src/lib/messages'
import { demoPdf } from '../../../src/seed/images'
import { deleteForGood, rest } from '../helpers'
import { call, fakePng, png } from './call'

/** Issue 13: an image of the bank or a template file is edited in place (title, category, file). */
const CASES = [
  {
    base: '/profe-max/recursos-educativos/imagenes',
    collection: 'images',
    categories: 'image-categories',
    key: 'images',
    dir: 'media/images',
    file: () => png('nueva.png'),
    message: 'Imagen actualizada correctamente.',
  },
  {
    base: '/profe-max/recursos-educativos/plantillas',
    collection: 'template-files',
    categories: 'template-categories',
    key: 'files',
    dir: 'media/files',
    file: async () => new File([new Uint8Array(demoPdf('Guía nueva'))], 'guia-nueva.pdf', { type: 'application/pdf' }),
    message: 'Archivo actualizado correctamente.',
  },
] as const

const fileName = (url: string) => decodeURIComponent(url.split('/').at(-1) ?? '')

describe.each(CASES)('$base/{id}', ({ base, collection, categories, key, dir, file, message }) => {
  it('edits the title and category, keeps the file when none is sent, and replaces it (removing the old one) when one is', async () => {
    // Two categories of its own, so the move is visible and nothing seeded changes.
    const from = await call('POST', `${base}/categorias`, {
      as: 'editor',
      form: { name: `Origen ${Date.now()}`, image: await png(), selected_image: await png() },
    })
    const to = await call('POST', `${base}/categorias`, {
      as: 'editor',
      form: { name: `Destino ${Date.now()}`, image: await png(), selected_image: await png() },
    })
    expect([from.status, to.status]).toEqual([201, 201])
    const created = await call('POST', base, {
      as: 'editor',
      form: { category_id: String(from.body.data.id), title: 'Título con erata', file: await png('original.png') },
    })
    expect(created.status).toBe(201)
    const id = created.body.data.id as number
    const oldPath = created.body.data.path as string

    // No file: the stored one stays; title and category change.
    const edited = await call('POST', `${base}/${id}`, {
      as: 'editor',
      form: { _method: 'PUT', id: String(id), category_id: String(to.body.data.id), title: 'Título corregido' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({
      error: false,
      message,
      data: { id, title: 'Título corregido', category_id: to.body.data.id, path: oldPath },
    })
    const listed = await call('GET', `${base}/categorias/all`, { as: 'editor' })
    const holder = listed.body.find((row: { id: number }) => row.id === to.body.data.id)
    expect(holder[key]).toEqual([expect.objectContaining({ id, title: 'Título corregido', path: oldPath })])
    expect(listed.body.find((row: { id: number }) => row.id === from.body.data.id)[key]).toEqual([])

    // The same rules as on create.
    const blank = await call('POST', `${base}/${id}`, {
      as: 'editor',
      form: { category_id: String(to.body.data.id), title: ' ' },
    })
    expect(blank.body).toMatchObject({ error: true, message: msg.titleRequired })
    const missing = await call('POST', `${base}/${id}`, {
      as: 'editor',
      form: { category_id: '999999', title: 'Hola' },
    })
    expect(missing.body.errors.category_id).toBe('La categoría no existe.')
    const fake = await call('POST', `${base}/${id}`, {
      as: 'editor',
      form: { category_id: String(to.body.data.id), title: 'Hola', file: fakePng() },
    })
    expect(fake.status).toBe(400)
    expect((await rest('GET', oldPath.replace(/^\/api\//, ''), { as: 'editor' })).status).toBe(200)

    // A new file replaces the old one, whose file is gone from storage and from its URL.
    const replaced = await call('POST', `${base}/${id}`, {
      as: 'editor',
      form: { category_id: String(to.body.data.id), title: 'Título corregido', file: await file() },
    })
    expect(replaced.status).toBe(200)
    const newPath = replaced.body.data.path as string
    expect(newPath).not.toBe(oldPath)
    // The item is published: visitors load the new file and no longer reach the old one.
    expect((await rest('GET', newPath.replace(/^\/api\//, ''))).status).toBe(200)
    expect([403, 404]).toContain((await rest('GET', oldPath.replace(/^\/api\//, ''))).status)
    expect(existsSync(path.resolve(dir, fileName(oldPath)))).toBe(false)

    expect(
      (await call('POST', `${base}/${id}`, { form: { title: 'Intruso', category_id: String(to.body.data.id) } }))
        .status,
    ).toBe(401)
    expect((await call('DELETE', `${base}/${id}`, { as: 'editor' })).body.error).toBe(false)
    expect(
      (
        await call('POST', `${base}/${id}`, {
          as: 'editor',
          form: { title: 'x', category_id: String(to.body.data.id) },
        })
      ).status,
    ).toBe(404)
    for (const category of [from, to])
      expect((await call('DELETE', `${base}/categorias/${category.body.data.id}`, { as: 'editor' })).body.error).toBe(
        false,
      )
    // The DELETEs moved them to 'Papelera' (issue 28): the test's cleanup deletes them for good.
    await deleteForGood(collection, id)
    await deleteForGood(categories, from.body.data.id, to.body.data.id)
  })
})
