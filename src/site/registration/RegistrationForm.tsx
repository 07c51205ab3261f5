'use client'

import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'

import type { RegistrationInput, registrationSchema } from '@/lib/schemas/registration'
import {
  maxBirthDate,
  PHONE_HINT,
  REGISTRATION_FIELD_LABELS as LABELS,
  stripPhone,
} from '@/lib/schemas/registration-fields'
import { LEGAL_PATHS } from '@/lib/site-config'
import { handleApiError, HttpError, notify, postJson } from '../toast'
import { useHydrated } from '../hydrated'

type Schema = ReturnType<typeof registrationSchema>

/**
 * The schema (the server's own, with zod) loads when the visitor first focuses a field, not with the
 * form: the modal opens by itself on every new visitor's first page, and zod was most of the main-thread
 * time that costs (docs/performance.md). Until it is there nothing can be invalid yet: no field was left.
 */
const loadSchema = (): Promise<Schema> =>
  import('@/lib/schemas/registration').then((module) => module.registrationSchema())

type Field = keyof RegistrationInput

const EMPTY: RegistrationInput = {
  nombre: '',
  apellido: '',
  email: '',
  telefono: '',
  fecha_nac: '',
  cp: '',
  cedula: '',
  escuela: '',
}

type FieldSpec = {
  name: Field
  label: string
  type?: string
  autoComplete?: string
  inputMode?: 'numeric' | 'tel' | 'email'
  /** Not on the date input: `maxlength` does not apply to it (the Nu checker flags it). */
  maxLength?: number
  /** Shown under the field before anything is typed, and read with it. */
  hint?: string
  /** The browser's own checks, for a form sent before the scripts run (the server checks again). */
  minLength?: number
  pattern?: string
}

/** Max lengths: the spec's CP limit (5); the rest are generous caps so a paste cannot flood the server. */
const FIELDS: FieldSpec[] = [
  { name: 'nombre', label: LABELS.nombre, autoComplete: 'given-name', maxLength: 100, minLength: 2 },
  { name: 'apellido', label: LABELS.apellido, autoComplete: 'family-name', maxLength: 100, minLength: 2 },
  { name: 'email', label: LABELS.email, type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 },
  {
    name: 'telefono',
    label: LABELS.telefono,
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    maxLength: 20,
    hint: PHONE_HINT,
  },
  { name: 'fecha_nac', label: LABELS.fecha_nac, type: 'date', autoComplete: 'bday' },
  {
    name: 'cp',
    label: LABELS.cp,
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: 5,
    pattern: '[0-9]{5}',
  },
  { name: 'cedula', label: LABELS.cedula, maxLength: 30, minLength: 2 },
  { name: 'escuela', label: LABELS.escuela, autoComplete: 'organization', maxLength: 255, minLength: 2 },
]

type Answer = { error?: boolean; message?: string }

/**
 * The registration form: registrationSchema() (the server's own) decides every message; a message
 * shows once its field was changed and left, or a submit was tried (issue 31: tabbing through the
 * empty fields turned all eight red). 'Enviar' stays enabled: a submit of an incomplete form names
 * what is missing beside the button and takes the focus to the first such field. Server-rendered on /registro, it is a plain
 * HTML form until the scripts run (issue 31): the browser's own checks, then a POST to the same
 * endpoint, which answers such a browser with pages (src/contract/form-answer.ts).
 */
