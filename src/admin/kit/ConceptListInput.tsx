'use client'

import { useState } from 'react'

import { LIMITS } from '../../lib/limits'
import { msg } from '../../lib/messages'

type Props = {
  id: string
  value: string[]
  onChange: (next: string[]) => void
  placeholder?: string
  /** Materials are shown newest first (spec 5). */
  newestFirst?: boolean
  invalid?: boolean
}

/**
 * A list of short texts: trimmed on add (Enter or '+'), blanks ignored, editable in place, removable.
 * Each entry's limit (`LIMITS.text`, the collection's) is shown as 'n/max' under the new entry; a text
 * over it is kept as typed or pasted and not added, with the limit said (issue 28: never cut).
 */
export const ConceptListInput = ({
  id,
  value,
  onChange,
  placeholder = 'Agregar concepto',
  newestFirst = false,
  invalid,
}: Props) => {
  const [draft, setDraft] = useState('')
  const over = draft.trim().length > LIMITS.text
  const add = () => {
    const text = draft.trim()
    if (!text || over) return
    onChange(newestFirst ? [text, ...value] : [...value, text])
    setDraft('')
  }
  return (
    <div className="pm-concepts">
      <div className="pm-concepts__add">
        <input
          id={id}
          className="pm-input"
          value={draft}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
        />
        <button type="button" className="pm-btn pm-btn--secondary" aria-label="Agregar" title="Agregar" onClick={add}>
          +
        </button>
      </div>
      {draft && (
        <p className={`pm-field__count${over ? ' pm-field__count--over' : ''}`}>
          {draft.trim().length}/{LIMITS.text}
        </p>
      )}
      {over && (
        <p className="pm-field__error" role="alert">
          {msg.maxLength(LIMITS.text)}
        </p>
      )}
      {value.length > 0 && (
        <ul className="pm-concepts__list">
          {value.map((entry, index) => (
            <li key={index}>
              <input
                className="pm-input"
                value={entry}
                aria-label={`Elemento ${index + 1}`}
                onChange={(event) =>
                  onChange(value.map((item, position) => (position === index ? event.target.value : item)))
                }
              />
              <button
                type="button"
                className="pm-icon-btn pm-icon-btn--danger"
                aria-label={`Quitar ${entry}`}
                title="Quitar"
                onClick={() => onChange(value.filter((_, position) => position !== index))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
