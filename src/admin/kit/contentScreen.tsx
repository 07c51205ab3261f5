'use client'

import type { ReactNode } from 'react'

import {
  IMAGE_DIMENSIONS,
  fieldsOf,
  headingOf,
  imageFields,
  inputName,
  optionLabel,
  type AnyContent,
  type Column as ColumnDef,
  type ContentRow,
  type FieldDef,
} from '../../content/kit'
import { formSchema } from '../../content/form-schema'
import { historyOf } from '../../content/history'
import { hasTrash, sortableFields } from '../../content/trash'
import { listBulkActions } from '../../lib/schemas/list-actions'
import { todayIso } from '../../lib/dates'
import type { ActionMessages, ApiAnswer } from './api'
import { ExternalLink, type DetailsSpec } from './DetailsModal'
import type { FieldSpec, FormValues } from './Form'
import { activeLabel, publishedLabel, truncate } from './format'
import { OrderControls } from './OrderControls'
import { saveMultipart } from './payload'
import type { Column } from './DataTable'
import type { FormConfig, RowCells, TableScreenConfig } from './TableScreen'

/** A description cell: cut to 50 characters (or `max`), the whole text on hover. */
export const DescriptionCell = ({
  text,
  ellipsis = true,
  max = 50,
}: {
  text: string | null
  ellipsis?: boolean
  max?: number
}) => <span title={text ?? ''}>{truncate(text, max, ellipsis)}</span>

/** What a content screen says in its own words (the descriptor says everything about its fields). */
export type ScreenTexts<Row> = Omit<
  TableScreenConfig<Row & { id: number | string }>,
  'pageSize' | 'itemName' | 'columns' | 'form' | 'details' | 'history'
> & {
  form: Omit<FormConfig<Row>, 'fields' | 'schema' | 'initial' | 'save'> & { save?: FormConfig<Row>['save'] }
  /** The toasts of a move, for a type with an `order` column (the call is `POST {endpoint}/reordenar`). */
  reorder?: ActionMessages
}

export type Row = ContentRow<AnyContent> & Record<string, unknown>

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : value == null ? null : String(value)

/** A form field of the kit from a descriptor field; images take their input name. */
const formField = (spec: string, def: FieldDef, row: Row | null, full?: boolean): FieldSpec => {
  const common = { label: def.label, full: full ?? def.full, hint: def.hint }
  const name = inputName(spec, def)
  switch (def.kind) {
    case 'text':
      return {
        ...common,
        name,
        kind: def.textarea ? 'textarea' : 'text',
        maxLength: def.max,
        placeholder: def.placeholder,
        rows: def.rows,
        full: full ?? def.full ?? Boolean(def.textarea),
      }
    case 'url':
      return {
        ...common,
        name,
        kind: 'url',
        placeholder: def.placeholder ?? 'https://',
        maxLength: def.max,
      }
    case 'number':
      return { ...common, name, kind: 'number', placeholder: def.placeholder }
    case 'choice':
      return { ...common, name, kind: 'radio', options: def.options.map(({ value, label }) => ({ value, label })) }
    case 'list':
      return {
        ...common,
        name,
        kind: 'concepts',
        placeholder: def.placeholder,
        newestFirst: def.newestFirst,
        full: full ?? def.full ?? true,
      }
    case 'day':
      return { ...common, name, kind: 'date', min: todayIso() }
    case 'time':
      return { ...common, name, kind: 'time' }
    case 'image':
      return {
        ...common,
        name,
        kind: 'image',
        label: def.required ? def.label : `${def.label} (opcional)`,
        hint: def.hint ?? `Tamaño sugerido: ${IMAGE_DIMENSIONS[def.size]} px`,
        currentUrl: text(row?.[spec]),
      }
    case 'active':
      return { ...common, name, kind: 'switch', onLabel: def.onLabel, offLabel: def.offLabel }
    case 'flag':
      return { ...common, name, kind: 'switch', onLabel: def.onLabel, offLabel: def.offLabel }
    case 'category':
      // The screen fills the options with its categories.
      return { ...common, name, kind: 'select', options: [] }
    case 'file':
      // An upload's file is its `path` in the contract's rows.
      return def.accept === 'image'
        ? { ...common, name, kind: 'image', currentUrl: text(row?.path) }
        : { ...common, name, kind: 'file' }
    case 'order':
      throw new Error(`${spec}: an order is set by the reorder call, not by a form`)
  }
}

/** Form values a form starts from: the row's, or the defaults (files empty: an edit keeps the stored images). */
const initialValue = (spec: string, def: FieldDef, row: Row | null): [string, unknown] => {
  const value = row?.[spec]
  const name = inputName(spec, def)
  switch (def.kind) {
    case 'image':
    case 'file':
      return [name, null]
    case 'category':
      // Rows carry it under its input name (`category_id`).
      return [name, row?.[name] ?? value ?? '']
    case 'active':
      return [name, row ? row.is_active : def.default]
    case 'flag':
      return [name, Boolean(value)]
    case 'list':
      return [name, value ?? []]
    case 'number':
      return [name, value != null ? String(value) : '']
    case 'choice':
      return [name, value ? String(value) : '']
    default:
      return [name, value ?? '']
  }
}

