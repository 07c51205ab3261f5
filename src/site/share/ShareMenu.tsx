'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

import { Modal } from '../Modal'
import { copyText } from './copy'

export const COPIED_MS = 2000

/** The spec's mail subject; what an image of the bank is shared with (every other share names its item or page). */
export const IMAGE_SUBJECT = 'Compartir imagen'

/**
 * The spec's external targets: messaging app, mail draft, social sharer, microblog intent. The mail's
 * subject names what is shared (issue 31: 'Compartir imagen' for a blog or a recipe read as a mistake).
 */
export const shareTargets = (url: string, text?: string, subject: string = IMAGE_SUBJECT) => {
  const message = text ? `${text} ${url}` : url
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}${text ? `&text=${encodeURIComponent(text)}` : ''}`,
  }
}

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
)
const ICONS = {
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.2 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-3.9-4.7-4.1-.1-.2-1.1-1.5-1.1-2.9s.7-2.1 1-2.4c.3-.3.6-.3.8-.3h.6c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.4 0 .5l-.4.6-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l2 .9c.3.1.4.2.5.3.1.2.1.6-.1 1.1z',
  email: 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4.2-8 5-8-5V6l8 5 8-5v2.2z',
  facebook:
    'M14 8V6.5c0-.7.2-1.2 1.2-1.2H17V2.1A24 24 0 0 0 14.4 2C11.9 2 10.2 3.5 10.2 6.3V8H7.5v3.6h2.7V22H14V11.6h2.7L17.2 8H14z',
  twitter:
    'M18.9 2H22l-7.6 8.7L23.3 22h-7l-5.5-7.2L4.5 22H1.4l8.1-9.3L1 2h7.2l5 6.6L18.9 2zm-1.2 18h1.7L7.4 3.9H5.6L17.7 20z',
  copy: 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z',
}

type MenuProps = { open: boolean; onClose: () => void; url: string; text?: string; subject?: string }

export function ShareMenu({ open, onClose, url, text, subject }: MenuProps) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const targets = shareTargets(url, text, subject)

  const copy = async () => {
    if (await copyText(url)) {
      setCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), COPIED_MS)
    } else {
      window.alert('No se pudo copiar el enlace.')
    }
  }

  const external = { target: '_blank', rel: 'noopener noreferrer' } as const
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Compartir"
      subtitle="Comparte este enlace con tus colegas, alumnos y familias."
      testId="share-menu"
    >
      <div className="share-url">
        <label htmlFor="share-url" className="visually-hidden">
          Dirección para compartir
        </label>
        <input id="share-url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <ul className="share-list">
        {(
          [
            ['whatsapp', 'WhatsApp'],
            ['email', 'Correo'],
            ['facebook', 'Facebook'],
            ['twitter', 'X (Twitter)'],
          ] as const
        ).map(([key, label]) => (
          <li key={key}>
            <a href={targets[key]} {...external}>
              <Icon d={ICONS[key]} /> {label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={copy}>
            <Icon d={ICONS.copy} /> Copiar enlace
          </button>
        </li>
      </ul>
      <p className="share-copied" role="status" aria-live="polite">
        {copied ? '¡Link copiado!' : ''}
      </p>
    </Modal>
  )
}

type ButtonProps = {
  /** Path or absolute URL to share; default: the current address. */
  url?: string
  /** Share the current address without its query and hash. */
  bare?: boolean
  text?: string
  /** The mail's subject; default: the page's title ('ProfeMax · …'). */
  subject?: string
  children?: ReactNode
  className?: string
  /**
   * Drawn as a link to this address instead of a button: what the link does before or without scripts
   * (the portal's `#compartir`, a panel of the same targets); once hydrated a click opens the sheet or the menu.
   */
  href?: string
}

/** The page's title as the mail subject: 'ProfeMax: Blog Profesores' rather than the tab's 'Blog Profesores · ProfeMax'. */
const pageSubject = (): string => {
  const title = document.title.replace(/\s*·\s*ProfeMax$/, '').trim()
  return title && title !== 'ProfeMax' ? `ProfeMax: ${title}` : 'ProfeMax'
}

/**
 * A 'Compartir' button: the address is read when clicked, in the browser (pages stay static). Where the
 * browser has a native share sheet (phones, some desktops) it opens that; the menu otherwise, or when
 * the sheet fails for a reason other than the person closing it.
 */
export function ShareButton({
  url,
  bare,
  text,
  subject,
  children = 'Compartir',
  className = 'btn btn--light btn--small',
  href,
}: ButtonProps) {
  const [target, setTarget] = useState<{ url: string; subject: string } | null>(null)
  // The menu's <dialog> is drawn at the end of <body> once first opened: a button often sits in phrasing
  // content (a row's <span>), where a dialog is invalid HTML (Nu checker, issue 31).
  const [used, setUsed] = useState(false)
  const resolve = () => {
    if (url) return new URL(url, window.location.origin).toString()
    const { origin, pathname, href } = window.location
    return bare ? `${origin}${pathname}` : href
  }
  const open = async () => {
    const next = { url: resolve(), subject: subject ?? pageSubject() }
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: next.subject, text, url: next.url })
        return
      } catch (error) {
        if ((error as { name?: string } | null)?.name === 'AbortError') return
      }
    }
    setUsed(true)
    setTarget(next)
  }
  const content = (
    <>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
        <path d="M18 16.1c-.8 0-1.5.3-2 .8l-7.1-4.2c.1-.2.1-.5.1-.7s0-.5-.1-.7L16 7.2c.5.5 1.2.8 2 .8a3 3 0 1 0-3-3c0 .2 0 .5.1.7L8 9.8A3 3 0 1 0 8 14.2l7.1 4.2c-.1.2-.1.4-.1.6a2.9 2.9 0 1 0 3-2.9z" />
      </svg>
      {children}
    </>
  )
  return (
    <>
      {href ? (
        <a
          href={href}
          className={className}
          onClick={(event) => {
            event.preventDefault()
            void open()
          }}
        >
          {content}
        </a>
      ) : (
        <button type="button" className={className} onClick={() => void open()}>
          {content}
        </button>
      )}
      {used
        ? createPortal(
            <ShareMenu
              open={target !== null}
              onClose={() => setTarget(null)}
              url={target?.url ?? ''}
              text={text}
              subject={target?.subject}
            />,
            document.body,
          )
        : null}
    </>
  )
}
