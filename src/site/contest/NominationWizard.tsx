'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'

import { NOMINATION_PATH } from '@/lib/site-config'
import {
  NOMINATION_FIELDS,
  nominationIssueText,
  nominationPersonSchema,
  nominationSchema,
} from '@/lib/schemas/nomination'
import { scrollToElement } from '../blogs/scroll'
import { handleApiError, HttpError, notify, postJson } from '../toast'
import { StateOptions } from './StateOptions'

type Person = { nombre: string; apellido: string; correo: string; escuela: string; estado: string }
type Errors = Partial<Record<keyof Person, string>>
const EMPTY: Person = { nombre: '', apellido: '', correo: '', escuela: '', estado: '' }

/** The shared schema's verdict on one step: its first message per field (none when the step is valid). */
const check = (person: Person | null): Errors => {
  if (!person) return { nombre: 'Obligatorio' }
  const result = nominationPersonSchema.safeParse(person)
  const errors: Errors = {}
  if (!result.success) for (const issue of result.error.issues) errors[issue.path[0] as keyof Person] ??= issue.message
  return errors
}
const valid = (person: Person | null): person is Person => Object.keys(check(person)).length === 0

/** The server's field errors (`userData.correo` → message) for one step's fields. */
const errorsOf = (body: unknown, group: 'userData' | 'professorData'): Errors => {
  const errors: Errors = {}
  const all = (body as { errors?: Record<string, unknown> } | null)?.errors ?? {}
  for (const [path, message] of Object.entries(all)) {
    const [head, field] = path.split('.')
    if (head === group && field && typeof message === 'string') errors[field as keyof Person] = message
  }
  return errors
}

export const NOMINATION_SENT = '¡Nominación enviada exitosamente!'

/**
 * The nomination's success, in the page (not a browser alert, issue 31): the spec's words, whom it was
 * for, and that staff review it before it can receive votes. The nominator's data stays for another.
 */
function NominationDone({ teacher, onAnother }: { teacher: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="nomination-done" role="status" data-testid="nomination-done">
      <h3 ref={heading} tabIndex={-1}>
        {NOMINATION_SENT}
      </h3>
      <p>
        Recibimos tu nominación de <strong>{teacher}</strong>. Nuestro equipo la revisará antes de publicarla: si la
        aprobamos, aparecerá en la sección Votar para recibir votos.
      </p>
      <button type="button" className="btn btn--blue" onClick={onAnother}>
        Nominar a otro profe
      </button>
    </div>
  )
}

