'use client'

import dynamic from 'next/dynamic'

import { Skeleton } from './common'
import type { Seccion } from './nav'
import { viewSlotsOf, type NamedViews, type PortalShape, type ViewSlots } from './shape'

const loading = () => <Skeleton />

/** PORTAL_VIEWS (views.tsx) loaded when drawn: a module opened in the browser from the modules home. */
const LAZY_VIEWS: NamedViews = {
  categories: { View: dynamic(() => import('./CategoryView').then((module) => module.CategoryView), { loading }) },
  calendar: {
    View: dynamic(() => import('./CalendarViews').then((module) => module.EventDetail), { loading }),
    Menu: dynamic(() => import('./CalendarViews').then((module) => module.CalendarBlock), { loading }),
  },
}

/** A module's registered views, loaded when drawn. */
export const lazySlots = (shape: PortalShape, module: Seccion): ViewSlots =>
  viewSlotsOf(module, shape.modules[module].views, LAZY_VIEWS)

/** Warms the named views' code (on intent on a module's 'Ver contenido'). */
export const warmViews = () => Promise.all([import('./CategoryView'), import('./CalendarViews')])
