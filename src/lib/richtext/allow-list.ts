/**
 * The one allow-list of a blog body's rich text (issue 27): exactly the nodes and attributes the body's
 * editor offers — the kit's editor (src/admin/kit/richtext/RichTextInput.tsx) and the Lexical features
 * of the collection's field (collections/Blogs/body.ts): paragraphs, h2–h4 headings, quotes, bulleted
 * and numbered lists, bold/italic text (and the inline formats Lexical keeps from pasted text, each an
 * attribute-free tag), line breaks, tabs, links and autolinks, and images from the media library.
 * The server refuses anything else on save (`richTextProblem`, the field's `validate` and the contract's
 * schema); the site's renderer (src/site/blogs/BlogBody.tsx) prints only what passes the same rules
 * (`allowedRichText`), so a body stored before this check, or written past it, cannot print more.
 * Pure data, no Lexical import: the admin's browser form uses it too.
 */

export const RICH_BODY_UNSUPPORTED = 'El contenido del blog tiene un elemento o un formato que el editor no ofrece.'
export const RICH_BODY_BAD_LINK =
  'Los enlaces del contenido deben ir a una dirección http:// o https://, a un correo (mailto:) o a una página de este sitio (/…).'
export const RICH_BODY_TOO_DEEP = 'El contenido del blog tiene demasiados niveles anidados.'

/** Nodes inside nodes (root = 1): a list nested in a list item is two more. Room for eight nested lists. */
export const MAX_RICH_TEXT_DEPTH = 20

/**
 * Where a link or autolink may go: `http:`/`https:` with a host, `mailto:`, or a path of this site.
 * A path must start with one `/` followed by neither `/` nor `\` (`//host` and `/\host` are other
 * sites to a browser), and no href may hold spaces or control characters (browsers drop tabs and line
 * breaks inside a URL, so `/\t/host` would become `//host`). Returns the href, or null.
 */
export const safeRichTextHref = (url: unknown): string | null => {
  if (typeof url !== 'string' || url.length === 0 || url.length > 2048) return null
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(url)) return null
  if (url.startsWith('/')) return url[1] === '/' ? null : url
  if (/^mailto:[^/]/i.test(url)) return url
  if (!/^https?:\/\/[^/]/i.test(url)) return null
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname ? url : null
  } catch {
    return null
  }
}

type Check = (value: unknown) => boolean

const oneOf =
  (...values: readonly unknown[]): Check =>
  (value) =>
    values.includes(value)
const wholeNumber =
  (min: number, max: number): Check =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
const absent: Check = (value) => value === undefined || value === null

/** Lexical's text formats (bold 1 … capitalize 1024): each prints as a plain inline tag or not at all. */
const TEXT_FORMAT = (value: unknown) => wholeNumber(0, 0x7ff)(value)
/** Inline styles (`style`, `textStyle`) are not offered: always empty. */
const NO_STYLE = oneOf('', undefined)

const ELEMENT: Record<string, Check> = {
  type: () => true,
  version: wholeNumber(0, 100),
  children: Array.isArray,
  direction: oneOf('ltr', 'rtl', null, undefined),
  // Alignment arrives with pasted text; the renderer ignores it.
  format: oneOf('', 'left', 'center', 'right', 'justify', 'start', 'end', undefined),
  indent: wholeNumber(0, MAX_RICH_TEXT_DEPTH),
  textFormat: (value) => value === undefined || TEXT_FORMAT(value),
  textStyle: NO_STYLE,
}

