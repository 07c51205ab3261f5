'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { SEARCH_DEBOUNCE_MS, useDebouncedCallback } from '../hooks'

/** `ownAlt`: the text staff wrote for this use of the picture (issue 28). */
export type PickedMedia = { id: number; url: string | null; alt: string; ownAlt?: string }

type MediaDoc = {
  id: number
  alt?: string | null
  filename?: string | null
  url?: string | null
  mimeType?: string | null
  sizes?: { thumbnail?: { url?: string | null } }
}

const PAGE = 24

/**
 * The media library's images (newest first) to put one in the body; staff read them all through /api.
 * Issue 28: searched by name (file name or alt text), more loaded while scrolling, and the chosen
 * picture asks for the alt text of this use (the library's own is offered).
 */
export const MediaPicker = ({ onPick, onClose }: { onPick: (media: PickedMedia) => void; onClose: () => void }) => {
  const [docs, setDocs] = useState<MediaDoc[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [text, setText] = useState('')
  const [page, setPage] = useState(1)
  const [more, setMore] = useState(false)
  const [chosen, setChosen] = useState<MediaDoc | null>(null)
  const [alt, setAlt] = useState('')
  const sentinel = useRef<HTMLLIElement | null>(null)

  const load = useCallback(async (search: string, wanted: number) => {
    const query = new URLSearchParams({
      limit: String(PAGE),
      page: String(wanted),
      sort: '-createdAt',
      depth: '0',
      'where[and][0][mimeType][like]': 'image',
    })
    if (search) {
      query.set('where[and][1][or][0][filename][like]', search)
      query.set('where[and][1][or][1][alt][like]', search)
    }
    try {
      const response = await fetch(`/api/media?${query}`, { credentials: 'include' })
      if (!response.ok) throw new Error(String(response.status))
      const data = (await response.json()) as { docs: MediaDoc[]; hasNextPage?: boolean }
      setDocs((current) => (wanted === 1 ? data.docs : [...(current ?? []), ...data.docs]))
      setMore(Boolean(data.hasNextPage))
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }, [])

  useEffect(() => {
    void load(text, page)
  }, [load, text, page])

  const search = useDebouncedCallback((value: string) => {
    setPage(1)
    setText(value.trim())
  }, SEARCH_DEBOUNCE_MS)

  // Infinite scroll: the next page when the end of the grid comes into view.
  useEffect(() => {
    const target = sentinel.current
    if (!target || !more) return
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((entry) => entry.isIntersecting)) setPage((current) => current + 1)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [more, docs])

  return (
    <div className="pm-richtext__picker" role="dialog" aria-label="Biblioteca de imágenes">
      <div className="pm-richtext__picker-head">
        <strong>Biblioteca de imágenes</strong>
        <button type="button" onClick={onClose}>
          Cerrar
        </button>
      </div>
      {chosen ? (
        <div className="pm-richtext__picker-alt">
          <img src={chosen.sizes?.thumbnail?.url || chosen.url || ''} alt="" width={96} height={64} />
          <label>
            Texto alternativo de esta imagen en el blog
            <input type="text" value={alt} onChange={(event) => setAlt(event.target.value)} />
          </label>
          <p className="pm-muted">Describe lo que muestra la imagen para quien no puede verla.</p>
          <div>
            <button type="button" onClick={() => setChosen(null)}>
              Elegir otra
            </button>
            <button
              type="button"
              onClick={() =>
                onPick({
                  id: chosen.id,
                  url: chosen.url ?? null,
                  alt: chosen.alt ?? '',
                  ownAlt: alt.trim().slice(0, 255) || undefined,
                })
              }
            >
              Insertar imagen
            </button>
          </div>
        </div>
      ) : (
        <>
          <input
            type="search"
            placeholder="Buscar imagen por nombre..."
            aria-label="Buscar imagen por nombre"
            onChange={(event) => search(event.target.value)}
          />
          {failed && <p>No se pudieron cargar las imágenes.</p>}
          {!docs && !failed && <p>Cargando imágenes...</p>}
          {docs && docs.length === 0 && (
            <p>{text ? 'Ninguna imagen coincide con la búsqueda.' : 'No hay imágenes en la biblioteca.'}</p>
          )}
          <ul>
            {docs?.map((doc) => (
              <li key={doc.id}>
                <button
                  type="button"
                  onClick={() => {
                    setChosen(doc)
                    setAlt(doc.alt ?? '')
                  }}
                  aria-label={`Insertar ${doc.alt || doc.filename || `imagen ${doc.id}`}`}
                >
                  <img src={doc.sizes?.thumbnail?.url || doc.url || ''} alt="" width={96} height={64} />
                </button>
              </li>
            ))}
            {more && <li ref={sentinel} aria-hidden="true" className="pm-richtext__picker-more" />}
          </ul>
        </>
      )}
    </div>
  )
}
