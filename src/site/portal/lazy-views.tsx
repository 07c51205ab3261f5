'use client'

import { lazy, Suspense, type ComponentType } from 'react'

import { Skeleton } from './common'
import { usePortal } from './PortalContext'
import type { Seccion } from './nav'
import { viewSlotsOf, type NamedViews, type PortalShape, type ViewSlots } from './shape'

/**
 * A component whose code loads when it is first drawn: React's own `lazy`, so neither its code nor a
 * loader joins the page's first scripts (issue 31). Opened in place, it shows a skeleton until its code
 * arrives. The view the page landed on has no boundary: the server renders it into the page itself (a
 * boundary's HTML may be sent apart, placed only by a script, so without scripts it was missing) and the
 * browser waits for its code before hydrating the page.
 */
export function lazyWithSkeleton<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }))
  return function LazyView(props: P) {
    const { landed } = usePortal()
    if (landed) return <Lazy {...props} />
    return (
      <Suspense fallback={<Skeleton />}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}

/** Each named component of the registrations (src/content/registry.ts `portal.view.component`), loaded when drawn. */
const LAZY_VIEWS: NamedViews = {
  categories: { View: lazyWithSkeleton(() => import('./CategoryView').then((module) => module.CategoryView)) },
  calendar: {
    View: lazyWithSkeleton(() => import('./CalendarViews').then((module) => module.EventDetail)),
    Menu: lazyWithSkeleton(() => import('./CalendarViews').then((module) => module.CalendarBlock)),
  },
}

/** A module's registered views, loaded when drawn: its page's own view as part of the page, any other when opened. */
export const lazySlots = (shape: PortalShape, module: Seccion): ViewSlots =>
  viewSlotsOf(module, shape.modules[module].views, LAZY_VIEWS)

/** Warms the named views' code (on intent on a module's 'Ver contenido'). */
export const warmViews = () => Promise.all([import('./CategoryView'), import('./CalendarViews')])
