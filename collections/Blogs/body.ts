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
    validate: (value, options) =>
      value === null || value === undefined
        ? validations.richText(value, options)
        : (richTextProblem(value) ?? validations.richText(value, options)),
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
        // The text shown for this use of a picture (issue 28), written when inserting it.
        UploadFeature({
          collections: {
            media: { fields: [{ name: 'alt', type: 'text', label: 'Texto alternativo', maxLength: 255 }] },
          },
        }),
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
export const richTextToPlain = (body: unknown): string =>
  isRichTextState(body) ? convertLexicalToPlaintext({ data: body as never }).trim() : ''

/**
 * The body is the blog's text; the plain `description` is derived from it on every save (issue 28).
 * On update Payload hands the hook the stored document merged with the change, so `data.body` is
 * the body being saved: the one sent, or else the stored one. A `description` sent beside it is never
 * read: the admin form sends its plain text only for the form's own checks, and multipart turns its
 * line ends into CRLF, so comparing it with the stored text and rebuilding the body from it flattened
 * headings, lists, links, quotes and images on a save that changed only the title or the picture.
 * Only a blog with no rich body at all — a create by a plain client of the spec's contract (name,
 * description, ... and no `body`), the seed — gets one built from its plain text, as the migration did.
 */
export const syncBody: CollectionBeforeChangeHook = ({ data }) => {
  const plain = typeof data.description === 'string' ? data.description : ''
  // A draft may be saved with its name only: no body and no text yet, nothing to derive.
  if (!isRichTextState(data.body) && !plain.trim()) return data
  const body = isRichTextState(data.body) ? data.body : plainToRichText(plain)
  return { ...data, body, description: richTextToPlain(body), body_images: richTextMediaIds(body) }
}
