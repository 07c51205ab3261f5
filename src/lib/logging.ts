import type { LoggerOptions } from 'pino'

/**
 * What reaches the log. Database errors quote the statement's parameters (drizzle: "params: …") and
 * PostgreSQL's `detail` quotes the offending value ("Key (email)=(…)"): registrations, nominations
 * and accounts are personal data, so both are cut. Stacks only for real server faults; a refusal
 * (4xx) is one line.
 */
const REDACTED = '[redactado]'

export const redactText = (text: string): string =>
  text
    .replace(/params:[\s\S]*?(?=\n\s+at |$)/g, `params: ${REDACTED}`)
    .replace(/\(([^()]*)\)=\([^]*?\)( already exists| is not present|\.)/g, `($1)=(${REDACTED})$2`)

type ErrorLike = {
  name?: unknown
  message?: unknown
  stack?: unknown
  status?: unknown
  code?: unknown
  cause?: unknown
  originalError?: unknown
}

/** The HTTP status an error stands for; GraphQL wraps Payload's error (a refused sign-in: 401, 429) in `originalError`. */
const statusOf = (error: ErrorLike | undefined): number | undefined => {
  if (typeof error?.status === 'number') return error.status
  const original = error?.originalError as ErrorLike | undefined
  return typeof original?.status === 'number' ? original.status : undefined
}

/** The PostgreSQL SQLSTATE anywhere in the cause chain (drizzle wraps pg's error). */
export const sqlState = (error: unknown): string | undefined => {
  const seen = new Set<unknown>()
  let current = error as ErrorLike | undefined
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code
    current = current.cause as ErrorLike | undefined
  }
  return undefined
}

export const serializeError = (value: unknown): Record<string, unknown> => {
  if (!value || typeof value !== 'object') return { message: redactText(String(value)) }
  const error = value as ErrorLike
  const state = sqlState(error)
  // A database "data exception" (class 22) comes from the caller's input: answered 400 (src/lib/api-errors.ts).
  const status = statusOf(error) ?? (state?.startsWith('22') ? 400 : state?.startsWith('23') ? 409 : 500)
  return {
    type: typeof error.name === 'string' ? error.name : 'Error',
    message: redactText(String(error.message ?? '')),
    status,
    ...(state ? { sqlState: state } : {}),
    ...(status >= 500 && typeof error.stack === 'string' ? { stack: redactText(error.stack) } : {}),
  }
}

/** Personal fields wherever a log line carries them (request bodies, documents, users). */
const PERSONAL_PATHS = [
  'email',
  'phone',
  'birth_date',
  'cedula',
  'first_name',
  'last_name',
  'name',
  'password',
  'userData',
  'professorData',
  'data',
]

export const loggerOptions = (level: LoggerOptions['level']): LoggerOptions => ({
  level,
  // Payload logs a database error with its message as the line's `msg` too: cut the parameters there as well.
  hooks: {
    logMethod(args, method, level) {
      // An error as the first argument: pino would copy its raw message into `msg`; log it as `err` (serialised,
      // redacted) with the redacted message as the line's own.
      const [first, ...rest] = args as unknown[]
      if (first instanceof Error) {
        const message = typeof rest[0] === 'string' ? rest : [first.message, ...rest]
        args = [{ err: first }, ...message] as typeof args
      }
      // A refusal (4xx) is the caller's doing, not a fault: Payload logs it as an error; it is an info line here.
      const refused = args.find((arg): arg is { err: ErrorLike } => {
        const status = statusOf((arg as { err?: ErrorLike } | null)?.err)
        return typeof status === 'number' && status >= 400 && status < 500
      })
      if (refused && level >= 50) {
        this.info(...(args as Parameters<typeof method>))
        return
      }
      const redacted = args.map((arg) => {
        if (typeof arg === 'string') return redactText(arg)
        if (arg && typeof arg === 'object' && typeof (arg as { msg?: unknown }).msg === 'string')
          return { ...arg, msg: redactText((arg as { msg: string }).msg) }
        return arg
      })
      method.apply(this, redacted as Parameters<typeof method>)
    },
  },
  serializers: { err: serializeError, error: serializeError },
  redact: {
    paths: [
      'req.headers.cookie',
      'req.headers.authorization',
      // Top-level `name` is pino's own logger name; personal names sit one level down (`data.name`, `user.name`).
      ...PERSONAL_PATHS.flatMap((field) => (field === 'name' ? [`*.${field}`] : [field, `*.${field}`])),
    ],
    censor: REDACTED,
  },
})
