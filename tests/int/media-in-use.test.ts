import type { Payload } from 'payload'

import { png } from './contract/call'
import { rest, testPayload } from './helpers'
import { image, paragraph, state, text } from '../rich-text'

/**
 * Issue 28: a picture still shown by something cannot be deleted, on Payload's REST and on the
 * Local API, and the refusal says where it is used; an unused picture is deleted.
 */
const context = { disableRevalidate: true }

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const marker = () => `EnUso ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`

const newImage = async (alt: string): Promise<number> => {
  const file = await png(`${alt.replace(/\W+/g, '-')}.png`)
  const media = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data: Buffer.from(await file.arrayBuffer()), name: file.name, mimetype: 'image/png', size: file.size },
  })
  return media.id
}

/** Everything one test created: items first (their deletes may delete now-unused pictures), then the pictures left. */
const cleanUp = async (
  items: { collection: 'blogs' | 'allies' | 'development-books'; id: number }[],
  media: number[],
) => {
  for (const { collection, id } of items)
    await payload.delete({ collection, id, overrideAccess: true, context }).catch(() => undefined)
  if (media.length)
    await payload
      .delete({ collection: 'media', where: { id: { in: media } }, overrideAccess: true })
      .catch(() => undefined)
}

const exists = async (id: number) =>
  Boolean(await payload.findByID({ collection: 'media', id, depth: 0, disableErrors: true, overrideAccess: true }))

describe('pictures in use cannot be deleted', () => {
  it("a blog's cover: REST DELETE /api/media/:id is refused (409) with the blog's name, for an admin and an editor", async () => {
    const name = marker()
    const items: Parameters<typeof cleanUp>[0] = []
    const media: number[] = []
    try {
      const cover = await newImage(`portada ${name}`)
      media.push(cover)
      const blog = await payload.create({
        collection: 'blogs',
        data: {
          audience: 'alumnos',
          name: `Blog ${name}`,
          short_description: 'Resumen',
          description: 'Texto del blog.',
          image_path: cover,
          is_active: false,
        },
        context,
      })
      items.push({ collection: 'blogs', id: blog.id })
      for (const as of ['admin', 'editor'] as const) {
        const refused = await rest('DELETE', `media/${cover}`, { as })
        expect(refused.status).toBe(409)
        expect(JSON.stringify(refused.json)).toContain(
          `No se puede eliminar: la imagen se usa en: Blog «Blog ${name}».`,
        )
      }
      expect(await exists(cover)).toBe(true)
    } finally {
      await cleanUp(items, media)
    }
  })

  it("a picture in a blog's body and an ally's logo: the Local API refuses, naming both", async () => {
    const name = marker()
    const items: Parameters<typeof cleanUp>[0] = []
    const media: number[] = []
    try {
      const cover = await newImage(`portada ${name}`)
      const inBody = await newImage(`cuerpo ${name}`)
      media.push(cover, inBody)
      const body = state(paragraph(text('Con una imagen en el texto.')), { ...image, id: 'b1', value: inBody })
      const blog = await payload.create({
        collection: 'blogs',
        data: {
          audience: 'padres-familia',
          name: `Cuerpo ${name}`,
          short_description: 'Resumen',
          description: 'Se calcula del cuerpo.',
          body: body as never,
          image_path: cover,
          is_active: false,
        },
        context,
      })
      items.push({ collection: 'blogs', id: blog.id })
      const ally = await payload.create({
        collection: 'allies',
        data: { name: `Aliado ${name}`, logo: inBody, is_active: false },
        context,
      })
      items.push({ collection: 'allies', id: ally.id })
      const refused: unknown = await payload
        .delete({ collection: 'media', id: inBody, overrideAccess: true })
        .catch((error: unknown) => error)
      expect(refused).toMatchObject({ status: 409 })
      // Kinds follow the config's order; both are named.
      const { message } = refused as { message: string }
      expect(message).toMatch(/^No se puede eliminar: la imagen se usa en: .+\.$/)
      expect(message).toContain(`Blog «Cuerpo ${name}»`)
      expect(message).toContain(`Aliado «Aliado ${name}»`)
      expect(await exists(inBody)).toBe(true)
    } finally {
      await cleanUp(items, media)
    }
  })

  it("a content item's image (a development book, which a recommendation may show): refused on REST and the Local API", async () => {
    const name = marker()
    const items: Parameters<typeof cleanUp>[0] = []
    const media: number[] = []
    try {
      const picture = await newImage(`libro ${name}`)
      media.push(picture)
      const book = await payload.create({
        collection: 'development-books',
        data: {
          name: `Libro ${name}`,
          author: 'Autora',
          description: 'Un libro.',
          purchase_link: 'https://example.com/libro',
          image_path: picture,
          first_subdescription: ['Uno'],
          second_subdescription: ['Dos'],
          is_active: false,
        },
        context,
      })
      items.push({ collection: 'development-books', id: book.id })
      const refused = await rest('DELETE', `media/${picture}`, { as: 'editor' })
      expect(refused.status).toBe(409)
      expect(JSON.stringify(refused.json)).toContain(`Libro (Desarrollo) «Libro ${name}»`)
      await expect(payload.delete({ collection: 'media', id: picture, overrideAccess: true })).rejects.toMatchObject({
        status: 409,
      })
      expect(await exists(picture)).toBe(true)
    } finally {
      await cleanUp(items, media)
    }
  })

  it('a picture nothing uses is deleted (REST 200), and one freed by its item goes with it', async () => {
    const name = marker()
    const media: number[] = []
    try {
      const unused = await newImage(`suelta ${name}`)
      media.push(unused)
      const deleted = await rest('DELETE', `media/${unused}`, { as: 'editor' })
      expect(deleted.status).toBe(200)
      expect(await exists(unused)).toBe(false)
      // The visibility rule's own delete of a picture its last item no longer uses still passes.
      const logo = await newImage(`logo ${name}`)
      media.push(logo)
      const ally = await payload.create({
        collection: 'allies',
        data: { name: `Suelto ${name}`, logo, is_active: false },
        context,
      })
      await payload.delete({ collection: 'allies', id: ally.id, overrideAccess: true, context })
      expect(await exists(logo)).toBe(false)
    } finally {
      await cleanUp([], media)
    }
  })
})
