import type { APIRequestContext } from '@playwright/test'

import { REGISTRY, type AnyRegistration } from '../../../src/content/registry'
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

/**
 * Every public address and deep link: the pages, each module, every kind of portal view with a real id
 * (read from the public contract), the blog lists and one blog of each, the contest, terms, privacy, the
 * registration page and an unknown address (the 404 page).
 */
export const publicAddresses = async (request: APIRequestContext): Promise<Address[]> => {
  const portal = (name: string, query: string): Address => ({ name: `portal-${name}`, path: `/profe-max?${query}` })
  const R = 'seccion=recursos_educativos'
  const D = 'seccion=desarrollo'
  const B = 'seccion=bienestar'
  const [activity, imageCategory, templateCategory, musicCategory, recipe, wellbeingBook, podcast] = await Promise.all([
    first(request, '/profe-max/recursos-educativos/actividades/all'),
    first(request, '/profe-max/recursos-educativos/imagenes/categorias/all'),
    first(request, '/profe-max/recursos-educativos/plantillas/categorias/all'),
    first(request, '/profe-max/bienestar/musica/categorias/all'),
    first(request, '/profe-max/bienestar/recetas/all'),
    first(request, '/profe-max/bienestar/libros/all'),
    first(request, '/profe-max/bienestar/podcast/all'),
  ])
  const withId = (name: string, query: string, id: number | null): Address[] =>
    id ? [portal(name, `${query}&id=${id}`)] : []
  // Every Desarrollo section registered (src/content/registry.ts): its list and its first item's detail.
  const sections = await Promise.all(
    (REGISTRY as readonly AnyRegistration[]).flatMap(({ path, portal: part }) => {
      const section = part?.module === 'desarrollo' ? part.section : undefined
      if (!section || !path) return []
      return [
        (async () => [
          portal(section.section, `${D}&vista=${section.section}`),
          ...withId(section.detail, `${D}&vista=${section.detail}`, await first(request, `${path}/all`)),
        ])(),
      ]
    }),
  )
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
    ...sections.flat(),
    portal('bienestar', B),
    portal('musica', `${B}&vista=musica`),
    ...(musicCategory ? [portal('musica-categoria', `${B}&vista=musica&categoria=${musicCategory}`)] : []),
    portal('recetas', `${B}&vista=recetas`),
    ...withId('receta', `${B}&vista=receta`, recipe),
    portal('libros-podcast', `${B}&vista=libros_podcast`),
    ...withId('libro-bienestar', `${B}&vista=libro`, wellbeingBook),
    ...withId('podcast', `${B}&vista=podcast`, podcast),
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
