'use client'

import { useEffect, useId, useState, type AnchorHTMLAttributes, type ReactNode } from 'react'

import { FlipHint } from '../FlipHint'
import { Img } from '../Img'
import { Reveal } from '../Reveal'
import { sharePathOfView } from '../share/kinds'
import { portalHref, type View } from './nav'
import { usePortal } from './PortalContext'
import { ShareLink } from './ShareLink'
import type { Pic } from './types'

/** The spec's touch rule: no hover, a coarse pointer, or a width up to 768 px. */
export const TOUCH_QUERY = '(hover: none), (pointer: coarse), (max-width: 768px)'

export const useMedia = (query: string): boolean => {
  const [matches, setMatches] = useState(false)
  useEffect(() => {
    const list = window.matchMedia(query)
    const update = () => setMatches(list.matches)
    update()
    list.addEventListener('change', update)
    return () => list.removeEventListener('change', update)
  }, [query])
  return matches
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: View
  /** Replace the history entry and keep the scroll (a category chosen inside its view). */
  replace?: boolean
  /** Run before the view changes (a recommended track refreshes its categories). */
  before?: () => void
}

/**
 * A link to a view of the portal: a real address, so it works before and without scripts (the server
 * renders every view, issue 31); once hydrated a plain click changes the view in place (history pushed,
 * no page load). A click with a modifier (new tab, new window) is left to the browser.
 */
export function ViewLink({ to, replace = false, before, onClick, children, ...rest }: LinkProps) {
  const { go } = usePortal()
  return (
    <a
      {...rest}
      href={portalHref(to)}
      onClick={(event) => {
        onClick?.(event)
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return
        event.preventDefault()
        before?.()
        go(to, replace ? { replace: true, scroll: false } : {})
      }}
    >
      {children}
    </a>
  )
}

export function BackLink({ to, children }: { to: View; children: ReactNode }) {
  return (
    <ViewLink to={to} className="link-back pm-back">
      <span aria-hidden="true">←</span> {children}
    </ViewLink>
  )
}

/**
 * A module view's heading row: back button, title and the Compartir for this very view. At a module's
 * own home the module banner's Compartir is the one (src/site/portal/Portal.tsx): one button per view.
 */
export function ViewHead({
  back,
  backLabel,
  title,
  kicker,
  share = true,
}: {
  back: View
  backLabel: string
  title: string
  kicker?: string
  share?: boolean
}) {
  const { view, shape } = usePortal()
  share &&= view.vista !== null
  const itemPath = sharePathOfView(shape.shareKinds, view)
  return (
    <div className="pm-head">
      <BackLink to={back}>{backLabel}</BackLink>
      <div className="pm-head__row">
        <div>
          {kicker ? <p className="eyebrow">{kicker}</p> : null}
          <h2 className="pm-title" tabIndex={-1} data-view-title>
            {title}
          </h2>
        </div>
        {/* An item's detail shares its own address (its Open Graph card); a list, the current one. */}
        {share ? (
          <ShareLink
            className="btn btn--ghost btn--small"
            path={itemPath ?? portalHref(view)}
            text={itemPath ? title : undefined}
            subject={`ProfeMax: ${title}`}
          />
        ) : null}
      </div>
    </div>
  )
}

type FlipProps = { title: string; text: string; art: ReactNode; action: string; to: View; testId?: string }

/**
 * A portal flip card: hover or keyboard focus turns it; on touch devices a tap turns it, and a tap on
 * its button acts without turning it back.
 */
export function FlipCard({ title, text, art, action, to, testId }: FlipProps) {
  const touch = useMedia(TOUCH_QUERY)
  const [flipped, setFlipped] = useState(false)
  const textId = useId()
  return (
    <Reveal as="div" amount={0.3} className="pm-flip-wrap">
      <div
        className="flip pm-flip"
        data-flipped={flipped}
        data-testid={testId}
        onClick={() => touch && setFlipped((f) => !f)}
      >
        <div className="flip__inner">
          <div className="flip__face flip__front pm-flip__front">
            <div className="pm-flip__art" aria-hidden="true">
              {art}
            </div>
            <h3>{title}</h3>
            <FlipHint />
          </div>
          <div className="flip__face flip__back">
            <h3 aria-hidden="true">{title}</h3>
            <p id={textId}>{text}</p>
            <ViewLink
              to={to}
              className="btn btn--primary btn--small"
              aria-describedby={textId}
              aria-label={`${action}: ${title}`}
              onClick={(event) => event.stopPropagation()}
            >
              {action}
            </ViewLink>
          </div>
        </div>
      </div>
    </Reveal>
  )
}

export function Picture({
  pic,
  sizes,
  className,
  priority,
}: {
  pic: Pic | null
  sizes: string
  className?: string
  priority?: boolean
}) {
  if (!pic) return <div className={`pm-noimage ${className ?? ''}`} aria-hidden="true" />
  return <Img picture={pic} sizes={sizes} className={className} priority={priority} />
}

