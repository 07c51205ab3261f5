import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test'

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
export const holdRequests = async (
  page: Page,
  url: Matcher,
  when: (request: Request) => boolean = () => true,
): Promise<Hold> => {
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
      await expect
        .poll(() => requests.length, { message: `a request to ${String(url)} reached the hold` })
        .toBeGreaterThan(0)
      open()
      await Promise.all(passing)
      await page.unroute(url, handler)
    },
  }
}

/**
 * Types `text` key by key while the page's clock stands still, then moves that clock to just short of
 * the search box's debounce (no search may have been sent) and past it (exactly one). The page sees
 * one burst of typing however slowly a busy machine delivers the keys, so the count of searches does
 * not depend on timing. The page must have been opened after `page.clock.install()`; its clock runs
 * on in real time afterwards.
 */
export const typeInOneBurst = async (
  page: Page,
  box: Locator,
  text: string,
  searches: readonly string[],
  debounceMs = 300,
) => {
  const before = searches.length
  await page.clock.pauseAt(Date.now() + 1000)
  await box.pressSequentially(text)
  await page.clock.runFor(debounceMs - 1)
  expect(searches, 'no search before the debounce has passed').toHaveLength(before)
  await page.clock.runFor(1)
  await expect.poll(() => searches.length, { message: 'one search once the debounce has passed' }).toBe(before + 1)
  await page.clock.resume()
}
