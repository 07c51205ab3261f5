'use client'

import { lazy, Suspense, type ComponentType } from 'react'

import { Skeleton } from './common'
import type { Seccion } from './nav'
import { viewSlotsOf, type NamedViews, type PortalShape, type ViewSlots } from './shape'

/**
 * A component whose code loads when it is first drawn, a skeleton meanwhile: React's own `lazy`, so no
 * loader joins the portal's first scripts (issue 31). Only ever drawn in the browser, for a module opened
 * in place: a module's own page renders its views from static imports (views.tsx).
 */
export function lazyWithSkeleton<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }))
  return function LazyView(props: P) {
    return (
      <Suspense fallback={<Skeleton />}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}

/** PORTAL_VIEWS (views.tsx) loaded when drawn: a module opened in the browser from the modules home. */
const LAZY_VIEWS: NamedViews = {
  categories: { View: lazyWithSkeleton(() => import('./CategoryView').then((module) => module.CategoryView)) },
  calendar: {
    View: lazyWithSkeleton(() => import('./CalendarViews').then((module) => module.EventDetail)),
    Menu: lazyWithSkeleton(() => import('./CalendarViews').then((module) => module.CalendarBlock)),
  },
}

/** A module's registered views, loaded when drawn. */
export const lazySlots = (shape: PortalShape, module: Seccion): ViewSlots =>
  viewSlotsOf(module, shape.modules[module].views, LAZY_VIEWS)

/** Warms the named views' code (on intent on a module's 'Ver contenido'). */
export const warmViews = () => Promise.all([import('./CategoryView'), import('./CalendarViews')])
