/**
 * Per-client fixed-window limit for the public forms (registration, nomination). In memory: one
 * app process counts its own clients, which is what a single `next start` needs; behind several
 * processes the limit is per process. Configurable with CONTRACT_RATE_LIMIT="<max>/<seconds>"
 * (default 10 per 60 s); tests set it with `setRateLimit`.
 */
type Limit = { max: number; windowMs: number }

const parseLimit = (value: string | undefined): Limit => {
  const match = /^(\d+)\/(\d+)$/.exec(value ?? '')
  return match ? { max: Number(match[1]), windowMs: Number(match[2]) * 1000 } : { max: 10, windowMs: 60_000 }
}

let limit = parseLimit(process.env.CONTRACT_RATE_LIMIT)
const windows = new Map<string, { start: number; count: number }>()

export const setRateLimit = (next: Limit): void => {
  limit = next
  windows.clear()
}

/**
 * The client's address: the last `x-forwarded-for` entry is the one the nearest proxy (or Next's
 * own server) added, so a client cannot pick it; `x-real-ip` when a proxy sets only that.
 */
export const clientAddress = (headers: Headers): string => {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').map((part) => part.trim()).filter(Boolean).pop()
  return last ?? headers.get('x-real-ip') ?? 'unknown'
}

/** True when this call is within the limit (and counts it). */
export const takeToken = (bucket: string, now = Date.now()): boolean => {
  const current = windows.get(bucket)
  if (!current || now - current.start >= limit.windowMs) {
    windows.set(bucket, { start: now, count: 1 })
    if (windows.size > 10_000) for (const [key, value] of windows) if (now - value.start >= limit.windowMs) windows.delete(key)
    return true
  }
  current.count += 1
  return current.count <= limit.max
}
