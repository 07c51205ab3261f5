/**
 * Where the public site's toast area is loaded on demand (src/site/Toasts.tsx): sonner's code is
 * fetched with the first toast instead of with every page (docs/performance.md). `toastArea()`
 * resolves once the area is mounted and listening; where no lazy host registered (the admin renders
 * sonner's Toaster itself) it resolves at once.
 */
let requestHost: (() => void) | null = null
/** Once the area listens, later toasts go straight to it (requesting it again would change nothing and answer no one). */
let listening = false
const waiting: (() => void)[] = []

export const toastArea = (): Promise<void> => {
  if (!requestHost || listening) return Promise.resolve()
  return new Promise((resolve) => {
    waiting.push(resolve)
    requestHost?.()
  })
}

/** Called by the lazy host: `request` mounts it; `ready` is called once it listens. */
export const registerToastHost = (request: () => void): (() => void) => {
  requestHost = request
  if (waiting.length) request()
  return () => {
    if (requestHost !== request) return
    requestHost = null
    listening = false
  }
}

export const toastAreaReady = (): void => {
  listening = true
  for (const resolve of waiting.splice(0)) resolve()
}