export type CardItem = { id: number; title: string; text: string; image: Pic | null }

/** Cards with image, name, description and 'Leer más'; the empty text when there are none. */
export function ItemCards({
  items,
  open,
  empty,
  label,
}: {
  items: CardItem[]
  open: (id: number) => View
  empty: string
  label: string
}) {
  if (items.length === 0) return <p className="empty">{empty}</p>
  return (
    <ul className="pm-cards" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Reveal as="div" amount={0.3} className="card pm-card">
            <div className="card__media">
              <Picture pic={item.image} sizes="(max-width: 640px) 100vw, (max-width: 900px) 50vw, 400px" />
            </div>
            <div className="card__body">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
              <ViewLink to={open(item.id)} className="card__link pm-linkbtn" aria-label={`Leer más: ${item.title}`}>
                Leer más
              </ViewLink>
            </div>
          </Reveal>
        </li>
      ))}
    </ul>
  )
}

export function Bullets({ heading, items, ordered }: { heading: string; items: string[]; ordered?: boolean }) {
  if (items.length === 0) return null
  const List = ordered ? 'ol' : 'ul'
  return (
    <section className="pm-bullets">
      <h3>{heading}</h3>
      <List>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </List>
    </section>
  )
}

export type DetailProps = {
  title: string
  meta: [label: string, value: string][]
  link: { label: string; href: string } | null
  description: string
  image: Pic | null
  lists: { heading: string; items: string[]; ordered?: boolean }[]
  children?: ReactNode
}

/** A detail view (its name is the view's heading): image, facts, external link, description and the bullet lists. */
export function Detail({ meta, link, description, image, lists, children }: DetailProps) {
  return (
    <article className="pm-detail" data-testid="detail">
      <div className="pm-detail__media">
        {/* The view's largest paint on a phone (measured): loaded at once, not lazily. */}
        <Picture pic={image} sizes="(max-width: 900px) 100vw, 520px" priority />
      </div>
      <div className="pm-detail__body">
        {meta.length ? (
          <dl className="pm-meta">
            {meta.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {link ? (
          <a className="btn btn--blue btn--small" href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
            <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        ) : null}
        <p className="pm-detail__text">{description}</p>
        {children}
        {lists.map((list) => (
          <Bullets key={list.heading} {...list} />
        ))}
      </div>
    </article>
  )
}

export function NotFound({ back, label }: { back: View; label: string }) {
  return (
    <div className="empty">
      <p>Este contenido ya no está disponible.</p>
      <ViewLink to={back} className="btn btn--blue btn--small">
        {label}
      </ViewLink>
    </div>
  )
}

/** Placeholder blocks while a part is read in the browser. */
export function Skeleton({
  rows = 3,
  label = 'Cargando contenido…',
  className,
}: {
  rows?: number
  label?: string
  /** A modifier drawing the rows at the size of what they stand for (`pm-skeleton--reco`: the recommendation card). */
  className?: string
}) {
  return (
    <div
      className={className ? `pm-skeleton ${className}` : 'pm-skeleton'}
      role="status"
      aria-live="polite"
      data-testid="skeleton"
    >
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="pm-skeleton__row" />
      ))}
    </div>
  )
}

export type RecommendedItem = { title: string; text: string; image: Pic | null; kind: string }

/** 'Recomendación del mes': the item of the month and its 'Explorar' button. Nothing when there is none. */
export function RecommendationCard({
  item,
  to,
  before,
}: {
  item: RecommendedItem | null
  to: View | null
  before?: () => void
}) {
  if (!item || !to) return null
  return (
    <Reveal as="div" amount={0.3} className="pm-reco" aria-labelledby="pm-reco-title">
      <div className="pm-reco__media">
        {/* The module menu's largest paint on a phone (measured): loaded at once, not lazily. */}
        <Picture pic={item.image} sizes="(max-width: 768px) 100vw, 320px" priority />
      </div>
      <div className="pm-reco__body">
        <p className="eyebrow" id="pm-reco-title">
          Recomendación del mes
        </p>
        <p className="pm-reco__kind">{item.kind}</p>
        <h3>{item.title}</h3>
        <p>{item.text}</p>
        <ViewLink
          to={to}
          before={before}
          className="btn btn--primary btn--small"
          aria-label={`Explorar: ${item.title}`}
        >
          Explorar
        </ViewLink>
      </div>
    </Reveal>
  )
}

/** 'Ver más…' under a list the page carries a page of: `onMore` reads the next one from the paged endpoint. */
export function MoreButton({
  onMore,
  loading,
  testId,
  children,
}: {
  onMore: () => void
  loading: boolean
  testId: string
  children: ReactNode
}) {
  return (
    <p className="pm-more">
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={onMore}
        disabled={loading}
        data-testid={testId}
      >
        {children}
      </button>
    </p>
  )
}
