'use client'

import { Suspense, lazy, useCallback, useEffect, useId, useState, type ReactNode } from 'react'
import type { z } from 'zod'

import { ConceptListInput } from './ConceptListInput'
import { DiscardDialog } from './ConfirmDialog'
import { Dialog } from './Dialog'
import { DraftActions } from './drafts/DraftActions'
import { EditingNotice, useOthersEditing } from './Editing'
import { useDrafts, type DraftBinding, type DraftRow } from './drafts/useDrafts'
import { FileInput } from './FileInput'
import type { FormValues } from './form-values'
import { HistoryDialog, type HistoryTarget } from './History'

// Loaded when a form has a rich body (blogs), so the other screens do not carry Lexical.
const RichTextInput = lazy(() => import('./richtext/RichTextInput'))

export type { FormValues } from './form-values'
type Option = { value: string; label: string }

type Common = { name: string; label: string; full?: boolean; hint?: string }

/** One field of a kit form; screens describe their forms as a list of these. */
export type FieldSpec = Common &
  (
    | {
        kind: 'text' | 'textarea' | 'url' | 'number'
        placeholder?: string
        maxLength?: number
        /** textarea height in lines (a blog's body) */ rows?: number
      }
    | { kind: 'date'; min?: string }
    /** A time of day (hh:mm); empty is allowed when the schema says so. */
    | { kind: 'time' }
    | { kind: 'select' | 'radio'; options: Option[] }
    | { kind: 'concepts'; placeholder?: string; newestFirst?: boolean }
    | { kind: 'image'; currentUrl?: string | null }
    | { kind: 'file' }
    | { kind: 'switch'; onLabel: string; offLabel: string }
    /**
     * Rich text: the field holds its plain text, `json` names the form value that receives the Lexical
     * JSON once edited (left unset otherwise: an untouched body is not sent); `initial`: the stored body.
     */
    | { kind: 'richtext'; json: string; initial?: unknown }
  )

export type FieldErrors = Record<string, string>

/** First zod message per top-level field. */
export const zodErrors = (schema: z.ZodType, values: FormValues): FieldErrors => {
  const result = schema.safeParse(values)
  if (result.success) return {}
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '_form')
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}

/** The same value as the form started with: a chosen file is always a change; '' and null are alike. */
const sameValue = (value: unknown, initial: unknown): boolean => {
  if (value instanceof File) return false
  if (Array.isArray(value) || Array.isArray(initial))
    return JSON.stringify(value ?? []) === JSON.stringify(initial ?? [])
  return String(value ?? '') === String(initial ?? '')
}

/** True when any value differs from where the form started (a change typed and undone is no change). */
export const isDirty = (values: FormValues, initial: FormValues): boolean =>
  Object.keys({ ...initial, ...values }).some((key) => !sameValue(values[key], initial[key]))

/**
 * While `dirty`, the browser asks before a reload or leaving the page (its own wording: browsers
 * ignore a page's text in `beforeunload`).
 */
export const useLeaveGuard = (dirty: boolean) => {
  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older Chromium needs returnValue set to show the prompt.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [dirty])
}

/**
 * Form state checked by a zod schema on every edit (errors of the touched fields) and on save
 * (every error; the save is refused while any remains).
 */
export const useZodForm = (schema: z.ZodType, initial: FormValues) => {
  const [values, setValues] = useState<FormValues>(initial)
  // What "unchanged" means: the opening values, or the last values saved as a draft (`rebase`).
  const [baseline, setBaseline] = useState<FormValues>(initial)
  const rebase = useCallback((saved: FormValues) => setBaseline(saved), [])
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const [submitted, setSubmitted] = useState(false)
  const all = zodErrors(schema, values)
  const errors = Object.fromEntries(Object.entries(all).filter(([key]) => submitted || touched[key]))
  return {
    values,
    errors,
    dirty: isDirty(values, baseline),
    rebase,
    set: (name: string, value: unknown) => {
      setValues((current) => ({ ...current, [name]: value }))
      setTouched((current) => ({ ...current, [name]: true }))
    },
    /** Marks the form submitted; true when it is valid. */
    check: () => {
      setSubmitted(true)
      return Object.keys(all).length === 0
    },
  }
}

type ControlProps = {
  spec: FieldSpec
  value: unknown
  set: (value: unknown) => void
  error?: string
  setField?: (name: string, value: unknown) => void
}

