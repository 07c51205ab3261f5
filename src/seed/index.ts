import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'

import { slugify } from '../lib/slug'
import { todayIso } from '../lib/dates'
import { seedContest } from './contest'
import { REGISTRY, seededByKey, type AnyRegistration, type RecommendationModule } from '../content/registry'
import { RECOMMENDATION_GLOBALS, demoOptions } from '../content/recommendations'
import * as data from './data'
import { colouringPage, cover, illustration, logo, printableSheet, type CoverKind } from './art'
import { templateDocx, templatePdf } from './documents'
import { DEV_ADMIN, ensureStaffAccount } from './staff'
import { seedRichText } from './rich-text'

type Ctx = { payload: Payload; created: number }
type Doc = { id: number }
type Upload = { data: Buffer; mimetype: string; name: string; size: number }

const context = { disableRevalidate: true }

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const upload = (name: string, data: Buffer, mimetype = 'image/png'): Upload => ({
  data,
  mimetype,
  name,
  size: data.length,
})

/** Finds a document by its natural key, or creates it: seeding twice never duplicates. */
const upsert = async (
  ctx: Ctx,
  collection: CollectionSlug,
  where: Where,
  create: () => Promise<Record<string, unknown>>,
  file?: () => Promise<Upload>,
): Promise<Doc> => {
  const found = await ctx.payload.find({ collection, where, limit: 1, depth: 0, select: {}, overrideAccess: true })
  if (found.docs[0]) return found.docs[0] as Doc
  ctx.created += 1
  const doc = await ctx.payload.create({
    collection,
    data: await create(),
    ...(file ? { file: await file() } : {}),
    overrideAccess: true,
    context,
  })
  return doc as Doc
}

/** A demo picture in the media collection, found again by its alt text; `draw` runs only when it is new. */
const media = (ctx: Ctx, key: string, draw: () => Promise<Buffer>): Promise<Doc> =>
  upsert(
    ctx,
    'media',
    { alt: { equals: key } },
    async () => ({ alt: key }),
    async () => upload(`${slugify(key)}.png`, await draw()),
  )

/** The main (3:2) and, unless the type has none, list (2:1) covers of an item: its real title and byline, drawn by src/seed/art.ts. */
const withCovers = async (ctx: Ctx, kind: CoverKind, title: string, byline: string, listImage = true) => {
  const icon = data.pictureIcons[title] ?? 'sparkles'
  const image_path = (await media(ctx, `${title} (principal)`, () => cover(kind, title, byline, icon))).id
  if (!listImage) return { image_path }
  return {
    image_path,
    list_image_path: (await media(ctx, `${title} (lista)`, () => cover(kind, title, byline, icon, 800, 400))).id,
  }
}

const rotate = <T>(items: T[], by: number): T[] => items.map((_, i) => items[(i + by) % items.length]!)

const BLOG_BYLINE = {
  alumnos: 'Blog Alumnos',
  profesores: 'Blog Profesores',
  'padres-familia': 'Blog Padres de familia',
} as const

/** The emblem of each (fictional) ally brand's demo logo. */
const ALLY_ICONS: Record<string, string> = {
  'Papelería Central': 'paperclip',
  'Lápices Aurora': 'pencil',
  'Cuadernos Norte': 'notebook',
  'Colores Maya': 'crayon',
  'Editorial Saber': 'books',
  'Mochilas Rumbo': 'backpack',
  'Tecnología Aula': 'laptop',
  'Arte y Trazo': 'artist-palette',
  'Marca en pausa': 'pause-button',
}

const monthDay = (monthOffset: number, day: number): string => data.schoolDay(todayIso(), monthOffset, day)

const seedCategories = async (
  ctx: Ctx,
  slug: 'image-categories' | 'template-categories' | 'music-categories',
  categories: { name: string; is_active: boolean }[],
  addItems: (category: Doc, name: string, index: number) => Promise<void>,
) => {
  for (const [index, category] of categories.entries()) {
    const doc = await upsert(ctx, slug, { name: { equals: category.name } }, async () => ({
      ...category,
      image_path: (
        await media(ctx, `${category.name} (categoría)`, () =>
          illustration(category.name, data.categoryScenes[category.name] ?? [], 600, 400),
        )
      ).id,
      selected_image_path: (
        await media(ctx, `${category.name} (seleccionada)`, () =>
          illustration(category.name, data.categoryScenes[category.name] ?? [], 600, 400, { selected: true }),
        )
      ).id,
    }))
    if (index < categories.length - 1) await addItems(doc, category.name, index)
  }
}

