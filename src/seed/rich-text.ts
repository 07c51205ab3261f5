import { plainParagraphs, plainToRichText, type RichTextNode, type RichTextState } from '../lib/richtext/plain'

/**
 * The demo blogs' bodies as the editor stores them, with the formatting a staff member would use
 * (issue 31): '## ' a subheading, lines of '- ' a bulleted list, lines of '1. ' a numbered list, '> '
 * a quote, anything else a paragraph (src/lib/richtext/plain.ts). Seed-only: staff write in the editor.
 */
const text = (value: string): RichTextNode => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
const element = { format: '', indent: 0, version: 1, direction: 'ltr' } as const

const block = (lines: string[]): RichTextNode => {
  const first = lines[0] ?? ''
  if (lines.length === 1 && first.startsWith('## '))
    return { ...element, type: 'heading', tag: 'h2', children: [text(first.slice(3))] }
  if (lines.length === 1 && first.startsWith('> '))
    return { ...element, type: 'quote', children: [text(first.slice(2))] }
  const bullet = lines.every((line) => line.startsWith('- '))
  const numbered = lines.every((line) => /^\d+\. /.test(line))
  if (bullet || numbered) {
    return {
      ...element,
      type: 'list',
      listType: bullet ? 'bullet' : 'number',
      tag: bullet ? 'ul' : 'ol',
      start: 1,
      children: lines.map((line, index) => ({
        ...element,
        type: 'listitem',
        value: index + 1,
        children: [text(line.replace(/^(- |\d+\. )/, ''))],
      })),
    }
  }
  return plainToRichText(lines.join('\n')).root.children[0]!
}

export const seedRichText = (body: string): RichTextState => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: plainParagraphs(body).map(block),
  },
})
