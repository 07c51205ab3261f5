import { RICH_BODY_BAD_LINK, RICH_BODY_UNSUPPORTED } from '../../src/lib/richtext/allow-list'
import { image, link, paragraph, state, text } from '../rich-text'

/** Rich-text bodies for the allow-list's tests (tests/unit/rich-text-allow-list.test.ts, tests/int/security/rich-text.test.ts). */
export { image, link, paragraph, state, text } from '../rich-text'

/** What issue 27 found stored and printed: nodes the editor does not offer, and links elsewhere. */
export const HOSTILE: Record<string, { body: unknown; message: string; printed: RegExp }> = {
  'a table cell styled to cover the page': {
    body: state({
      type: 'table',
      version: 1,
      children: [
        {
          type: 'tablerow',
          version: 1,
          children: [
            {
              type: 'tablecell',
              version: 1,
              headerState: 0,
              backgroundColor: null,
              style: 'position:fixed;inset:0',
              children: [paragraph(text('¡Premio!'))],
            },
          ],
        },
      ],
    }),
    message: RICH_BODY_UNSUPPORTED,
    printed: /<table|position:fixed|Premio/,
  },
  'a script heading': {
    body: state({ type: 'heading', tag: 'script', version: 1, children: [text('alert(1)')] }),
    message: RICH_BODY_UNSUPPORTED,
    printed: /<h1|<script|alert/,
  },
  'an autolink to a data: URL': {
    body: state(paragraph(link('autolink', 'data:text/html,<script>alert(1)</script>'))),
    message: RICH_BODY_BAD_LINK,
    printed: /href|data:/,
  },
  'an autolink to //evil.example': {
    body: state(paragraph(link('autolink', '//evil.example'))),
    message: RICH_BODY_BAD_LINK,
    printed: /href|evil/,
  },
  'a link to /\\evil.example': {
    body: state(paragraph(link('link', '/\\evil.example'))),
    message: RICH_BODY_BAD_LINK,
    printed: /href|evil/,
  },
  'a link to javascript:': {
    body: state(paragraph(link('link', 'javascript:alert(1)'))),
    message: RICH_BODY_BAD_LINK,
    printed: /href|javascript/,
  },
  'a link to /<tab>/evil.example': {
    body: state(paragraph(link('link', '/\t/evil.example'))),
    message: RICH_BODY_BAD_LINK,
    printed: /href|evil/,
  },
  'a text node with a style': {
    body: state(paragraph({ ...text('x'), style: 'position:fixed;inset:0' })),
    message: RICH_BODY_UNSUPPORTED,
    printed: /position/,
  },
  'an h1': {
    body: state({ type: 'heading', tag: 'h1', version: 1, children: [text('Grande')] }),
    message: RICH_BODY_UNSUPPORTED,
    printed: /<h1|Grande/,
  },
  'a check list': {
    body: state({
      type: 'list',
      listType: 'check',
      tag: 'ul',
      start: 1,
      version: 1,
      children: [{ type: 'listitem', value: 1, checked: true, version: 1, children: [text('hecho')] }],
    }),
    message: RICH_BODY_UNSUPPORTED,
    printed: /checkbox|hecho/,
  },
  'an image from another collection': {
    body: state({ ...image, relationTo: 'users' }),
    message: RICH_BODY_UNSUPPORTED,
    printed: /<img|<figure/,
  },
  'an internal link to a document': {
    body: state(
      paragraph({
        ...link('link', 'https://a.mx'),
        fields: { url: 'https://a.mx', linkType: 'internal', doc: { relationTo: 'users', value: 1 } },
      }),
    ),
    message: RICH_BODY_UNSUPPORTED,
    printed: /href/,
  },
}
