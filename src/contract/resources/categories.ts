import type { CollectionSlug, Where } from 'payload'

import {
  imageCategory,
  imageItem,
  musicCategory,
  musicItem,
  templateCategory,
  templateItem,
} from '../../content/categories'
import { fieldsOf, imageFields, inputName, type AnyContent } from '../../content/kit'
import { formSchema } from '../../content/form-schema'
import { checkFileContent } from '../../lib/file-content'
import { IMAGE_MIME_TYPES, TEMPLATE_MIME_TYPES } from '../../lib/uploads'
import { idParam, readBody, type Upload } from '../body'
import { asCaller, isStaff, type Ctx, type Handler } from '../context'
import { findOr404, findVisible, requireExisting, type Doc } from '../find'
import { ContractError, json, ok } from '../http'
import { listWhere, readListQuery } from '../list'
import { mediaUrl } from '../../lib/media'
import { MEDIA_POPULATE, MediaBatch, checkImages } from '../media'
import { parseForm } from '../save'
import { withVersions, writeChecked } from '../versions'
import { toggleActive } from './content'
import { listActions, listTargetOf } from './list-actions'
import { trashOne } from '../trash'
import { asRecord, asRecords } from '../../lib/doc-record'

type CategorySlug = 'image-categories' | 'template-categories' | 'music-categories'
type ItemSlug = 'images' | 'template-files' | 'music-items'

type CategoryDefinition = {
  /** The descriptors (src/content/categories.ts) of the categories and of their items. */
  category: AnyContent
  item: AnyContent
  /** The key the spec gives the category's items: images, files or music. */
  itemsKey: 'images' | 'files' | 'music'
  /** Uploads of the items: the file types allowed (null: the item has no file). */
  itemTypes: string[] | null
  itemLabel: { saved: string; updated: string; deleted: string; toggled: string }
}

/** What a category's stored images are called in the media library, by form input. */
const MEDIA_LABELS: Record<string, string> = { image: 'categoría', selected_image: 'seleccionada' }

const selectOf = (type: AnyContent): Record<string, true> =>
  Object.fromEntries(
    Object.entries(type.fields).flatMap(([name, def]): [string, true][] =>
      def.kind === 'file'
        ? [
            ['filename', true],
            ['url', true],
          ]
        : def.kind === 'order'
          ? []
          : [[name, true]],
    ),
  )

/** A category as the spec lists it: `title` repeats the name; images as URLs that load. */
const categoryRow = (type: AnyContent, doc: Doc) => ({
  id: doc.id,
  name: doc.name,
  title: doc.name,
  ...Object.fromEntries(imageFields(type).map(([name]) => [name, mediaUrl(doc[name])])),
  is_active: Boolean(doc.is_active),
})

/** An item as the spec lists it: the category as `category_id`, the file (an upload's URL) as `path`. */
const itemRow = (type: AnyContent, doc: Doc): Record<string, unknown> => {
  const row: Record<string, unknown> = { id: doc.id }
  for (const [name, def] of Object.entries(type.fields)) {
    if (def.kind === 'category') row[inputName(name, def)] = doc[name]
    else if (def.kind === 'file') row.path = (doc.url as string | null | undefined) ?? null
    else if (def.kind === 'active') row[name] = Boolean(doc[name])
    else row[name] = doc[name] ?? null
  }
  return row
}

const activeWhere = (activeOnly: boolean): Where => (activeOnly ? { is_active: { equals: true } } : {})