export const seed = async (payload: Payload, { withDevAdmin }: { withDevAdmin: boolean }): Promise<void> => {
  const ctx: Ctx = { payload, created: 0 }
  payload.logger.info('Seeding demo content…')
  if (withDevAdmin) {
    const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: DEV_ADMIN.email } } })
    if (!totalDocs) await ensureStaffAccount(payload, DEV_ADMIN)
  }

  for (const activity of data.activities(monthDay)) {
    await upsert(ctx, 'activities', { title: { equals: activity.title } }, async () => activity)
  }

  await seedCategories(ctx, 'image-categories', data.imageCategories, async (category, name, index) => {
    for (const [i, title] of data.imageTitles.entries()) {
      await upsert(
        ctx,
        'images',
        { and: [{ category: { equals: category.id } }, { title: { equals: title } }] },
        async () => ({ title, category: category.id, is_active: !(index === 0 && i === 3) }),
        async () =>
          upload(
            `${slugify(`${name} ${title}`)}.png`,
            title === data.COLOURING_TITLE
              ? await colouringPage(name, rotate(data.categoryScenes[name] ?? [], i))
              : await illustration(`${name} ${title}`, rotate(data.categoryScenes[name] ?? [], i)),
          ),
      )
    }
  })

  await seedCategories(ctx, 'template-categories', data.templateCategories, async (category, name, index) => {
    for (const [i, title] of data.templateTitles.entries()) {
      await upsert(
        ctx,
        'template-files',
        { and: [{ category: { equals: category.id } }, { title: { equals: title } }] },
        async () => ({ title, category: category.id, is_active: !(index === 0 && i === 2) }),
        async () => {
          // One of each kind a teacher downloads: an editable Word file, a picture to print (previewable), a PDF guide.
          const content = { category: name, ...data.templateContents[name]! }
          const file = slugify(`${name} ${title}`)
          if (i === 0) return upload(`${file}.docx`, await templateDocx(title, content), DOCX)
          if (i === 1)
            return upload(
              `${file}.png`,
              await printableSheet(
                name,
                title,
                content.columns,
                content.rows,
                data.categoryScenes[name]?.[0] ?? 'memo',
              ),
            )
          return upload(`${file}.pdf`, await templatePdf(title, content), 'application/pdf')
        },
      )
    }
  })

  await seedCategories(ctx, 'music-categories', data.musicCategories, async (category, name, index) => {
    for (const [i, [title, url, ext]] of (data.musicItems[name] ?? []).entries()) {
      await upsert(
        ctx,
        'music-items',
        { and: [{ category: { equals: category.id } }, { title: { equals: title } }] },
        async () => ({
          title,
          url,
          path: `${slugify(title)}.${ext}`,
          category: category.id,
          is_active: !(index === 1 && i === 2),
        }),
      )
    }
  })

  // Every type registered with a cover (src/content/registry.ts): its items of data.ts, under its key.
  for (const entry of seededByKey()) {
    const stored: unknown = (data as Record<string, unknown>)[entry.key]
    const items = Array.isArray(stored) ? (stored as Record<string, unknown>[]) : []
    const title = entry.type.titleField
    for (const item of items) {
      const name = String(item[title])
      await upsert(ctx, entry.type.slug, { [title]: { equals: name } }, async () => ({
        ...item,
        ...(await withCovers(ctx, entry.seed.cover, name, entry.seed.byline(item), entry.seed.listImage ?? true)),
      }))
    }
  }
  for (const [audience, posts] of Object.entries(data.blogs)) {
    for (const post of posts) {
      await upsert(
        ctx,
        'blogs',
        { and: [{ audience: { equals: audience } }, { name: { equals: post.name } }] },
        async () => ({
          ...post,
          audience,
          // The rich body with its subheadings, lists and quotes (src/seed/rich-text.ts); the plain `description` is derived from it.
          body: seedRichText(post.description),
          // Drawn at 1800 x 1200: sharp at 2x in the post page's 860 px frame (issue 31).
          image_path: (
            await media(ctx, `${post.name} (portada)`, () =>
              cover(
                'blog',
                post.name,
                BLOG_BYLINE[audience as keyof typeof BLOG_BYLINE],
                data.pictureIcons[audience] ?? 'books',
                1800,
                1200,
              ),
            )
          ).id,
        }),
      )
    }
  }

  for (const ally of data.allies) {
    await upsert(ctx, 'allies', { name: { equals: ally.name } }, async () => {
      const buffer = await logo(ally.name, ALLY_ICONS[ally.name] ?? 'sparkles')
      const logoDoc = await upsert(
        ctx,
        'media',
        { alt: { equals: `Logo ${ally.name}` } },
        async () => ({ alt: `Logo ${ally.name}` }),
        async () => ({
          data: buffer,
          mimetype: 'image/png',
          name: `logo-${slugify(ally.name)}.png`,
          size: buffer.length,
        }),
      )
      return { ...ally, logo: logoDoc.id }
    })
  }

  await seedRecommendations(payload)
  ctx.created += await seedContest(payload)
  payload.logger.info(`Demo content ready (${ctx.created} new documents).`)
}

const firstActive = async (payload: Payload, collection: CollectionSlug): Promise<number | undefined> => {
  const { docs } = await payload.find({
    collection,
    where: { is_active: { equals: true } },
    limit: 1,
    depth: 0,
    select: {},
    sort: 'id',
  })
  return (docs[0] as Doc | undefined)?.id
}

/** What the demo recommends in a module: the first published item of its demo option (src/content/recommendations.ts `demoOptions`). */
export const demoRecommendation = async (
  payload: Payload,
  module: RecommendationModule,
  registry: readonly AnyRegistration[] = REGISTRY,
): Promise<{ type: string; item: { relationTo: CollectionSlug; value: number } } | null> => {
  for (const option of demoOptions(module, registry)) {
    const id = await firstActive(payload, option.collection)
    if (id !== undefined) return { type: option.type, item: { relationTo: option.collection, value: id } }
  }
  return null
}

/** Each module's recommendation, if none is chosen: the demo's. */
const seedRecommendations = async (payload: Payload): Promise<void> => {
  for (const [module, slug] of Object.entries(RECOMMENDATION_GLOBALS) as [RecommendationModule, GlobalSlug][]) {
    const stored = (await payload.findGlobal({ slug, depth: 0 })) as { item?: unknown }
    if (stored.item) continue
    const chosen = await demoRecommendation(payload, module)
    // The module's own option, so the global's `type` and `item` agree.
    if (chosen) await payload.updateGlobal({ slug, data: chosen as never, context })
  }
}
