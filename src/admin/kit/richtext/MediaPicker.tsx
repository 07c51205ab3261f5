'use client'

import { useEffect, useState } from 'react'

export type PickedMedia = { id: number; url: string | null; alt: string }

type MediaDoc = { id: number; alt?: string | null; url?: string | null; mimeType?: string | null; sizes?: { thumbnail?: { url?: string | null } } }

/** The media library's images (newest first) to put one in the body; staff read them all through /api. */
export const MediaPicker = ({ onPick, onClose }: { onPick: (media: PickedMedia) => void; onClose: () => void }) => {
  const [docs, setDocs] = useState<MediaDoc[] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const query = new URLSearchParams({ limit: '24', sort: '-createdAt', depth: '0', 'where[mimeType][like]': 'image' })
    fetch(`/api/media?${query}`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((data: { docs: MediaDoc[] }) => setDocs(data.docs))
      .catch(() => setFailed(true))
  }, [])
  return (
    <div className="pm-richtext__picker" role="dialog" aria-label="Biblioteca de imágenes">
      <div className="pm-richtext__picker-head">
        <strong>Biblioteca de imágenes</strong>
        <button type="button" onClick={onClose}>
          Cerrar
        </button>
      </div>
      {failed && <p>No se pudieron cargar las imágenes.</p>}
      {!docs && !failed && <p>Cargando imágenes...</p>}
      {docs && docs.length === 0 && <p>No hay imágenes en la biblioteca.</p>}
      <ul>
        {docs?.map((doc) => (
          <li key={doc.id}>
            <button type="button" onClick={() => onPick({ id: doc.id, url: doc.url ?? null, alt: doc.alt ?? '' })} aria-label={`Insertar ${doc.alt || `imagen ${doc.id}`}`}>
              <img src={doc.sizes?.thumbnail?.url || doc.url || ''} alt="" width={96} height={64} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
