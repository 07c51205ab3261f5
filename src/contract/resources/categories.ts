import type { CollectionSlug, Where } from 'payload'

import { checkFileContent } from '../../lib/file-content'
import { categoryItemSchema } from '../../lib/schemas/category-item'
import { categorySchema } from '../../lib/schemas/category'
import { musicItemSchema } from '../../lib/schemas/music-item'
import { IMAGE_MIME_TYPES, TEMPLATE_MIME_TYPES } from '../../lib/uploads'
import { idParam, readBody, type Upload } from '../body'
import { asCaller, isStaff, type Ctx, type Handler } from '../context'
import { findOr404, findVisible, requireExisting, type Doc } from '../find'
import { ContractError, json, ok } from '../http'
import { listWhere, readListQuery } from '../list'
import { mediaUrl } from '../../lib/media'
import { MEDIA_POPULATE, MediaBatch, checkImages } from '../media'
import { parseForm } from '../save'
import { toggleActive } from './content'

type CategorySlug = 'image-categories' | 'template-categories' | 'music-categories'
type ItemSlug = 'images' | 'template-files' | 'music-items'

type CategoryDefinition = {
  collection: CategorySlug
  items: ItemSlug
  /** The key the spec gives the category's items: images, files or music. */
  itemsKey: 'images' | 'files' | 'music'
  itemSelect: Record<string, true>
  itemRow: (doc: Doc) => Record<string, unknown>
  /** Uploads of the items: the file types allowed (null: the item has no file). */
  itemTypes: string[] | null
  itemLabel: { saved: string; deleted: string; toggled: string }
}

const categorySelect = { name: true, image_path: true, selected_image_path: true, is_active: true } as const

const categoryRow = (doc: Doc) => ({
  id: doc.id,
  name: doc.name,
  title: doc.name,
  image_path: mediaUrl(doc.image_path),
  selected_image_path: mediaUrl(doc.selected_image_path),
  is_active: Boolean(doc.is_active),
})

const fileRow = (doc: Doc) => ({
  id: doc.id,
  title: doc.title,
  path: (doc.url as string | null | undefined) ?? null,
  is_active: Boolean(doc.is_active),
  category_id: doc.category,
})

const activeWhere = (activeOnly: boolean): Where => (activeOnly ? { is_active: { equals: true } } : {})

/** GET categorias/all: every category with its items, in two queries (categories, then all their items). */
const listCategories =
  (def: CategoryDefinition): Handler =>
  async (ctx) => {
    const query = readListQuery(ctx.url)
    const activeOnly = query.onlyActive || !isStaff(ctx)
    const categories = await ctx.payload.find({
      collection: def.collection,
      where: activeWhere(activeOnly),
      select: categorySelect,
      populate: MEDIA_POPULATE,
      depth: 1,
      sort: 'createdAt',
      ...(query.paginated ? { page: query.page, limit: query.pageSize } : { pagination: false, limit: 0 }),
      ...asCaller(ctx),
    })
    const ids = categories.docs.map((doc) => doc.id)
    const items = ids.length
      ? await ctx.payload.find({
          collection: def.items,
          where: { and: [{ category: { in: ids } }, activeWhere(activeOnly)] },
          select: { ...def.itemSelect, category: true, is_active: true },
          depth: 0,
          sort: 'createdAt',
          pagination: false,
          limit: 0,
          ...asCaller(ctx),
        })
      : { docs: [] }
    const byCategory = new Map<unknown, Record<string, unknown>[]>()
    for (const item of items.docs as Doc[]) {
      const list = byCategory.get(item.category) ?? []
      list.push(def.itemRow(item))
      byCategory.set(item.category, list)
    }
    const rows = (categories.docs as Doc[]).map((doc) => ({ ...categoryRow(doc), [def.itemsKey]: byCategory.get(doc.id) ?? [] }))
    return json(query.paginated ? { data: rows, total: categories.totalDocs } : rows)
  }

const findCategory = (ctx: Ctx, collection: CategorySlug, id: number): Promise<Doc> => findOr404(ctx, collection, id, { select: categorySelect })

