'use client'

import { useEffect, useState } from 'react'

import { contestPhase, phaseText, type ContestSchedule } from '@/contest/phase'
import { mexicoCityDay } from '@/lib/dates'

/**
 * Today in Mexico City, as the page was rendered and then as the visitor's clock says: the page is
 * served from the route cache, so a phase that changed since (a stage opening or closing) shows once
 * scripts run; without them, the rendering's day (at most `revalidate` old). Read without Intl: a page's
 * first Intl call starts ICU, 38 ms of a 4x-throttled main thread in this effect (docs/performance.md).
 */
export function useContestToday(renderedToday: string): string {
  const [today, setToday] = useState(renderedToday)
  useEffect(() => setToday(mexicoCityDay(new Date())), [])
  return today
}

/** The contest's current phase in one line (every contest page shows it; issue 31). */
export function ContestPhase({
  schedule,
  renderedToday,
  className = 'contest-phase',
}: {
  schedule: ContestSchedule
  renderedToday: string
  className?: string
}) {
  const today = useContestToday(renderedToday)
  return (
    <p className={className} data-testid="contest-phase" data-phase={contestPhase(schedule, today)}>
      {phaseText(schedule, today)}
    </p>
  )
}