export function RegistrationForm({ action, onRegistered }: { action: string; onRegistered: (email: string) => void }) {
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  // Once the scripts run, the schema's messages replace the browser's (not an attribute React renders:
  // the server's HTML keeps the browser's checks for a form sent before hydration).
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true
  }, [])
  const [values, setValues] = useState<RegistrationInput>(EMPTY)
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const edited = useRef<Partial<Record<Field, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [sending, setSending] = useState(false)
  // On first focus too, not on render: the form opens by itself on load, and the browser's first Intl
  // call (the date in Mexico City) costs 30-90 ms of main thread (docs/performance.md).
  const [maxDate, setMaxDate] = useState<string>()

  const [schema, setSchema] = useState<Schema | null>(null)
  const schemaRequest = useRef<Promise<Schema | null> | null>(null)
  const needSchema = useCallback((): Promise<Schema | null> => {
    setMaxDate((known) => known ?? maxBirthDate())
    schemaRequest.current ??= loadSchema().then(
      (loaded) => {
        setSchema(() => loaded)
        return loaded
      },
      () => {
        schemaRequest.current = null // offline: the next focus tries again
        return null
      },
    )
    return schemaRequest.current
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

  const missing = FIELDS.filter((f) => errors[f.name]).map((f) => f.label)

  const update = (name: Field, raw: string) =>
    setValues((v) => ({ ...v, [name]: name === 'telefono' ? stripPhone(raw) : raw }))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    setSubmitted(true)
    const checked = (await needSchema())?.safeParse(values)
    if (!checked) return
    if (!checked.success) {
      const first = FIELDS.find((f) => checked.error.issues.some((issue) => issue.path[0] === f.name))
      if (first) document.getElementById(`reg-${first.name}`)?.focus()
      return
    }
    setSending(true)
    try {
      const { ok, status, body } = await postJson(action, checked.data)
      const answer = (body ?? {}) as Answer
      if (answer.error || (!ok && body && typeof body === 'object')) {
        notify.warning(answer.message || 'Error en el registro')
      } else if (!ok) {
        throw new HttpError(status, body)
      } else {
        notify.success(answer.message || 'Registro exitoso')
        onRegistered(checked.data.email)
      }
    } catch (error) {
      handleApiError(error)
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={onSubmit}
      onFocus={needSchema}
      aria-label="Registro al programa ProfeMax"
    >
      <div className="form-grid">
        {FIELDS.map((field) => {
          const id = `reg-${field.name}`
          const error = touched[field.name] || submitted ? errors[field.name] : undefined
          const describedBy = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
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
                minLength={field.minLength}
                pattern={field.pattern}
                max={field.type === 'date' ? maxDate : undefined}
                required
                value={values[field.name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
                onChange={(event) => {
                  edited.current[field.name] = true
                  update(field.name, event.target.value)
                }}
                onBlur={(event) => {
                  // Only a field the visitor changed: passing through an empty field is not a mistake.
                  if (!edited.current[field.name]) return
                  setTouched((t) => ({ ...t, [field.name]: true }))
                  if (field.type !== 'date') update(field.name, event.target.value.trim())
                }}
              />
              {field.hint ? (
                <span className="field__hint" id={`${id}-hint`}>
                  {field.hint}
                </span>
              ) : null}
              <span className="field__error" id={`${id}-error`} role={error ? 'alert' : undefined}>
                {error ?? ''}
              </span>
            </div>
          )
        })}
      </div>
      <p className="form-note">
        Al registrarte aceptas los {/* A new tab: the form keeps what was typed. */}
        <a href={LEGAL_PATHS.terms} target="_blank" rel="noopener">
          términos y condiciones
        </a>{' '}
        y el{' '}
        <a href={LEGAL_PATHS.privacy} target="_blank" rel="noopener">
          aviso de privacidad
        </a>
        . El programa es gratuito y exclusivo para docentes con cédula profesional.
      </p>
      <div className="form-actions">
        {/* Always enabled (but while sending): a submit of an incomplete form says what is missing. */}
        <button type="submit" className="btn btn--primary" disabled={hydrated && sending}>
          {sending ? 'Enviando...' : 'Enviar'}
        </button>
        {submitted && missing.length > 0 ? (
          <p className="form-missing" role="alert" data-testid="registration-missing">
            Para enviar, revisa: {missing.join(', ')}.
          </p>
        ) : null}
      </div>
    </form>
  )
}
