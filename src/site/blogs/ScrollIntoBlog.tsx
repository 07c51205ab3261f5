'use client'

import { useEffect } from 'react'

import { scrollToElement, takeBlogScroll } from './scroll'

/** On a blog opened from its list: smooth scroll to the container, 100 px above it. */
export function ScrollIntoBlog({ targetId }: { targetId: string }) {
  useEffect(() => {
    if (takeBlogScroll()) scrollToElement(document.getElementById(targetId))
  }, [targetId])
  return null
}
