import { z } from 'zod'

/**
 * A draft's form rules (issue 14): the same fields and limits as publishing, but only the title is
 * required, so half a post can be kept. An empty field of a draft is simply not sent on (its stored
 * value stays). Browser-safe: the admin form checks a draft with it before saving, the contract
 * parses the save with it.
 */
export const draftSchema = (shape: Record<string, z.ZodType>, required: string): z.ZodType<Record<string, unknown>> =>
  z.preprocess(
    (input) =>
      input && typeof input === 'object'
        ? Object.fromEntries(
            Object.entries(input).filter(([key, value]) => key === required || (value !== '' && value != null)),
          )
        : input,
    z
      .object(shape)
      .partial()
      .required({ [required]: true } as Record<string, true>),
  )

/** The contract's flags of a save: `draft=1` keeps it as a draft, `autosave=1` marks it as the editor's autosave. */
export type SaveKind = 'publish' | 'draft' | 'autosave'

export const saveKindOf = (fields: Record<string, unknown>): SaveKind => {
  const on = (value: unknown) => value === '1' || value === 'true' || value === true
  if (!on(fields.draft)) return 'publish'
  return on(fields.autosave) ? 'autosave' : 'draft'
}
