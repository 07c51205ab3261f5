'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { z } from 'zod'

import { reasonOf, type ApiAnswer } from '../api'
import type { FormValues } from '../form-values'

/** A saved row of a drafts collection, as the contract answers it to staff. */
export type DraftRow = {
  id: number | string
  preview_url?: string
  _status?: string
  published?: boolean
  [key: string]: unknown
}

/** What a form with drafts needs from its screen (blogs, issue 14). */
export type DraftBinding = {
  /** Saves the values as a draft over `row` (null: creates the item) and answers the contract's `{ error, message, data }`. */
  save: (values: FormValues, row: DraftRow | null, kind: 'draft' | 'autosave') => Promise<ApiAnswer>
  /** The draft's rules (the title only), checked before any draft save. */
  schema: z.ZodType
  /** Quiet time after the last keystroke before an autosave. */
  delayMs?: number
}

export type DraftState = 'idle' | 'pending' | 'saving' | 'saved' | 'error'

export const AUTOSAVE_DELAY_MS = 1500

/** A comparable picture of the values (a chosen file by its name, size and date). */
const snapshot = (values: FormValues): string =>
  JSON.stringify(values, (_key, value: unknown) =>
    value instanceof File ? `file:${value.name}:${value.size}:${value.lastModified}` : value,
  )

/**
 * Drafts and autosave of one open form: after `delayMs` without typing, valid-as-a-draft changes of
 * an existing item are saved as a draft; 'Guardar borrador' saves at once (the first one of a new
 * form creates the item). One save
 * at a time: changes made while saving are saved next. A file is sent once (the draft then holds
 * it), so later saves and publishing do not upload it again (`unsent`).
 */
export const useDrafts = (
  binding: DraftBinding | undefined,
  initialRow: DraftRow | null,
  values: FormValues,
  initialValues: FormValues,
  rebase: (values: FormValues) => void,
) => {
  const [row, setRow] = useState<DraftRow | null>(initialRow)
  const [state, setState] = useState<DraftState>('idle')
  const [savedAt, setSavedAt] = useState<Date | null>(null)
  const [error, setError] = useState<string | null>(null)
  const lastSaved = useRef(snapshot(initialValues))
  const rowRef = useRef(row)
  const saving = useRef<Promise<DraftRow | null> | null>(null)
  const suspended = useRef(false)
  const sentFiles = useRef(new WeakSet<File>())
  const latest = useRef(values)
  latest.current = values

  /** The values without the files a previous save already sent. */
  const unsent = useCallback(
    (input: FormValues): FormValues =>
      Object.fromEntries(
        Object.entries(input).map(([key, value]) => [
          key,
          value instanceof File && sentFiles.current.has(value) ? null : value,
        ]),
      ),
    [],
  )

  const save = useCallback(
    async (kind: 'draft' | 'autosave'): Promise<DraftRow | null> => {
      if (!binding || (kind === 'autosave' && suspended.current)) return null
      while (saving.current) await saving.current
      const current = latest.current
      const check = binding.schema.safeParse(current)
      if (!check.success) {
        // Only a deliberate save says why nothing was saved (the title is missing).
        if (kind === 'draft') {
          setError(check.error.issues[0]?.message ?? 'No se pudo guardar el borrador.')
          setState('error')
        }
        return null
      }
      if (snapshot(current) === lastSaved.current && rowRef.current) return rowRef.current
      setState('saving')
      const run = (async () => {
        try {
          const answer = await binding.save(unsent(current), rowRef.current, kind)
          if (answer.error) throw new Error(answer.message || 'No se pudo guardar el borrador.')
          for (const value of Object.values(current)) if (value instanceof File) sentFiles.current.add(value)
          const saved = answer.data as DraftRow | undefined
          if (saved) {
            rowRef.current = saved
            setRow(saved)
          }
          lastSaved.current = snapshot(current)
          rebase(current)
          setSavedAt(new Date())
          setError(null)
          setState(snapshot(latest.current) === lastSaved.current ? 'saved' : 'pending')
          return rowRef.current
        } catch (cause) {
          setError(cause instanceof Error && !(cause instanceof TypeError) ? cause.message : reasonOf(cause))
          setState('error')
          return null
        }
      })()
      saving.current = run
      const saved = await run
      saving.current = null
      return saved
    },
    [binding, rebase, unsent],
  )

  // Autosave: restart the quiet-time timer on every change that is worth saving. Only once the item
  // exists (an edit, or after the first 'Guardar borrador'): typing into a new form creates nothing
  // until the editor decides to keep it.
  useEffect(() => {
    if (!binding || !row || snapshot(values) === lastSaved.current || !binding.schema.safeParse(values).success) return
    setState((current) => (current === 'saving' ? current : 'pending'))
    const timer = setTimeout(() => void save('autosave'), binding.delayMs ?? AUTOSAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [binding, row, values, save])

  /** Before publishing: no autosave may start any more, and the one under way is waited for. */
  const settle = useCallback(async (): Promise<DraftRow | null> => {
    suspended.current = true
    while (saving.current) await saving.current
    return rowRef.current
  }, [])
  /** Publishing failed: autosave resumes. */
  const resume = useCallback(() => {
    suspended.current = false
  }, [])

  return { row, state, savedAt, error, save, unsent, settle, resume }
}
