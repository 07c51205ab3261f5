/**
 * The contract's paths (specs' sections 7), named once for the route table, the dispatcher, the
 * proxy and the admin screens. Browser-safe (the registry is data), so the proxy and the browser can import it.
 */

import {
  DEVELOPMENT_BASE,
  REGISTRY,
  WELLBEING_BASE,
  kitContracts,
  type AnyRegistration,
  type KitContract,
  type Registered,
} from '../content/registry'

/**
 * Where `src/proxy.ts` sends contract calls whose public path a page also uses (the admin's
 * `/admin/blogs/{audience}`, and `/{retailer}/register`). The dispatcher strips it again.
 */
export const CONTRACT_PREFIX = '/contract-api'

export { DEVELOPMENT_BASE, RESOURCES_BASE, WELLBEING_BASE } from '../content/registry'

type PathOf<R> = R extends { path: infer P extends string } ? P : never

/** Each content type's base path, by its registration's key (src/content/registry.ts). */
export const typePaths = (registry: readonly AnyRegistration[] = REGISTRY): Record<string, string> =>
  Object.fromEntries(registry.flatMap((entry) => (entry.path ? [[entry.key, entry.path]] : [])))

const TYPE_PATHS = typePaths() as {
  [R in Registered as [PathOf<R>] extends [never] ? never : R['key']]: PathOf<R>
}

/** Each resource's base path; its calls are `{base}/all`, `{base}/{id}`, `{base}/toggle-active/{id}`… */
export const CONTRACT_PATHS = {
  ...TYPE_PATHS,
  developmentRecommendation: `${DEVELOPMENT_BASE}/recomendacion`,
  wellbeingRecommendation: `${WELLBEING_BASE}/recomendacion`,
  /** Not in the specs (issue 14): scheduled publishing of blogs and of both recommendations. */
  schedules: '/profe-max/programacion',
} as const

/** The blogs of one audience (the route table writes `{audience}`). */
export const blogsPath = (audience: string): string => `/admin/blogs/${audience}`

/** Beyond the spec (issue 13): the programme's personal data for admins (registrations, the audit of exports and deletions). */
export const PROGRAM_PATHS = {
  registrations: '/programa/registros',
  audit: '/programa/auditoria',
} as const

/** Beyond the spec (issue 14): the editorial history of an item (`{base}/{collection}/{id}`) or a recommendation (`{base}/globales/{global}`). */
export const HISTORY_PATH = '/historial'

/** Beyond the spec (issue 28): who else has an item's form open (`{base}/{collection}/{id}`), on Payload's document locks. */
export const EDITING_PATH = '/edicion'

/** A kit type's five calls and its two list actions, as method and path: `multipart` (POST `{base}/{id}`) or `store` (`/store`, `/update`, `/delete/{id}`). */
export type KitCall = {
  call: 'list' | 'create' | 'update' | 'remove' | 'toggle' | 'bulk' | 'trash'
  method: 'GET' | 'POST' | 'DELETE'
  path: string
}

export const kitCalls = (entry: KitContract): KitCall[] => {
  const base = entry.path
  const ends: KitCall[] =
    entry.contract.style === 'store'
      ? [
          { call: 'create', method: 'POST', path: `${base}/store` },
          { call: 'update', method: 'POST', path: `${base}/update` },
          { call: 'remove', method: 'DELETE', path: `${base}/delete/{id}` },
        ]
      : [
          { call: 'create', method: 'POST', path: base },
          { call: 'update', method: 'POST', path: `${base}/{id}` },
          { call: 'remove', method: 'DELETE', path: `${base}/{id}` },
        ]
  return [
    { call: 'list', method: 'GET', path: `${base}/all` },
    ...ends,
    { call: 'toggle', method: 'POST', path: `${base}/toggle-active/{id}` },
    ...listActionCalls(base),
  ]
}

/** Beyond the spec (issue 28): a list screen's bulk actions and its 'Papelera', under its base path. */
export const listActionCalls = (base: string): (KitCall & { call: 'bulk' | 'trash' })[] => [
  { call: 'bulk', method: 'POST', path: `${base}/acciones` },
  { call: 'trash', method: 'GET', path: `${base}/papelera` },
]

/** Every registered kit type's calls (the fuzz corpus reads them without loading the handlers). */
export const registeredCalls = (registry?: readonly AnyRegistration[]): KitCall[] =>
  kitContracts(registry).flatMap(kitCalls)
