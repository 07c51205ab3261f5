'use client'

import dynamic from 'next/dynamic'

import { Skeleton } from './common'
import { SECCIONES, type Seccion } from './nav'
import { viewSlotsOf, type NamedViews, type ViewSlots } from './sections'

const loading = () => <Skeleton />

/** PORTAL_VIEWS (views.tsx) loaded when drawn: a module opened in the browser from the modules home. */
const LAZY_VIEWS: NamedViews = {
  categories: { View: dynamic(() => import('./CategoryView').then((module) => module.CategoryView), { loading }) },
  calendar: {
    View: dynamic(() => import('./CalendarViews').then((module) => module.EventDetail), { loading }),
    Menu: dynamic(() => import('./CalendarViews').then((module) => module.CalendarBlock), { loading }),
  },
}

export const LAZY_SLOTS = Object.fromEntries(
  SECCIONES.map((module) => [module, viewSlotsOf(module, LAZY_VIEWS)]),
) as Record<Seccion, ViewSlots>

/** Warms the named views' code (on intent on a module's 'Ver contenido'). */
export const warmViews = () => Promise.all([import('./CategoryView'), import('./CalendarViews')])
