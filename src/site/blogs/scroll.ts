'use client'

/** Offset of the spec's section scrolls: 100 px above the target. */
export const SCROLL_OFFSET = 100

let pending = false

/** Marks that the next blog view was opened from the list (a direct visit does not scroll). */
export const requestBlogScroll = (): void => {
  pending = true
}

export const takeBlogScroll = (): boolean => {
  const value = pending
  pending = false
  return value
}

/** Smooth scrolling, except for visitors who asked their system for reduced motion. */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'

export const scrollToElement = (element: Element | null, offset = SCROLL_OFFSET): void => {
  if (!element) return
  const top = element.getBoundingClientRect().top + window.scrollY - offset
  window.scrollTo({ top: Math.max(0, top), behavior: scrollBehavior() })
}
