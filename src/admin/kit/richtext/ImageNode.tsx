'use client'

import { DecoratorNode, type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical'
import type { JSX } from 'react'

/**
 * An image from the media library, stored exactly as Payload's Lexical `upload` node (version 3:
 * `relationTo`, `value` = the media id, `fields`, `id`), so the collection validates it, reads it
 * populated and the site's converter renders it. Our own node because Payload's client node draws
 * Payload's upload card, which needs its edit view's contexts. `url` is only for the preview here.
 */
export type SerializedImageNode = Spread<
  {
    type: 'upload'
    version: 3
    format: ''
    id: string
    relationTo: 'media'
    value: number
    fields: Record<string, unknown>
  },
  SerializedLexicalNode
>

/** `alt`: the text shown for this use (issue 28: written when inserting; the library's own alt otherwise). */
type ImageData = { id: string; value: number; url: string | null; alt: string; ownAlt?: string }

const newId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('')

const urlOf = (value: unknown): string | null => {
  if (!value || typeof value !== 'object') return null
  const media = value as { url?: unknown; sizes?: { main?: { url?: unknown } } }
  const url = media.sizes?.main?.url || media.url
  return typeof url === 'string' ? url : null
}

export class ImageNode extends DecoratorNode<JSX.Element> {
  __image: ImageData

  static getType(): string {
    return 'upload'
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__image, node.__key)
  }

  /** The stored node: `value` is the id, or the populated media document when read with depth. */
  static importJSON(json: SerializedImageNode & { value: unknown }): ImageNode {
    const value =
      json.value && typeof json.value === 'object' ? Number((json.value as { id?: unknown }).id) : Number(json.value)
    const stored =
      json.value && typeof json.value === 'object' ? String((json.value as { alt?: unknown }).alt ?? '') : ''
    const ownAlt = typeof json.fields?.alt === 'string' && json.fields.alt.trim() ? json.fields.alt : undefined
    return new ImageNode({ id: json.id || newId(), value, url: urlOf(json.value), alt: ownAlt ?? stored, ownAlt })
  }

  constructor(image: ImageData, key?: NodeKey) {
    super(key)
    this.__image = image
  }

  exportJSON(): SerializedImageNode {
    return {
      type: 'upload',
      version: 3,
      format: '',
      id: this.__image.id,
      relationTo: 'media',
      value: this.__image.value,
      fields: this.__image.ownAlt ? { alt: this.__image.ownAlt } : {},
    }
  }

  createDOM(): HTMLElement {
    const element = document.createElement('div')
    element.className = 'pm-richtext__image'
    return element
  }

  updateDOM(): false {
    return false
  }

  isInline(): false {
    return false
  }

  getTextContent(): string {
    return ''
  }

  decorate(): JSX.Element {
    const { url, alt } = this.__image
    return url ? (
      <img src={url} alt={alt} style={{ maxWidth: '100%', maxHeight: 240 }} />
    ) : (
      <span>Imagen {this.__image.value}</span>
    )
  }
}

export const $createImageNode = (media: { id: number; url: string | null; alt: string; ownAlt?: string }): ImageNode =>
  new ImageNode({
    id: newId(),
    value: media.id,
    url: media.url,
    alt: media.ownAlt || media.alt,
    ownAlt: media.ownAlt?.trim() || undefined,
  })

export const $isImageNode = (node: LexicalNode | null | undefined): node is ImageNode => node instanceof ImageNode
