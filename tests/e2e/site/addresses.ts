import type { APIRequestContext } from '@playwright/test'

import { REGISTRY, type AnyRegistration } from '../../../src/content/registry'
import { SECCIONES } from '../../../src/site/portal/nav'
import { portalSections, portalViews, sectionCards } from '../../../src/site/portal/sections'
import { AUDIENCES } from '../../../src/lib/audiences'
import { CONTEST_PATH } from '../../../src/lib/site-config'

type Item = { id: number; slug?: string }

/** A public list of the contract, as the site reads it (anonymous: published items only). */
const list = async (request: APIRequestContext, path: string): Promise<Item[]> => {
  const response = await request.get(`${path}?only_active=true`, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  })
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`)
  const body = (await response.json()) as Item[] | { data: Item[] }
  return Array.isArray(body) ? body : body.data
}

const first = async (request: APIRequestContext, path: string): Promise<number | null> =>
  (await list(request, path))[0]?.id ?? null

export type Address = { name: string; path: string; status?: number }

const portal = (name: string, query: string): Address => ({ name: `portal-${name}`, path: `/profe-max?${query}` })

/**
 * Every registered section's views (src/content/registry.ts `portal.section`): each card's list and each
 * section's detail of its first published item (`first` reads the type's public list), so a new
 * registration adds its addresses here with no edit. Named by `vista` (a name taken by an earlier module
 * gets the module's: 'libro', 'libro-bienestar').
 */
export const sectionAddresses = async (
  first: (list: string) => Promise<number | null>,
  registry: readonly AnyRegistration[] = REGISTRY,
): Promise<Address[]> => {
  const addresses: Address[] = []
  const add = (seccion: string, vista: string, id: number | null = null) => {
    const base = vista.replaceAll('_', '-')
    const name = addresses.some((address) => address.name === `portal-${base}`) ? `${base}-${seccion}` : base
    addresses.push(portal(name, `seccion=${seccion}&vista=${vista}${id ? `&id=${id}` : ''}`))
  }
  for (const seccion of SECCIONES)
    for (const card of sectionCards(portalSections(seccion, registry))) {
      add(seccion, card.section)
      for (const section of card.sections) {
        const id = section.entry.path ? await first(`${section.entry.path}/all`) : null
        if (id) add(seccion, section.detail, id)
      }
    }
  return addresses
}

/**
 * Every view drawn by a registration's named component (src/content/registry.ts `portal.view`): a category
 * browser and its first category (listed at `{items path}/categorias/all`), the calendar's detail of its
 * first item (`{path}/all`). Named by `vista`, as the screenshots are ('imagenes', 'imagenes-categoria', 'evento').
 */
export const viewAddresses = async (
  first: (list: string) => Promise<number | null>,
  registry: readonly AnyRegistration[] = REGISTRY,
): Promise<Address[]> => {
  const addresses: Address[] = []
  for (const seccion of SECCIONES)
    for (const view of portalViews(seccion, registry)) {
      const query = `seccion=${seccion}&vista=${view.vista}`
      if (view.component === 'categories') {
        addresses.push(portal(view.vista, query))
        const items = registry.find((entry) => entry.key === view.items)?.path
        const category = items ? await first(`${items}/categorias/all`) : null
        if (category) addresses.push(portal(`${view.vista}-categoria`, `${query}&categoria=${category}`))
      } else {
        const id = view.entry.path ? await first(`${view.entry.path}/all`) : null
        if (id) addresses.push(portal(view.vista, `${query}&id=${id}`))
      }
    }
  return addresses
}

/**
 * Every public address and deep link: the pages, each module, every kind of portal view with a real id
 * (read from the public contract), the blog lists and one blog of each, the contest, terms, privacy, the
 * registration page and an unknown address (the 404 page).
 */
export const publicAddresses = async (request: APIRequestContext): Promise<Address[]> => {
  const views = await viewAddresses((path) => first(request, path))
  const sections = await sectionAddresses((path) => first(request, path))
  const blogs = await Promise.all(
    AUDIENCES.map(async (audience) => ({ audience, blog: (await list(request, `/admin/blogs/${audience}/all`))[0] })),
  )
  return [
    { name: 'home', path: '/' },
    { name: 'profe-max', path: '/profe-max' },
    portal('recursos', 'seccion=recursos_educativos'),
    portal('desarrollo', 'seccion=desarrollo'),
    portal('bienestar', 'seccion=bienestar'),
    ...views,
    ...sections,
    { name: 'blogs', path: '/blogs' },
    ...AUDIENCES.map((audience) => ({ name: `blogs-${audience}`, path: `/blogs/${audience}` })),
    ...blogs.flatMap(({ audience, blog }) =>
      blog?.slug ? [{ name: `blog-${audience}`, path: `/blogs/${audience}/${blog.slug}` }] : [],
    ),
    { name: 'proximamente', path: '/proximamente' },
    { name: 'concurso', path: CONTEST_PATH },
    { name: 'terminos', path: '/terminos-condiciones' },
    { name: 'privacidad', path: '/aviso-de-privacidad' },
    { name: 'registro', path: '/registro' },
    { name: '404', path: '/esta-pagina-no-existe', status: 404 },
    { name: '404-contrato', path: '/profe-max/no-existe', status: 404 },
  ]
}
