'use client'

import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'

import './reveal.css'

type Props = { children: ReactNode; className?: string; id?: string; amount?: number; delay?: number; margin?: string; as?: 'section' | 'div'; 'aria-labelledby'?: string }

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
    <Tag ref={ref as never} id={id} className={className ? `reveal ${className}` : 'reveal'} data-revealed={shown ? 'true' : undefined} style={style} aria-labelledby={rest['aria-labelledby']}>
      {children}
    </Tag>
  )
}
