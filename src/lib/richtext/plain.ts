/**
 * Plain text → Lexical JSON in the shape Payload's Lexical editor stores (`SerializedEditorState`).
 * Written by hand because no library turns our plain bodies into Payload's node shape: a blank line
 * starts a new paragraph, a single line break stays a line break inside its paragraph. Pure data, no
 * Lexical import, so migrations and the seed use it without loading Lexical's ESM modules (the Node 20
 * CLI deadlock in DESIGN.md). The way back (rich → plain) is Payload's `convertLexicalToPlaintext`.
 */

export type RichTextNode = { type: string; version: number; [key: string]: unknown }
export type RichTextState = {
  root: { type: 'root'; format: ''; indent: 0; version: 1; direction: 'ltr' | null; children: RichTextNode[] }
}

const textNode = (text: string): RichTextNode => ({
  type: 'text',
  text,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

const paragraph = (lines: string[]): RichTextNode => ({
  type: 'paragraph',
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  textFormat: 0,
  textStyle: '',
  children: lines.flatMap((line, index) => [
    ...(index ? [{ type: 'linebreak', version: 1 }] : []),
    ...(line ? [textNode(line)] : []),
  ]),
})

/** The paragraphs of a plain body: split on blank lines (spaces allowed), outer whitespace trimmed. */
export const plainParagraphs = (text: string): string[][] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => block.split('\n').map((line) => line.trimEnd()))

/** A plain body as rich text: one paragraph per blank-line block, its single line breaks kept. */
export const plainToRichText = (text: string): RichTextState => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: plainParagraphs(text).map(paragraph),
  },
})

/** Whether a value has the outline of a serialized Lexical state (the editor and Payload check the rest). */
export const isRichTextState = (value: unknown): value is RichTextState => {
  const root = (value as { root?: { type?: unknown; children?: unknown } } | null)?.root
  return Boolean(root && root.type === 'root' && Array.isArray(root.children))
}

/** Ids of the media-library images a rich body shows (Payload's `upload` nodes of `media`). */
export const richTextMediaIds = (value: unknown): number[] => {
  const ids = new Set<number>()
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const {
      type,
      relationTo,
      value: target,
      children,
    } = node as { type?: unknown; relationTo?: unknown; value?: unknown; children?: unknown }
    if (type === 'upload' && relationTo === 'media') {
      const id = target && typeof target === 'object' ? (target as { id?: unknown }).id : target
      if (typeof id === 'number' && Number.isSafeInteger(id)) ids.add(id)
    }
    if (Array.isArray(children)) children.forEach(walk)
  }
  if (isRichTextState(value)) walk(value.root)
  return [...ids]
}
