'use client'

import { useEffect, useRef, useState } from 'react'

type Props = {
  id: string
  value: File | null
  onChange: (file: File | null) => void
  /** The stored image when editing. */
  currentUrl?: string | null
  /** 'image': image files only, with a preview at most 225 px high; 'any': any file (templates). */
  accept?: 'image' | 'any'
  invalid?: boolean
}

export const IMAGE_ONLY_MESSAGE = 'Solo se permiten archivos de imagen.'
export const NO_FILE_CHOSEN = 'Ningún archivo seleccionado'

/**
 * File chooser; for images it refuses other files and previews the choice (or the stored image).
 * The native input stays the labelled, focusable control, only visually hidden: its own button and
 * text follow the browser's language ('Choose File'), so a Spanish button and file name are drawn
 * beside it.
 */
export const FileInput = ({ id, value, onChange, currentUrl, accept = 'image', invalid }: Props) => {
  const input = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [refused, setRefused] = useState(false)
  useEffect(() => {
    if (!value || accept !== 'image') return setPreview(null)
    const url = URL.createObjectURL(value)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [value, accept])
  const shown = preview ?? (accept === 'image' ? currentUrl : null)
  return (
    <div className="pm-image-input">
      <div className="pm-file-picker">
        <input
          ref={input}
          id={id}
          type="file"
          className="pm-file-picker__input"
          accept={accept === 'image' ? 'image/*' : undefined}
          aria-invalid={invalid || refused || undefined}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null
            if (file && accept === 'image' && !file.type.startsWith('image/')) {
              setRefused(true)
              event.target.value = ''
              onChange(null)
              return
            }
            setRefused(false)
            onChange(file)
          }}
        />
        {/* Mouse only: the keyboard reaches the input itself, whose focus ring this button shows. */}
        <span className="pm-btn pm-btn--secondary pm-file-picker__button" aria-hidden="true" onClick={() => input.current?.click()}>
          {accept === 'image' ? 'Seleccionar imagen' : 'Seleccionar archivo'}
        </span>
        <span className="pm-file-picker__name" aria-hidden="true">
          {value?.name ?? NO_FILE_CHOSEN}
        </span>
      </div>
      {refused && <p className="pm-field__error">{IMAGE_ONLY_MESSAGE}</p>}
      {shown && <img className="pm-image-input__preview" src={shown} alt="Vista previa" />}
    </div>
  )
}
