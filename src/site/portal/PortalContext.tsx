'use client'

import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import useSWR from 'swr'

import { scrollToElement } from '../blogs/scroll'
import { HttpError, notify } from '../toast'
import { HOME, parseView, viewHref, within, type Seccion, type View } from './nav'
import { PARTS, restUrl } from './parts'
import type { PartKey, PortalData, PortalParts } from './types'

export const MODULES_ID = 'modulos'

type Go = (view: View, options?: { replace?: boolean; scroll?: boolean }) => void
/** `landed`: the view is the one the address asked for on load (nothing was clicked yet). */
type Ctx = { view: View; go: Go; data: PortalData; landed: boolean }

const PortalCtx = createContext<Ctx | null>(null)

export const usePortal = (): Ctx => {
  const ctx = useContext(PortalCtx)
  if (!ctx) throw new Error('usePortal outside PortalProvider')
  return ctx
}

/** Scroll to the modules root, 100 px above it (spec §9: the site's one scroll offset). */
export const scrollToModules = () => scrollToElement(document.getElementById(MODULES_ID))

/**
 * The open module and view. The server renders the modules home, or the module of `seccion` (each is a
 * static page); the rest of the address is read in the browser: ?seccion on load opens that module and
 * scrolls to the top, every change is pushed to the history, and back/forward restore the view of each entry.
 */
export function PortalProvider({ data, seccion, children }: { data: PortalData; seccion: Seccion | null; children: ReactNode }) {
  const [view, setView] = useState<View>(() => (seccion ? within(seccion) : HOME))
  const [landed, setLanded] = useState(true)
  // The address's view is applied only once every Suspense boundary that reads the view has hydrated
  // (each reports through <HydrationMark />): an update reaching a boundary still being hydrated made
  // React hydrate it against the address's view instead of the server's HTML and throw the HTML away
  // (React #418 on every `vista=` link; a transition alone did not prevent it in production builds).
  const addressView = useRef<View | null>(null)
  const hydratedBoundaries = useRef(0)
  const applyAddress = useCallback(() => {
    const initial = addressView.current
    if (!initial || hydratedBoundaries.current < VIEW_BOUNDARIES) return
    addressView.current = null
    // The server may have rendered this very view already (the module's static page): keep it then.
    startTransition(() => setView((current) => (viewHref(current, '') === viewHref(initial, '') ? current : initial)))
  }, [])
  const boundaryHydrated = useCallback(() => {
    hydratedBoundaries.current += 1
    applyAddress()
  }, [applyAddress])

  // A shared or bookmarked item (`vista=` in the address) lands on the item, not above the module's fold (issue 31).
  const landOnView = useRef(false)
  useEffect(() => {
    if (!landOnView.current || !view.vista) return
    landOnView.current = false
    requestAnimationFrame(() => scrollToModules())
  }, [view])

  useEffect(() => {
    const initial = parseView(window.location.search)
    if (initial.seccion) {
      addressView.current = initial
      landOnView.current = initial.vista !== null
      applyAddress()
      window.scrollTo({ top: 0 })
    }
    const onPop = () => setView(parseView(window.location.search))
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [applyAddress])

  const go = useCallback<Go>((next, { replace = false, scroll = true } = {}) => {
    setLanded(false)
    const href = viewHref(next, window.location.pathname)
    if (replace) window.history.replaceState(null, '', href)
    else window.history.pushState(null, '', href)
    setView(next)
    if (scroll) requestAnimationFrame(() => scrollToModules())
  }, [])

  const value = useMemo(() => ({ view, go, data, landed }), [view, go, data, landed])
  return (
    <HydrationCtx.Provider value={boundaryHydrated}>
      <PortalCtx.Provider value={value}>{children}</PortalCtx.Provider>
    </HydrationCtx.Provider>
  )
}

/** How many Suspense boundaries of the portal read the view (src/site/portal/Portal.tsx: banner, modules). */
const VIEW_BOUNDARIES = 2
const HydrationCtx = createContext<() => void>(() => undefined)

/** Placed inside each boundary that reads the view: its effect runs once that boundary has hydrated. */
export function HydrationMark() {
  const report = useContext(HydrationCtx)
  useEffect(() => report(), [report])
  return null
}

type Doc = Record<string, unknown>

/** One part read from Payload's REST API as an anonymous visitor. */
const fetchPart = async <K extends PartKey>(key: K): Promise<PortalParts[K]> => {
  const results = await Promise.all(
    PARTS[key].queries.map(async (query): Promise<Doc[]> => {
      const response = await fetch(restUrl(query), { credentials: 'omit', headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } })
      const body: unknown = await response.json().catch(() => null)
      if (!response.ok) throw new HttpError(response.status, body)
      return 'global' in query ? [body as Doc] : (((body as { docs?: Doc[] } | null)?.docs ?? []) as Doc[])
    }),
  )
  return PARTS[key].map(results)
}

const serverMessage = (body: unknown): string | null => {
  const b = body as { message?: unknown; errors?: { message?: unknown }[] } | null
  const message = b?.message ?? b?.errors?.[0]?.message
  return typeof message === 'string' && message ? message : null
}

const CATEGORY_PARTS: PartKey[] = ['imageCategories', 'templateCategories', 'musicCategories']

/** The spec's reactions to a failed read (§8): toasts for categories and recommendations, a log for the rest. */
const reportFailure = (key: PartKey, error: unknown) => {
  if (CATEGORY_PARTS.includes(key)) {
    notify.error('Error al cargar las categorías')
    const message = error instanceof HttpError ? serverMessage(error.body) : null
    if (message) notify.error(message)
  } else if (key === 'devRecommendation' || key === 'wellbeingRecommendation') {
    notify.error(`Error al cargar la recomendación actual: ${error instanceof Error ? error.message : String(error)}`)
  } else {
    console.error(`[portal] ${key}:`, error)
  }
}

/**
 * One part of the portal: the server's copy, read again in the browser only when the server's read
 * failed or when `refresh` is called (a recommended track refetches the music categories).
 */
export function usePart<K extends PartKey>(key: K): { data: PortalParts[K]; loading: boolean; refresh: () => void } {
  const { data: initial } = usePortal()
  const failedOnServer = initial.failed.includes(key)
  const { data, isValidating, mutate } = useSWR(['portal', key], () => fetchPart(key), {
    fallbackData: initial[key],
    revalidateOnMount: failedOnServer,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    onError: (error) => {
      reportFailure(key, error)
    },
  })
  const refresh = useCallback(() => void mutate(), [mutate])
  return { data: data ?? initial[key], loading: isValidating, refresh }
}
