/** A handler any of the three events can take (React's handlers are bivariant, so one type serves all). */
type Handler = (event: never) => void
type Own = { onMouseEnter?: Handler; onTouchStart?: Handler; onFocus?: Handler }

/**
 * What the site reads as a visitor about to open something: the pointer over it, a finger on it (ahead
 * of the click), keyboard focus. `run` goes first, then the element's own handler of that event.
 * Links prefetch their page on it (SiteLink), the portal's modules home its module's code.
 */
export const onIntent = (run: () => void, own: Own = {}): Required<Own> => {
  const then =
    (handler?: Handler): Handler =>
    (event) => {
      run()
      handler?.(event)
    }
  return { onMouseEnter: then(own.onMouseEnter), onTouchStart: then(own.onTouchStart), onFocus: then(own.onFocus) }
}
