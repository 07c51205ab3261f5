import { richTextToPlain } from '../../collections/Blogs/body'
import { formInitial, type Row } from '../../src/admin/kit/contentScreen'
import { toFormData } from '../../src/admin/kit/payload'
import { blog } from '../../src/content/blog'
import { blogsPath } from '../../src/contract/paths'
import { nodeTypes, richPostBody } from '../rich-post'
import { call, png, pngBytes } from './contract/call'
import { deleteForGood, testPayload } from './helpers'

/**
 * Issue 28: a blog's body is changed only by editing the body. Every other way a blog is saved —
 * the admin form exactly as it posts (its own `formInitial` and `toFormData`, description with the
 * browser's CRLF line ends), its drafts, the list's switch, a plain client of the contract, Payload's
 * Local API — leaves the stored body node for node as it was, and `description` stays its plain text.
 */

const BASE = blogsPath('padres-familia')

const payloadP = testPayload()

/** The newest version's body, as stored (depth 0: images by id). */
const storedBlog = async (id: number) =>
  (await payloadP).findByID({ collection: 'blogs', id, depth: 0, draft: true, overrideAccess: true })

/** The row the admin screen opens the form with: its staff list (the newest version), searched by the post's first name. */
const staffRow = async (post: { id: number; name: string }): Promise<Row> => {
  const query = new URLSearchParams({ paginated: 'true', page: '1', pageSize: '5', 'filters[text]': post.name })
  const answer = await call('GET', `${BASE}/all?${query}`, { as: 'editor' })
  const row = (answer.body.data as Row[]).find((candidate) => candidate.id === post.id)
  if (!row) throw new Error(`no row ${post.id}`)
  return row
}

/** As the browser sends a textarea's text in multipart: every line end CRLF. */
const crlf = (text: unknown): string => String(text).replace(/\r?\n/g, '\r\n')

/** A rich post of the test's own (the suite's rule: change only what it created). */
const makePost = async () => {
  const payload = await payloadP
  const image = await payload.create({
    collection: 'media',
    data: { alt: 'Niñas leyendo' },
    file: { data: await pngBytes(), name: 'lectura.png', mimetype: 'image/png', size: 1 },
    overrideAccess: true,
  })
  const name = `Cuerpo intacto ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`
  const created = await call('POST', BASE, {
    as: 'editor',
    form: {
      name,
      short_description: 'Resumen',
      description: 'lo que escribió el editor',
      body: JSON.stringify(richPostBody(image.id)),
      is_active: '1',
      image: await png(),
    },
  })
  expect(created.status).toBe(201)
  const id = Number(created.body.data.id)
  const body = (await storedBlog(id)).body
  // The post really is rich: everything a flattening would lose is there.
  expect(nodeTypes(body)).toEqual([
    'heading',
    'text',
    'paragraph',
    'text',
    'text',
    'text',
    'link',
    'text',
    'text',
    'list',
    'listitem',
    'text',
    'listitem',
    'text',
    'list',
    'listitem',
    'text',
    'listitem',
    'text',
    'quote',
    'text',
    'upload',
  ])
  const cleanup = async () => {
    await deleteForGood('blogs', id)
    await payload.delete({ collection: 'media', id: image.id, overrideAccess: true }).catch(() => undefined)
  }
  return { id, name, body, imageId: image.id, cleanup }
}

/** The body and its derived fields are exactly as created. */
const expectUntouched = async (id: number, body: unknown, imageId: number) => {
  const stored = await storedBlog(id)
  expect(stored.body).toEqual(body)
  expect(stored.description).toBe(richTextToPlain(body))
  expect((stored.body_images ?? []).map((image) => (typeof image === 'object' ? image.id : image))).toEqual([imageId])
}

