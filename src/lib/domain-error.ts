/**
 * A refusal raised by domain code (src/contest, src/program, src/jobs) that knows nothing of HTTP: what
 * went wrong, as a kind, and the Spanish message a person reads. The transport maps the kind to its
 * status (src/contract/http.ts, `toErrorResponse`), so the domain never names a status code.
 */
/** 'closed': not allowed now (a contest stage outside its dates), whoever asks. */
export type DomainErrorKind = 'invalid' | 'closed' | 'not-found' | 'conflict' | 'gone'

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

/** The generic "no such item" refusal. */
export const notFound = (): DomainError => new DomainError('not-found', 'El elemento no existe.')
