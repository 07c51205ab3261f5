'use client'

import { useState, type ReactNode } from 'react'

import { historyOf } from '../../content/history'
import type { AnyContent } from '../../content/kit'
import { formSchema } from '../../content/form-schema'
import { Breadcrumb } from './Breadcrumb'
import { api, runAction, type ActionMessages } from './api'
import { ConfirmDialog, NoticeDialog } from './ConfirmDialog'
import { formFields, type Row } from './contentScreen'
import { FormModal, type FieldSpec, type FormValues } from './Form'
import { useList } from './hooks'
import { Icon } from './icons'
import { saveMultipart, toldByNotice, useSaveRefusal } from './payload'
import { StatusToggle } from './StatusToggle'
import { asRecord } from '../../lib/doc-record'
import { listBulkActions, type BulkAction } from '../../lib/schemas/list-actions'
import { BulkBar, BulkConfirm, runBulk, useSelection } from './BulkActions'
import { TrashSwitch, TrashView } from './TrashView'

export type CategoryItem = { id: number; title: string; path?: string | null; is_active: boolean; category_id?: number }
export type Category<Item extends CategoryItem = CategoryItem> = {
  id: number
  name: string
  image_path: string | null
  selected_image_path: string | null
  is_active: boolean
} & Record<string, unknown> & { items?: Item[] }

export type CategoryScreenConfig<Item extends CategoryItem> = {
  breadcrumb: string[]
  /** e.g. '/profe-max/recursos-educativos/imagenes': categories under /categorias, items at the base. */
  endpoint: string
  /** The key holding each category's items: images, files or music. */
  itemsKey: string
  /** '+ Imagen', '+ Archivo', '+ Elemento' */
  addItemLabel: string
  /** e.g. n => `${n} imágenes` */
  countLabel: (count: number) => string
  emptyCategories: string
  emptyItems: string
  /** What the items are called in the 'Papelera' view's title: 'Imágenes', 'Archivos', 'Elementos'. */
  itemsTitle: string
  blockedLines: string[]
  /** The categories' descriptor (src/content/categories.ts): the category form's fields and rules. */
  categoryType: AnyContent
  /** The category form's titles; 'Nueva categoría' / 'Editar categoría' unless given (sentence case everywhere: docs/spec-deviations.md). */
  categoryFormTitles?: { create: string; edit: string }
  categoryMessages: { save: ActionMessages; remove: ActionMessages; toggle: ActionMessages; load: string }
  item: {
    /** Title of the add/edit form for a category. */
    formTitle: (category: Category<Item>, item: Item | null) => string
    /** The items' descriptor: the form's rules (its fields come from `fields`). */
    type: AnyContent
    /** `categories`: what the edit form may move the item to. */
    fields: (item: Item | null, categories: Category<Item>[]) => FieldSpec[]
    initial: (category: Category<Item>, item: Item | null) => FormValues
    /** Items with an edit form (title, and for images and files their category and file). */
    editable?: boolean
    save: ActionMessages
    /** The edit's toasts, when they differ from the create's. */
    update?: ActionMessages
    remove: ActionMessages
    toggle: ActionMessages
    /** The tile's picture: an image preview or a type icon. */
    media: (item: Item) => ReactNode
    /** Extra tile content, e.g. the download link. */
    extra?: (item: Item) => ReactNode
    /** What the delete confirmation shows besides the title (a preview). */
    preview?: (item: Item) => ReactNode
    deleteTitle?: string
  }
}

/** The edit form's history, when the type keeps one. */
const historyTarget = (type: AnyContent, id: number) => {
  const history = historyOf(type)
  return history && { ...history, id }
}

type Editing<Item extends CategoryItem> =
  | { kind: 'category'; category: Category<Item> | null; key: number }
  | { kind: 'item'; category: Category<Item>; item: Item | null; key: number }

/** A bulk action (issue 28) asked on the selected categories or on the selected items. */
type Bulk = { on: 'categories' | 'items'; action: BulkAction }

const BULK_ACTIONS = listBulkActions(true)

const categoriesSelected = (count: number): string =>
  count === 1 ? '1 categoría seleccionada' : `${count} categorías seleccionadas`

