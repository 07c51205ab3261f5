import { z } from 'zod'

import { richTextProblem } from './allow-list'
import { isRichTextState, type RichTextState } from './plain'

/** A rich body is at most this many characters of JSON (a long post with formatting is ~100 KB). */
export const MAX_RICH_BODY_CHARS = 400_000

export const RICH_BODY_INVALID = 'El contenido del blog no tiene un formato válido.'

/**
 * A rich body as a form sends it: the editor's Lexical state JSON-encoded (multipart), or already an
 * object (JSON bodies). Anything else is refused with a Spanish message, never stored.
 */
export const richBodyInput = z
  .union([z.string().max(MAX_RICH_BODY_CHARS, RICH_BODY_INVALID), z.record(z.string(), z.unknown())], {
    error: RICH_BODY_INVALID,
  })
  .transform((value, ctx): RichTextState => {
    let parsed: unknown = value
    if (typeof value === 'string') {
      try {
        parsed = JSON.parse(value)
      } catch {
        parsed = undefined
      }
    }
    if (!isRichTextState(parsed)) {
      ctx.addIssue({ code: 'custom', message: RICH_BODY_INVALID })
      return z.NEVER
    }
    // The same allow-list as the collection's field, checked here before Payload walks the body.
    const problem = richTextProblem(parsed)
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem })
      return z.NEVER
    }
    return parsed
  })
