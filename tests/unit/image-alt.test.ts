import { richTextProblem } from '../../src/lib/richtext/allow-list'

/** Issue 28: a picture in a blog body carries the alt text of this use (the page's converter reads `fields.alt`). */
const body = (fields: unknown) => ({
  root: {
    type: 'root',
    version: 1,
    format: '',
    indent: 0,
    direction: null,
    children: [
      {
        type: 'upload',
        version: 3,
        format: '',
        id: 'a1',
        relationTo: 'media',
        value: { id: 7, url: '/api/media/file/foto.png', alt: 'Texto de la biblioteca', width: 1200, height: 800 },
        fields,
      },
    ],
  },
})

describe("a body picture's alt text of this use", () => {
  it('is accepted up to 255 characters; any other field is refused', () => {
    expect(richTextProblem(body({ alt: 'Niñas leyendo en la biblioteca escolar' }))).toBeNull()
    expect(richTextProblem(body({}))).toBeNull()
    expect(richTextProblem(body({ alt: 'x'.repeat(256) }))).not.toBeNull()
    expect(richTextProblem(body({ onclick: 'alert(1)' }))).not.toBeNull()
  })
})
