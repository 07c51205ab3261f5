import { richTextToPlain } from '../../collections/Blogs/body'
import { convertPlainBodies } from '../../src/migrations/20261123_062646_blog_rich_text'
import { plainParagraphs, plainToRichText, type RichTextNode } from '../../src/lib/richtext/plain'
import { blogs as demoBlogs } from '../../src/seed/data'
import { call, png } from './contract/call'
import { deleteForGood, testPayload } from './helpers'

/** A paragraph's lines as the reader sees them: its text nodes, split at its line breaks. */
const linesOf = (paragraph: RichTextNode): string[] =>
  (paragraph.children as RichTextNode[])
    .map((child) => (child.type === 'linebreak' ? '\n' : String(child.text ?? '')))
    .join('')
    .split('\n')

const DEMO = Object.entries(demoBlogs).flatMap(([audience, posts]) =>
  posts.map((post) => [audience, post.name, post.description] as const),
)

describe('plain blog bodies become rich text', () => {
  it.each(DEMO)('%s: "%s" keeps every paragraph and line break', (_audience, _name, description) => {
    const body = plainToRichText(description)
    const blocks = description
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .filter(Boolean)
    expect(body.root.children).toHaveLength(blocks.length)
    body.root.children.forEach((paragraph, index) => {
      expect(paragraph.type).toBe('paragraph')
      expect(linesOf(paragraph)).toEqual(blocks[index]!.split('\n').map((line) => line.trimEnd()))
    })
    // And back: Payload's plain-text converter gives the same text (blank lines between paragraphs).
    expect(richTextToPlain(body)).toBe(blocks.join('\n\n'))
  })

  it('accepts long plain bodies: Windows line ends, blank lines with spaces, single breaks kept', () => {
    const text = 'Primer párrafo,\nsegunda línea.\r\n  \r\nSegundo párrafo.\n\n\n\nTercero.'
    expect(plainParagraphs(text)).toEqual([['Primer párrafo,', 'segunda línea.'], ['Segundo párrafo.'], ['Tercero.']])
    expect(plainToRichText(text).root.children[0]!.children).toEqual([
      expect.objectContaining({ type: 'text', text: 'Primer párrafo,' }),
      { type: 'linebreak', version: 1 },
      expect.objectContaining({ type: 'text', text: 'segunda línea.' }),
    ])
  })

  it('the migration converts stored plain bodies in PostgreSQL, paragraphs kept', async () => {
    const payload = await testPayload()
    const description = 'Uno.\n\nDos,\ncon salto.\n\nTres.'
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'migración' },
      file: { data: Buffer.from(await (await png()).arrayBuffer()), name: 'm.png', mimetype: 'image/png', size: 1 },
    })
    const blog = await payload.create({
      collection: 'blogs',
      data: {
        audience: 'alumnos',
        name: `Migración ${Date.now()}`,
        short_description: 'Resumen',
        description,
        image_path: image.id,
        is_active: false,
      },
    })
    // As before the migration: a plain body and no rich one.
    await payload.db.drizzle.execute(`update blogs set body = null where id = ${blog.id}`)
    await convertPlainBodies(payload.db.drizzle as never)
    const stored = await payload.findByID({ collection: 'blogs', id: blog.id, depth: 0 })
    expect(stored.description).toBe(description)
    expect((stored.body as ReturnType<typeof plainToRichText>).root.children.map(linesOf)).toEqual([
      ['Uno.'],
      ['Dos,', 'con salto.'],
      ['Tres.'],
    ])
    await payload.delete({ collection: 'blogs', id: blog.id })
  })
})

describe('a blog saved with a rich body', () => {
  it('answers the plain description on the contract and the rich body beside it; a plain edit keeps the body', async () => {
    const name = `Rico ${Date.now()}`
    const body = {
      root: {
        type: 'root',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        children: [
          {
            type: 'heading',
            tag: 'h2',
            format: '',
            indent: 0,
            version: 1,
            direction: 'ltr',
            children: [
              { type: 'text', text: 'Un título', format: 0, style: '', mode: 'normal', detail: 0, version: 1 },
            ],
          },
          {
            type: 'paragraph',
            format: '',
            indent: 0,
            version: 1,
            direction: 'ltr',
            textFormat: 0,
            children: [
              { type: 'text', text: 'Texto en negrita', format: 1, style: '', mode: 'normal', detail: 0, version: 1 },
            ],
          },
        ],
      },
    }
    const created = await call('POST', '/admin/blogs/profesores', {
      as: 'editor',
      form: {
        name,
        short_description: 'Resumen',
        description: 'lo que sea',
        body: JSON.stringify(body),
        is_active: '1',
        image: await png(),
      },
    })
    expect(created.status).toBe(201)
    expect(created.body.data.description).toBe('Un título\n\nTexto en negrita')
    expect(created.body.data.body.root.children[0].tag).toBe('h2')

    const listed = await call('GET', `/admin/blogs/profesores/all?filters[text]=${encodeURIComponent(name)}`)
    expect(listed.body[0].description).toBe('Un título\n\nTexto en negrita')

    const id = created.body.data.id
    // Issue 28: a plain description without a body (a plain client of the contract) cannot rebuild
    // the rich body; the stored description stays the body's text.
    const edited = await call('POST', `/admin/blogs/profesores/${id}`, {
      as: 'editor',
      form: { _method: 'PUT', name, short_description: 'Resumen', description: 'Nuevo.\n\nOtro.' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data.description).toBe('Un título\n\nTexto en negrita')
    expect(edited.body.data.body).toEqual(created.body.data.body)
    // An edit of the name alone keeps the rich body as it is.
    const renamed = await call('POST', `/admin/blogs/profesores/${id}`, {
      as: 'editor',
      form: { _method: 'PUT', name: `${name} 2`, short_description: 'Resumen', description: 'Nuevo.\n\nOtro.' },
    })
    expect(renamed.body.data.body).toEqual(created.body.data.body)

    const refused = await call('POST', `/admin/blogs/profesores/${id}`, {
      as: 'editor',
      form: { _method: 'PUT', name, short_description: 'Resumen', description: 'x', body: '{"no":1}' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('El contenido del blog no tiene un formato válido.')
    expect((await call('DELETE', `/admin/blogs/profesores/${id}`, { as: 'editor' })).status).toBe(200)
    await deleteForGood('blogs', id)
  })
})
