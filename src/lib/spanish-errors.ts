import type { AfterErrorHook } from 'payload'

/**
 * Payload messages that reach staff in English (issue 28): its ValidationError built without the
 * request's translations ('The following field is invalid: email'), said in Spanish on every REST
 * answer (the config's `afterError`). The reset-password refusal ('Token is either invalid or has
 * expired') is already answered in Spanish by collections/users/throttle.ts.
 */
const SPANISH: readonly [RegExp, (match: RegExpMatchArray) => string][] = [
  [
    /^The following field is invalid:?\s*(.*)$/s,
    (match) => `El siguiente campo no es válido${match[1] ? `: ${match[1]}` : '.'}`,
  ],
  [
    /^The following fields are invalid(?: \(\d+\))?:?\s*(.*)$/s,
    (match) => `Los siguientes campos no son válidos${match[1] ? `: ${match[1]}` : '.'}`,
  ],
  // Payload's document lock (an item's form open in the back office, src/contract/resources/editing.ts) refusing a REST update.
  [
    /^(?:Global )?[Dd]ocument (?:with ID|with slug) .* is currently locked by another user and cannot be (?:modified|updated|deleted)\.?$/,
    () => 'Otra persona tiene abierto este elemento para editarlo. Inténtalo cuando termine.',
  ],
]

export const spanishMessage = (message: string): string => {
  for (const [pattern, say] of SPANISH) {
    const match = message.match(pattern)
    if (match) return say(match)
  }
  return message
}

type Formatted = { errors?: { message?: unknown }[]; message?: unknown }

/** Rewrites the English messages of an error answer; the rest of the answer is left as it is. */
export const spanishErrors: AfterErrorHook = ({ result }) => {
  const response = result as Formatted | undefined
  if (!response || !Array.isArray(response.errors)) return
  return {
    response: {
      ...response,
      errors: response.errors.map((error) =>
        typeof error?.message === 'string' ? { ...error, message: spanishMessage(error.message) } : error,
      ),
    } as never,
  }
}
