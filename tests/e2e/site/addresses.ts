import type { APIRequestContext } from '@playwright/test'

import { REGISTRY, type AnyRegistration } from '../../../src/content/registry'
import { CONTRACT_PATHS } from '../../../src/contract/paths'
import { SECCIONES } from '../../../src/site/portal/nav'
import { portalSections, sectionCards } from '../../../src/site/portal/sections'
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
    for (const card of seccion === 'recursos_educativos' ? [] : sectionCards(portalSections(seccion, registry))) {
      add(seccion, card.section)
      for (const section of card.sections) {
        const id = section.entry.path ? await first(`${section.entry.path}/all`) : null
        if (id) add(seccion, section.detail, id)
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
  const R = 'seccion=recursos_educativos'
  const D = 'seccion=desarrollo'
  const B = 'seccion=bienestar'
  // The modules' own views (the category types and the calendar keep views of their own).
  const [activity, imageCategory, templateCategory, musicCategory] = await Promise.all([
    first(request, `${CONTRACT_PATHS.activities}/all`),
    first(request, `${CONTRACT_PATHS.images}/categorias/all`),
    first(request, `${CONTRACT_PATHS.templates}/categorias/all`),
    first(request, `${CONTRACT_PATHS.music}/categorias/all`),
  ])
  const withId = (name: string, query: string, id: number | null): Address[] =>
    id ? [portal(name, `${query}&id=${id}`)] : []
  const sections = await sectionAddresses((list) => first(request, list))
  const blogs = await Promise.all(
    AUDIENCES.map(async (audience) => ({ audience, blog: (await list(request, `/admin/blogs/${audience}/all`))[0] })),
  )
  return [
    { name: 'home', path: '/' },
    { name: 'profe-max', path: '/profe-max' },
    portal('recursos', R),
    ...withId('evento', `${R}&vista=evento`, activity),
    portal('imagenes', `${R}&vista=imagenes`),
    ...(imageCategory ? [portal('imagenes-categoria', `${R}&vista=imagenes&categoria=${imageCategory}`)] : []),
    portal('plantillas', `${R}&vista=plantillas`),
    ...(templateCategory
      ? [portal('plantillas-categoria', `${R}&vista=plantillas&categoria=${templateCategory}`)]
      : []),
    portal('desarrollo', D),
    portal('bienestar', B),
    portal('musica', `${B}&vista=musica`),
    ...(musicCategory ? [portal('musica-categoria', `${B}&vista=musica&categoria=${musicCategory}`)] : []),
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