/** A details value: '-' (or the field's `empty`) when there is none. */
const detailValue = (def: FieldDef, value: unknown, render?: 'badge' | 'pre'): ReactNode => {
  const empty = def.empty ?? '-'
  if (def.kind === 'active') return activeLabel(Boolean(value))
  if (def.kind === 'flag') return value ? def.onLabel : def.offLabel
  if (def.kind === 'number') return (value as number | null) ?? empty
  if (def.kind === 'choice') return optionLabel(def, value) ?? empty
  if (def.kind === 'url') return value ? <ExternalLink href={String(value)} /> : empty
  const shown = text(value) || empty
  if (render === 'badge') return <span className="pm-badge">{shown}</span>
  if (render === 'pre') return <span style={{ whiteSpace: 'pre-line' }}>{shown}</span>
  return shown
}

const column = (
  type: AnyContent,
  [field, header, cell]: ColumnDef,
  cells: RowCells<Row>,
  texts: ScreenTexts<Row>,
): Column<Row> => {
  const key = field || cell || header
  const def = type.fields[field]
  const render = (row: Row): ReactNode => {
    const value = text(row[field])
    switch (cell) {
      case 'open':
        return cells.name(row, value ?? '')
      case 'cut':
        return <DescriptionCell text={value} />
      case 'cut40':
        return <DescriptionCell text={value} max={40} />
      case 'clip':
        return <DescriptionCell text={value} ellipsis={false} />
      case 'status':
        return cells.status(row)
      case 'badge':
        return (
          <span className={`pm-badge ${row.is_active ? 'pm-badge--success' : 'pm-badge--muted'}`}>
            {publishedLabel(row.is_active)}
          </span>
        )
      case 'actions':
        return cells.actions(row)
      case 'toggle':
        return cells.actions(row, { toggle: true })
      case 'thumb':
        return value ? (
          <img className="pm-thumb" src={value} alt={String(row[type.titleField] ?? '')} />
        ) : (
          (def?.empty ?? '-')
        )
      case 'order':
        return (
          <OrderControls
            row={row}
            rows={cells.rows}
            name={String(row[type.titleField] ?? '')}
            url={`${texts.endpoint}/reordenar`}
            messages={
              texts.reorder ?? {
                success: 'Orden actualizado.',
                failure: 'Error al cambiar el orden. Por favor, inténtalo de nuevo.',
              }
            }
            onMoved={cells.reload}
          />
        )
      default:
        return value || (def?.empty ?? '')
    }
  }
  // Sortable where the data allows (issue 28): the name and the status, ordered by the server (the
  // type's allow-list, `sortableFields`); not a manual order (allies).
  const sortable = sortableFields(type)
  const wanted =
    cell === 'open' && field === type.titleField
      ? type.titleField
      : cell === 'status' || cell === 'badge'
        ? ('is_active' as const)
        : undefined
  const sort = wanted && sortable.includes(wanted) ? wanted : undefined
  return { key, header, render, sort }
}

/** The form's fields in the descriptor's screen order. */
export const formFields = (type: AnyContent, row: Row | null): FieldSpec[] =>
  type.admin.form.map((slot) => {
    const name = String(typeof slot === 'object' ? slot.name : slot)
    const def = type.fields[name]
    if (!def) throw new Error(`${type.slug}: no field ${name}`)
    return formField(name, def, row, typeof slot === 'object' ? slot.full : undefined)
  })

/** The values a form starts from, by input name. */
export const formInitial = (type: AnyContent, row: Row | null): FormValues =>
  Object.fromEntries(Object.entries(type.fields).map(([name, def]) => initialValue(name, def, row)))

/**
 * The admin list screen of a content type: table, form and details read from its descriptor, the
 * screen's own texts (titles, toasts, endpoint) from `texts`.
 */
export const contentScreen = (type: AnyContent, texts: ScreenTexts<Row>): TableScreenConfig<Row> => {
  const title = (row: Row) => String(row[type.titleField] ?? '')
  const mainImage = imageFields(type)[0]?.[0]
  const schema = formSchema(type)
  const fieldByName = (name: string): FieldDef => {
    const def = type.fields[name]
    if (!def) throw new Error(`${type.slug}: no field ${name}`)
    return def
  }
  return {
    ...texts,
    pageSize: type.pageSize,
    itemName: title,
    history: historyOf(type),
    bulk: hasTrash(type.slug) ? listBulkActions(fieldsOf(type, 'active').length > 0) : undefined,
    columns: (cells) => (type.admin.columns ?? []).map((def) => column(type, def, cells, texts)),
    form: {
      ...texts.form,
      schema: (row) => schema({ mode: row ? 'edit' : 'create', hasImage: Boolean(row && mainImage && row[mainImage]) }),
      fields: (row) => formFields(type, row),
      initial: (row) => formInitial(type, row),
      save:
        texts.form.save ??
        ((values: FormValues, row: Row | null): Promise<ApiAnswer> => saveMultipart(texts.endpoint)(values, row)),
    },
    details: (row) => ({
      title: type.admin.details?.title ?? '',
      images: imageFields(type).map(([name, def]): NonNullable<DetailsSpec['images']>[number] => ({
        src: text(row[name]),
        caption: def.label,
      })),
      fields: (type.admin.details?.rows ?? []).map((slot) => {
        const [name, label, render] = typeof slot === 'string' ? [slot, undefined, undefined] : slot
        const def = fieldByName(name)
        return { label: label ?? def.label, value: detailValue(def, row[name], render) }
      }),
      lists: Object.entries(type.fields).flatMap(([name, def]) =>
        def.kind === 'list'
          ? [{ heading: headingOf(def), items: row[name] as string[] | null, ordered: def.ordered }]
          : [],
      ),
    }),
  }
}