const TEXT: Record<string, Check> = {
  type: () => true,
  version: wholeNumber(0, 100),
  text: (value) => typeof value === 'string',
  format: TEXT_FORMAT,
  style: NO_STYLE,
  mode: oneOf('normal', 'token', 'segmented'),
  detail: wholeNumber(0, 3),
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** A link's `fields`: a custom URL (no internal documents: `enabledCollections: []`), maybe in a new tab. */
const linkFields: Check = (value) => {
  if (!isPlainObject(value)) return false
  const { url, newTab, linkType, doc, ...rest } = value
  return (
    Object.keys(rest).length === 0 &&
    typeof url === 'string' &&
    oneOf(true, false, undefined)(newTab) &&
    oneOf('custom', undefined)(linkType) &&
    absent(doc)
  )
}

/** An image: a media id (or the media document it was read with, when a populated body is sent back). */
const mediaValue: Check = (value) =>
  wholeNumber(1, Number.MAX_SAFE_INTEGER)(value) ||
  (isPlainObject(value) && wholeNumber(1, Number.MAX_SAFE_INTEGER)(value.id))

const INLINE = ['text', 'linebreak', 'tab', 'link', 'autolink'] as const

type Rule = { attributes: Record<string, Check>; required: readonly string[]; children?: readonly string[] }

/** Every node the editor offers, its attributes and what it may contain; nothing else is stored or printed. */
export const RICH_TEXT_NODES: Readonly<Record<string, Rule>> = {
  root: { attributes: ELEMENT, required: ['children'], children: ['paragraph', 'heading', 'quote', 'list', 'upload'] },
  paragraph: { attributes: ELEMENT, required: ['children'], children: INLINE },
  heading: {
    attributes: { ...ELEMENT, tag: oneOf('h2', 'h3', 'h4') },
    required: ['children', 'tag'],
    children: INLINE,
  },
  quote: { attributes: ELEMENT, required: ['children'], children: INLINE },
  list: {
    attributes: {
      ...ELEMENT,
      listType: oneOf('bullet', 'number'),
      tag: oneOf('ul', 'ol'),
      start: wholeNumber(0, 1_000_000),
    },
    required: ['children', 'listType', 'tag'],
    children: ['listitem'],
  },
  listitem: {
    attributes: { ...ELEMENT, value: wholeNumber(0, 1_000_000) },
    required: ['children'],
    children: [...INLINE, 'list'],
  },
  link: {
    attributes: { ...ELEMENT, fields: linkFields, id: (value) => value === undefined || typeof value === 'string' },
    required: ['children', 'fields'],
    children: ['text', 'linebreak', 'tab'],
  },
  autolink: {
    attributes: { ...ELEMENT, fields: linkFields, id: (value) => value === undefined || typeof value === 'string' },
    required: ['children', 'fields'],
    children: ['text', 'linebreak', 'tab'],
  },
  text: { attributes: TEXT, required: ['text'] },
  tab: { attributes: TEXT, required: ['text'] },
  linebreak: { attributes: { type: () => true, version: wholeNumber(0, 100) }, required: [] },
  upload: {
    attributes: {
      type: () => true,
      version: wholeNumber(0, 100),
      format: oneOf('', undefined),
      id: (value) => value === undefined || typeof value === 'string',
      relationTo: oneOf('media'),
      value: mediaValue,
      // An image's only field: the alt text of this use (collections/Blogs/body.ts, issue 28).
      fields: (value) =>
        absent(value) ||
        (isPlainObject(value) &&
          Object.entries(value as Record<string, unknown>).every(
            ([key, alt]) =>
              key === 'alt' && (alt === undefined || alt === null || (typeof alt === 'string' && alt.length <= 255)),
          )),
    },
    required: ['relationTo', 'value'],
  },
}

/** What is wrong with one node in its place (its own attributes; not its children), or null. */
const nodeProblem = (node: unknown, parent: string): 'unsupported' | 'link' | null => {
  if (!isPlainObject(node) || typeof node.type !== 'string' || !Object.hasOwn(RICH_TEXT_NODES, node.type))
    return 'unsupported'
  const rule = RICH_TEXT_NODES[node.type]!
  if (node.type === 'root' ? parent !== '' : !RICH_TEXT_NODES[parent]?.children?.includes(node.type))
    return 'unsupported'
  for (const key of rule.required) if (node[key] === undefined) return 'unsupported'
  for (const [key, value] of Object.entries(node)) {
    const check = Object.hasOwn(rule.attributes, key) ? rule.attributes[key] : undefined
    if (!check || !check(value)) return 'unsupported'
  }
  if (node.type === 'list' && (node.listType === 'bullet') !== (node.tag === 'ul')) return 'unsupported'
  if ((node.type === 'link' || node.type === 'autolink') && !safeRichTextHref((node.fields as { url?: unknown }).url))
    return 'link'
  return null
}

const isState = (value: unknown): value is { root: Record<string, unknown> } =>
  isPlainObject(value) && Object.keys(value).length === 1 && isPlainObject(value.root)

/**
 * Why a rich body cannot be stored (a Spanish message), or null when every node, attribute and link is
 * one the editor offers. Walks with its own stack and a depth bound, so any input is answered.
 */
export const richTextProblem = (value: unknown): string | null => {
  if (!isState(value)) return RICH_BODY_UNSUPPORTED
  const stack: { node: unknown; parent: string; depth: number }[] = [{ node: value.root, parent: '', depth: 1 }]
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { node, parent, depth } = next
    if (depth > MAX_RICH_TEXT_DEPTH) return RICH_BODY_TOO_DEEP
    const problem = nodeProblem(node, parent)
    if (problem === 'link') return RICH_BODY_BAD_LINK
    if (problem) return RICH_BODY_UNSUPPORTED
    const { type, children } = node as { type: string; children?: unknown[] }
    for (const child of children ?? []) stack.push({ node: child, parent: type, depth: depth + 1 })
  }
  return null
}

type Node = Record<string, unknown> & { type: string; children?: unknown[] }

/**
 * The part of a stored body the site may print: nodes that fail the rules are left out with what they
 * hold, a link whose address is not allowed keeps its text without the link, and nothing deeper than
 * MAX_RICH_TEXT_DEPTH is kept. A new object; the stored value is not changed. Iterative, like the check.
 */
export const allowedRichText = (value: unknown): { root: Node } | null => {
  if (!isState(value) || nodeProblem(value.root, '') === 'unsupported') return null
  const root: Node = { ...(value.root as Node), children: [] }
  const stack: { source: unknown[]; target: unknown[]; parent: string; depth: number }[] = [
    { source: (value.root as Node).children ?? [], target: root.children!, parent: 'root', depth: 2 },
  ]
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { source, target, parent, depth } = next
    if (depth > MAX_RICH_TEXT_DEPTH) continue
    for (const child of source) {
      const problem = nodeProblem(child, parent)
      if (problem === 'unsupported') continue
      const node = child as Node
      if (problem === 'link') {
        // The link's text stays, without the link: its children are leaves (text, breaks, tabs) the parent may hold too.
        for (const leaf of node.children ?? [])
          if (nodeProblem(leaf, parent) === null) target.push({ ...(leaf as Node) })
        continue
      }
      const copy: Node = { ...node }
      if (Array.isArray(node.children)) {
        copy.children = []
        stack.push({ source: node.children, target: copy.children, parent: node.type, depth: depth + 1 })
      }
      target.push(copy)
    }
  }
  return { root }
}
