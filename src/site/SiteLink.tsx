'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

import { onIntent } from './intent'

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }

/**
 * Every link of the public site. Next prefetches a page when the visitor shows they are about to open
 * it (pointer over the link, a finger on it, keyboard focus) instead of every link that scrolls into
 * view: on a phone that was up to four pages' data and the teacher portal's scripts (zod included)
 * parsed right after the first paint, main-thread time a new visitor waited through
 * (docs/performance.md). A tap still starts the prefetch on touchstart, ahead of the click.
 */
export function SiteLink({ href, onMouseEnter, onTouchStart, onFocus, ...rest }: Props) {
  const router = useRouter()
  const prefetch = () => {
    if (href.startsWith('/')) router.prefetch(href)
  }
  return (
    <Link {...rest} href={href} prefetch={false} {...onIntent(prefetch, { onMouseEnter, onTouchStart, onFocus })} />
  )
}
