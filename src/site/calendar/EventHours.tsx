import { spanishHours } from '@/lib/dates'

/**
 * An activity's hours under its title in the calendar's popover (issue 28): 'De 10:00 a 11:30 h', or
 * nothing for an all-day activity.
 */
export function EventHours({ start, end }: { start?: string | null; end?: string | null }) {
  const hours = spanishHours(start, end)
  return hours ? (
    <span className="pm-popover__time" data-testid="calendar-popover-time">
      {hours}
    </span>
  ) : null
}