function PersonFields({
  prefix,
  value,
  errors,
  onChange,
}: {
  prefix: string
  value: Person
  errors: Errors
  onChange: (next: Person) => void
}) {
  const set = (key: keyof Person) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value })
  const described = (key: keyof Person) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${prefix}-${key}-error` } : {}
  const message = (key: keyof Person) => (
    <span className="field__error" id={`${prefix}-${key}-error`} role={errors[key] ? 'alert' : undefined}>
      {errors[key] ?? ''}
    </span>
  )
  const field = (key: keyof Person, type = 'text', placeholder?: string) => (
    <div className="field">
      <label htmlFor={`${prefix}-${key}`}>
        {NOMINATION_FIELDS[key]} <span className="req">*</span>
      </label>
      <input
        id={`${prefix}-${key}`}
        type={type}
        required
        value={value[key]}
        placeholder={placeholder}
        onChange={set(key)}
        maxLength={key === 'escuela' ? 255 : 100}
        {...described(key)}
      />
      {message(key)}
    </div>
  )
  return (
    <div className="form-grid">
      {field('nombre')}
      {field('apellido')}
      {field('correo', 'email')}
      {field('escuela', 'text', 'Escribe el nombre de la escuela')}
      <div className="field full">
        <label htmlFor={`${prefix}-estado`}>
          {NOMINATION_FIELDS.estado} <span className="req">*</span>
        </label>
        <select id={`${prefix}-estado`} required value={value.estado} onChange={set('estado')} {...described('estado')}>
          <StateOptions emptyLabel="Selecciona un estado" />
        </select>
        {message('estado')}
      </div>
    </div>
  )
}

/**
 * The two-step nomination: 'Tus datos' then 'Datos del profesor'. Data is kept across steps;
 * step 2 opens once step 1 was completed; 'Enviar' posts { userData, professorData } and shows the
 * confirmation in place of the form (NominationDone).
 */
export function NominationWizard() {
  const [step, setStep] = useState<1 | 2>(1)
  const [user, setUser] = useState<Person>(EMPTY)
  const [savedUser, setSavedUser] = useState<Person | null>(null)
  const [professor, setProfessor] = useState<Person>(EMPTY)
  const [sending, setSending] = useState(false)
  const [userErrors, setUserErrors] = useState<Errors>({})
  const [professorErrors, setProfessorErrors] = useState<Errors>({})
  const [sentFor, setSentFor] = useState<string | null>(null)
  // A step change (not the first render) brings the panel into view and focus to the step's first field
  // (issue 31: step 2 started off-screen on phones, with focus left on a button that no longer exists).
  const panel = useRef<HTMLDivElement>(null)
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    scrollToElement(panel.current)
    panel.current?.querySelector<HTMLInputElement>('form input')?.focus({ preventScroll: true })
  }, [step])

  // Step 1 is done only when the shared schema accepts it (a malformed e-mail keeps the visitor there).
  const next = (event: FormEvent) => {
    event.preventDefault()
    const errors = check(user)
    setUserErrors(errors)
    if (Object.keys(errors).length) return
    setSavedUser(user)
    setStep(2)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    const errors = check(professor)
    setProfessorErrors(errors)
    if (!valid(savedUser)) {
      setUserErrors(check(savedUser))
      setStep(1)
      return
    }
    if (Object.keys(errors).length) return
    const parsed = nominationSchema.safeParse({ userData: savedUser, professorData: professor })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      notify.warning(issue ? nominationIssueText(issue.path, issue.message) : 'Revisa los datos')
      return
    }
    setSending(true)
    try {
      const { ok, status, body } = await postJson(NOMINATION_PATH, parsed.data)
      if (!ok || (body as { error?: boolean } | null)?.error) {
        // A refusal names its step and field; the fields it names show their message and its step opens.
        const fromServer = { user: errorsOf(body, 'userData'), professor: errorsOf(body, 'professorData') }
        setUserErrors(fromServer.user)
        setProfessorErrors(fromServer.professor)
        if (Object.keys(fromServer.user).length) setStep(1)
        throw new HttpError(status, body)
      }
      setSentFor(`${parsed.data.professorData.nombre} ${parsed.data.professorData.apellido}`)
    } catch (error) {
      handleApiError(error)
    } finally {
      setSending(false)
    }
  }

  const step1Done = valid(savedUser)
  if (sentFor) {
    return (
      <div className="panel">
        <NominationDone
          teacher={sentFor}
          onAnother={() => {
            // Another nomination: the nominator's own data is kept, the teacher's fields start empty.
            setProfessor(EMPTY)
            setProfessorErrors({})
            setSentFor(null)
            setStep(2)
          }}
        />
      </div>
    )
  }
  return (
    <div className="panel" ref={panel}>
      <h3 style={{ fontSize: '1.8rem' }}>¡Comencemos!</h3>
      <div className="stepper" role="group" aria-label="Pasos de la nominación">
        <button
          type="button"
          aria-current={step === 1 ? 'step' : undefined}
          data-done={step1Done}
          onClick={() => setStep(1)}
        >
          <span className="stepper__dot" aria-hidden="true">
            {step1Done ? '✓' : '1'}
          </span>
          Tus datos
          {step1Done ? <span className="visually-hidden"> (completado)</span> : null}
        </button>
        <button
          type="button"
          aria-current={step === 2 ? 'step' : undefined}
          data-done={false}
          disabled={!step1Done}
          onClick={() => setStep(2)}
        >
          <span className="stepper__dot" aria-hidden="true">
            2
          </span>
          Datos del profesor
        </button>
      </div>
      {step === 1 ? (
        <form key="step-1" onSubmit={next} noValidate aria-label="Tus datos">
          <PersonFields prefix="user" value={user} errors={userErrors} onChange={setUser} />
          <div className="form-actions">
            <button type="submit" className="btn btn--blue">
              Siguiente
            </button>
          </div>
        </form>
      ) : (
        <form key="step-2" onSubmit={submit} noValidate aria-label="Datos del profesor">
          <PersonFields prefix="professor" value={professor} errors={professorErrors} onChange={setProfessor} />
          <div className="form-actions">
            <button type="button" className="btn btn--ghost" onClick={() => setStep(1)}>
              Anterior
            </button>
            <button type="submit" className="btn btn--primary" disabled={sending}>
              {sending ? 'Enviando...' : 'Enviar'}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
