'use client'

import { musicCategory, musicItem } from '../../content/categories'
import { CategoryScreen, type CategoryItem, type CategoryScreenConfig } from '../kit/CategoryScreen'
import { formFields, type Row } from '../kit/contentScreen'
import { AUDIO_ICON_EXTENSIONS, AUDIO_PREVIEW_EXTENSIONS, linkExtension } from '../kit/format'
import { FileIcon, Icon } from '../kit/icons'
import { CATEGORY_MESSAGES, EMPTY_CATEGORIES, FILES_BLOCKED_LINES } from './categoryTexts'
import { asRecord } from '../../lib/doc-record'

/** A track as `musica/categorias/all` lists it: a link, and `path` (a file name) when it has one. */
type MusicItem = CategoryItem & { url: string; path: string | null }

/** Spec 3: `path` is the file path or extension; a track added by the form has only its link. */
const extensionOf = (item: MusicItem): string => linkExtension(item.path) || linkExtension(item.url)

/** The note with the extension under it, for the tile (and, larger, in the delete confirmation). */
const AudioIcon = ({ extension, large = false }: { extension: string; large?: boolean }) => (
  <span
    className={`pm-audio-icon${large ? ' pm-audio-icon--large' : ''}`}
    role="img"
    aria-label={`Audio ${extension.toUpperCase()}`}
  >
    <Icon name="music" />
    <span aria-hidden="true">{extension.toUpperCase()}</span>
  </span>
)

/** Spec 2/5: the tile's icon is the audio one for mp3, wav, ogg, m4a, flac, aac and wma, a plain file otherwise. */
const TileMedia = ({ item }: { item: MusicItem }) => {
  const extension = extensionOf(item)
  return AUDIO_ICON_EXTENSIONS.includes(extension) ? <AudioIcon extension={extension} /> : <FileIcon kind="other" />
}

/** 'Eliminar Archivo': an audio picture when the extension is audio-like (aiff and alac too), else the extension as a badge. */
const DeletePreview = ({ item }: { item: MusicItem }) => {
  const extension = extensionOf(item)
  if (AUDIO_PREVIEW_EXTENSIONS.includes(extension)) return <AudioIcon extension={extension} large />
  return extension ? <span className="pm-badge pm-confirm__badge">{extension.toUpperCase()}</span> : null
}

const itemTitle = (category: { name: string }, item: MusicItem | null) =>
  // The spec names only the add form; the edit form says what it edits in the same words.
  item ? `Editar elemento de "${category.name}"` : `Agregar elemento a "${category.name}"`

export const MUSIC: CategoryScreenConfig<MusicItem> = {
  breadcrumb: ['Bienestar', 'Música'],
  endpoint: '/profe-max/bienestar/musica',
  itemsKey: 'music',
  addItemLabel: '+ Elemento',
  itemsTitle: 'Elementos',
  countLabel: (count) => `${count} ${count === 1 ? 'elemento' : 'elementos'}`,
  emptyCategories: EMPTY_CATEGORIES,
  emptyItems: 'No hay elementos en esta categoría.',
  blockedLines: FILES_BLOCKED_LINES,
  categoryType: musicCategory,
  categoryMessages: CATEGORY_MESSAGES,
  item: {
    formTitle: itemTitle,
    type: musicItem,
    fields: (item) => formFields(musicItem, item && asRecord<Row>(item)),
    // The spec's form also sends an empty `file` (tracks are links; the server ignores it).
    initial: (category, item) => ({
      category_id: category.id,
      title: item?.title ?? '',
      url: item?.url ?? '',
      file: '',
    }),
    editable: true,
    save: {
      success: 'Elemento actualizado correctamente.',
      failure: 'Error al guardar el elemento. Por favor, inténtalo de nuevo.',
    },
    remove: {
      success: 'Elemento eliminado correctamente.',
      failure: 'Error al eliminar el archivo. Por favor, inténtalo de nuevo.',
    },
    toggle: {
      success: 'Elemento actualizado correctamente.',
      // The spec's 'de el elemento' is fixed (docs/spec-deviations.md).
      warning: 'No se pudo cambiar el estado del elemento.',
      failure: 'Error al cambiar el estado',
    },
    media: (item) => <TileMedia item={item} />,
    preview: (item) => <DeletePreview item={item} />,
    deleteTitle: 'Eliminar Archivo',
  },
}

export const MusicaScreen = () => <CategoryScreen config={MUSIC} />
