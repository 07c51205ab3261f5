'use client'

import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import useSWR, { preload } from 'swr'
import useSWRInfinite from 'swr/infinite'

import { scrollToElement } from '../blogs/scroll'
import { HttpError, notify } from '../toast'
import { parseView, viewHref, type Seccion, type View } from './nav'
import { monthRange, partUrl, PORTAL_PAGE_SIZE as PORTAL_FIRST_PAGE, type PartPage } from './endpoint'
import type { PortalShape } from './shape'
import type { Category, PartKey, PortalActivity, PortalData, PortalParts } from './types'

export const MODULES_ID = 'modulos'

type Go = (view: View, options?: { replace?: boolean; scroll?: boolean }) => void
/** `landed`: the view is the one the address asked for on load (nothing was clicked yet); `siteUrl`: the public origin. */
type Ctx = { view: View; go: Go; data: PortalData; shape: PortalShape; landed: boolean; siteUrl: string }

const PortalCtx = createContext<Ctx | null>(null)

export const usePortal = (): Ctx => {
  const ctx = useContext(PortalCtx)
  if (!ctx) throw new Error('usePortal outside PortalProvider')
  return ctx
}

/** Scroll to the modules root, 100 px above it (spec §9: the site's one scroll offset). */
export const scrollToModules = () => scrollToElement(document.getElementById(MODULES_ID))

/**
 * The open module and view. The server renders the view the address names (`initial`: every view is a
 * static page of its module, next.config.mjs); once hydrated, a view link changes the view in place and
 * pushes it to the history, and back/forward restore the view of each entry.
 */
