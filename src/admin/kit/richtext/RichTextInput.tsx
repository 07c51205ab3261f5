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
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  FORMAT_TEXT_COMMAND,
  type BaseSelection,
  type EditorState,
} from 'lexical'
import { useState, type ReactNode } from 'react'

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

/** A toolbar button that leaves the focus (and the caret) in the text while it acts. */
const Tool = ({
  label,
  onClick,
  children,
  pressed,
}: {
  label: string
  onClick: () => void
  children?: ReactNode
  pressed?: boolean
}) => (
  <button
    type="button"
    aria-label={children ? label : undefined}
    aria-expanded={pressed}
    onMouseDown={(event) => event.preventDefault()}
    onClick={onClick}
  >
    {children ?? label}
  </button>
)

const Toolbar = () => {
  const [editor] = useLexicalComposerContext()
  const [link, setLink] = useState<{ selection: BaseSelection | null } | null>(null)
  const [url, setUrl] = useState('https://')
  const [pickerOpen, setPickerOpen] = useState(false)

  const setBlock = (block: Block) =>
    editor.update(() => {
      const selection = $getSelection()
      if (!$isRangeSelection(selection)) return
      $setBlocksType(selection, () =>
        block === 'paragraph'
          ? $createParagraphNode()
          : block === 'quote'
            ? $createQuoteNode()
            : $createHeadingNode(block),
      )
    })

  // The link form takes the focus: the text's selection is kept and restored to wrap it.
  const openLink = () =>
    setLink(link ? null : { selection: editor.getEditorState().read(() => $getSelection()?.clone() ?? null) })

  const insertLink = () => {
    const href = url.trim()
    if (!href || href === 'https://' || !link) return
    editor.update(() => {
      if (link.selection) $setSelection(link.selection.clone())
      const selection = $getSelection()
      if (!$isRangeSelection(selection)) return
      const text = selection.getTextContent() || href
      const node = $createLinkNode({ fields: { url: href, newTab: false, linkType: 'custom', doc: null } })
      node.append($createTextNode(text))
      selection.insertNodes([node])
    })
    setLink(null)
    setUrl('https://')
  }

  const insertImage = (media: PickedMedia) => {
    editor.update(() => {
      const image = $createImageNode(media)
      if ($isRangeSelection($getSelection())) $insertNodeToNearestRoot(image)
      else $getRoot().append(image)
    })
    setPickerOpen(false)
  }

  return (
    <div className="pm-richtext__toolbar" role="toolbar" aria-label="Formato del contenido">
      <Tool label="Párrafo" onClick={() => setBlock('paragraph')} />
      <Tool label="Título" onClick={() => setBlock('h2')} />
      <Tool label="Subtítulo" onClick={() => setBlock('h3')} />
      <Tool label="Cita" onClick={() => setBlock('quote')} />
      <Tool label="Negrita" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        <strong>B</strong>
      </Tool>
      <Tool label="Cursiva" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}>
        <em>I</em>
      </Tool>
      <Tool label="Lista" onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)} />
      <Tool label="Lista numerada" onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)} />
      <Tool label="Enlace" onClick={openLink} pressed={Boolean(link)} />
      <Tool label="Imagen" onClick={() => setPickerOpen(true)} pressed={pickerOpen} />
      {link && (
        <span className="pm-richtext__link-form">
          <input
            type="url"
            aria-label="Dirección del enlace"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                insertLink()
              }
            }}
          />
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
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              className="pm-richtext__content"
              aria-label={label}
              aria-invalid={invalid || undefined}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <OnChangePlugin
          ignoreSelectionChange
          onChange={(state: EditorState) =>
            onChange(JSON.stringify(state.toJSON()), state.read(() => $getRoot().getTextContent()).trim())
          }
        />
      </LexicalComposer>
    </div>
  )
}
