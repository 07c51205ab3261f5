'use client'

import type { ReactNode } from 'react'

import { Dialog } from './Dialog'

export type DetailsSpec = {
  title: string
  images?: { src?: string | null; caption: string }[]
  fields?: { label: string; value: ReactNode }[]
  /** `ordered`: numbered steps (a recipe's preparation). */
  lists?: { heading: string; items?: string[] | null; ordered?: boolean }[]
}

/** Read-only view of one item: images, label/value pairs, description, concept lists and link. */
export const DetailsModal = ({ spec, onClose }: { spec: DetailsSpec | null; onClose: () => void }) => (
  <Dialog open={spec !== null} title={spec?.title ?? ''} onClose={onClose} size="wide">
    {spec && (
      <div className="pm-details">
        {spec.images && spec.images.some((image) => image.src) && (
          <div className="pm-details__images">
            {spec.images
              .filter((image) => image.src)
              .map((image) => (
                <figure key={image.caption}>
                  <img src={image.src ?? ''} alt={image.caption} />
                  <figcaption>{image.caption}</figcaption>
                </figure>
              ))}
          </div>
        )}
        {spec.fields && (
          <dl>
            {spec.fields.map((field) => (
              <div key={field.label} style={{ display: 'contents' }}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {spec.lists?.map((list) => (
          <section key={list.heading}>
            <h3>{list.heading}</h3>
            {list.items && list.items.length > 0 ? (
              list.ordered ? (
                <ol>
                  {list.items.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ol>
              ) : (
                <ul>
                  {list.items.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
              )
            ) : (
              <p className="pm-muted">-</p>
            )}
          </section>
        ))}
      </div>
    )}
  </Dialog>
)

/** 'Ver enlace', opened in a new tab. */
export const ExternalLink = ({ href, label = 'Ver enlace' }: { href: string; label?: string }) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {label}
  </a>
)
