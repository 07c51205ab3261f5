import { slugTakenMessage } from '../../../collections/Blogs/assignUniqueSlug'
import { BLOG_SEO, blog } from '../../../src/content/blog'
import { formShape } from '../../../src/content/form-schema'
import { plainToRichText } from '../../../src/lib/richtext/plain'
import { readBlog, readBlogAddresses, readBlogRedirect } from '../../../src/site/data'
import { testPayload } from '../helpers'
import { call, png } from './call'

/**
 * Issue 28, blogs: the search-engine fields ('Título para buscadores', 'Descripción para buscadores',
 * 'Imagen para compartir') and the editable address, whose former value answers a redirect to the new one.
 */
const AUDIENCE = 'profesores'
const BLOGS = `/admin/blogs/${AUDIENCE}`

const form = (name: string, extra: Record<string, string | Blob> = {}) => ({
  name,
  short_description: `Resumen de ${name}.`,
  description: 'Texto del blog.',
  body: JSON.stringify(plainToRichText(`Texto de ${name}.`)),
  is_active: '1',
  ...extra,
})

const createBlog = async (name: string, extra: Record<string, string | Blob> = {}) => {
  const created = await call('POST', BLOGS, { as: 'editor', form: { ...form(name, extra), image: await png() } })
  expect(created.body).toMatchObject({ error: false })
  return created.body.data as { id: number; slug: string; version: string }
}

/** An edit from the form: every field as the form sends it, plus the changes. */
const edit = (row: { id: number; version?: string }, name: string, extra: Record<string, string | Blob> = {}) =>
  call('POST', `${BLOGS}/${row.id}`, {
    as: 'editor',
    form: { _method: 'PUT', ...form(name, extra), ...(row.version ? { version: row.version } : {}) },
  })

const redirectsOf = async (id: number) =>
  (
    await (
      await testPayload()
    ).find({ collection: 'blog-redirects', where: { blog: { equals: id } }, depth: 0, overrideAccess: true })
  ).docs.map((doc) => `${doc.audience}/${doc.from}`)

const sitemapSlugs = async (): Promise<string[]> =>
  (await readBlogAddresses(0)).filter((entry) => entry.audience === AUDIENCE).map((entry) => entry.slug)

const deleteForGood = async (id: number) =>
  (await testPayload()).delete({ collection: 'blogs', id, overrideAccess: true })

describe('a blog address staff can edit', () => {
  it('is normalised by the shared schema: lowercase, no accents, hyphens (empty stays empty)', () => {
    const rule = formShape(blog, { mode: 'edit', hasImage: true }).slug!
    expect(rule.parse('  Ciencia en Casa: ¡Año Nuevo!  ')).toBe('ciencia-en-casa-ano-nuevo')
    expect(rule.parse('Niñas y NIÑOS__en  la escuela')).toBe('ninas-y-ninos-en-la-escuela')
    expect(rule.parse('')).toBe('')
    expect(rule.safeParse('a'.repeat(81)).error?.issues[0]?.message).toBe('Máximo 80 caracteres.')
  })

  it('a new address is stored normalised; the old one redirects to it, leaves the sitemap, and a second move sends both to the newest', async () => {
    const stamp = Date.now().toString(36)
    const created = await createBlog(`Dirección original ${stamp}`)
    const first = created.slug
    expect(first).toBe(`direccion-original-${stamp}`)

    const moved = await edit(created, `Dirección original ${stamp}`, { slug: `Nueva Dirección ${stamp}` })
    expect(moved.status).toBe(200)
    const second = `nueva-direccion-${stamp}`
    expect(moved.body.data.slug).toBe(second)
    expect(await redirectsOf(created.id)).toEqual([`${AUDIENCE}/${first}`])
    expect(await readBlog(AUDIENCE, first)).toBeNull()
    expect((await readBlog(AUDIENCE, second))?.id).toBe(created.id)
    expect(await readBlogRedirect(AUDIENCE, first)).toBe(second)
    // Another audience's address of the same name is not this blog's.
    expect(await readBlogRedirect('alumnos', first)).toBeNull()
    const listed = await sitemapSlugs()
    expect(listed).toContain(second)
    expect(listed).not.toContain(first)

    const third = `tercera-${stamp}`
    const again = await edit(moved.body.data, `Dirección original ${stamp}`, { slug: third })
    expect(again.body.data.slug).toBe(third)
    expect(await readBlogRedirect(AUDIENCE, first)).toBe(third)
    expect(await readBlogRedirect(AUDIENCE, second)).toBe(third)

    // Back to the first address: its page answers again, no redirect from it is kept.
    const back = await edit(again.body.data, `Dirección original ${stamp}`, { slug: first })
    expect(back.body.data.slug).toBe(first)
    expect((await redirectsOf(created.id)).sort()).toEqual([`${AUDIENCE}/${second}`, `${AUDIENCE}/${third}`].sort())
    expect(await readBlogRedirect(AUDIENCE, first)).toBeNull()
    expect(await readBlogRedirect(AUDIENCE, third)).toBe(first)

    // A blog no longer visible takes its redirects out of service; deleted for good, they go.
    await (await testPayload()).update({ collection: 'blogs', id: created.id, data: { is_active: false } })
    expect(await readBlogRedirect(AUDIENCE, second)).toBeNull()
    await deleteForGood(created.id)
    expect(await redirectsOf(created.id)).toEqual([])
  })

  it('an address another blog of the audience has is refused at the field, naming that blog; the blog keeps its own', async () => {
    const stamp = Date.now().toString(36)
    const holder = await createBlog(`Ya tengo dirección ${stamp}`)
    const other = await createBlog(`Quiero su dirección ${stamp}`)
    const refused = await edit(other, `Quiero su dirección ${stamp}`, { slug: holder.slug.toUpperCase() })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe(true)
    expect(refused.body.errors.slug).toBe(slugTakenMessage(holder.slug, `Ya tengo dirección ${stamp}`))
    expect(refused.body.errors.slug).toBe(
      `La dirección «${holder.slug}» ya la usa el blog «Ya tengo dirección ${stamp}». Escribe otra.`,
    )
    expect((await readBlog(AUDIENCE, other.slug))?.id).toBe(other.id)
    expect(await redirectsOf(other.id)).toEqual([])
    // Written by hand on a new blog too.
    const created = await call('POST', BLOGS, {
      as: 'editor',
      form: { ...form(`Otra más ${stamp}`, { slug: holder.slug }), image: await png() },
    })
    expect(created.status).toBe(400)
    expect(created.body.errors.slug).toBe(slugTakenMessage(holder.slug, `Ya tengo dirección ${stamp}`))
    // The same address in another audience is free.
    const elsewhere = await call('POST', '/admin/blogs/alumnos', {
      as: 'editor',
      form: { ...form(`En alumnos ${stamp}`, { slug: holder.slug }), image: await png() },
    })
    expect(elsewhere.status).toBe(201)
    expect(elsewhere.body.data.slug).toBe(holder.slug)
    for (const id of [holder.id, other.id, elsewhere.body.data.id as number]) await deleteForGood(id)
  })

  it('a draft with a new address changes nothing visitors know; publishing it moves the blog and keeps the redirect', async () => {
    const stamp = Date.now().toString(36)
    const created = await createBlog(`Borrador con dirección ${stamp}`)
    const draft = await edit(created, `Borrador con dirección ${stamp}`, { slug: `en-borrador-${stamp}`, draft: '1' })
    expect(draft.status).toBe(200)
    expect(await redirectsOf(created.id)).toEqual([])
    expect((await readBlog(AUDIENCE, created.slug))?.id).toBe(created.id)
    const published = await edit(draft.body.data, `Borrador con dirección ${stamp}`, { slug: `en-borrador-${stamp}` })
    expect(published.status).toBe(200)
    expect(await redirectsOf(created.id)).toEqual([`${AUDIENCE}/${created.slug}`])
    expect(await readBlogRedirect(AUDIENCE, created.slug)).toBe(`en-borrador-${stamp}`)
    await deleteForGood(created.id)
  })
})

