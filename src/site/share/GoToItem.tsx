'use client'

import { useEffect } from 'react'

/** Sends the person on to the shared item in the portal (the page's link does it without scripts). */
export function GoToItem({ href }: { href: string }) {
  useEffect(() => window.location.replace(href), [href])
  return (
    <p className="form-note" role="status">
      Abriendo en ProfeMax…
    </p>
  )
}
