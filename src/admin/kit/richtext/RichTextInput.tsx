'use client'

import { $createHeadingNode, $createQuoteNode, HeadingNode, QuoteNode, type HeadingTagType } from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode } from '@lexical/list'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { $insertNodeToNearestRoot } from '@lexical/utils'
import { $createLinkNode, LinkNode } from '@payloadcms/richtext-lexical/client'
import { $createParagraphNode, $createTextNode, $getRoot, $getSelection, $isRangeSelection, FORMAT_TEXT_COMMAND, type EditorState } from 'lexical'
import { useState } from 'react'

import { $createImageNode, ImageNode } from './ImageNode'
import { MediaPicker, type PickedMedia } from './MediaPicker'
import './richtext.css'

/**
 * The blog body's editor in the kit's form (issue 14): Lexical (`@lexical/react`, the version
 * Payload's editor uses) with the nodes of Payload's features on the collection's field —
 * headings, quotes, lists, Payload's own link node and the `upload` image node — so the JSON it
 * produces is what Payload's Lexical field stores and renders. Why not Payload's RichText field
 * component: it needs Payload's edit view (its form state, server-built field schema and feature
 * map); our screens are the kit's forms over the contract (docs/editorial.md).
 */

const NODES = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode]

const THEME = {
  paragraph: 'pm-richtext__p',
  quote: 'pm-richtext__quote',
  heading: { h2: 'pm-richtext__h2', h3: 'pm-richtext__h3', h4: 'pm-richtext__h4' },
  list: { ul: 'pm-richtext__ul', ol: 'pm-richtext__ol', listitem: 'pm-richtext__li' },
  link: 'pm-richtext__link',
  text: { bold: 'pm-richtext__bold', italic: 'pm-richtext__italic' },
}

type Block = 'paragraph' | HeadingTagType | 'quote'

const Toolbar = () => {
  const [editor] = useLexicalComposerContext()
  const [linkOpen, setLinkOpen] = useState(false)
  const [url, setUrl] = useState('https://')
  const [pickerOpen, setPickerOpen] = useState(false)

  const setBlock = (block: Block) =>
    editor.update(() => {
      const selection = $getSelection()
      if (!$isRangeSelection(selection)) return
      $setBlocksType(selection, () => (block === 'paragraph' ? $createParagraphNode() : block === 'quote' ? $createQuoteNode() : $createHeadingNode(block)))
    })

  const insertLink = () => {
    const href = url.trim()
    if (!href || href === 'https://') return
    editor.update(() => {
      const selection = $getSelection()
      if (!$isRangeSelection(selection)) return
      const text = selection.getTextContent() || href
      const link = $createLinkNode({ fields: { url: href, newTab: false, linkType: 'custom', doc: null } })
      link.append($createTextNode(text))
      selection.insertNodes([link])
    })
    setLinkOpen(false)
    setUrl('https://')
  }

  const insertImage = (media: PickedMedia) => {
    editor.update(() => {
      $insertNodeToNearestRoot($createImageNode(media))
    })
    setPickerOpen(false)
  }

  return (
    <div className="pm-richtext__toolbar" role="toolbar" aria-label="Formato del contenido">
      <select aria-label="Tipo de bloque" defaultValue="" onChange={(event) => (event.target.value ? setBlock(event.target.value as Block) : undefined)}>
        <option value="" disabled>
          Bloque
        </option>
        <option value="paragraph">Párrafo</option>
        <option value="h2">Título</option>
        <option value="h3">Subtítulo</option>
        <option value="h4">Título menor</option>
        <option value="quote">Cita</option>
      </select>
      <button type="button" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')} aria-label="Negrita">
        <strong>B</strong>
      </button>
      <button type="button" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')} aria-label="Cursiva">
        <em>I</em>
      </button>
      <button type="button" onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}>
        Lista
      </button>
      <button type="button" onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}>
        Lista numerada
      </button>
      <button type="button" onClick={() => setLinkOpen((open) => !open)} aria-expanded={linkOpen}>
        Enlace
      </button>
      <button type="button" onClick={() => setPickerOpen(true)}>
        Imagen
      </button>
      {linkOpen && (
        <span className="pm-richtext__link-form">
          <input type="url" aria-label="Dirección del enlace" value={url} onChange={(event) => setUrl(event.target.value)} />
          <button type="button" onClick={insertLink}>
            Aplicar enlace
          </button>
        </span>
      )}
      {pickerOpen && <MediaPicker onPick={insertImage} onClose={() => setPickerOpen(false)} />}
    </div>
  )
}

type Props = {
  id: string
  label: string
  /** The stored body (Lexical JSON, as an object or a JSON string), or empty for a new blog. */
  initial: unknown
  invalid?: boolean
  /** The editor's state as JSON and its plain text, on every change. */
  onChange: (json: string, plain: string) => void
}

const initialState = (initial: unknown): string | undefined => {
  if (!initial) return undefined
  return typeof initial === 'string' ? initial : JSON.stringify(initial)
}

export default function RichTextInput({ id, label, initial, invalid, onChange }: Props) {
  const config = {
    namespace: 'blog-body',
    nodes: NODES,
    theme: THEME,
    editorState: initialState(initial),
    onError: (error: Error) => console.error(error),
  }
  return (
    <div className={`pm-richtext${invalid ? ' pm-richtext--invalid' : ''}`}>
      <LexicalComposer initialConfig={config}>
        <Toolbar />
        <RichTextPlugin contentEditable={<ContentEditable id={id} className="pm-richtext__content" aria-label={label} aria-invalid={invalid || undefined} />} ErrorBoundary={LexicalErrorBoundary} />
        <HistoryPlugin />
        <ListPlugin />
        <OnChangePlugin ignoreSelectionChange onChange={(state: EditorState) => onChange(JSON.stringify(state.toJSON()), state.read(() => $getRoot().getTextContent()).trim())} />
      </LexicalComposer>
    </div>
  )
}
