'use client'

import { useState, type ReactNode } from 'react'

import { extensionOf, IMAGE_EXTENSIONS } from '@/lib/uploads'

import { Modal } from '../Modal'
import { sharePath } from '../share/kinds'
import { IMAGE_SUBJECT, ShareButton } from '../share/ShareMenu'
import type { FileItem, MusicTrack } from './types'

/** Templates are previewable only when their file is an image (spec §9). */
export const isPreviewable = (filename: string): boolean =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(filename))

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
    <path d={d} />
  </svg>
)
const EYE =
  'M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z'
const DOWNLOAD = 'M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16l-5.7-5.7 1.4-1.4L11 12.2V3zM4 18h16v2H4z'
const PLAY = 'M8 5v14l11-7z'

function Row({
  title,
  children,
  highlighted,
  id,
  thumb,
}: {
  title: string
  children: ReactNode
  highlighted?: boolean
  id?: string
  thumb?: string | null
}) {
  return (
    <div
      className="pm-row"
      data-highlighted={highlighted || undefined}
      data-thumb={thumb ? true : undefined}
      id={id}
      data-testid="item-row"
    >
      {/* The picture's thumbnail (issue 31): which image a row is, before opening it. Decorative: the title names it. */}
      {thumb ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img className="pm-row__thumb" src={thumb} alt="" width={56} height={56} loading="lazy" decoding="async" />
      ) : null}
      <span className="pm-row__title">
        {highlighted ? (
          <span className="pm-star" title="Ítem destacado">
            <span aria-hidden="true">★</span> Ítem destacado
          </span>
        ) : null}
        {title}
      </span>
      <span className="pm-row__actions">{children}</span>
    </div>
  )
}

/** An image of the bank or a template: preview (images only), download and share. */
export function FileRow({ item, kind }: { item: FileItem; kind: 'image' | 'template' }) {
  const [preview, setPreview] = useState(false)
  const canPreview = kind === 'image' || isPreviewable(item.filename || item.url)
  return (
    <Row title={item.title} thumb={item.thumb}>
      {canPreview ? (
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => setPreview(true)}
          aria-label={`Vista previa: ${item.title}`}
        >
          {icon(EYE)} <span className="pm-row__label">Vista previa</span>
        </button>
      ) : null}
      <a
        className="btn btn--ghost btn--small"
        href={item.url}
        download={item.filename || true}
        aria-label={`Descargar: ${item.title}`}
      >
        {icon(DOWNLOAD)} <span className="pm-row__label">Descargar</span>
      </a>
      <Share
        url={item.url}
        title={item.title}
        subject={kind === 'image' ? IMAGE_SUBJECT : `ProfeMax: plantilla ${item.title}`}
      />
      {preview ? (
        <Modal
          open
          onClose={() => setPreview(false)}
          title={kind === 'image' ? 'Vista previa de imagen' : 'Vista previa de plantilla'}
          subtitle={item.title}
          wide
          testId="preview-modal"
        >
          {/* The original file, as uploaded: next/image would re-encode it. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img className="pm-preview" src={item.url} alt={item.title} />
        </Modal>
      ) : null}
    </Row>
  )
}

function Share({ url, title, subject }: { url: string; title: string; subject: string }) {
  return (
    <ShareButton url={url} text={title} subject={subject} className="btn btn--ghost btn--small">
      <span className="pm-row__label">Compartir</span>
      <span className="visually-hidden">: {title}</span>
    </ShareButton>
  )
}

/** A music track: play link in a new tab and share; the recommended one is starred. */
export function TrackRow({
  track,
  highlighted,
  shareKind,
}: {
  track: MusicTrack
  highlighted: boolean
  /** The tracks' share kind (their view's registration, src/site/share/items.ts). */
  shareKind: string | null
}) {
  return (
    <Row title={track.title} highlighted={highlighted} id={`track-${track.id}`}>
      <a
        className="btn btn--ghost btn--small"
        href={track.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Reproducir: ${track.title} (se abre en una pestaña nueva)`}
      >
        {icon(PLAY)} <span className="pm-row__label">Reproducir</span>
      </a>
      {/* The track's share page: its own card, and the portal with the track starred (issue 31). */}
      {shareKind ? (
        <Share url={sharePath(shareKind, track.id)} title={track.title} subject={`ProfeMax: ${track.title}`} />
      ) : null}
    </Row>
  )
}
