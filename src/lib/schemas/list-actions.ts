import { z } from 'zod'

/**
 * The list screens' bulk actions and sort (issue 28; docs/back-office.md). Browser-safe: the admin kit
 * and the contract parse the same objects with the same Spanish messages.
 */

/** At most this many items per bulk request: a page of the largest page size (src/contract/list.ts). */
export const MAX_BULK = 100

export const BULK_ACTIONS = ['publicar', 'despublicar', 'eliminar', 'restaurar', 'eliminar-definitivamente'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

/** A list's bulk actions: 'Publicar' and 'Despublicar' where the type has the switch (not activities), 'Eliminar' always. */
export const listBulkActions = (publishes: boolean): BulkAction[] =>
  publishes ? ['publicar', 'despublicar', 'eliminar'] : ['eliminar']

/** A 'Papelera''s actions. */
export const TRASH_ACTIONS: readonly BulkAction[] = ['restaurar', 'eliminar-definitivamente']

/** `version`: the row's version as the list read it (no silent overwrite); absent, the item is not checked. */
export const bulkSchema = z.object({
  action: z.enum(BULK_ACTIONS, { error: 'La acción no es válida.' }),
  items: z
    .array(
      z.object({
        id: z.number({ error: 'Elemento no válido.' }).int().positive(),
        version: z.string().optional(),
      }),
      { error: 'Selecciona al menos un elemento.' },
    )
    .min(1, 'Selecciona al menos un elemento.')
    .max(MAX_BULK, `Selecciona como máximo ${MAX_BULK} elementos a la vez.`)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'Un elemento está repetido.'),
})
export type BulkRequest = z.infer<typeof bulkSchema>

const noun = (count: number): string => `${count} ${count === 1 ? 'elemento' : 'elementos'}`

const VERBS: Record<BulkAction, { ask: string; done: [string, string]; label: string }> = {
  publicar: { ask: 'Publicar', done: ['publicado', 'publicados'], label: 'Publicar' },
  despublicar: { ask: 'Despublicar', done: ['despublicado', 'despublicados'], label: 'Despublicar' },
  eliminar: { ask: 'Mover a la papelera', done: ['movido a la papelera', 'movidos a la papelera'], label: 'Eliminar' },
  restaurar: { ask: 'Restaurar', done: ['restaurado', 'restaurados'], label: 'Restaurar' },
  'eliminar-definitivamente': {
    ask: 'Eliminar definitivamente',
    done: ['eliminado definitivamente', 'eliminados definitivamente'],
    label: 'Eliminar definitivamente',
  },
}

/** The confirmation's question: '¿Publicar 3 elementos?' */
export const bulkQuestion = (action: BulkAction, count: number): string => `¿${VERBS[action].ask} ${noun(count)}?`

/** The button's text of an action. */
export const bulkLabel = (action: BulkAction): string => VERBS[action].label

/** The result: '3 elementos publicados'. */
export const bulkDone = (action: BulkAction, count: number): string =>
  `${noun(count)} ${VERBS[action].done[count === 1 ? 0 : 1]}`

/** A failed item's line: '"Nombre": reason'. */
export const bulkFailureLine = (name: string, reason: string): string => `"${name}": ${reason}`

/** What the answer says when some items were not changed. */
export const bulkPartial = (action: BulkAction, done: number, failed: string[]): string =>
  `${done ? `${bulkDone(action, done)}. ` : ''}No se ${failed.length === 1 ? 'pudo' : 'pudieron'} ${VERBS[action].label.toLowerCase()} ${noun(failed.length)}: ${failed.join('; ')}`

/**
 * The list's order (`sort=name`, `sort=-createdAt`): one of the screen's sortable columns, '-' for
 * descending. The allow-list is the type's (src/content/trash.ts `sortableFields`): its name, its date
 * ('createdAt'), its status ('is_active'), an activity's day ('activity_date').
 */
export type SortField = 'name' | 'title' | 'createdAt' | 'is_active' | 'activity_date'
export type ListSort = { field: SortField; descending: boolean }

export const sortSchema = (allowed: readonly SortField[]) =>
  z
    .string()
    .regex(/^-?[A-Za-z_]+$/, 'El orden no es válido.')
    .transform((value) => ({ field: value.replace(/^-/, ''), descending: value.startsWith('-') }))
    .refine(({ field }) => (allowed as readonly string[]).includes(field), 'No se puede ordenar por esa columna.')
    .transform((sort) => sort as ListSort)

/** The query value of a sort. */
export const sortParam = ({ field, descending }: ListSort): string => `${descending ? '-' : ''}${field}`
