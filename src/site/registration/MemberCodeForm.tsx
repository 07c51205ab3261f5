'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { REGISTRATION_FIELD_LABELS } from '@/lib/schemas/registration-fields'
import { handleApiError, HttpError, notify, postJson } from '../toast'

type Answer = { error?: boolean; message?: string; errors?: Record<string, string> }

/**
 * 'Ya soy socio: reenviar mi código' (issue 31): the teacher gives the address they registered with;
 * the server mails the member code there and answers the same for any address, so this form can only
 * ever say that. A plain HTML form until the scripts run, like the registration form.
 */
export function MemberCodeForm({ action }: { action: string }) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [sent, setSent] = useState<string>()
  const [sending, setSending] = useState(false)
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true // the server's Spanish messages, once scripts run
  }, [])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    setSending(true)
    setError(undefined)
    try {
      const { ok, status, body } = await postJson(action, { email })
      const answer = (body ?? {}) as Answer
      if (answer.error || (!ok && body && typeof body === 'object')) {
        setError(answer.errors?.email ?? answer.message ?? 'No pudimos reenviar tu código')
      } else if (!ok) {
        throw new HttpError(status, body)
      } else {
        setSent(answer.message)
        notify.success(answer.message ?? 'Operación exitosa')
      }
    } catch (failure) {
      handleApiError(failure)
    } finally {
      setSending(false)
    }
  }

  if (sent)
    return (
      <p className="member-code__sent" role="status" data-testid="code-sent">
        {sent}
      </p>
    )
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={onSubmit}
      className="member-code"
      aria-label="Reenviar mi código de socio"
    >
      <div className="field">
        <label htmlFor={`${id}-email`}>{REGISTRATION_FIELD_LABELS.email}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <span className="field__error" id={`${id}-error`} role={error ? 'alert' : undefined}>
          {error ?? ''}
        </span>
      </div>
      <p className="form-note">Te lo enviaremos al correo con el que te registraste.</p>
      <div className="form-actions">
        <button type="submit" className="btn btn--blue" disabled={sending}>
          {sending ? 'Enviando...' : 'Reenviar mi código'}
        </button>
      </div>
    </form>
  )
}
