import { existsSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { rest, testPayload } from '../helpers'

const png = (color: string) =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: color } })
    .png()
    .toBuffer()

const upload = async (alt: string) => {
  const payload = await testPayload()
  const data = await png('#aa3366')
  return payload.create({
    collection: 'media',
    data: { alt },
    file: { data, name: 'imagen.png', mimetype: 'image/png', size: data.length },
    overrideAccess: true,
  })
}

const exists = async (id: number) =>
  (await (await testPayload()).count({ collection: 'media', where: { id: { equals: id } }, overrideAccess: true }))
    .totalDocs === 1

/** What an anonymous visitor can reach of one image: its document, its place in the list, its file. */
const anonymousSees = async (id: number, filename: string) => {
  const doc = await rest('GET', `media/${id}`)
  const list = await rest('GET', `media?limit=0&where[id][equals]=${id}`)
  const file = await rest('GET', `media/file/${filename}`)
  return { doc: doc.status === 200, listed: (list.json.docs ?? []).length === 1, file: file.status === 200 }
}

describe('media visibility and orphans', () => {
  it("a draft's image is not readable anonymously until the item is published; replacing or deleting the item removes unused files", async () => {
    const payload = await testPayload()
    const first = await upload('Borrador: imagen secreta')
    const blog = await payload.create({
      collection: 'blogs',
      data: {
        audience: 'alumnos',
        name: `Borrador ${Date.now()}`,
        short_description: 'Corta',
        description: 'Larga',
        image_path: first.id,
        is_active: false,
      },
      overrideAccess: true,
    })
    try {
      expect(await anonymousSees(first.id, first.filename!)).toEqual({ doc: false, listed: false, file: false })
      // Staff still see it (the admin's pickers).
      expect((await rest('GET', `media/${first.id}`, { as: 'editor' })).status).toBe(200)

      await payload.update({ collection: 'blogs', id: blog.id, data: { is_active: true }, overrideAccess: true })
      expect(await anonymousSees(first.id, first.filename!)).toEqual({ doc: true, listed: true, file: true })

      // Unpublished again: hidden again.
      await payload.update({ collection: 'blogs', id: blog.id, data: { is_active: false }, overrideAccess: true })
      expect((await anonymousSees(first.id, first.filename!)).file).toBe(false)

      // Replaced: the old image is gone, files included.
      const second = await upload('Segunda')
      expect(existsSync(path.resolve('media/uploads', first.filename!))).toBe(true)
      await payload.update({ collection: 'blogs', id: blog.id, data: { image_path: second.id }, overrideAccess: true })
      expect(await exists(first.id)).toBe(false)
      expect(existsSync(path.resolve('media/uploads', first.filename!))).toBe(false)
      expect(await exists(second.id)).toBe(true)

      // Deleted: its image goes with it.
      await payload.delete({ collection: 'blogs', id: blog.id, overrideAccess: true })
      expect(await exists(second.id)).toBe(false)
      expect(existsSync(path.resolve('media/uploads', second.filename!))).toBe(false)
    } finally {
      await payload.delete({ collection: 'blogs', where: { id: { equals: blog.id } }, overrideAccess: true })
      await payload.delete({
        collection: 'media',
        where: { alt: { in: ['Borrador: imagen secreta', 'Segunda'] } },
        overrideAccess: true,
      })
    }
  })
})
