'use client'

import { useLayoutEffect, useRef, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react'

import { useHydrated } from './hydrated'

/** Any other attribute (a list item's tabIndex, handlers, data-) goes to the element as given. */
type Props = Omit<HTMLAttributes<HTMLElement>, 'style'> & {
  children: ReactNode
  amount?: number
  delay?: number
  margin?: string
  as?: 'section' | 'div' | 'li'
  [data: `data-${string}`]: unknown
}

/**
 * - `static`: as the server sent it, visible (no scripts, a failed chunk, reduced motion, already in view);
 * - `pending`: hidden until `amount` of it is in view (only ever set by a script that also watches it);
 * - `shown`: faded in.
 */
type Phase = 'static' | 'pending' | 'shown'

const reducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
const canAnimate = (): boolean => typeof IntersectionObserver !== 'undefined' && !reducedMotion()

/**
 * Animates its content in once, when `amount` (default 30%) is visible (spec §2, §9): a CSS transition
 * (`.reveal` in site.css) started by an IntersectionObserver. An enhancement only (issue 31): the
 * server's HTML is visible, so the page is complete at first paint, without scripts, on a slow phone
 * before hydration and under a failed chunk. At hydration only what is still below the fold is hidden
 * (nothing the visitor can see disappears) and fades in when scrolled to; content mounted later in the
 * browser (a portal module opened) fades in from the start. Under prefers-reduced-motion nothing is
 * ever hidden.
 */
export function Reveal({ children, className, id, amount = 0.3, delay = 0, margin, as = 'section', ...rest }: Props) {
  const ref = useRef<HTMLElement>(null)
  // False while hydrating the server's HTML, true when mounted in the browser.
  const mountedInBrowser = useHydrated()
  const hydrated = useRef(!mountedInBrowser)
  const [phase, setPhase] = useState<Phase>(() => (mountedInBrowser && canAnimate() ? 'pending' : 'static'))

  useLayoutEffect(() => {
    const element = ref.current
    if (!element || phase === 'shown' || !canAnimate()) return
    if (phase === 'static') {
      // Hydrating: hide only what the visitor has not reached yet; before paint, so nothing flickers.
      if (!hydrated.current || element.getBoundingClientRect().top < window.innerHeight) return
      setPhase('pending')
      return
    }
    // A section taller than the screen never reaches 30% of itself in view: it shows once it fills 30%
    // of the screen (the ratio steps let the observer see that).
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = (entry: IntersectionObserverEntry) =>
          entry.isIntersecting &&
          (entry.intersectionRatio >= amount * 0.999 ||
            entry.intersectionRect.height >= amount * (entry.rootBounds?.height ?? window.innerHeight))
        if (entries.some(inView)) {
          setPhase('shown')
          observer.disconnect()
        }
      },
      { threshold: [0.05, 0.1, 0.15, 0.2, 0.25, amount].filter((step) => step <= amount), rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [amount, margin, phase])

  const Tag = as
  const style = delay ? ({ '--reveal-delay': `${delay}s` } as CSSProperties) : undefined
  return (
    <Tag
      ref={ref as never}
      {...rest}
      id={id}
      className={className ? `reveal ${className}` : 'reveal'}
      data-reveal-pending={phase === 'pending' ? 'true' : undefined}
      data-revealed={phase === 'shown' ? 'true' : undefined}
      style={style}
    >
      {children}
    </Tag>
  )
}