/** POST categorias (create) and categorias/{id} with `_method=PUT` (edit): name and the two state images. */
const saveCategory =
  (def: CategoryDefinition): Handler =>
  async (ctx) => {
    const body = await readBody(ctx.request)
    const existing = ctx.params.id ? await findCategory(ctx, def.collection, idParam(ctx.params.id)) : undefined
    const input = parseForm(categorySchema({ mode: existing ? 'edit' : 'create' }), body, { files: ['image', 'selected_image'] })
    await checkImages({ image: body.files.image, selected_image: body.files.selected_image })
    const media = new MediaBatch(ctx)
    try {
      const data: Record<string, unknown> = { name: input.name }
      const image = await media.store(body.files.image, `${input.name} (categoría)`)
      const selected = await media.store(body.files.selected_image, `${input.name} (seleccionada)`)
      if (image !== undefined) data.image_path = image
      if (selected !== undefined) data.selected_image_path = selected
      // `data` is checked by the form schema above and by the collection's fields; its static type is the union of three collections.
      const options = { collection: def.collection, data: data as never, depth: 0, ...asCaller(ctx) }
      const saved = existing ? await ctx.payload.update({ ...options, id: existing.id }) : await ctx.payload.create(options)
      const row = categoryRow(await findCategory(ctx, def.collection, saved.id))
      return ok(existing ? 'Categoría actualizada correctamente.' : 'Categoría creada correctamente.', { data: row }, existing ? 200 : 201)
    } catch (error) {
      await media.discard()
      throw error
    }
  }

/** DELETE by id; a category that still holds items is refused by its collection (409, the spec's message). */
const removeFrom =
  (collection: CollectionSlug, message: string): Handler =>
  async (ctx) => {
    const id = idParam(ctx.params.id)
    await requireExisting(ctx, collection, id)
    await ctx.payload.delete({ collection, id, depth: 0, ...asCaller(ctx) })
    return ok(message, { data: { id } })
  }

const requireCategory = async (ctx: Ctx, collection: CategorySlug, id: number): Promise<void> => {
  const { totalDocs } = await ctx.payload.count({ collection, where: { id: { equals: id } }, ...asCaller(ctx) })
  if (!totalDocs) throw new ContractError(400, 'La categoría no existe.', { category_id: 'La categoría no existe.' })
}

/** POST imagenes / plantillas: category_id, title and the file itself (the item is the upload). */
const createFileItem =
  (def: CategoryDefinition, categories: CategorySlug): Handler =>
  async (ctx) => {
    const body = await readBody(ctx.request)
    const input = parseForm(categoryItemSchema, body, { files: ['file'] })
    const file = body.files.file as Upload
    if (def.itemTypes === IMAGE_MIME_TYPES) await checkImages({ file })
    else if (def.itemTypes)
      file.mimetype = await checkFileContent(file, def.itemTypes).catch((error: Error) => {
        throw new ContractError(400, error.message, { file: error.message })
      })
    await requireCategory(ctx, categories, input.category_id)
    const doc = await ctx.payload.create({
      collection: def.items as 'images' | 'template-files',
      data: { title: input.title, category: input.category_id, is_active: true },
      file,
      depth: 0,
      ...asCaller(ctx),
    })
    return ok(def.itemLabel.saved, { data: def.itemRow(doc as unknown as Doc) }, 201)
  }

/** POST musica (create) and musica/{id} (edit): category_id, title, url; the form sends no file. */
const saveMusicItem: Handler = async (ctx) => {
  const body = await readBody(ctx.request)
  const id = ctx.params.id ? idParam(ctx.params.id) : undefined
  if (id !== undefined) await requireExisting(ctx, 'music-items', id)
  const input = parseForm(musicItemSchema, body, {})
  await requireCategory(ctx, 'music-categories', input.category_id)
  const data = { title: input.title, url: input.url, category: input.category_id, ...(input.path !== undefined ? { path: input.path } : {}) }
  const options = { collection: 'music-items' as const, data, depth: 0, ...asCaller(ctx) }
  const saved = id !== undefined ? await ctx.payload.update({ ...options, id }) : await ctx.payload.create(options)
  return ok('Elemento actualizado correctamente.', { data: musicRow(saved as unknown as Doc) }, id !== undefined ? 200 : 201)
}

const musicRow = (doc: Doc) => ({
  id: doc.id,
  title: doc.title,
  url: doc.url,
  path: doc.path ?? null,
  is_active: Boolean(doc.is_active),
  category_id: doc.category,
})

const musicSelect = { title: true, url: true, path: true } as const

