'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'

/** 390 px: the width of a common phone (iPhone 12 to 15), the width the back office is checked at. */
export const PHONE_WIDTH = 390

const never = () => () => {}

/**
 * 'Vista de teléfono' (issue 28): the same preview in a frame 390 px wide, so staff see the post as a
 * phone shows it (the page's own narrow layout, its media queries included); 'Vista de escritorio'
 * closes it. Inside that frame the page draws no such control. The frame loads the page's address in
 * this browser, with its draft mode and staff session: it shows the draft, never what visitors see.
 */
export const PhoneView = ({ path }: { path: string }) => {
  const framed = useSyncExternalStore(
    never,
    () => window.self !== window.top,
    () => false,
  )
  const [phone, setPhone] = useState(false)
  useEffect(() => {
    if (!phone) return
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPhone(false)
    }
    window.addEventListener('keydown', close)
    return () => window.removeEventListener('keydown', close)
  }, [phone])
  if (framed) return null
  return (
    <>
      <button type="button" className="preview-bar__width" onClick={() => setPhone(true)}>
        Vista de teléfono
      </button>
      {phone ? (
        <div className="preview-phone" role="dialog" aria-modal="true" aria-label="Vista de teléfono">
          <div className="preview-phone__bar">
            <strong>Vista de teléfono ({PHONE_WIDTH} px)</strong>
            <button type="button" className="preview-bar__width" onClick={() => setPhone(false)} autoFocus>
              Vista de escritorio
            </button>
          </div>
          <iframe
            className="preview-phone__frame"
            title="Vista previa en un teléfono"
            src={path}
            width={PHONE_WIDTH}
            style={{ width: PHONE_WIDTH }}
          />
        </div>
      ) : null}
    </>
  )
}