/** GET categorias/all: every category with its items, in two queries (categories, then all their items). */
const listCategories =
  (def: CategoryDefinition): Handler =>
  async (ctx) => {
    const query = readListQuery(ctx.url)
    const activeOnly = query.onlyActive || !isStaff(ctx)
    const categories = await ctx.payload.find({
      collection: def.category.slug as CategorySlug,
      where: activeWhere(activeOnly),
      select: selectOf(def.category),
      populate: MEDIA_POPULATE,
      depth: 1,
      sort: 'createdAt',
      ...(query.paginated ? { page: query.page, limit: query.pageSize } : { pagination: false, limit: 0 }),
      ...asCaller(ctx),
    })
    const ids = categories.docs.map((doc) => doc.id)
    const items = ids.length
      ? await ctx.payload.find({
          collection: def.item.slug as ItemSlug,
          where: { and: [{ category: { in: ids } }, activeWhere(activeOnly)] },
          select: selectOf(def.item),
          depth: 0,
          sort: 'createdAt',
          pagination: false,
          limit: 0,
          ...asCaller(ctx),
        })
      : { docs: [] }
    // Staff rows carry their version (categories and items): an edit sends it back (issue 28).
    const staff = isStaff(ctx)
    const itemRows = (items.docs as Doc[]).map((item) => itemRow(def.item, item))
    const versionedItems = staff ? await withVersions(ctx.payload, def.item.slug, itemRows) : itemRows
    const byCategory = new Map<unknown, Record<string, unknown>[]>()
    for (const item of versionedItems) {
      const list = byCategory.get(item.category_id) ?? []
      list.push(item)
      byCategory.set(item.category_id, list)
    }
    const categoryRows = asRecords<Doc>(categories.docs).map((doc) => categoryRow(def.category, doc))
    const rows = (staff ? await withVersions(ctx.payload, def.category.slug, categoryRows) : categoryRows).map(
      (row) => ({ ...row, [def.itemsKey]: byCategory.get(row.id) ?? [] }),
    )
    return json(query.paginated ? { data: rows, total: categories.totalDocs } : rows)
  }

const findCategory = (ctx: Ctx, type: AnyContent, id: number): Promise<Doc> =>
  findOr404(ctx, type.slug, id, { select: selectOf(type) })

/** POST categorias (create) and categorias/{id} with `_method=PUT` (edit): name and the two state images. */
const saveCategory =
  (def: CategoryDefinition): Handler =>
  async (ctx) => {
    const type = def.category
    const body = await readBody(ctx.request)
    const existing = ctx.params.id ? await findCategory(ctx, type, idParam(ctx.params.id)) : undefined
    const images = imageFields(type).map(([name, field]) => [name, field.form] as const)
    const input = parseForm(formSchema(type)({ mode: existing ? 'edit' : 'create' }), body, {
      files: images.map(([, form]) => form),
    })
    await checkImages(Object.fromEntries(images.map(([, form]) => [form, body.files[form]])))
    const media = new MediaBatch(ctx)
    try {
      const data: Record<string, unknown> = { name: input.name }
      for (const [name, form] of images) {
        const id = await media.store(body.files[form], `${String(input.name)} (${MEDIA_LABELS[form] ?? form})`)
        if (id !== undefined) data[name] = id
      }
      // `data` is checked by the form schema above and by the collection's fields; its static type is the union of three collections.
      const options = { collection: type.slug as CategorySlug, data: data as never, depth: 0, ...asCaller(ctx) }
      // No silent overwrite (issue 28): an edit based on an older version than the newest is refused.
      const saved = existing
        ? await writeChecked(ctx, { collection: type.slug, id: existing.id }, body.fields, (req) =>
            ctx.payload.update({ ...options, id: existing.id, ...(req ? { req } : {}) }),
          )
        : await ctx.payload.create(options)
      const [row] = await withVersions(ctx.payload, type.slug, [
        categoryRow(type, await findCategory(ctx, type, saved.id)),
      ])
      return ok(
        existing ? 'Categoría actualizada correctamente.' : 'Categoría creada correctamente.',
        { data: row },
        existing ? 200 : 201,
      )
    } catch (error) {
      await media.discard()
      throw error
    }
  }

/**
 * DELETE by id: to 'Papelera' (issue 28), deleted for good there or after 30 days; a category that
 * still holds items is refused by its collection (409, the spec's message), into the trash or out of it.
 */
const removeFrom =
  (collection: CollectionSlug, message: string): Handler =>
  async (ctx) => {
    const id = idParam(ctx.params.id)
    await requireExisting(ctx, collection, id)
    await trashOne(ctx, { collection, drafts: false }, id)
    return ok(message, { data: { id } })
  }

