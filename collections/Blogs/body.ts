import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  UploadFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import { validations, type CollectionBeforeChangeHook, type Field } from 'payload'

import { richTextProblem } from '../../src/lib/richtext/allow-list'
import { isRichTextState, plainToRichText, richTextMediaIds } from '../../src/lib/richtext/plain'

/**
 * A blog's rich body (issue 14): Payload's Lexical editor with exactly the formats the admin's
 * editor offers (src/admin/kit/richtext): headings, bold, italic, lists, links, quotes and images
 * from the media library. The spec's `description` stays the plain text of it (clients of the
 * contract read that); `body_images` lists the body's images so the media visibility rule
 * (collections/media/visibility.ts) counts them as used.
 */
export const bodyFields: Field[] = [
  {
    name: 'body',
    label: 'Contenido',
    type: 'richText',
    // Exactly what the editor offers (src/lib/richtext/allow-list.ts), on every path (REST, contract,
    // local API), then Payload's own checks of the features (links, images).
    validate: (value, options) => (value === null || value === undefined ? validations.richText(value, options) : (richTextProblem(value) ?? validations.richText(value, options))),
    editor: lexicalEditor({
      features: () => [
        ParagraphFeature(),
        HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
        BoldFeature(),
        ItalicFeature(),
        UnorderedListFeature(),
        OrderedListFeature(),
        LinkFeature({ enabledCollections: [] }),
        BlockquoteFeature(),
        UploadFeature({ collections: { media: { fields: [] } } }),
        FixedToolbarFeature(),
      ],
    }),
  },
  {
    name: 'body_images',
    label: 'Imágenes del contenido',
    type: 'upload',
    relationTo: 'media',
    hasMany: true,
    admin: { readOnly: true, description: 'Se calcula a partir del contenido.' },
  },
]

/** The plain text of a rich body: paragraphs, headings and lists separated by blank lines. */
export const richTextToPlain = (body: unknown): string => (isRichTextState(body) ? convertLexicalToPlaintext({ data: body as never }).trim() : '')

/**
 * Keeps the body and the plain `description` in step (on update Payload hands the hook the stored
 * document merged with the change, so "given" means "differs from what is stored"). A new rich body
 * → `description` is its text. Otherwise a new plain description — the contract's plain clients, the
 * seed — or no rich body at all → the body is rebuilt from the description (paragraphs from blank
 * lines), the same conversion as the migration.
 */
export const syncBody: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const bodyChanged = isRichTextState(data.body) && JSON.stringify(data.body) !== JSON.stringify(originalDoc?.body)
  if (bodyChanged) return { ...data, description: richTextToPlain(data.body), body_images: richTextMediaIds(data.body) }
  const description = typeof data.description === 'string' ? data.description : undefined
  if (description !== undefined && (description !== originalDoc?.description || !isRichTextState(data.body))) {
    return { ...data, body: plainToRichText(description), body_images: [] }
  }
  return data
}
