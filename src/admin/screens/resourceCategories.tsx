'use client'

import { imageCategory, imageItem, templateCategory, templateItem } from '../../content/categories'
import type { Category, CategoryItem, CategoryScreenConfig } from '../kit/CategoryScreen'
import { formFields, type Row } from '../kit/contentScreen'
import type { FieldSpec } from '../kit/Form'
import { fileKind } from '../kit/format'
import { FileIcon, Icon } from '../kit/icons'
import { CATEGORY_MESSAGES, EMPTY_CATEGORIES, FILES_BLOCKED_LINES } from './categoryTexts'
import { asRecord } from '../../lib/doc-record'

const R = '/profe-max/recursos-educativos'

const Download = ({ item }: { item: CategoryItem }) =>
  item.path ? (
    <a className="pm-icon-btn" href={item.path} download title="Descargar" aria-label={`Descargar ${item.title}`}>
      <Icon name="download" />
    </a>
  ) : null

const Picture = ({ item, className }: { item: CategoryItem; className?: string }) =>
  item.path && fileKind(item.path) === 'image' ? (
    <img src={item.path} alt={item.title} className={className} />
  ) : (
    <FileIcon kind={fileKind(item.path)} />
  )

/**
 * The item form from the descriptor: on create the card's button names the category and the file is
 * required; on edit the category may change and a new file replaces the stored one.
 */
const itemFields =
  (kind: 'images' | 'files') =>
  (item: CategoryItem | null, categories: Category[]): FieldSpec[] =>
    formFields(kind === 'images' ? imageItem : templateItem, item && asRecord<Row>(item)).flatMap(
      (field): FieldSpec[] => {
        if (field.kind === 'select')
          return item
            ? [
                {
                  ...field,
                  options: categories.map((category) => ({ value: String(category.id), label: category.name })),
                },
              ]
            : []
        if (field.kind === 'image' || field.kind === 'file')
          return [
            item
              ? {
                  ...field,
                  hint: `${field.hint ?? ''} Déjalo vacío para conservar ${kind === 'images' ? 'la imagen actual' : 'el archivo actual'}.`.trim(),
                }
              : field,
          ]
        return [field]
      },
    )

/** Image bank and templates differ only in words and in what a file may be. */
const resourceCategories = (kind: 'images' | 'files'): CategoryScreenConfig<CategoryItem> => {
  const images = kind === 'images'
  return {
    breadcrumb: ['Recursos educativos', images ? 'Imágenes' : 'Plantillas'],
    endpoint: `${R}/${images ? 'imagenes' : 'plantillas'}`,
    itemsKey: kind,
    addItemLabel: images ? '+ Imagen' : '+ Archivo',
    itemsTitle: images ? 'Imágenes' : 'Archivos',
    countLabel: (count) =>
      images ? `${count} ${count === 1 ? 'imagen' : 'imágenes'}` : `${count} ${count === 1 ? 'archivo' : 'archivos'}`,
    emptyCategories: EMPTY_CATEGORIES,
    emptyItems: images ? 'No hay imágenes en esta categoría.' : 'No hay archivos en esta categoría.',
    blockedLines: images
      ? ['No puedes eliminar una categoría que contiene imágenes.', 'Primero elimina las imágenes asociadas.']
      : FILES_BLOCKED_LINES,
    categoryType: images ? imageCategory : templateCategory,
    categoryMessages: CATEGORY_MESSAGES,
    item: {
      formTitle: (category, item) =>
        item
          ? `Editar ${images ? 'imagen' : 'archivo'} de "${category.name}"`
          : images
            ? `Agregar imagen a "${category.name}"`
            : `Agregar archivo a "${category.name}"`,
      type: images ? imageItem : templateItem,
      fields: itemFields(kind),
      initial: (category, item) => ({
        category_id: String(item?.category_id ?? category.id),
        title: item?.title ?? '',
        file: null,
      }),
      editable: true,
      save: {
        success: images ? 'Imagen guardada correctamente.' : 'Archivo guardado correctamente.',
        failure: `Error al guardar ${images ? 'la imagen' : 'el archivo'}. Por favor, inténtalo de nuevo.`,
      },
      update: {
        success: images ? 'Imagen actualizada correctamente.' : 'Archivo actualizado correctamente.',
        failure: `Error al guardar ${images ? 'la imagen' : 'el archivo'}. Por favor, inténtalo de nuevo.`,
      },
      remove: {
        success: images ? 'Imagen eliminada correctamente.' : 'Archivo eliminado correctamente.',
        failure: `Error al eliminar ${images ? 'la imagen' : 'el archivo'}. Por favor, inténtalo de nuevo.`,
      },
      toggle: {
        success: images ? 'Imagen actualizada correctamente.' : 'Archivo actualizado correctamente.',
        // The spec's 'de la archivo' is fixed (docs/spec-deviations.md).
        warning: images ? 'No se pudo cambiar el estado de la imagen.' : 'No se pudo cambiar el estado del archivo.',
        failure: `Error al cambiar el estado ${images ? 'de la imagen' : 'del archivo'}. Por favor, inténtalo de nuevo.`,
      },
      media: (item) => <Picture item={item} />,
      extra: (item) => <Download item={item} />,
      preview: (item) => (images ? <Picture item={item} className="pm-confirm__preview" /> : null),
    },
  }
}

export const IMAGE_BANK = resourceCategories('images')
export const TEMPLATES = resourceCategories('files')
