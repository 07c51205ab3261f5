'use client'

import { useEffect, useState } from 'react'

import { ACTIVITIES_FEED_PATH } from './path'

/**
 * 'Agregar a mi calendario': subscribes to the activities feed (webcal://, which Apple Calendar and
 * Outlook open as a subscription; Google Calendar through its own link). The address is this site's
 * origin, known in the browser; until then the link is the feed's plain address (a download).
 */
export function AddToCalendar() {
  const [origin, setOrigin] = useState<{ webcal: string; https: string } | null>(null)
  useEffect(() => {
    const { host, origin: https } = window.location
    setOrigin({ webcal: `webcal://${host}${ACTIVITIES_FEED_PATH}`, https: `${https}${ACTIVITIES_FEED_PATH}` })
  }, [])
  const google = origin ? `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(origin.webcal)}` : null
  return (
    <div className="pm-calendar-add" data-testid="add-to-calendar">
      <a className="btn btn--primary btn--small" href={origin?.webcal ?? ACTIVITIES_FEED_PATH}>
        Agregar a mi calendario
      </a>
      {google ? (
        <a className="pm-calendar-add__alt" href={google} target="_blank" rel="noopener noreferrer">
          Suscribirme en Google Calendar<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      ) : null}
      <a className="pm-calendar-add__alt" href={ACTIVITIES_FEED_PATH} download="profemax-actividades.ics">
        Descargar archivo .ics
      </a>
    </div>
  )
}
