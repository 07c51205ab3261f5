import { RICH_BODY_BAD_LINK, RICH_BODY_UNSUPPORTED } from '../../../src/lib/richtext/allow-list'
import { block, link, listItem, paragraph, state, text } from '../../rich-text'
import { HOSTILE } from '../../unit/rich-text-fixtures'
import { call, png } from '../contract/call'
import { testPayload } from '../helpers'
import { guardedApi } from './guarded'

/**
 * Issue 27: the server stored rich-text nodes the blog editor does not offer (a table cell styled to
 * cover the page, a `script` heading printed as h1) and links elsewhere than the web, mail or this
 * site. Every path that saves a blog now refuses them with the allow-list's Spanish message.
 */
const seededBlog = async () => {
  const payload = await testPayload()
  const [blog] = (
    await payload.find({
      collection: 'blogs',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      where: { audience: { equals: 'alumnos' } },
    })
  ).docs
  return blog!
}

describe('rich text outside the allow-list is refused on save (issue 27)', () => {
  it.each(Object.entries(HOSTILE))(
    'PATCH /api/blogs/:id with %s -> 400, nothing stored',
    async (_name, { body, message }) => {
      const before = await seededBlog()
      const answer = await guardedApi('PATCH', `/api/blogs/${before.id}`, {
        body: JSON.stringify({ body }),
        type: 'application/json',
        as: 'editor',
      })
      expect(answer.status).toBe(400)
      expect(JSON.stringify(answer.body)).toContain(message)
      const after = await (
        await testPayload()
      ).findByID({ collection: 'blogs', id: before.id, depth: 0, overrideAccess: true })
      expect(after.body).toEqual(before.body)
    },
  )

  it.each(Object.entries(HOSTILE))(
    'the contract: a new blog with %s -> 400 with the message, nothing stored',
    async (_name, { body, message }) => {
      const payload = await testPayload()
      const name = `Hostil ${Date.now()}`
      const answer = await call('POST', '/admin/blogs/alumnos', {
        as: 'editor',
        form: {
          name,
          short_description: 'Resumen',
          description: 'Texto',
          body: JSON.stringify(body),
          is_active: '1',
          image: await png(),
        },
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual(expect.objectContaining({ error: true, message: expect.stringContaining(message) }))
      expect(
        (await payload.count({ collection: 'blogs', where: { name: { equals: name } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(0)
    },
  )

  it('the local API refuses too (the collection field validates every path)', async () => {
    const before = await seededBlog()
    await expect(
      testPayload().then((payload) =>
        payload.update({
          collection: 'blogs',
          id: before.id,
          data: { body: HOSTILE['a script heading']!.body as never },
          overrideAccess: true,
        }),
      ),
    ).rejects.toThrow()
  })

  it('the messages are Spanish and say what to fix', () => {
    expect(RICH_BODY_UNSUPPORTED).toMatch(/editor no ofrece/)
    expect(RICH_BODY_BAD_LINK).toMatch(/enlaces/)
  })

  it('a body with every allowed node and link kind is stored', async () => {
    const before = await seededBlog()
    const inline = (type: 'link' | 'autolink', url: string) => link(type, url, url)
    const body = state(
      { ...block, type: 'heading', tag: 'h2', children: [text('Título')] },
      {
        ...paragraph(
          text('a', 1),
          inline('link', 'https://profemax.mx'),
          inline('autolink', 'mailto:a@b.mx'),
          inline('link', '/blogs/alumnos'),
        ),
        textFormat: 0,
        textStyle: '',
      },
      { ...block, type: 'quote', children: [text('Cita', 2)] },
      { ...block, type: 'list', listType: 'bullet', tag: 'ul', start: 1, children: [listItem('uno', 0)] },
    )
    const answer = await guardedApi('PATCH', `/api/blogs/${before.id}`, {
      body: JSON.stringify({ body }),
      type: 'application/json',
      as: 'editor',
    })
    expect(answer.status).toBe(200)
    await guardedApi('PATCH', `/api/blogs/${before.id}`, {
      body: JSON.stringify({ body: before.body }),
      type: 'application/json',
      as: 'editor',
    })
  })
})
