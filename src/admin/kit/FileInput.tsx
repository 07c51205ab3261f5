'use client'

import { useEffect, useRef, useState } from 'react'

import { FILE_TOO_LARGE, IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES, uploadLimitText } from '../../lib/uploads'

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
  const [refused, setRefused] = useState<string | null>(null)
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
          accept={accept === 'image' ? IMAGE_MIME_TYPES.join(',') : undefined}
          aria-invalid={invalid || Boolean(refused) || undefined}
          aria-describedby={`${id}-limit`}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null
            // Refused here, before anything is sent, in the server's own words (src/lib/uploads.ts).
            const problem = !file
              ? null
              : accept === 'image' && !IMAGE_MIME_TYPES.includes(file.type)
                ? IMAGE_ONLY_MESSAGE
                : file.size > MAX_UPLOAD_BYTES
                  ? FILE_TOO_LARGE
                  : null
            setRefused(problem)
            if (problem) {
              event.target.value = ''
              onChange(null)
              return
            }
            onChange(file)
          }}
        />
        {/* Mouse only: the keyboard reaches the input itself, whose focus ring this button shows. */}
        <span
          className="pm-btn pm-btn--secondary pm-file-picker__button"
          aria-hidden="true"
          onClick={() => input.current?.click()}
        >
          {accept === 'image' ? 'Seleccionar imagen' : 'Seleccionar archivo'}
        </span>
        <span className="pm-file-picker__name" aria-hidden="true">
          {value?.name ?? NO_FILE_CHOSEN}
        </span>
      </div>
      <p className="pm-field__hint" id={`${id}-limit`}>
        {uploadLimitText(accept === 'image' ? 'image' : 'template')}
      </p>
      {refused && (
        <p className="pm-field__error" role="alert">
          {refused}
        </p>
      )}
      {shown && <img className="pm-image-input__preview" src={shown} alt="Vista previa" />}
    </div>
  )
}