const requireCategory = async (ctx: Ctx, collection: CategorySlug, id: number): Promise<void> => {
  const { totalDocs } = await ctx.payload.count({ collection, where: { id: { equals: id } }, ...asCaller(ctx) })
  if (!totalDocs) throw new ContractError(400, 'La categoría no existe.', { category_id: 'La categoría no existe.' })
}

/** The checked upload of a file item, or undefined when the form sends none (an edit keeps the stored file). */
const checkedFile = async (def: CategoryDefinition, file: Upload | undefined): Promise<Upload | undefined> => {
  if (!file) return undefined
  if (def.itemTypes === IMAGE_MIME_TYPES) await checkImages({ file })
  else if (def.itemTypes)
    file.mimetype = await checkFileContent(file, def.itemTypes).catch((error: Error) => {
      throw new ContractError(400, error.message, { file: error.message })
    })
  return file
}

/**
 * POST imagenes / plantillas (create: category_id, title and the file; the item is the upload) and
 * imagenes/{id} / plantillas/{id} (edit: title, category and, when sent, a new file that replaces
 * the stored one; Payload deletes the old file and its sizes with the replacement).
 */
const saveFileItem =
  (def: CategoryDefinition): Handler =>
  async (ctx) => {
    const body = await readBody(ctx.request)
    const id = ctx.params.id ? idParam(ctx.params.id) : undefined
    if (id !== undefined) await requireExisting(ctx, def.item.slug, id)
    const files = fieldsOf(def.item, 'file').map(([, field]) => field.form)
    const input = parseForm(formSchema(def.item)({ mode: id === undefined ? 'create' : 'edit' }), body, { files })
    const file = await checkedFile(def, body.files.file)
    await requireCategory(ctx, def.category.slug as CategorySlug, Number(input.category_id))
    const collection = def.item.slug as 'images' | 'template-files'
    const data = { title: String(input.title), category: Number(input.category_id) }
    const options = { collection, depth: 0, ...(file ? { file } : {}), ...asCaller(ctx) }
    const doc =
      id === undefined
        ? await ctx.payload.create({ ...options, data: { ...data, is_active: true } })
        : await writeChecked(ctx, { collection, id }, body.fields, (req) =>
            ctx.payload.update({ ...options, id, data, ...(req ? { req } : {}) }),
          )
    const [row] = await withVersions(ctx.payload, collection, [itemRow(def.item, asRecord<Doc>(doc))])
    return ok(
      id === undefined ? def.itemLabel.saved : def.itemLabel.updated,
      { data: row },
      id === undefined ? 201 : 200,
    )
  }

/** POST musica (create) and musica/{id} (edit): category_id, title, url; the form sends no file. */
const saveMusicItem: Handler = async (ctx) => {
  const body = await readBody(ctx.request)
  const id = ctx.params.id ? idParam(ctx.params.id) : undefined
  if (id !== undefined) await requireExisting(ctx, 'music-items', id)
  const input = parseForm(formSchema(musicItem)({ mode: id === undefined ? 'create' : 'edit' }), body, {})
  await requireCategory(ctx, 'music-categories', Number(input.category_id))
  const data = {
    title: String(input.title),
    url: String(input.url),
    category: Number(input.category_id),
    ...(input.path !== undefined ? { path: String(input.path) } : {}),
  }
  const options = { collection: 'music-items' as const, data, depth: 0, ...asCaller(ctx) }
  const saved =
    id !== undefined
      ? await writeChecked(ctx, { collection: 'music-items', id }, body.fields, (req) =>
          ctx.payload.update({ ...options, id, ...(req ? { req } : {}) }),
        )
      : await ctx.payload.create(options)
  const [row] = await withVersions(ctx.payload, 'music-items', [itemRow(musicItem, asRecord<Doc>(saved))])
  return ok(
    id !== undefined ? 'Elemento actualizado correctamente.' : 'Elemento agregado correctamente.',
    { data: row },
    id !== undefined ? 200 : 201,
  )
}

