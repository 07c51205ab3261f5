import type { CollectionSlug, Payload, Where } from 'payload'

import { slugify } from '../lib/slug'
import { todayIso } from '../lib/dates'
import { seedContest } from './contest'
import * as data from './data'
import { demoImage, demoLogo, demoPdf } from './images'
import { DEV_ADMIN, ensureStaffAccount } from './staff'
import { plainToRichText } from '../lib/richtext/plain'

type Ctx = { payload: Payload; created: number }
type Doc = { id: number }
type Upload = { data: Buffer; mimetype: string; name: string; size: number }

const context = { disableRevalidate: true }

const png = async (key: string, width?: number, height?: number): Promise<Upload> => {
  const buffer = await demoImage(key, width, height)
  return { data: buffer, mimetype: 'image/png', name: `${slugify(key)}.png`, size: buffer.length }
}

/** Finds a document by its natural key, or creates it: seeding twice never duplicates. */
const upsert = async (ctx: Ctx, collection: CollectionSlug, where: Where, create: () => Promise<Record<string, unknown>>, file?: () => Promise<Upload>): Promise<Doc> => {
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

/** A demo picture in the media collection, found again by its alt text. */
const media = (ctx: Ctx, key: string, width?: number, height?: number): Promise<Doc> =>
  upsert(
    ctx,
    'media',
    { alt: { equals: key } },
    async () => ({ alt: key }),
    () => png(key, width, height),
  )

const withImages = async (ctx: Ctx, key: string) => ({
  image_path: (await media(ctx, `${key} (principal)`)).id,
  list_image_path: (await media(ctx, `${key} (lista)`, 800, 400)).id,
})

const monthDay = (monthOffset: number, day: number): string => {
  const [y, m] = todayIso().split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(y, m - 1 + monthOffset, day))
  return date.toISOString().slice(0, 10)
}

const seedCategories = async (
  ctx: Ctx,
  slug: 'image-categories' | 'template-categories' | 'music-categories',
  categories: { name: string; is_active: boolean }[],
  addItems: (category: Doc, name: string, index: number) => Promise<void>,
) => {
  for (const [index, category] of categories.entries()) {
    const doc = await upsert(ctx, slug, { name: { equals: category.name } }, async () => ({
      ...category,
      image_path: (await media(ctx, `${category.name} (categoría)`, 600, 400)).id,
      selected_image_path: (await media(ctx, `${category.name} (seleccionada)`, 600, 400)).id,
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
        () => png(`${name} ${title}`),
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
        async () =>
          i === 1
            ? { ...(await png(`${name} ${title}`)), name: `${slugify(`${name} ${title}`)}.png` }
            : { data: demoPdf(`${name}: ${title}`), mimetype: 'application/pdf', name: `${slugify(`${name} ${title}`)}.pdf`, size: demoPdf(`${name}: ${title}`).length },
      )
    }
  })

  await seedCategories(ctx, 'music-categories', data.musicCategories, async (category, name, index) => {
    for (const [i, [title, url, ext]] of data.musicItems.entries()) {
      const itemTitle = `${title}${index ? ` ${index + 1}` : ''}`
      await upsert(ctx, 'music-items', { and: [{ category: { equals: category.id } }, { title: { equals: itemTitle } }] }, async () => ({
        title: itemTitle,
        url: `${url}-${slugify(name)}`,
        path: `${slugify(itemTitle)}.${ext}`,
        category: category.id,
        is_active: !(index === 1 && i === 2),
      }))
    }
  })

  for (const book of data.developmentBooks) {
    await upsert(ctx, 'development-books', { name: { equals: book.name } }, async () => ({ ...book, ...(await withImages(ctx, book.name)) }))
  }
  for (const course of data.courses) {
    await upsert(ctx, 'courses', { name: { equals: course.name } }, async () => ({ ...course, ...(await withImages(ctx, course.name)) }))
  }
  for (const tool of data.tools) {
    await upsert(ctx, 'tools', { name: { equals: tool.name } }, async () => ({ ...tool, ...(await withImages(ctx, tool.name)) }))
  }
  for (const recipe of data.recipes) {
    await upsert(ctx, 'recipes', { title: { equals: recipe.title } }, async () => ({ ...recipe, image_path: (await media(ctx, `${recipe.title} (principal)`)).id }))
  }
  for (const book of data.wellbeingBooks) {
    await upsert(ctx, 'wellbeing-books', { title: { equals: book.title } }, async () => ({ ...book, ...(await withImages(ctx, book.title)) }))
  }
  for (const podcast of data.podcasts) {
    await upsert(ctx, 'podcasts', { title: { equals: podcast.title } }, async () => ({ ...podcast, ...(await withImages(ctx, podcast.title)) }))
  }
  for (const [audience, posts] of Object.entries(data.blogs)) {
    for (const post of posts) {
      await upsert(ctx, 'blogs', { and: [{ audience: { equals: audience } }, { name: { equals: post.name } }] }, async () => ({
        ...post,
        audience,
        // The rich body from the plain text, by the migration's converter (paragraphs from blank lines).
        body: plainToRichText(post.description),
        image_path: (await media(ctx, `${post.name} (portada)`)).id,
      }))
    }
  }

  for (const ally of data.allies) {
    await upsert(ctx, 'allies', { name: { equals: ally.name } }, async () => {
      const buffer = await demoLogo(ally.name)
      const logo = await upsert(
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
      return { ...ally, logo: logo.id }
    })
  }

  await seedRecommendations(payload)
  ctx.created += await seedContest(payload)
  payload.logger.info(`Demo content ready (${ctx.created} new documents).`)
}

const firstActive = async (payload: Payload, collection: CollectionSlug): Promise<number | undefined> => {
  const { docs } = await payload.find({ collection, where: { is_active: { equals: true } }, limit: 1, depth: 0, select: {}, sort: 'id' })
  return (docs[0] as Doc | undefined)?.id
}

const seedRecommendations = async (payload: Payload): Promise<void> => {
  const development = await payload.findGlobal({ slug: 'development-recommendation', depth: 0 })
  const book = await firstActive(payload, 'development-books')
  if (!development.item && book) {
    await payload.updateGlobal({ slug: 'development-recommendation', data: { type: 'book', item: { relationTo: 'development-books', value: book } }, context })
  }
  const wellbeing = await payload.findGlobal({ slug: 'wellbeing-recommendation', depth: 0 })
  const recipe = await firstActive(payload, 'recipes')
  if (!wellbeing.item && recipe) {
    await payload.updateGlobal({ slug: 'wellbeing-recommendation', data: { type: 'recipe', item: { relationTo: 'recipes', value: recipe } }, context })
  }
}