describe('a blog body is changed only by editing the body (issue 28)', () => {
  it('the admin form publishing a new title, picture, summary and switch, description sent with CRLF: the body stays node for node', async () => {
    const post = await makePost()
    try {
      const row = await staffRow(post)
      const initial = formInitial(blog, row)
      // An untouched editor sends no body, only its plain text (the form's own checks need it).
      expect(initial).not.toHaveProperty('body')
      expect(typeof initial.description).toBe('string')
      const values = {
        ...initial,
        name: `${post.name} renombrado`,
        short_description: 'Otro resumen',
        is_active: false,
        image: await png('portada-nueva.png'),
        description: crlf(initial.description),
      }
      const data = toFormData(values, row.id)
      expect(String(data.get('description'))).toContain('\r\n')
      const saved = await call('POST', `${BASE}/${row.id}`, { as: 'editor', formData: data })
      expect(saved.body).toMatchObject({ error: false, message: 'Blog actualizado correctamente' })
      await expectUntouched(post.id, post.body, post.imageId)
      expect(await storedBlog(post.id)).toMatchObject({
        name: `${post.name} renombrado`,
        short_description: 'Otro resumen',
        is_active: false,
      })
    } finally {
      await post.cleanup()
    }
  })

  it("the form's autosave and 'Guardar borrador' of a title change keep the body in the draft, and publishing it keeps it too", async () => {
    const post = await makePost()
    try {
      const row = await staffRow(post)
      const initial = { ...formInitial(blog, row), description: crlf(formInitial(blog, row).description) }
      // As src/admin/screens/Blogs.tsx's drafts send them: the form's values with draft (and autosave).
      for (const autosave of [true, false]) {
        const values = { ...initial, name: `${post.name} borrador`, draft: true, autosave }
        const saved = await call('POST', `${BASE}/${row.id}`, { as: 'editor', formData: toFormData(values, row.id) })
        expect(saved.body).toMatchObject({ error: false, message: 'Borrador guardado' })
        await expectUntouched(post.id, post.body, post.imageId)
      }
      const draftRow = await staffRow(post)
      expect(draftRow.name).toBe(`${post.name} borrador`)
      const published = await call('POST', `${BASE}/${row.id}`, {
        as: 'editor',
        formData: toFormData({ ...formInitial(blog, draftRow), description: crlf(draftRow.description) }, row.id),
      })
      expect(published.body).toMatchObject({ error: false, data: { _status: 'published' } })
      await expectUntouched(post.id, post.body, post.imageId)
    } finally {
      await post.cleanup()
    }
  })

  it("the list's switch, a plain client sending another description, and Payload's Local API leave the body as it was", async () => {
    const post = await makePost()
    const payload = await payloadP
    try {
      for (let i = 0; i < 2; i += 1)
        expect((await call('POST', `${BASE}/toggle-active/${post.id}`, { as: 'editor' })).body.error).toBe(false)
      await expectUntouched(post.id, post.body, post.imageId)

      // A client that knows only the spec's plain fields: its description cannot replace a rich body.
      const plain = await call('POST', `${BASE}/${post.id}`, {
        as: 'editor',
        form: {
          _method: 'PUT',
          id: String(post.id),
          name: post.name,
          short_description: 'Resumen',
          description: 'Texto plano.\r\n\r\nOtro párrafo.',
          is_active: '1',
        },
      })
      expect(plain.status).toBe(200)
      expect(plain.body.data.description).toBe(richTextToPlain(post.body))
      await expectUntouched(post.id, post.body, post.imageId)

      await payload.update({
        collection: 'blogs',
        id: post.id,
        data: { name: `${post.name} local`, description: 'Otra cosa\r\nmás', is_active: true },
        overrideAccess: true,
      })
      await expectUntouched(post.id, post.body, post.imageId)
    } finally {
      await post.cleanup()
    }
  })

  it('editing the body changes it, and the description follows it', async () => {
    const post = await makePost()
    try {
      const row = await staffRow(post)
      const body = richPostBody(post.imageId)
      body.root.children = body.root.children.slice(0, 1)
      const saved = await call('POST', `${BASE}/${row.id}`, {
        as: 'editor',
        formData: toFormData(
          { ...formInitial(blog, row), body: JSON.stringify(body), description: 'Plan de la semana' },
          row.id,
        ),
      })
      expect(saved.body.error).toBe(false)
      const stored = await storedBlog(post.id)
      expect(nodeTypes(stored.body)).toEqual(['heading', 'text'])
      expect(stored.description).toBe('Plan de la semana')
      expect(stored.body_images).toEqual([])
    } finally {
      await post.cleanup()
    }
  })

  it("a create without a body (the spec's plain contract) builds the body from the description", async () => {
    const name = `Plano ${Date.now()}`
    const created = await call('POST', BASE, {
      as: 'editor',
      form: {
        name,
        short_description: 'Resumen',
        description: 'Uno.\r\n\r\nDos,\r\ncon salto.',
        is_active: '0',
        image: await png(),
      },
    })
    expect(created.status).toBe(201)
    try {
      const stored = await storedBlog(Number(created.body.data.id))
      expect(nodeTypes(stored.body)).toEqual(['paragraph', 'text', 'paragraph', 'text', 'linebreak', 'text'])
      expect(stored.description).toBe('Uno.\n\nDos,\ncon salto.')
    } finally {
      await deleteForGood('blogs', created.body.data.id)
    }
  })
})
