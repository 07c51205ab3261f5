'use client'

import { useEffect } from 'react'

import { SCROLL_OFFSET, scrollToElement, takeBlogScroll } from './scroll'

/**
 * On a blog opened from its list: smooth scroll to the container, 100 px above it. The target is read
 * again once the scroll has ended: a late layout shift above the container (the route's own scroll
 * handling, a font or picture settling) would otherwise leave it off by that much.
 */
export function ScrollIntoBlog({ targetId }: { targetId: string }) {
  useEffect(() => {
    if (!takeBlogScroll()) return
    const target = () => document.getElementById(targetId)
    scrollToElement(target())
    const until = Date.now() + 2500 // a visitor's own scrolling afterwards is left alone
    let corrections = 2
    const settle = () => {
      const element = target()
      if (!element || corrections-- <= 0 || Date.now() > until) return
      const offBy = element.getBoundingClientRect().top - SCROLL_OFFSET
      if (Math.abs(offBy) > 1) scrollToElement(element)
    }
    window.addEventListener('scrollend', settle)
    const fallback = window.setTimeout(settle, 1200) // browsers without scrollend
    return () => {
      window.removeEventListener('scrollend', settle)
      window.clearTimeout(fallback)
    }
  }, [targetId])
  return null
}