type Deleting<Item extends CategoryItem> =
  { kind: 'category'; category: Category<Item> } | { kind: 'item'; item: Item } | { kind: 'blocked' }

/**
 * The kit's category screen (image bank, templates, music): one card per category with its
 * count, toggle, add/edit/delete, and a grid of item tiles with toggle and delete. Categories and
 * items are selected with their checkboxes for the bulk actions (issue 28), and each has its
 * 'Papelera' (the categories' at `{endpoint}/categorias/papelera`, the items' at `{endpoint}/papelera`).
 */
export const CategoryScreen = <Item extends CategoryItem>({ config }: { config: CategoryScreenConfig<Item> }) => {
  const base = config.endpoint
  const list = useList<Category<Item>>(`${base}/categorias/all`, config.categoryMessages.load)
  const [editing, setEditing] = useState<Editing<Item> | null>(null)
  const [deleting, setDeleting] = useState<Deleting<Item> | null>(null)
  const itemsOf = (category: Category<Item>) =>
    Array.isArray(category[config.itemsKey]) ? (category[config.itemsKey] as Item[]) : []
  const [view, setView] = useState<'list' | 'trash'>('list')
  const [bulk, setBulk] = useState<Bulk | null>(null)
  const categorySelection = useSelection(list.rows, (category) => category.name, view)
  const itemSelection = useSelection(list.rows.flatMap(itemsOf), (item) => item.title, view)
  const bulkRows = bulk?.on === 'categories' ? categorySelection.selected : itemSelection.selected
  /** The two lists of the screen, each with its selection bar and its 'Papelera'. */
  const parts = [
    {
      on: 'categories' as const,
      endpoint: `${base}/categorias`,
      trashTitle: 'Categorías en la papelera',
      label: 'Acciones en lote: categorías',
      nameField: 'name',
      selection: categorySelection,
      countText: categoriesSelected,
    },
    {
      on: 'items' as const,
      endpoint: base,
      trashTitle: `${config.itemsTitle} en la papelera`,
      label: 'Acciones en lote: elementos',
      nameField: 'title',
      selection: itemSelection,
      countText: undefined,
    },
  ]
  /** After a confirmed change the list is read again (the switches then show the stored state). */
  const reloadOn = async (ok: boolean) => {
    if (ok) await list.reload()
    return ok
  }
  // A save refused because someone saved in between (issue 28): the form stays open with the notice;
  // 'Recargar' reads the list again and reopens the form on the stored category or item.
  const refusal = useSaveRefusal()
  const close = () => {
    setEditing(null)
    refusal.clear()
  }
  const reopen = (current: Editing<Item>) => () =>
    void list.reload().then((rows) => {
      refusal.clear()
      const categories = Array.isArray(rows) ? (rows as Category<Item>[]) : []
      if (current.kind === 'category') {
        const category = categories.find((candidate) => candidate.id === current.category?.id)
        setEditing(category ? { kind: 'category', category, key: Date.now() } : null)
        return
      }
      for (const category of categories) {
        const item = itemsOf(category).find((candidate) => candidate.id === current.item?.id)
        if (item) return setEditing({ kind: 'item', category, item, key: Date.now() })
      }
      setEditing(null)
    })
  /** The refusal's props of an open form (an edit can be reloaded; a new one cannot be stale). */
  const refusalProps = (current: Editing<Item>, editingRow: unknown) => ({
    conflict: refusal.conflict,
    serverErrors: refusal.refused,
    onReload: editingRow ? reopen(current) : undefined,
  })

  const categoryFields =
    editing?.kind === 'category'
      ? formFields(config.categoryType, editing.category && asRecord<Row>(editing.category))
      : []
  const categoryForm = editing?.kind === 'category' && (
    <FormModal
      key={editing.key}
      single
      title={
        editing.category
          ? (config.categoryFormTitles?.edit ?? 'Editar categoría')
          : (config.categoryFormTitles?.create ?? 'Nueva categoría')
      }
      submitLabel={editing.category ? 'Actualizar' : 'Guardar'}
      schema={formSchema(config.categoryType)({ mode: editing.category ? 'edit' : 'create' })}
      fields={categoryFields}
      initial={Object.fromEntries(
        categoryFields.map((field) => [
          field.name,
          field.kind === 'image' ? null : (editing.category?.[field.name] ?? ''),
        ]),
      )}
      history={editing.category ? historyTarget(config.categoryType, editing.category.id) : undefined}
      onRestored={() => void list.reload()}
      onClose={close}
      {...refusalProps(editing, editing.category)}
      onSave={(values) =>
        runAction(async () => refusal.read(await saveMultipart(`${base}/categorias`)(values, editing.category)), {
          ...config.categoryMessages.save,
          shownInPlace: toldByNotice,
        }).then(reloadOn)
      }
    />
  )

  const itemForm = editing?.kind === 'item' && (
    <FormModal
      key={editing.key}
      single
      title={config.item.formTitle(editing.category, editing.item)}
      submitLabel={editing.item ? 'Actualizar' : 'Guardar'}
      schema={formSchema(config.item.type)({ mode: editing.item ? 'edit' : 'create' })}
      fields={config.item.fields(editing.item, list.rows)}
      initial={config.item.initial(editing.category, editing.item)}
      history={editing.item ? historyTarget(config.item.type, editing.item.id) : undefined}
      onRestored={() => void list.reload()}
      onClose={close}
      {...refusalProps(editing, editing.item)}
      onSave={(values) =>
        runAction(async () => refusal.read(await saveMultipart(base)(values, editing.item)), {
          ...((editing.item && config.item.update) || config.item.save),
          shownInPlace: toldByNotice,
        }).then(reloadOn)
      }
    />
  )

  return (
    <div className="pm-screen">
      <Breadcrumb items={config.breadcrumb} />
      <div className="pm-head">
        <h1>{config.breadcrumb[config.breadcrumb.length - 1]}</h1>
        <button
          type="button"
          className="pm-btn"
          onClick={() => setEditing({ kind: 'category', category: null, key: Date.now() })}
        >
          Nueva categoría
        </button>
      </div>
      <TrashSwitch view={view} listLabel="Categorías" onChange={setView} />
      {view === 'trash' && (
        <div className="pm-categories">
          {parts.map((part) => (
            <section key={part.on} className="pm-card" aria-label={part.trashTitle}>
              <TrashView
                endpoint={part.endpoint}
                pageSize={10}
                title={part.trashTitle}
                label={part.label}
                itemName={(row) => String(row[part.nameField] ?? '')}
                onChanged={() => void list.reload()}
              />
            </section>
          ))}
        </div>
      )}
      {view === 'list' && (
        <div className="pm-bulk-sticky">
          {parts.map((part) => (
            <BulkBar
              key={part.on}
              count={part.selection.selected.length}
              actions={BULK_ACTIONS}
              countText={part.countText}
              label={part.label}
              onAction={(action) => setBulk({ on: part.on, action })}
              onClear={part.selection.clear}
            />
          ))}
        </div>
      )}
      {view === 'list' && !list.loading && list.rows.length === 0 && (
        <p className="pm-card pm-empty">{config.emptyCategories}</p>
      )}
      <div className="pm-categories" hidden={view !== 'list'}>
        {list.rows.map((category) => {
          const items = itemsOf(category)
          return (
            <section key={category.id} className="pm-card" aria-label={category.name}>
              <div className="pm-card__head">
                <div className="pm-category__title">
                  <input
                    type="checkbox"
                    aria-label={`Seleccionar ${category.name}`}
                    checked={categorySelection.selection.isSelected(category)}
                    onChange={() => categorySelection.selection.toggle(category)}
                  />
                  {category.image_path && <img src={category.image_path} alt="" />}
                  <h2 className="pm-card__title">{category.name}</h2>
                  <span className="pm-badge">{config.countLabel(items.length)}</span>
                  <StatusToggle
                    active={category.is_active}
                    name={category.name}
                    label={(active) => (active ? 'Activa' : 'Inactiva')}
                    onToggle={() =>
                      runAction(
                        () => api.post(`${base}/categorias/toggle-active/${category.id}`),
                        config.categoryMessages.toggle,
                      ).then(reloadOn)
                    }
                  />
                </div>
                <div className="pm-actions">
                  <button
                    type="button"
                    className="pm-btn pm-btn--secondary pm-btn--small"
                    onClick={() => setEditing({ kind: 'item', category, item: null, key: Date.now() })}
                  >
                    {config.addItemLabel}
                  </button>
                  <button
                    type="button"
                    className="pm-icon-btn"
                    title="Editar"
                    aria-label={`Editar ${category.name}`}
                    onClick={() => setEditing({ kind: 'category', category, key: Date.now() })}
                  >
                    <Icon name="edit" />
                  </button>
                  <button
                    type="button"
                    className="pm-icon-btn pm-icon-btn--danger"
                    title="Eliminar"
                    aria-label={`Eliminar ${category.name}`}
                    onClick={() => setDeleting(items.length > 0 ? { kind: 'blocked' } : { kind: 'category', category })}
                  >
                    <Icon name="trash" />
                  </button>
                </div>
              </div>
              {items.length === 0 ? (
                <p className="pm-empty">{config.emptyItems}</p>
              ) : (
                <div className="pm-grid">
                  {items.map((item) => (
                    <article key={item.id} className="pm-tile" aria-label={item.title}>
                      <div className="pm-tile__media">
                        {config.item.media(item)}
                        <input
                          type="checkbox"
                          className="pm-tile__select"
                          aria-label={`Seleccionar ${item.title}`}
                          checked={itemSelection.selection.isSelected(item)}
                          onChange={() => itemSelection.selection.toggle(item)}
                        />
                      </div>
                      <div className="pm-tile__body">
                        <span className="pm-tile__title" title={item.title}>
                          {item.title}
                        </span>
                        <div className="pm-tile__foot">
                          <StatusToggle
                            active={item.is_active}
                            name={item.title}
                            withLabel={false}
                            onToggle={() =>
                              runAction(() => api.post(`${base}/toggle-active/${item.id}`), config.item.toggle).then(
                                reloadOn,
                              )
                            }
                          />
                          <div className="pm-actions">
                            {config.item.extra?.(item)}
                            {config.item.editable && (
                              <button
                                type="button"
                                className="pm-icon-btn"
                                title="Editar"
                                aria-label={`Editar ${item.title}`}
                                onClick={() => setEditing({ kind: 'item', category, item, key: Date.now() })}
                              >
                                <Icon name="edit" />
                              </button>
                            )}
                            <button
                              type="button"
                              className="pm-icon-btn pm-icon-btn--danger"
                              title="Eliminar"
                              aria-label={`Eliminar ${item.title}`}
                              onClick={() => setDeleting({ kind: 'item', item })}
                            >
                              <Icon name="trash" />
                            </button>
                          </div>
                        </div>
                      </div>
                    </article>
                  ))}
                </div>
              )}
            </section>
          )
        })}
      </div>
      <BulkConfirm
        action={bulk?.action ?? null}
        count={bulkRows.length}
        onClose={() => setBulk(null)}
        onConfirm={async (action) => {
          const ok = await runBulk(parts.find((part) => part.on === bulk?.on)?.endpoint ?? base, action, bulkRows)
          categorySelection.clear()
          itemSelection.clear()
          await list.reload()
          return ok
        }}
      />

      {categoryForm}
      {itemForm}
      <NoticeDialog open={deleting?.kind === 'blocked'} lines={config.blockedLines} onClose={() => setDeleting(null)} />
      <ConfirmDialog
        open={deleting?.kind === 'category'}
        itemName={deleting?.kind === 'category' ? deleting.category.name : ''}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting?.kind === 'category'
            ? runAction(
                () => api.delete(`${base}/categorias/${deleting.category.id}`),
                config.categoryMessages.remove,
              ).then(reloadOn)
            : Promise.resolve(false)
        }
      />
      <ConfirmDialog
        open={deleting?.kind === 'item'}
        title={config.item.deleteTitle}
        itemName={deleting?.kind === 'item' ? deleting.item.title : ''}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting?.kind === 'item'
            ? runAction(() => api.delete(`${base}/${deleting.item.id}`), config.item.remove).then(reloadOn)
            : Promise.resolve(false)
        }
      >
        {deleting?.kind === 'item' && config.item.preview?.(deleting.item)}
      </ConfirmDialog>
    </div>
  )
}
