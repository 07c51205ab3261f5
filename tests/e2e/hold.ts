import { expect, type Page, type Request, type Route } from '@playwright/test'

type Matcher = Parameters<Page['route']>[0]

export type Hold = {
  /** The requests that reached the hold so far (counted whether or not they were let through). */
  readonly requests: Request[]
  /**
   * Waits until a request has been held (a test releases only what it held), then lets every held
   * request, and every later one, through and removes the route.
   */
  release: () => Promise<void>
}

/**
 * Holds the requests matching `url` (and `when`, e.g. one method) at the browser until the test calls
 * `release()`. A state that lasts only while a request is in flight ('Guardando...', a disabled
 * button, a skeleton) then lasts until the test has seen it, however fast or slow the server is;
 * after `release()` the request goes on (to the server, or to an earlier route) and the test checks
 * the end state. No assertion depends on timing.
 */
export const holdRequests = async (page: Page, url: Matcher, when: (request: Request) => boolean = () => true): Promise<Hold> => {
  let open: () => void = () => undefined
  const released = new Promise<void>((resolve) => (open = resolve))
  const requests: Request[] = []
  const passing: Promise<void>[] = []
  const handler = async (route: Route) => {
    if (!when(route.request())) return route.fallback()
    requests.push(route.request())
    const passed = released.then(() => route.fallback())
    passing.push(passed)
    await passed
  }
  await page.route(url, handler)
  return {
    requests,
    release: async () => {
      await expect.poll(() => requests.length, { message: `a request to ${String(url)} reached the hold` }).toBeGreaterThan(0)
      open()
      await Promise.all(passing)
      await page.unroute(url, handler)
    },
  }
}
