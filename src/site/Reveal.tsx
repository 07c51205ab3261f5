'use client'

import { useEffect, useRef, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react'

/** Any other attribute (a list item's tabIndex, handlers, data-) goes to the element as given. */
type Props = Omit<HTMLAttributes<HTMLElement>, 'style'> & { children: ReactNode; amount?: number; delay?: number; margin?: string; as?: 'section' | 'div' | 'li'; [data: `data-${string}`]: unknown }

/**
 * Animates its content in once, when `amount` (default 30%) is visible (spec §2, §9). A CSS transition
 * (`.reveal` in site.css: fade and 36 px rise over 0.6 s) started by an IntersectionObserver: the
 * browser's own parts instead of an animation library on every page's first load
 * (docs/performance.md). Under prefers-reduced-motion the CSS shows it at once, without movement.
 */
export function Reveal({ children, className, id, amount = 0.3, delay = 0, margin, as = 'section', ...rest }: Props) {
  const ref = useRef<HTMLElement>(null)
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || shown) return
    if (typeof IntersectionObserver === 'undefined') return setShown(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= amount * 0.999)) {
          setShown(true)
          observer.disconnect()
        }
      },
      { threshold: amount, rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [amount, margin, shown])
  const Tag = as
  const style = delay ? ({ '--reveal-delay': `${delay}s` } as CSSProperties) : undefined
  return (
    <Tag ref={ref as never} {...rest} id={id} className={className ? `reveal ${className}` : 'reveal'} data-revealed={shown ? 'true' : undefined} style={style}>
      {children}
    </Tag>
  )
}
