'use client'

import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react'

import type { RegistrationInput, registrationSchema } from '@/lib/schemas/registration'
import { maxBirthDate, stripPhone } from '@/lib/schemas/registration-fields'
import { handleApiError, HttpError, notify, postJson } from '../toast'

type Schema = ReturnType<typeof registrationSchema>

/**
 * The schema (the server's own, with zod) loads when the visitor first focuses a field, not with the
 * form: the modal opens by itself on every new visitor's first page, and zod was most of the main-thread
 * time that costs (docs/performance.md). Until it is there nothing can be invalid yet: no field was left.
 */
const loadSchema = (): Promise<Schema> => import('@/lib/schemas/registration').then((module) => module.registrationSchema())

type Field = keyof RegistrationInput

const EMPTY: RegistrationInput = { nombre: '', apellido: '', email: '', telefono: '', fecha_nac: '', cp: '', cedula: '', escuela: '' }

type FieldSpec = { name: Field; label: string; type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email'; maxLength: number; full?: boolean }

/** Max lengths: the spec's CP limit (5); the rest are generous caps so a paste cannot flood the server. */
const FIELDS: FieldSpec[] = [
  { name: 'nombre', label: 'Nombre', autoComplete: 'given-name', maxLength: 100 },
  { name: 'apellido', label: 'Apellido', autoComplete: 'family-name', maxLength: 100 },
  { name: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 },
  { name: 'telefono', label: 'Teléfono', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20 },
  { name: 'fecha_nac', label: 'Fecha de nacimiento', type: 'date', autoComplete: 'bday', maxLength: 10 },
  { name: 'cp', label: 'Código postal', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 },
  { name: 'cedula', label: 'Cédula profesional', maxLength: 30 },
  { name: 'escuela', label: 'Escuela', autoComplete: 'organization', maxLength: 255 },
]

type Answer = { error?: boolean; message?: string }

/**
 * The registration form: registrationSchema() (the server's own) decides every message; a message
 * shows once its field was touched or a submit was tried.
 */
export function RegistrationForm({ action, onRegistered }: { action: string; onRegistered: (email: string) => void }) {
  const [values, setValues] = useState<RegistrationInput>(EMPTY)
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [sending, setSending] = useState(false)
  // On first focus too, not on render: the form opens by itself on load, and the browser's first Intl
  // call (the date in Mexico City) costs 30-90 ms of main thread (docs/performance.md).
  const [maxDate, setMaxDate] = useState<string>()

  const [schema, setSchema] = useState<Schema | null>(null)
  const schemaRequest = useRef<Promise<void> | null>(null)
  const needSchema = useCallback(() => {
    setMaxDate((known) => known ?? maxBirthDate())
    schemaRequest.current ??= loadSchema().then(setSchema, () => {
      schemaRequest.current = null // offline: the next focus tries again
    })
  }, [])

  const result = useMemo(() => schema?.safeParse(values) ?? null, [schema, values])
  const errors = useMemo(() => {
    const found: Partial<Record<Field, string>> = {}
    if (result && !result.success) {
      for (const issue of result.error.issues) {
        const key = issue.path[0] as Field
        found[key] ??= issue.message
      }
    }
    return found
  }, [result])

  const update = (name: Field, raw: string) => setValues((v) => ({ ...v, [name]: name === 'telefono' ? stripPhone(raw) : raw }))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!result?.success || sending) return
    setSending(true)
    try {
      const { ok, status, body } = await postJson(action, result.data)
      const answer = (body ?? {}) as Answer
      if (answer.error || (!ok && body && typeof body === 'object')) {
        notify.warning(answer.message || 'Error en el registro')
      } else if (!ok) {
        throw new HttpError(status, body)
      } else {
        notify.success(answer.message || 'Registro exitoso')
        onRegistered(result.data.email)
      }
    } catch (error) {
      handleApiError(error)
    } finally {
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={needSchema} aria-label="Registro al programa ProfeMax">
      <div className="form-grid">
        {FIELDS.map((field) => {
          const id = `reg-${field.name}`
          const error = touched[field.name] || submitted ? errors[field.name] : undefined
          return (
            <div className="field" key={field.name}>
              <label htmlFor={id}>
                {field.label}{' '}
                <span className="req" aria-hidden="true">
                  *
                </span>
              </label>
              <input
                id={id}
                name={field.name}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                maxLength={field.maxLength}
                max={field.type === 'date' ? maxDate : undefined}
                required
                value={values[field.name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => update(field.name, event.target.value)}
                onBlur={(event) => {
                  setTouched((t) => ({ ...t, [field.name]: true }))
                  if (field.type !== 'date') update(field.name, event.target.value.trim())
                }}
              />
              <span className="field__error" id={`${id}-error`} role={error ? 'alert' : undefined}>
                {error ?? ''}
              </span>
            </div>
          )
        })}
      </div>
      <p className="form-note">
        Al registrarte aceptas los {/* A new tab: the form keeps what was typed. */}
        <a href="/terminos-condiciones" target="_blank" rel="noopener">
          términos y condiciones
        </a>{' '}
        y el{' '}
        <a href="/aviso-de-privacidad" target="_blank" rel="noopener">
          aviso de privacidad
        </a>
        . El programa es gratuito y exclusivo para docentes con cédula profesional.
      </p>
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={!result?.success || sending}>
          {sending ? 'Enviando...' : 'Enviar'}
        </button>
      </div>
    </form>
  )
}
