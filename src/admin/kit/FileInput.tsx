'use client'

import { useEffect, useState } from 'react'

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

/** File chooser; for images it refuses other files and previews the choice (or the stored image). */
export const FileInput = ({ id, value, onChange, currentUrl, accept = 'image', invalid }: Props) => {
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
      <input
        id={id}
        type="file"
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
      {refused && <p className="pm-field__error">{IMAGE_ONLY_MESSAGE}</p>}
      {value && accept !== 'image' && <p className="pm-field__hint">{value.name}</p>}
      {shown && <img className="pm-image-input__preview" src={shown} alt="Vista previa" />}
    </div>
  )
}
