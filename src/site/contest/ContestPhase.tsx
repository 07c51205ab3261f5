'use client'

import { useEffect, useState } from 'react'

import { contestPhase, phaseText, type ContestSchedule } from '@/contest/phase'
import { todayIso } from '@/lib/dates'

/**
 * Today in Mexico City, as the page was rendered and then as the visitor's clock says: the page is
 * served from the route cache, so a phase that changed since (a stage opening or closing) shows once
 * scripts run; without them, the rendering's day (at most `revalidate` old).
 */
export function useContestToday(renderedToday: string): string {
  const [today, setToday] = useState(renderedToday)
  useEffect(() => setToday(todayIso()), [])
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
