/** A flip card's 'Toca para ver más': on touch screens only (CSS `.flip__hint`), where the card turns on a tap
 * and nothing else said so (issue 31). Hidden from screen readers: they reach the back's text and button. */
export const FlipHint = () => (
  <span className="flip__hint" aria-hidden="true">
    Toca para ver más
  </span>
)