describe('search-engine fields of a blog', () => {
  it('are stored with the version, refused over their limits, listed in Historial and compared', async () => {
    const stamp = Date.now().toString(36)
    const created = await createBlog(`Con buscadores ${stamp}`)
    // Defaults: empty, the page uses the name, the short description and the cover.
    const plain = await readBlog(AUDIENCE, created.slug)
    expect(plain?.seo).toEqual({ title: '', description: '', image: null })

    const tooLong = await edit(created, `Con buscadores ${stamp}`, {
      seo_title: 't'.repeat(BLOG_SEO.titleMax + 1),
      seo_description: 'd'.repeat(BLOG_SEO.descriptionMax + 1),
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.errors).toMatchObject({
      seo_title: `Máximo ${BLOG_SEO.titleMax} caracteres.`,
      seo_description: `Máximo ${BLOG_SEO.descriptionMax} caracteres.`,
    })

    const saved = await edit(created, `Con buscadores ${stamp}`, {
      seo_title: `Título SEO ${stamp}`,
      seo_description: 'Lo que dicen los buscadores.',
      seo_image: await png('compartir.png'),
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({
      seo_title: `Título SEO ${stamp}`,
      seo_description: 'Lo que dicen los buscadores.',
    })
    expect(saved.body.data.seo_image).toMatch(/^\/api\/media\/file\//)
    const full = await readBlog(AUDIENCE, created.slug)
    expect(full?.seo.title).toBe(`Título SEO ${stamp}`)
    expect(full?.seo.description).toBe('Lo que dicen los buscadores.')
    expect(full?.seo.image?.url).toMatch(/compartir/)

    const history = (await call('GET', `/historial/blogs/${created.id}`, { as: 'editor' })).body.data as {
      id: number
      changes: string[] | null
    }[]
    expect(history[0]!.changes).toEqual(
      expect.arrayContaining(['Título para buscadores', 'Descripción para buscadores', 'Imagen para compartir']),
    )
    const compared = await call('GET', `/historial/blogs/${created.id}/comparar/${history[1]!.id}`, { as: 'editor' })
    expect(compared.body.data.differences).toEqual(
      expect.arrayContaining([
        { field: 'Título para buscadores', before: expect.any(String), after: `Título SEO ${stamp}` },
        { field: 'Descripción para buscadores', before: expect.any(String), after: 'Lo que dicen los buscadores.' },
      ]),
    )
    await deleteForGood(created.id)
  })
})
