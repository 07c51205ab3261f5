'use client'

import { useState, type FormEvent } from 'react'

import { NOMINATION_PATH } from '@/lib/site-config'
import { nominationSchema } from '@/lib/schemas/nomination'
import { handleApiError, HttpError, notify, postJson } from '../toast'
import { StateOptions } from './StateOptions'

type Person = { nombre: string; apellido: string; correo: string; escuela: string; estado: string }
const EMPTY: Person = { nombre: '', apellido: '', correo: '', escuela: '', estado: '' }
const complete = (person: Person | null): person is Person => Boolean(person && Object.values(person).every((v) => v.trim() !== ''))

export const NOMINATION_SENT = '¡Nominación enviada exitosamente!'

function PersonFields({ prefix, value, onChange }: { prefix: string; value: Person; onChange: (next: Person) => void }) {
  const set = (key: keyof Person) => (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value })
  const field = (key: keyof Person, label: string, type = 'text', placeholder?: string) => (
    <div className="field">
      <label htmlFor={`${prefix}-${key}`}>
        {label} <span className="req">*</span>
      </label>
      <input id={`${prefix}-${key}`} type={type} required value={value[key]} placeholder={placeholder} onChange={set(key)} maxLength={key === 'escuela' ? 255 : 100} />
    </div>
  )
  return (
    <div className="form-grid">
      {field('nombre', 'Nombre')}
      {field('apellido', 'Apellido')}
      {field('correo', 'Correo', 'email')}
      {field('escuela', 'Escuela', 'text', 'Escribe el nombre de la escuela')}
      <div className="field full">
        <label htmlFor={`${prefix}-estado`}>
          Estado <span className="req">*</span>
        </label>
        <select id={`${prefix}-estado`} required value={value.estado} onChange={set('estado')}>
          <StateOptions emptyLabel="Selecciona un estado" />
        </select>
      </div>
    </div>
  )
}

/**
 * The two-step nomination: 'Tus datos' then 'Datos del profesor'. Data is kept across steps;
 * step 2 opens once step 1 was completed; 'Enviar' posts { userData, professorData } and resets.
 */
export function NominationWizard() {
  const [step, setStep] = useState<1 | 2>(1)
  const [user, setUser] = useState<Person>(EMPTY)
  const [savedUser, setSavedUser] = useState<Person | null>(null)
  const [professor, setProfessor] = useState<Person>(EMPTY)
  const [sending, setSending] = useState(false)

  const next = (event: FormEvent) => {
    event.preventDefault()
    if (!complete(user)) return
    setSavedUser(user)
    setStep(2)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!complete(savedUser) || !complete(professor) || sending) return
    const parsed = nominationSchema.safeParse({ userData: savedUser, professorData: professor })
    if (!parsed.success) {
      notify.warning(parsed.error.issues[0]?.message ?? 'Revisa los datos')
      return
    }
    setSending(true)
    try {
      const { ok, status, body } = await postJson(NOMINATION_PATH, parsed.data)
      if (!ok || (body as { error?: boolean } | null)?.error) throw new HttpError(status, body)
      window.alert(NOMINATION_SENT)
      setUser(EMPTY)
      setSavedUser(null)
      setProfessor(EMPTY)
      setStep(1)
    } catch (error) {
      handleApiError(error)
    } finally {
      setSending(false)
    }
  }

  const step1Done = complete(savedUser)
  return (
    <div className="panel">
      <h3 style={{ fontSize: '1.8rem' }}>Comencemos!</h3>
      <div className="stepper" role="group" aria-label="Pasos de la nominación">
        <button type="button" aria-current={step === 1 ? 'step' : undefined} data-done={step1Done} onClick={() => setStep(1)}>
          <span className="stepper__dot" aria-hidden="true">
            {step1Done ? '✓' : '1'}
          </span>
          Tus datos
          {step1Done ? <span className="visually-hidden"> (completado)</span> : null}
        </button>
        <button type="button" aria-current={step === 2 ? 'step' : undefined} data-done={false} disabled={!step1Done} onClick={() => setStep(2)}>
          <span className="stepper__dot" aria-hidden="true">
            2
          </span>
          Datos del profesor
        </button>
      </div>
      {step === 1 ? (
        <form key="step-1" onSubmit={next} noValidate aria-label="Tus datos">
          <PersonFields prefix="user" value={user} onChange={setUser} />
          <div className="form-actions">
            <button type="submit" className="btn btn--blue">
              Siguiente
            </button>
          </div>
        </form>
      ) : (
        <form key="step-2" onSubmit={submit} noValidate aria-label="Datos del profesor">
          <PersonFields prefix="professor" value={professor} onChange={setProfessor} />
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
