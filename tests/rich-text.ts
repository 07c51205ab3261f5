/**
 * Builders of Lexical nodes in the shape Payload's rich-text field stores (the kit's editor,
 * src/admin/kit/richtext, writes the same): one set for every test that writes a blog body
 * (tests/rich-post.ts, the allow-list's fixtures in tests/unit/rich-text-fixtures.ts).
 */
type Node = Record<string, unknown>

/** What every block node carries. */
export const block = { format: '', indent: 0, version: 1, direction: 'ltr' } as const

export const text = (value: string, format = 0): Node => ({
  type: 'text',
  text: value,
  format,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
export const paragraph = (...children: unknown[]): Node => ({ ...block, type: 'paragraph', children })
export const state = (...children: unknown[]) => ({ root: { ...block, type: 'root', children } })
export const link = (type: 'link' | 'autolink', url: string, label = 'clic'): Node => ({
  ...block,
  type,
  version: 2,
  fields: { url, linkType: 'custom' },
  children: [text(label)],
})
export const listItem = (value: string, index: number): Node => ({
  ...block,
  type: 'listitem',
  value: index + 1,
  children: [text(value)],
})
export const image = { type: 'upload', version: 3, format: '', id: 'a1', relationTo: 'media', value: 7, fields: {} }
