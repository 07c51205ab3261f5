'use client'

import { Link, useTheme } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

type Props = { name: string; email: string; role: 'admin' | 'editor'; token: string }

type ThemeChoice = 'light' | 'dark' | 'auto'

export const THEME_CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Claro' },
  { value: 'dark', label: 'Oscuro' },
  { value: 'auto', label: 'Sistema' },
]

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')

export const UserMenuClient = ({ name, email, role, token }: Props) => {
  const { theme, autoMode, setTheme } = useTheme()
  const [open, setOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const current: ThemeChoice = autoMode ? 'auto' : theme

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node))
        setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  return (
    <div className="pm-user" ref={ref}>
      <button
        type="button"
        className="pm-user__trigger"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="pm-user__avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="pm-user__trigger-name">{name}</span>
      </button>
      {open && (
        <div className="pm-user__menu" role="menu" aria-label="Menú de usuario">
          <div className="pm-user__who">
            <strong>{name}</strong>
            <span className="pm-user__email">{email}</span>
            <span className="pm-badge pm-badge--info">{role === 'admin' ? 'Admin' : 'Editor'}</span>
          </div>
          <fieldset className="pm-user__theme">
            <legend>Tema</legend>
            {THEME_CHOICES.map((choice) => (
              <label key={choice.value} className="pm-user__theme-option">
                <input
                  type="radio"
                  name="pm-theme"
                  value={choice.value}
                  checked={current === choice.value}
                  // Payload's setTheme also takes 'auto' (follow the system): it clears the cookie.
                  onChange={() => setTheme(choice.value as 'light' | 'dark')}
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          <Link href="/admin" prefetch={false} className="pm-user__link" role="menuitem">
            Inicio
          </Link>
          {/* Payload's own account icon is hidden (admin.css): one avatar in the header, this menu. */}
          <Link href="/admin/account" prefetch={false} className="pm-user__link" role="menuitem">
            Mi cuenta
          </Link>
          <form method="post" action="/logout" onSubmit={() => setLeaving(true)}>
            <input type="hidden" name="_token" value={token} />
            <button type="submit" className="pm-btn pm-btn--danger pm-user__logout" disabled={leaving} role="menuitem">
              Cerrar sesión
            </button>
          </form>
        </div>
      )}
    </div>
  )
}