/**
 * GET musica/all: the recommendation picker's plain array (id, title, image, url); the image is the
 * category's. Published tracks are those of published categories too: the site shows no other.
 */
const listMusic: Handler = async (ctx) => {
  const query = readListQuery(ctx.url)
  const activeOnly = query.onlyActive || !isStaff(ctx)
  const scope: Where | undefined = activeOnly ? { 'category.is_active': { equals: true } } : undefined
  const where = await listWhere(ctx.payload, { table: 'music_items', column: 'title', scope, activeOnly, text: query.text })
  const items = await ctx.payload.find({
    collection: 'music-items',
    where,
    select: { ...musicSelect, category: true, is_active: true },
    depth: 0,
    sort: 'createdAt',
    ...(query.paginated ? { page: query.page, limit: query.pageSize } : { pagination: false, limit: 0 }),
    ...asCaller(ctx),
  })
  const images = await categoryImages(ctx, [...new Set(items.docs.map((doc) => doc.category as number))])
  const rows = (items.docs as Doc[]).map((doc) => ({ ...musicRow(doc), image: images.get(doc.category as number) ?? null }))
  return json(query.paginated ? { data: rows, total: items.totalDocs } : rows)
}

const categoryImages = async (ctx: Ctx, ids: number[]): Promise<Map<number, string | null>> => {
  if (!ids.length) return new Map()
  const { docs } = await ctx.payload.find({
    collection: 'music-categories',
    where: { id: { in: ids } },
    select: { image_path: true },
    populate: MEDIA_POPULATE,
    depth: 1,
    pagination: false,
    limit: 0,
    ...asCaller(ctx),
  })
  return new Map(docs.map((doc) => [doc.id, mediaUrl(doc.image_path)]))
}

/** The card of a recommended track: what the public music card reads. */
export const musicCard = async (ctx: Ctx, id: number): Promise<Record<string, unknown> | null> => {
  const doc = await findVisible(ctx, 'music-items', id, { select: { ...musicSelect, category: true, is_active: true }, depth: 0 })
  if (!doc) return null
  const images = await categoryImages(ctx, [doc.category as number])
  return { ...musicRow(doc), name: doc.title, image: images.get(doc.category as number) ?? null }
}

const CATEGORY_TOGGLED = 'Estado de la categoría actualizado correctamente.'

const categoryHandlers = (def: CategoryDefinition) => ({
  list: listCategories(def),
  create: saveCategory(def),
  update: saveCategory(def),
  remove: removeFrom(def.collection, 'Categoría eliminada correctamente.'),
  toggle: toggleActive(def.collection, CATEGORY_TOGGLED),
  createItem: def.itemTypes ? createFileItem(def, def.collection) : saveMusicItem,
  removeItem: removeFrom(def.items, def.itemLabel.deleted),
  toggleItem: toggleActive(def.items, def.itemLabel.toggled),
})

/** /profe-max/recursos-educativos/imagenes */
export const imageBank = categoryHandlers({
  collection: 'image-categories',
  items: 'images',
  itemsKey: 'images',
  itemSelect: { title: true, filename: true, url: true },
  itemRow: fileRow,
  itemTypes: IMAGE_MIME_TYPES,
  itemLabel: { saved: 'Imagen guardada correctamente.', deleted: 'Imagen eliminada correctamente.', toggled: 'Imagen actualizada correctamente.' },
})

/** /profe-max/recursos-educativos/plantillas */
export const templates = categoryHandlers({
  collection: 'template-categories',
  items: 'template-files',
  itemsKey: 'files',
  itemSelect: { title: true, filename: true, url: true },
  itemRow: fileRow,
  itemTypes: TEMPLATE_MIME_TYPES,
  itemLabel: { saved: 'Archivo guardado correctamente.', deleted: 'Archivo eliminado correctamente.', toggled: 'Archivo actualizado correctamente.' },
})

/** /profe-max/bienestar/musica and musica/categorias */
export const music = {
  ...categoryHandlers({
    collection: 'music-categories',
    items: 'music-items',
    itemsKey: 'music',
    itemSelect: musicSelect,
    itemRow: musicRow,
    itemTypes: null,
    itemLabel: { saved: 'Elemento actualizado correctamente.', deleted: 'Elemento eliminado correctamente.', toggled: 'Elemento actualizado correctamente.' },
  }),
  updateItem: saveMusicItem,
  listItems: listMusic,
}