/**
 * GET musica/all: the recommendation picker's plain array (id, title, image, url); the image is the
 * category's. Published tracks are those of published categories too: the site shows no other.
 */
const listMusic: Handler = async (ctx) => {
  const query = readListQuery(ctx.url)
  const activeOnly = query.onlyActive || !isStaff(ctx)
  const scope: Where | undefined = activeOnly ? { 'category.is_active': { equals: true } } : undefined
  const where = await listWhere(ctx.payload, { table: 'music_items', scope, activeOnly, text: query.text })
  const items = await ctx.payload.find({
    collection: 'music-items',
    where,
    select: selectOf(musicItem),
    depth: 0,
    sort: 'createdAt',
    ...(query.paginated ? { page: query.page, limit: query.pageSize } : { pagination: false, limit: 0 }),
    ...asCaller(ctx),
  })
  const images = await categoryImages(ctx, [...new Set(items.docs.map((doc) => doc.category as number))])
  const rows = asRecords<Doc>(items.docs).map((doc) => ({
    ...itemRow(musicItem, doc),
    image: images.get(doc.category as number) ?? null,
  }))
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
  const doc = await findVisible(ctx, 'music-items', id, { select: selectOf(musicItem), depth: 0 })
  if (!doc) return null
  const images = await categoryImages(ctx, [doc.category as number])
  return { ...itemRow(musicItem, doc), name: doc.title, image: images.get(doc.category as number) ?? null }
}

const RESTORE_CATEGORY_FIRST = 'Su categoría está en la papelera: restaura primero la categoría.'

const CATEGORY_TOGGLED = 'Estado de la categoría actualizado correctamente.'

const categoryHandlers = (def: CategoryDefinition) => ({
  list: listCategories(def),
  create: saveCategory(def),
  update: saveCategory(def),
  remove: removeFrom(def.category.slug, 'Categoría eliminada correctamente.'),
  toggle: toggleActive(def.category.slug, CATEGORY_TOGGLED),
  createItem: def.itemTypes ? saveFileItem(def) : saveMusicItem,
  updateItem: def.itemTypes ? saveFileItem(def) : saveMusicItem,
  removeItem: removeFrom(def.item.slug, def.itemLabel.deleted),
  toggleItem: toggleActive(def.item.slug, def.itemLabel.toggled),
  // Bulk actions and 'Papelera' (issue 28): the categories' at categorias/…, the items' at the base.
  categoryActions: listActions(listTargetOf(def.category)),
  itemActions: listActions(
    listTargetOf(def.item, {
      parent: { field: 'category', collection: def.category.slug, message: RESTORE_CATEGORY_FIRST },
    }),
  ),
})

/** /profe-max/recursos-educativos/imagenes */
export const imageBank = categoryHandlers({
  category: imageCategory,
  item: imageItem,
  itemsKey: 'images',
  itemTypes: IMAGE_MIME_TYPES,
  itemLabel: {
    saved: 'Imagen guardada correctamente.',
    updated: 'Imagen actualizada correctamente.',
    deleted: 'Imagen eliminada correctamente.',
    toggled: 'Imagen actualizada correctamente.',
  },
})

/** /profe-max/recursos-educativos/plantillas */
export const templates = categoryHandlers({
  category: templateCategory,
  item: templateItem,
  itemsKey: 'files',
  itemTypes: TEMPLATE_MIME_TYPES,
  itemLabel: {
    saved: 'Archivo guardado correctamente.',
    updated: 'Archivo actualizado correctamente.',
    deleted: 'Archivo eliminado correctamente.',
    toggled: 'Archivo actualizado correctamente.',
  },
})

/** /profe-max/bienestar/musica and musica/categorias */
export const music = {
  ...categoryHandlers({
    category: musicCategory,
    item: musicItem,
    itemsKey: 'music',
    itemTypes: null,
    itemLabel: {
      saved: 'Elemento actualizado correctamente.',
      updated: 'Elemento actualizado correctamente.',
      deleted: 'Elemento eliminado correctamente.',
      toggled: 'Elemento actualizado correctamente.',
    },
  }),
  listItems: listMusic,
}