/** One field with its label, limit count and error (exported for tests/unit/admin-form-messages.test.ts). */
export const FieldControl = ({ spec, value, set, error, setField }: ControlProps) => {
  const id = useId()
  const invalid = Boolean(error)
  let control: ReactNode
  switch (spec.kind) {
    case 'textarea':
      control = (
        <textarea
          id={id}
          value={String(value ?? '')}
          rows={spec.rows}
          placeholder={spec.placeholder}
          onChange={(event) => set(event.target.value)}
          aria-invalid={invalid || undefined}
        />
      )
      break
    case 'date':
      control = (
        <input
          id={id}
          type="date"
          value={String(value ?? '')}
          min={spec.min}
          onChange={(event) => set(event.target.value)}
          aria-invalid={invalid || undefined}
        />
      )
      break
    case 'time':
      control = (
        <input
          id={id}
          type="time"
          step={60}
          value={String(value ?? '')}
          onChange={(event) => set(event.target.value)}
          aria-invalid={invalid || undefined}
        />
      )
      break
    case 'select':
      control = (
        <select
          id={id}
          value={String(value ?? '')}
          onChange={(event) => set(event.target.value)}
          aria-invalid={invalid || undefined}
        >
          <option value="">Selecciona una opción</option>
          {spec.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )
      break
    case 'radio':
      control = (
        <div className="pm-radio-row" role="radiogroup" aria-labelledby={`${id}-label`}>
          {spec.options.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={String(value ?? '') === option.value}
                onChange={() => set(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      )
      break
    case 'concepts':
      control = (
        <ConceptListInput
          id={id}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={set}
          placeholder={spec.placeholder}
          newestFirst={spec.newestFirst}
          invalid={invalid}
        />
      )
      break
    case 'image':
    case 'file':
      control = (
        <FileInput
          id={id}
          value={value instanceof File ? value : null}
          onChange={set}
          accept={spec.kind === 'image' ? 'image' : 'any'}
          currentUrl={spec.kind === 'image' ? spec.currentUrl : null}
          invalid={invalid}
        />
      )
      break
    case 'richtext':
      control = (
        <Suspense fallback={<p>Cargando editor...</p>}>
          <RichTextInput
            id={id}
            label={spec.label}
            initial={spec.initial}
            invalid={invalid}
            onChange={(json, plain) => {
              setField?.(spec.json, json)
              set(plain)
            }}
          />
        </Suspense>
      )
      break
    case 'switch':
      control = (
        <label className="pm-status">
          <button
            id={id}
            type="button"
            role="switch"
            className="pm-switch"
            aria-checked={Boolean(value)}
            onClick={() => set(!value)}
          />
          <span>{value ? spec.onLabel : spec.offLabel}</span>
        </label>
      )
      break
    default:
      control = (
        <input
          id={id}
          type={spec.kind === 'number' ? 'number' : spec.kind === 'url' ? 'url' : 'text'}
          value={String(value ?? '')}
          placeholder={spec.placeholder}
          onChange={(event) => set(event.target.value)}
          aria-invalid={invalid || undefined}
        />
      )
  }
  // A limit is shown and checked, never enforced by cutting (issue 28: a paste over it lost its end silently).
  const limit =
    (spec.kind === 'text' || spec.kind === 'textarea' || spec.kind === 'url') && spec.maxLength ? spec.maxLength : null
  const length = limit ? String(value ?? '').length : 0
  return (
    <div className={`pm-field${spec.full ? ' pm-field--full' : ''}${invalid ? ' pm-field--invalid' : ''}`}>
      {spec.kind === 'radio' || spec.kind === 'switch' ? (
        <span className="pm-field__label" id={`${id}-label`}>
          {spec.label}
        </span>
      ) : (
        <label htmlFor={id}>{spec.label}</label>
      )}
      {control}
      {spec.hint && <p className="pm-field__hint">{spec.hint}</p>}
      {limit && (
        <p className={`pm-field__count${length > limit ? ' pm-field__count--over' : ''}`}>
          {length}/{limit}
        </p>
      )}
      {error && (
        <p className="pm-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * A save refused because someone else saved the item in between (issue 28): the server's text naming
 * them, and 'Recargar' (the stored version). In a form, and on the recommendation screens.
 */
export const ConflictNotice = ({ message, onReload }: { message?: string | null; onReload?: () => void }) =>
  message ? (
    <div className="pm-conflict" role="alert">
      <p>{message}</p>
      {onReload && (
        <button type="button" className="pm-btn pm-btn--secondary" onClick={onReload}>
          Recargar
        </button>
      )}
    </div>
  ) : null

type FormModalProps = {
  /** Drafts (blogs): autosave, 'Guardar borrador', 'Vista previa'; the submit then publishes. */
  drafts?: { binding: DraftBinding; row: DraftRow | null }
  title: string
  fields: FieldSpec[]
  schema: z.ZodType
  initial: FormValues
  /** Saves; resolves true on success (the modal then closes and the list reloads). `row`: the item a draft save created or updated. */
  onSave: (values: FormValues, row?: DraftRow | null) => Promise<boolean>
  onClose: () => void
  submitLabel?: string
  single?: boolean
  /** An edit of an item with a history: the footer's 'Historial' opens its versions (src/admin/kit/History.tsx). */
  history?: HistoryTarget
  /** After a version was restored (the form closes, its values being out of date): read the list again. */
  onRestored?: () => void
  /** Shown under the form and outside it (its buttons do not submit it): e.g. the blog's 'Programar publicación'. */
  aside?: ReactNode
  /** Shown above the form: what the item's state is (the blog's 'Publicado', 'Borrador'...). */
  status?: ReactNode
  /** A save refused because someone else saved the item in between (issue 28): the server's text. */
  conflict?: string | null
  /** Reopens the form on the stored version (the form's changes are dropped). */
  onReload?: () => void
  /** The server's refusal by field (the contract's `errors`): shown at each field until it is edited. */
  serverErrors?: FieldErrors
}

/**
 * The full-screen create/edit modal. Mount it fresh for each opening (the screens key it), so
 * closing resets it. While saving: submit disabled and reading 'Guardando...', cancel hidden.
 * With unsaved changes every way out (Escape, ✕, 'Cancelar', the backdrop) asks '¿Descartar los
 * cambios?' first, and the browser asks before a reload or leaving the page; a clean form closes at once.
 */
export const FormModal = ({
  title,
  fields,
  schema,
  initial,
  onSave,
  onClose,
  submitLabel = 'Guardar',
  single,
  drafts,
  history,
  onRestored,
  aside,
  status,
  conflict,
  onReload,
  serverErrors,
}: FormModalProps) => {
  const form = useZodForm(schema, initial)
  // A refusal's field messages stay at their fields until the field is edited again.
  const [refused, setRefused] = useState<FieldErrors>({})
  useEffect(() => setRefused(serverErrors ?? {}), [serverErrors])
  const [saving, setSaving] = useState(false)
  const [asking, setAsking] = useState(false)
  const [showHistory, setShowHistory] = useState(false)
  const formId = useId()
  const draft = useDrafts(drafts?.binding, drafts?.row ?? null, form.values, initial, form.rebase)
  useLeaveGuard(form.dirty && !saving)
  const others = useOthersEditing(history && 'collection' in history ? history : null)
  const requestClose = () => (form.dirty ? setAsking(true) : onClose())
  const submit = async () => {
    if (saving || !form.check()) return
    setSaving(true)
    // With drafts, publishing waits for an autosave under way and saves over the item it created.
    const row = drafts ? await draft.settle() : undefined
    const ok = await onSave(drafts ? draft.unsent(form.values) : form.values, row).finally(() => setSaving(false))
    if (ok) onClose()
    else draft.resume()
  }
  const preview = async () => {
    const row = await draft.save('draft')
    if (row?.preview_url) window.open(row.preview_url, '_blank')
  }
  return (
    <>
      <Dialog
        open
        size="full"
        title={title}
        onClose={requestClose}
        locked={saving}
        footer={
          <>
            {history && !saving && (
              <button
                type="button"
                className="pm-btn pm-btn--secondary pm-dialog__foot-start"
                onClick={() => setShowHistory(true)}
              >
                Historial
              </button>
            )}
            {!saving && (
              <button type="button" className="pm-btn pm-btn--secondary" onClick={requestClose}>
                Cancelar
              </button>
            )}
            {drafts && (
              <DraftActions
                state={draft.state}
                savedAt={draft.savedAt}
                error={draft.error}
                row={draft.row}
                busy={saving}
                onSaveDraft={() => void draft.save('draft')}
                onPreview={() => void preview()}
              />
            )}
            <button type="submit" form={formId} className="pm-btn" disabled={saving}>
              {saving ? 'Guardando...' : submitLabel}
            </button>
          </>
        }
      >
        {status}
        <EditingNotice names={others} />
        <ConflictNotice message={conflict} onReload={onReload} />
        <form
          id={formId}
          noValidate
          className={`pm-form${single ? ' pm-form--single' : ''}`}
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          {fields.map((spec) => (
            <FieldControl
              key={spec.name}
              spec={spec}
              value={form.values[spec.name]}
              set={(value) => {
                form.set(spec.name, value)
                if (refused[spec.name]) setRefused(({ [spec.name]: _dropped, ...rest }) => rest)
              }}
              error={form.errors[spec.name] ?? refused[spec.name]}
              setField={form.set}
            />
          ))}
        </form>
        {aside}
      </Dialog>
      <DiscardDialog open={asking} onKeep={() => setAsking(false)} onDiscard={onClose} />
      {/* Beside the form's dialog, not inside it: its Escape and backdrop close the panel only. */}
      {showHistory && history && (
        <HistoryDialog
          target={history}
          discardsChanges={form.dirty}
          publishable={Boolean(drafts)}
          onClose={() => setShowHistory(false)}
          onRestored={() => {
            onRestored?.()
            onClose()
          }}
        />
      )}
    </>
  )
}
