import { SECTION_LIST_SIZE as DEVELOPMENT_LIST_SIZE } from '../../src/site/portal/Sections'
import { PARTS } from '../../src/site/portal/parts'
import { testPayload } from './helpers'
import { call, png } from './contract/call'

/**
 * Issue 28: staff choose what the portal's short lists show first. A content type whose section shows
 * a few ('Libros', 'Cursos', 'Herramientas', Bienestar's books and podcasts) has 'Destacado': featured
 * items first, then newest first (before: oldest first, so a new item stayed out of the first few).
 */
const BOOKS = '/profe-max/desarrollo/libros'
const CONCEPTS = JSON.stringify(['Un concepto'])

const createBook = async (name: string, featured: boolean): Promise<number> => {
  const answer = await call('POST', BOOKS, {
    as: 'editor',
    form: {
      name,
      author: 'Autora',
      description: 'Un libro.',
      purchase_link: 'https://libreria.mx/libro',
      is_active: '1',
      featured: featured ? '1' : '0',
      first_subdescription: CONCEPTS,
      second_subdescription: CONCEPTS,
      image: await png(),
    },
  })
  expect(answer.body).toMatchObject({ error: false })
  expect(answer.body.data.featured).toBe(featured)
  return answer.body.data.id as number
}

/** The portal's read of Desarrollo's books, as the page runs it (anonymous, published only). */
const portalBooks = async (): Promise<{ id: number; name: string; featured: boolean }[]> => {
  const payload = await testPayload()
  const [query] = PARTS.developmentBooks.queries
  if (!query || 'global' in query) throw new Error('devBooks reads a collection')
  const { docs } = await payload.find({ ...query, pagination: false, limit: 0, overrideAccess: false })
  return PARTS.developmentBooks.map([docs as unknown as Record<string, unknown>[]]) as unknown as {
    id: number
    name: string
    featured: boolean
  }[]
}

describe("'Destacado' and newest first in the portal's short lists", () => {
  it('a new book is among the first few; a new book marked destacado comes first', async () => {
    const stamp = Date.now().toString(36)
    for (let index = 0; index < DEVELOPMENT_LIST_SIZE + 1; index += 1)
      await createBook(`Libro anterior ${index} ${stamp}`, false)
    const plain = await createBook(`Libro nuevo ${stamp}`, false)
    let shown = (await portalBooks()).slice(0, DEVELOPMENT_LIST_SIZE)
    // Newest first: the new book is in the section (with oldest first it was not).
    expect(shown.map((book) => book.id)).toContain(plain)

    const featured = await createBook(`Libro destacado ${stamp}`, true)
    shown = (await portalBooks()).slice(0, DEVELOPMENT_LIST_SIZE)
    expect(shown[0]).toMatchObject({ id: featured, featured: true })

    // Unmarking it through the admin's edit puts it back among the newest.
    const edited = await call('POST', `${BOOKS}/${featured}`, {
      as: 'editor',
      form: {
        _method: 'PUT',
        name: `Libro destacado ${stamp}`,
        author: 'Autora',
        description: 'Un libro.',
        purchase_link: 'https://libreria.mx/libro',
        is_active: '1',
        featured: '0',
        first_subdescription: CONCEPTS,
        second_subdescription: CONCEPTS,
      },
    })
    expect(edited.body).toMatchObject({ error: false, data: { featured: false } })
    const after = await portalBooks()
    expect(after.filter((book) => book.featured).map((book) => book.id)).not.toContain(featured)
  })
})
