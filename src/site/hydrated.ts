import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * False in the server's HTML and while React hydrates it, true once the scripts run (and for anything
 * mounted in the browser). What the page does before that must work as plain HTML (issue 31).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
