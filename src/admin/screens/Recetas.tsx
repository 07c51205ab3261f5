'use client'

import { recipeSchema } from '../../lib/schemas/recipe'
import { activeLabel } from '../kit/format'
import { saveMultipart } from '../kit/payload'
import { TableScreen, type Identified, type TableScreenConfig } from '../kit/TableScreen'
import { publishField } from './content'

type Recipe = Identified & {
  title: string
  time: string | null
  portions: number | null
  description: string | null
  short_description: string | null
  image_path: string | null
  is_active: boolean
  ingredients: string[] | null
  preparation: string[] | null
  first_subdescription: string[] | null
}

const ENDPOINT = '/profe-max/bienestar/recetas'
/** The public recipe detail heads the concept list with this (public-site.md §2). */
const CONCEPTS = '¿Para que te sirve en el día?'

const config: TableScreenConfig<Recipe> = {
  breadcrumb: ['ProfeMax', 'Bienestar', 'Nutrición (Recetas)'],
  addLabel: 'Agregar receta',
  listTitle: 'Lista de recetas',
  searchPlaceholder: 'Buscar receta...',
  counterLabel: 'recetas registradas',
  emptyText: 'No se encontraron recetas',
  pageSize: 5,
  endpoint: ENDPOINT,
  loadError: 'Error al cargar las recetas',
  itemName: (row) => row.title,
  columns: (cells) => [
    { key: 'title', header: 'Nombre', render: (row) => cells.name(row, row.title) },
    { key: 'status', header: 'Estatus', render: cells.status },
    { key: 'actions', header: 'Acciones', render: (row) => cells.actions(row) },
  ],
  remove: { success: 'Receta eliminada', failure: 'Error al eliminar la receta', keepOpenOnFailure: true },
  toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado de la receta' },
  form: {
    createTitle: 'Nueva receta',
    editTitle: 'Editar receta',
    schema: (row) => recipeSchema({ mode: row ? 'edit' : 'create' }),
    fields: (row) => [
      { kind: 'text', name: 'title', label: 'Título', maxLength: 255 },
      { kind: 'text', name: 'time', label: 'Tiempo', placeholder: 'Ej. 30 minutos', maxLength: 100 },
      { kind: 'number', name: 'portions', label: 'Porciones', placeholder: 'Ej. 4' },
      publishField,
      { kind: 'text', name: 'short_description', label: 'Descripción corta', full: true, maxLength: 255 },
      { kind: 'textarea', name: 'description', label: 'Descripción', full: true, maxLength: 1000 },
      { kind: 'image', name: 'image', label: 'Imagen', full: true, hint: 'Tamaño sugerido: 600x400 px', currentUrl: row?.image_path },
      { kind: 'concepts', name: 'ingredients', label: 'Ingredientes', full: true, placeholder: 'Agregar ingrediente' },
      { kind: 'concepts', name: 'preparation', label: 'Preparación (pasos en orden)', full: true, placeholder: 'Agregar paso' },
      { kind: 'concepts', name: 'first_subdescription', label: CONCEPTS, full: true },
    ],
    initial: (row) => ({
      title: row?.title ?? '',
      time: row?.time ?? '',
      portions: row?.portions != null ? String(row.portions) : '',
      // Spec §4: a new recipe starts unpublished.
      is_active: row ? row.is_active : false,
      short_description: row?.short_description ?? '',
      description: row?.description ?? '',
      image: null,
      ingredients: row?.ingredients ?? [],
      preparation: row?.preparation ?? [],
      first_subdescription: row?.first_subdescription ?? [],
    }),
    save: saveMultipart(ENDPOINT),
    messages: { success: 'Receta guardada correctamente', failure: 'Error al guardar la receta. Por favor, inténtalo de nuevo.' },
  },
  details: (row) => ({
    title: 'Detalles de la receta',
    images: [{ src: row.image_path, caption: 'Imagen' }],
    fields: [
      { label: 'Título', value: row.title },
      { label: 'Tiempo', value: row.time || '-' },
      { label: 'Porciones', value: row.portions ?? '-' },
      { label: 'Estatus', value: activeLabel(row.is_active) },
      { label: 'Descripción corta', value: row.short_description || '-' },
      { label: 'Descripción', value: row.description || '-' },
    ],
    lists: [
      { heading: 'Ingredientes', items: row.ingredients },
      { heading: 'Preparación', items: row.preparation, ordered: true },
      { heading: CONCEPTS, items: row.first_subdescription },
    ],
  }),
}

export const RecetasScreen = () => <TableScreen config={config} />
