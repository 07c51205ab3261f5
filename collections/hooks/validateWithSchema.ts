import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import type { ZodType } from 'zod'

/**
 * Shared by the two public forms' collections (registrations, nominations), hence in the
 * collections' shared folder (src/README.md, "Hooks").
 * Runs the form's zod schema on every create, whichever API it comes through, so the admin, the
 * contract and the Local API all refuse the same input with the same Spanish messages.
 */
export const validateWithSchema =
  (collection: string, schema: () => ZodType<Record<string, unknown>>): CollectionBeforeValidateHook =>
  ({ data, operation, req }) => {
    if (operation !== 'create') return data
    const result = schema().safeParse(data ?? {})
    if (result.success) return { ...data, ...result.data }
    throw new ValidationError(
      {
        collection,
        errors: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      },
      req.t,
    )
  }
