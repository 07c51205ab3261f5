import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'

/**
 * Staff passwords: at least 12 characters and not guessable, judged by zxcvbn-ts with its common
 * password and word lists (a maintained estimator, not a hand-made list) and the account's own
 * e-mail and name. Score 3 of 4 ("safely unguessable: moderate protection from offline attacks").
 */
export const MIN_PASSWORD_LENGTH = 12
export const MIN_PASSWORD_SCORE = 3

let estimator: ZxcvbnFactory | undefined
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }))

/** The Spanish reason this password is refused, or null when it is acceptable. */
export const passwordProblem = (password: string, userInputs: string[] = []): string | null => {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`
  const inputs = userInputs
    .flatMap((input) => [input, ...input.split(/[@.\s_-]+/)])
    .filter((input) => input.length >= 3)
  if (zxcvbn().check(password, inputs).score < MIN_PASSWORD_SCORE)
    return 'La contraseña es demasiado común o fácil de adivinar: usa una frase más larga y poco predecible.'
  return null
}
