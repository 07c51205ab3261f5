'use client'

import { domAnimation, LazyMotion, m, useReducedMotion } from 'framer-motion'
import type { ReactNode } from 'react'

type Props = { children: ReactNode; className?: string; id?: string; amount?: number; delay?: number; margin?: string; as?: 'section' | 'div'; 'aria-labelledby'?: string }

/**
 * Animates its content in once, when `amount` (default 30%) is visible. Under prefers-reduced-motion
 * it appears at once, without movement.
 */
export function Reveal({ children, className, id, amount = 0.3, delay = 0, margin, as = 'section', ...rest }: Props) {
  const reduce = useReducedMotion()
  const Tag = as === 'section' ? m.section : m.div
  return (
    <LazyMotion features={domAnimation} strict>
      <Tag
        id={id}
        className={className}
        aria-labelledby={rest['aria-labelledby']}
        initial={{ opacity: 0, y: 36 }}
        whileInView={{ opacity: 1, y: 0 }}
        viewport={{ once: true, amount, margin }}
        transition={reduce ? { duration: 0 } : { duration: 0.6, ease: 'easeOut', delay }}
      >
        {children}
      </Tag>
    </LazyMotion>
  )
}
