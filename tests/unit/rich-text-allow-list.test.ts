import { createHeadlessEditor } from '@lexical/headless'
import { $createListItemNode, $createListNode, ListItemNode, ListNode } from '@lexical/list'
import { $createHeadingNode, $createQuoteNode, HeadingNode, QuoteNode } from '@lexical/rich-text'
// Payload's link nodes from their own files: the package's `client` entry also loads the admin's CSS, which Jest cannot.
import {
  $createAutoLinkNode,
  AutoLinkNode,
} from '../../node_modules/@payloadcms/richtext-lexical/dist/features/link/nodes/AutoLinkNode.js'
import {
  $createLinkNode,
  LinkNode,
} from '../../node_modules/@payloadcms/richtext-lexical/dist/features/link/nodes/LinkNode.js'
import { $createLineBreakNode, $createParagraphNode, $createTabNode, $createTextNode, $getRoot } from 'lexical'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { BlogBody } from '../../src/site/blogs/BlogBody'
import {
  RICH_BODY_TOO_DEEP,
  allowedRichText,
  richTextProblem,
  safeRichTextHref,
} from '../../src/lib/richtext/allow-list'
import { plainToRichText } from '../../src/lib/richtext/plain'
import { HOSTILE, image, link, paragraph, state, text } from './rich-text-fixtures'

/** Every node the blog body's editor offers, produced by Lexical itself with the editor's nodes. */
const editorOutput = (): unknown => {
  const editor = createHeadlessEditor({
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode],
    onError: (error) => {
      throw error
    },
  })
  editor.update(
    () => {
      const paragraph = $createParagraphNode()
      const bold = $createTextNode('Negrita')
      bold.toggleFormat('bold')
      const italic = $createTextNode('cursiva')
      italic.toggleFormat('italic')
      const link = $createLinkNode({
        fields: { url: 'https://profemax.mx/a', newTab: false, linkType: 'custom', doc: null },
      })
      link.append($createTextNode('un enlace'))
      const path = $createLinkNode({ fields: { url: '/blogs/alumnos', newTab: false, linkType: 'custom', doc: null } })
      path.append($createTextNode('del sitio'))
      const mail = $createAutoLinkNode({
        fields: { url: 'mailto:hola@profemax.mx', newTab: false, linkType: 'custom' },
      })
      mail.append($createTextNode('hola@profemax.mx'))
      paragraph.append(bold, $createLineBreakNode(), italic, $createTabNode(), link, path, mail)
      const heading = $createHeadingNode('h2')
      heading.append($createTextNode('Título'))
      const subheading = $createHeadingNode('h3')
      subheading.append($createTextNode('Subtítulo'))
      const quote = $createQuoteNode()
      quote.append($createTextNode('Cita'))
      const list = $createListNode('number')
      const item = $createListItemNode()
      item.append($createTextNode('uno'))
      const nested = $createListItemNode()
      const inner = $createListNode('bullet')
      const innerItem = $createListItemNode()
      innerItem.append($createTextNode('dentro'))
      inner.append(innerItem)
      nested.append(inner)
      list.append(item, nested)
      $getRoot().append(heading, paragraph, subheading, quote, list)
    },
    { discrete: true },
  )
  return JSON.parse(JSON.stringify(editor.getEditorState().toJSON()))
}

describe('the rich-text allow-list (issue 27)', () => {
  it("accepts everything the blog body's editor produces, and the bodies built from plain text", () => {
    expect(richTextProblem(editorOutput())).toBeNull()
    expect(richTextProblem(plainToRichText('Uno.\n\nDos,\ncon salto.'))).toBeNull()
    expect(richTextProblem(state(image))).toBeNull()
  })

  it.each(Object.entries(HOSTILE))('refuses %s with a Spanish message', (_name, { body, message }) => {
    expect(richTextProblem(body)).toBe(message)
  })

  it('refuses a body nested past the bound, iteratively (no stack overflow at 100,000 levels)', () => {
    let list: Record<string, unknown> = {
      type: 'list',
      listType: 'bullet',
      tag: 'ul',
      start: 1,
      version: 1,
      children: [],
    }
    for (let i = 0; i < 100_000; i += 1) {
      list = {
        type: 'list',
        listType: 'bullet',
        tag: 'ul',
        start: 1,
        version: 1,
        children: [{ type: 'listitem', value: 1, version: 1, children: [list] }],
      }
    }
    expect(richTextProblem(state(list))).toBe(RICH_BODY_TOO_DEEP)
    expect(() => allowedRichText(state(list))).not.toThrow()
  })

  it.each([
    ['https://profemax.mx/a?b=1#c', true],
    ['http://example.mx', true],
    ['mailto:hola@profemax.mx', true],
    ['/blogs/alumnos', true],
    ['/', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['\\\\evil.example', false],
    ['data:text/html,hi', false],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['https:evil.example', false],
    ['https:///evil', false],
    ['tel:5512345678', false],
    ['vbscript:x', false],
    ['#top', false],
    ['/\t/evil.example', false],
    ['', false],
  ])('href %j allowed: %s', (href, allowed) => {
    expect(safeRichTextHref(href)).toBe(allowed ? href : null)
  })
})

describe('BlogBody prints only the allow-list', () => {
  const render = (body: unknown) => renderToStaticMarkup(createElement(BlogBody, { body, fallback: 'texto plano' }))

  it.each(Object.entries(HOSTILE))('%s: not printed', (_name, { body, printed }) => {
    expect(render(body)).not.toMatch(printed)
  })

  it("prints the editor's own output: headings, lists, quotes, allowed links (outside ones in a new tab)", () => {
    const html = render(editorOutput())
    expect(html).toContain('<h2>Título</h2>')
    expect(html).toContain('<h3>Subtítulo</h3>')
    expect(html).toContain('<strong>Negrita</strong>')
    expect(html).toContain('<em>cursiva</em>')
    expect(html).toContain('<blockquote>Cita</blockquote>')
    expect(html).toMatch(/<ol[^>]*>.*<ul[^>]*>.*dentro/)
    expect(html).toContain('<a href="https://profemax.mx/a" target="_blank" rel="noopener noreferrer">un enlace</a>')
    expect(html).toContain('<a href="/blogs/alumnos">del sitio</a>')
    expect(html).toContain(
      '<a href="mailto:hola@profemax.mx" target="_blank" rel="noopener noreferrer">hola@profemax.mx</a>',
    )
  })

  it('keeps the text of a refused link and the allowed nodes around a refused one, in order', () => {
    const html = render(
      state(
        paragraph(text('antes '), link('autolink', '//evil.example', 'enlace'), text(' después')),
        { type: 'heading', tag: 'script', version: 1, children: [text('x')] },
        paragraph(text('fin')),
      ),
    )
    expect(html).toContain('<p>antes enlace después</p><p>fin</p>')
  })
})
