/**
 * A blog body with every format the editor offers (issue 28's test post): a heading, a paragraph with
 * bold and italic text and a link, a bulleted and a numbered list, a quote and a library image. The
 * nodes have the shape Payload's Lexical field stores (the kit's editor, src/admin/kit/richtext,
 * writes the same), so a save that rebuilt the body from its plain text would lose every one of them.
 * Shared by the integration test (tests/int/blog-body-survives.test.ts) and the browser test
 * (tests/e2e/admin/blog-rich-text.spec.ts).
 */
import { block, listItem, text } from './rich-text'

export const RICH_POST_PLAIN =
  'Plan de la semana\n\nEmpieza con calma y lee la guía.\n\nPrimer punto\nSegundo punto\n\nLeer en voz alta\nPreguntar\n\nEnseñar es aprender dos veces.'

/** The body; `imageId`: a `media` item the body shows. */
export const richPostBody = (imageId: number) => ({
  root: {
    ...block,
    type: 'root',
    children: [
      { ...block, type: 'heading', tag: 'h2', children: [text('Plan de la semana')] },
      {
        ...block,
        type: 'paragraph',
        textFormat: 0,
        textStyle: '',
        children: [
          text('Empieza ', 1),
          text('con calma', 2),
          text(' y '),
          {
            ...block,
            type: 'link',
            version: 3,
            id: 'enlace-guia',
            fields: { url: 'https://www.gob.mx/sep', newTab: false, linkType: 'custom' },
            children: [text('lee la guía')],
          },
          text('.'),
        ],
      },
      {
        ...block,
        type: 'list',
        listType: 'bullet',
        start: 1,
        tag: 'ul',
        children: ['Primer punto', 'Segundo punto'].map(listItem),
      },
      {
        ...block,
        type: 'list',
        listType: 'number',
        start: 1,
        tag: 'ol',
        children: ['Leer en voz alta', 'Preguntar'].map(listItem),
      },
      { ...block, type: 'quote', children: [text('Enseñar es aprender dos veces.')] },
      { type: 'upload', version: 3, format: '', id: 'imagen-portada', relationTo: 'media', value: imageId, fields: {} },
    ],
  },
})

/** The node types of a body, depth first: a quick picture of what a flattened body lost. */
export const nodeTypes = (body: unknown): string[] => {
  const out: string[] = []
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const { type, children } = node as { type?: unknown; children?: unknown }
    if (typeof type === 'string') out.push(type)
    if (Array.isArray(children)) children.forEach(walk)
  }
  const root = (body as { root?: { children?: unknown } } | null)?.root
  if (Array.isArray(root?.children)) root.children.forEach(walk)
  return out
}
