import { CalendarBlock, EventDetail } from './CalendarViews'
import { CategoryView } from './CategoryView'
import { portalViews } from './sections'
import { viewSlotsOf, type NamedViews, type ViewSlots } from './shape'
import type { Seccion } from './nav'

/**
 * The named components of the registrations whose portal rendering is their own (src/content/registry.ts
 * `portal.view.component`): `categories` draws its view (the category browser, CategoryView.tsx);
 * `calendar` a block on its module's menu and an item's detail (CalendarViews.tsx). Server-safe: a
 * module's pages build the elements of that module's views here (`viewSlots`) and hand them to the module,
 * so a module loads the code of its own views only (Desarrollo none). Opened in the browser from the
 * modules home, a module reads the same components lazily (lazy-views.tsx).
 */
export const PORTAL_VIEWS: NamedViews = {
  categories: { View: CategoryView },
  calendar: { View: EventDetail, Menu: CalendarBlock },
}

export const viewSlots = (module: Seccion): ViewSlots => viewSlotsOf(module, portalViews(module), PORTAL_VIEWS)