export function PortalProvider({
  data,
  shape,
  initial,
  siteUrl,
  children,
}: {
  data: PortalData
  /** The registrations as the portal draws them (src/site/portal/shape-of.ts `portalShape`, on the server). */
  shape: PortalShape
  initial: View
  siteUrl: string
  children: ReactNode
}) {
  const [view, setView] = useState<View>(initial)
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

  useEffect(() => {
    const initial = parseView(window.location.search)
    if (initial.seccion) {
      addressView.current = initial
      applyAddress()
      // A shared or bookmarked view (`vista=` in the address) lands on the view, not above the module's fold (issue 31).
      if (initial.vista !== null) requestAnimationFrame(() => scrollToModules())
      else window.scrollTo({ top: 0 })
    }
    const onPop = () => {
      setLanded(false)
      setView(parseView(window.location.search))
    }
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

  const value = useMemo(() => ({ view, go, data, shape, landed, siteUrl }), [view, go, data, shape, landed, siteUrl])
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

/** One address of the portal's paged endpoint (src/site/portal/endpoint.ts), as an anonymous visitor. */
const fetchPortal = async <T,>(url: string): Promise<T> => {
  const response = await fetch(url, { credentials: 'omit', headers: { Accept: 'application/json' } })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new HttpError(response.status, body)
  return body as T
}

/** A part as read: its value, and a list's total (its first page is all the value holds). */
type PartRead<K extends PartKey> = { value: PortalParts[K]; total?: number }

/** A part read from the paged endpoint: a list's first page (and its total), the calendar's months, or the whole part. */
const fetchPart = async <K extends PartKey>(key: K, data: PortalData): Promise<PartRead<K>> => {
  if (key === 'activities') {
    const [year, month] = data.activityWindow.from.split('-').map(Number) as [number, number]
    // The window's three months (partUrl.month takes a month from 0 and rolls over the year).
    const months = await Promise.all(
      [0, 1, 2].map((i) => fetchPortal<PortalActivity[]>(partUrl.month(year, month - 1 + i))),
    )
    return { value: months.flat() as PortalParts[K] }
  }
  if (data.paged.includes(key)) {
    const page = await fetchPortal<PartPage>(partUrl.page(key, 1))
    return { value: page.items as PortalParts[K], total: page.total }
  }
  return { value: await fetchPortal<PortalParts[K]>(partUrl.whole(key)) }
}

const serverMessage = (body: unknown): string | null => {
  const b = body as { message?: unknown; errors?: { message?: unknown }[] } | null
  const message = b?.message ?? b?.errors?.[0]?.message
  return typeof message === 'string' && message ? message : null
}

/** The spec's reactions to a failed read (§8): toasts for categories and recommendations, a log for the rest. */
const reportFailure = (key: PartKey, error: unknown, categoryParts: readonly PartKey[]) => {
  if (categoryParts.includes(key)) {
    notify.error('Error al cargar las categorías')
    const message = error instanceof HttpError ? serverMessage(error.body) : null
    if (message) notify.error(message)
  } else if (key === 'developmentRecommendation' || key === 'wellbeingRecommendation') {
    notify.error(`Error al cargar la recomendación actual: ${error instanceof Error ? error.message : String(error)}`)
  } else {
    console.error(`[portal] ${key}:`, error)
  }
}

/**
 * One part of the portal as the page carries it (a list: its first page; activities: the months around
 * the render), read from the paged endpoint when the page does not carry it (another module's part, a
 * module opened in place), when the server's read failed, or when `refresh` is called (a recommended
 * track refetches the music categories). `total`: a list's total.
 */
export function usePart<K extends PartKey>(
  key: K,
): { data: PortalParts[K]; total: number | undefined; loading: boolean; refresh: () => void } {
  const { data: initial, shape } = usePortal()
  const absent = initial.absent.includes(key)
  const { data, error, isValidating, mutate } = useSWR(['portal', key], () => fetchPart(key, initial), {
    fallbackData: absent ? undefined : { value: initial[key], total: initial.totals[key] },
    revalidateOnMount: absent || initial.failed.includes(key),
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    onError: (error) => {
      reportFailure(key, error, shape.categoryParts)
    },
  })
  const refresh = useCallback(() => void mutate(), [mutate])
  return {
    data: data?.value ?? initial[key],
    total: data ? data.total : initial.totals[key],
    // A part not carried is loading until read (a failed read shows the part empty, as a failed server read does).
    loading: isValidating || (absent && data === undefined && error === undefined),
    refresh,
  }
}

type Identified = { id: number }

/** A part's items, for the hooks over any list part (a list part's data is an array of identified items). */
const identified = (data: unknown): Identified[] => (Array.isArray(data) ? data : [])

/** One item of a list part. */
type ItemOf<K extends PartKey> = PortalParts[K] extends (infer T)[] ? T : never

/** Reads ahead the parts of a module the page does not carry (on intent to open it in place). */
export function usePreloadModule(): (module: Seccion) => void {
  const { data, shape } = usePortal()
  return useCallback(
    (module: Seccion) => {
      for (const key of shape.modules[module].parts)
        if (data.absent.includes(key)) void preload(['portal', key], () => fetchPart(key, data)).catch(() => undefined)
    },
    [data, shape],
  )
}

/**
 * One item of a list part (or one activity) by id: from the page's copy when it is there, otherwise from
 * the paged endpoint (`id-N`). `item` undefined while loading or when it does not exist (`missing`).
 */
export function usePortalItem<K extends PartKey>(
  key: K,
  id: number | null,
): { item: ItemOf<K> | undefined; loading: boolean } {
  const part = usePart(key)
  const local = identified(part.data).find((item) => item.id === id)
  const { data, isLoading } = useSWR(
    !local && id !== null && !part.loading ? ['portal', key, 'id', id] : null,
    () => fetchPortal<Identified>(partUrl.item(key, id as number)),
    {
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  )
  return { item: (local ?? data) as never, loading: part.loading || isLoading }
}

/**
 * Every page of a list part the visitor asked for: the first from the page, the next ones from the
 * paged endpoint on `more()`. `done` once the list's total is shown.
 */
export function usePartPages<K extends PartKey>(
  key: K,
): { items: ItemOf<K>[]; loading: boolean; done: boolean; more: () => void } {
  const part = usePart(key)
  const total = part.total ?? 0
  // The first page as read (a recommended item may follow it: it is not part of the page).
  const first = identified(part.data).slice(0, Math.min(part.total ?? Infinity, PORTAL_FIRST_PAGE))
  // Page i of this list is page i + 2 of the part (the page carries the first); none until `more()`.
  const { data, size, setSize, isValidating } = useSWRInfinite(
    (index) => ['portal', key, 'page', index + 2],
    (keyParts: [string, string, string, number]) => fetchPortal<PartPage<Identified>>(partUrl.page(key, keyParts[3])),
    {
      initialSize: 0,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  )
  const rest = (data ?? []).flatMap((page) => page?.items ?? [])
  const seen = new Set(first.map((item) => item.id))
  const items = [...first, ...rest.filter((item) => !seen.has(item.id))]
  const lastEmpty = size > 0 && data !== undefined && data.length === size && (data[size - 1]?.items.length ?? 0) === 0
  const done = items.length >= total || lastEmpty
  return {
    items: items as ItemOf<K>[],
    loading: part.loading || isValidating,
    done,
    more: () => void setSize(size + 1),
  }
}

/**
 * The items of one category of a category part (images, templates, music): its first page from the page,
 * the next ones from the paged endpoint (`categoria-{id}-pagina-N`) on `more()`. `done` once all show.
 */
export function useCategoryPages<T extends Identified>(
  key: PartKey,
  category: Category<T> | null,
): { items: T[]; loading: boolean; done: boolean; more: () => void } {
  const { data, size, setSize, isValidating } = useSWRInfinite(
    (index) => (category ? ['portal', key, 'categoria', category.id, index + 2] : null),
    (keyParts: [string, string, string, number, number]) =>
      fetchPortal<PartPage<T>>(partUrl.categoryPage(key, keyParts[3], keyParts[4])),
    {
      initialSize: 0,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  )
  const first = category?.items ?? []
  const seen = new Set(first.map((item) => item.id))
  const items = [...first, ...(data ?? []).flatMap((page) => page?.items ?? []).filter((item) => !seen.has(item.id))]
  const lastEmpty = size > 0 && data !== undefined && data.length === size && (data[size - 1]?.items.length ?? 0) === 0
  return {
    items,
    loading: isValidating,
    done: !category || items.length >= category.total || lastEmpty,
    more: () => void setSize(size + 1),
  }
}

/**
 * The activities of one month (`month` from 0): from the page when the month is in its window,
 * otherwise from the paged endpoint (`mes-yyyy-mm`).
 */
export function useMonthActivities(year: number, month: number): { activities: PortalActivity[]; loading: boolean } {
  const part = usePart('activities')
  const { data: portal } = usePortal()
  const range = monthRange(year, month)
  const inWindow = range.from >= portal.activityWindow.from && range.to <= portal.activityWindow.to
  const { data, isLoading } = useSWR(
    inWindow ? null : ['portal', 'activities', 'month', year, month],
    () => fetchPortal<PortalActivity[]>(partUrl.month(year, month)),
    {
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  )
  if (inWindow)
    return {
      activities: part.data.filter((activity) => activity.date >= range.from && activity.date <= range.to),
      loading: part.loading,
    }
  return { activities: data ?? [], loading: isLoading }
}
