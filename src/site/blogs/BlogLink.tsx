'use client'

import { SiteLink } from '@/site/SiteLink'
import type { ReactNode } from 'react'

import { requestBlogScroll } from './scroll'

/** 'Ver más': client navigation to the blog's address, then the detail scrolls to its container. */
export function BlogLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <SiteLink href={href} className={className} scroll={false} onClick={requestBlogScroll}>
      {children}
    </SiteLink>
  )
}
