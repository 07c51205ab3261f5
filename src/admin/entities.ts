import type { CollectionConfig, GlobalConfig } from 'payload'

/**
 * The collections and globals a screen of `routes.ts` already edits. They leave Payload's
 * generated views (and so the sidebar's 'Colecciones'): one entity, one screen. `admin.hidden`
 * only hides the admin views; their REST API, which the app and the tests use, keeps working.
 */
const WITH_SCREEN: ReadonlySet<string> = new Set([
  'activities',
  'image-categories',
  'images',
  'template-categories',
  'template-files',
  'development-books',
  'courses',
  'tools',
  'music-categories',
  'music-items',
  'recipes',
  'wellbeing-books',
  'podcasts',
  'blogs',
  'allies',
  'registrations',
  'nominations',
  'development-recommendation',
  'wellbeing-recommendation',
])

export const withOneScreen = <T extends CollectionConfig | GlobalConfig>(entity: T): T => (WITH_SCREEN.has(entity.slug) ? { ...entity, admin: { ...entity.admin, hidden: true } } : entity)
