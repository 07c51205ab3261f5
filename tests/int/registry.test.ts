import type { CollectionConfig, CollectionSlug, Config } from 'payload'

import { homeModules } from '../../src/admin/home/summary'
import { contentScreen } from '../../src/admin/kit/contentScreen'
import {
  ADMIN_GROUPS,
  ADMIN_ROUTES,
  adminHref,
  adminRoutes,
  payloadViews,
  registeredRoutes,
  routeByPath,
} from '../../src/content/admin-routes'
import { kitTexts } from '../../src/admin/screens/KitScreen'
import { historyFields } from '../../src/content/history'
import { defineContent } from '../../src/content/kit'
import {
  DEVELOPMENT_BASE,
  REGISTRY,
  RESOURCES_BASE,
  WELLBEING_BASE,
  kitContracts,
  publishedCollections,
  register,
  registeredSlugs,
  screenOf,
  seededByKey,
  type AnyRegistration,
} from '../../src/content/registry'
import { typePaths } from '../../src/contract/paths'
import { CONTRACT } from '../../src/contract/table'
import { registeredRows } from '../../src/contract/resources/registered'
import { contentTypes, graphqlNames, history, mediaVisibility, oneScreen } from '../../src/plugins'
import { registeredParts } from '../../src/site/portal/parts'
import {
  moduleMenu,
  moduleVistas,
  portalSections,
  recommendedParts,
  sectionCards,
} from '../../src/site/portal/sections'
import { itemOfView, moduleStaticParams, viewOfSegments } from '../../src/site/portal/paths'
import { within } from '../../src/site/portal/nav'
import { imageCategory, imageItem } from '../../src/content/categories'
import { demoOptions, recommendationOptions } from '../../src/content/recommendations'
import { recommendedRefusal } from '../../src/plugins/recommendationGuard'
import { sectionAddresses, viewAddresses } from '../e2e/site/addresses'
import { SHARE_KINDS, shareKinds } from '../../src/site/share/items'
import { homeSummary } from '../../src/admin/home/summary'
import { addSearchText } from '../../src/lib/search-text'
import { poolOf } from '../../src/lib/db-pool'
import { testPayload } from './helpers'

/**
 * One registration per content type (issue 29; docs/extending.md): a type registered in code, never
 * written to disk, gets every part that names a type. A half-wired type cannot pass.
 */
const throwawayType = defineContent({
  slug: 'throwaway-workshops' as CollectionSlug,
  labels: { singular: 'Taller de prueba', plural: 'Talleres de prueba' },
  group: 'Desarrollo',
  titleField: 'title',
  pageSize: 5,
  fields: {
    title: { kind: 'text', label: 'Título', required: 'El título es obligatorio.', max: 255 },
    date: { kind: 'day', label: 'Fecha', required: 'La fecha es obligatoria.' },
    link: { kind: 'url', label: 'Enlace', required: 'El enlace es obligatorio.', max: 255 },
    is_active: {
      kind: 'active',
      default: true,
      optional: true,
      label: 'Estatus',
      onLabel: 'Publicado',
      offLabel: 'No publicado',
    },
    image_path: { kind: 'image', label: 'Imagen principal', form: 'image', size: 'main' },
  },
  admin: {
    form: ['title', 'date', 'link', 'is_active', 'image_path'],
    columns: [
      ['title', 'Título', 'open'],
      ['date', 'Fecha'],
      ['', 'Estatus', 'status'],
      ['', 'Acciones', 'actions'],
    ],
    details: { title: 'Detalles del taller', rows: ['title', 'date', 'link'] },
  },
})

const throwaway = register({
  type: throwawayType,
  key: 'throwawayWorkshops',
  graphQL: ['ThrowawayWorkshop', 'ThrowawayWorkshops'],
  path: `${DEVELOPMENT_BASE}/talleres-de-prueba`,
  published: true,
  contract: {
    style: 'multipart',
    picker: (row) => ({ image: row.image_path, url: row.link }),
    messages: {
      created: 'Taller guardado correctamente',
      updated: 'Taller actualizado correctamente',
      deleted: 'Taller eliminado',
      toggled: 'Estado actualizado',
    },
  },
  admin: {
    kit: {
      path: `${DEVELOPMENT_BASE}/talleres-de-prueba`,
      label: 'Talleres de prueba',
      group: 'desarrollo',
      texts: {
        breadcrumb: ['Desarrollo', 'Talleres de prueba'],
        addLabel: 'Agregar taller',
        listTitle: 'Lista de talleres',
        searchPlaceholder: 'Buscar taller...',
        emptyText: 'No se encontraron talleres',
        loadError: 'Error al cargar los talleres',
        remove: { success: 'Taller eliminado', failure: 'Error al eliminar el taller' },
        toggle: { success: 'Estado actualizado', failure: 'Error al cambiar el estado del taller' },
        form: {
          createTitle: 'Nuevo taller',
          editTitle: 'Editar taller',
          updateLabel: 'Actualizar',
          messages: { success: 'Taller guardado correctamente', failure: 'Error al guardar el taller.' },
        },
      },
    },
    home: [{ label: 'Talleres de prueba' }],
  },
  portal: {
    module: 'desarrollo',
    section: {
      section: 'talleres-de-prueba',
      detail: 'taller-de-prueba',
      title: 'Talleres',
      empty: 'No hay talleres disponibles.',
      card: { text: 'Talleres para practicar en grupo.', art: 'courses' },
      meta: [['Fecha', 'date']],
      link: { label: 'Inscribirme', field: 'link' },
    },
  },
  recommendation: { module: 'desarrollo', type: 'workshop', label: 'Taller', rank: 4 },
  seed: { cover: 'curso', byline: (item) => String(item.date) },
})

/** The same kind of type in Bienestar, with a card of its own there and a place in its recommendation. */
const throwawayRetreat = register({
  ...throwaway,
  type: { ...throwawayType, slug: 'throwaway-retreats' as CollectionSlug },
  key: 'throwawayRetreats',
  graphQL: ['ThrowawayRetreat', 'ThrowawayRetreats'],
  path: `${WELLBEING_BASE}/retiros-de-prueba`,
  // Edited on the workshops' screen, as the podcasts are on the books'.
  admin: { screen: 'throwawayWorkshops', home: [] },
  portal: {
    module: 'bienestar',
    section: { ...throwaway.portal.section, section: 'retiros-de-prueba', detail: 'retiro-de-prueba' },
  },
  recommendation: { ...throwaway.recommendation, module: 'bienestar', type: 'retreat', rank: 0 },
})

const registry: readonly AnyRegistration[] = [...REGISTRY, throwaway, throwawayRetreat]
const slug = throwawayType.slug as string

/** The project's collection plugins over a config holding one collection of its own (as payload.config.ts names its own). */
const pluggedConfig = async (): Promise<Config> => {
  let config: Config = {
    collections: [{ slug: 'users', fields: [] }],
    globals: [],
    secret: 'x',
    db: undefined as never,
  }
  for (const plugin of [
    contentTypes(registry),
    graphqlNames(registry),
    mediaVisibility(),
    history(registry),
    oneScreen(registry),
  ])
    config = await plugin(config)
  return config
}

describe('a content type registered in code gets every derived part', () => {
  it('its collection: the kit collection with GraphQL names, history, media visibility and no generated view', async () => {
    const config = await pluggedConfig()
    const collection = config.collections?.find((candidate) => candidate.slug === slug) as CollectionConfig
    expect(collection).toBeDefined()
    expect(collection.fields.map((field) => ('name' in field ? field.name : null))).toEqual([
      'title',
      'date',
      'link',
      'image_path',
      'is_active',
      'updated_by',
    ])
    expect(collection.graphQL).toEqual({ singularName: 'ThrowawayWorkshop', pluralName: 'ThrowawayWorkshops' })
    expect(collection.versions).toMatchObject({ maxPerDoc: expect.any(Number) })
    expect(collection.admin?.hidden).toBe(true)
    expect(collection.hooks?.afterChange?.length).toBeGreaterThanOrEqual(2)
    expect(collection.hooks?.afterDelete?.length).toBeGreaterThanOrEqual(1)
    // A collection the config names itself is left to its file.
    expect(config.collections?.find((candidate) => candidate.slug === 'users')).toEqual({ slug: 'users', fields: [] })
  })

  it('its contract: its path and the five rows of its style under its module', () => {
    expect(typePaths(registry).throwawayWorkshops).toBe('/profe-max/desarrollo/talleres-de-prueba')
    const rows = registeredRows(DEVELOPMENT_BASE, registry).filter((route) => route.path.includes('talleres-de-prueba'))
    expect(rows.map((route) => `${route.method} ${route.path} ${route.access}`)).toEqual([
      'GET /profe-max/desarrollo/talleres-de-prueba/all public',
      'POST /profe-max/desarrollo/talleres-de-prueba staff',
      'POST /profe-max/desarrollo/talleres-de-prueba/{id} staff',
      'DELETE /profe-max/desarrollo/talleres-de-prueba/{id} staff',
      'POST /profe-max/desarrollo/talleres-de-prueba/toggle-active/{id} staff',
      'POST /profe-max/desarrollo/talleres-de-prueba/acciones staff',
      'GET /profe-max/desarrollo/talleres-de-prueba/papelera staff',
    ])
    expect(rows[0]?.tags).toEqual(['collection:throwaway-workshops'])
    expect(kitContracts(registry).map((entry) => entry.key)).toContain('throwawayWorkshops')
  })

  it('its admin route, sidebar entry, payload view, kit screen and row on Inicio', () => {
    const routes = adminRoutes(registry)
    const route = routes.find((candidate) => candidate.key === 'throwawayWorkshops')
    expect(route).toMatchObject({
      path: '/profe-max/desarrollo/talleres-de-prueba',
      label: 'Talleres de prueba',
      group: 'desarrollo',
      screen: 'Contenido',
      collection: slug,
    })
    // The sidebar lists a group's routes in table order: the new screen is in Desarrollo.
    const desarrollo = (list: readonly { group: string; label: string }[]) =>
      list.filter((candidate) => candidate.group === 'desarrollo').map((candidate) => candidate.label)
    expect(desarrollo(routes)).toEqual([...desarrollo(ADMIN_ROUTES), 'Talleres de prueba'])
    expect(desarrollo(routes).slice(0, 4)).toEqual(['Recomendación', 'Libros', 'Cursos en línea', 'Otras herramientas'])
    expect(payloadViews(routes).throwawayWorkshops).toMatchObject({
      path: '/profe-max/desarrollo/talleres-de-prueba',
      meta: { title: 'Talleres de prueba' },
    })
    const screen = contentScreen(throwawayType, kitTexts(throwaway.admin.kit.texts, throwaway.path))
    expect(screen).toMatchObject({ endpoint: throwaway.path, addLabel: 'Agregar taller', pageSize: 5 })
    expect(screen.form.submitLabel?.({ id: 1 } as never)).toBe('Actualizar')
    // A type with a screen of its own names its component: its route is keyed by its key too.
    const custom = {
      ...throwaway,
      admin: {
        custom: { path: '/sitio/talleres-propios', label: 'Talleres propios', group: 'sitio', component: 'Aliados' },
        home: [],
      },
    } as const satisfies AnyRegistration
    expect(registeredRoutes([custom])).toEqual([
      {
        key: 'throwawayWorkshops',
        path: '/sitio/talleres-propios',
        label: 'Talleres propios',
        group: 'sitio',
        screen: 'Aliados',
      },
    ])
    // Its route and its row on 'Inicio' are named by its registration's key.
    const home = homeModules(registry).find((row) => row.key === 'throwawayWorkshops')
    expect(home).toMatchObject({ table: 'throwaway_workshops', title: 'title', screen: 'throwawayWorkshops' })
    expect(routes.some((candidate) => candidate.key === home?.screen)).toBe(true)
  })

  it('its portal part and Desarrollo section (flip card, list and detail)', () => {
    const part = (registeredParts(registry) as Record<string, unknown>).throwawayWorkshops as
      { queries: { collection: string; select: Record<string, true> }[] } | undefined
    expect(part?.queries[0]).toMatchObject({
      collection: slug,
      select: { title: true, date: true, link: true, image_path: true },
    })
    const sections = portalSections('desarrollo', registry)
    expect(sections.map((section) => section.section)).toEqual([
      ...portalSections('desarrollo').map((section) => section.section),
      'talleres-de-prueba',
    ])
    expect(sections.slice(0, 3).map((section) => section.section)).toEqual(['libros', 'cursos', 'herramientas'])
    expect(sections.at(-1)).toMatchObject({ detail: 'taller-de-prueba', part: 'throwawayWorkshops', entry: throwaway })
    expect(sectionCards(sections).at(-1)).toMatchObject({
      section: 'talleres-de-prueba',
      title: 'Talleres',
      art: 'courses',
    })
  })

  it('its Bienestar card, list and detail after the module’s own, and the books and podcasts sharing one card', () => {
    const cards = sectionCards(portalSections('bienestar', registry))
    const shape = (list: typeof cards) =>
      list.map((card) => [card.section, card.title, card.sections.map((section) => section.detail)])
    // Today's cards first (a type registered later adds its card after them), then the new one.
    expect(shape(cards)).toEqual([
      ...shape(sectionCards(portalSections('bienestar'))),
      ['retiros-de-prueba', 'Talleres', ['retiro-de-prueba']],
    ])
    expect(shape(cards).slice(0, 2)).toEqual([
      ['recetas', 'Recetas', ['receta']],
      ['libros_podcast', 'Libros y podcast', ['libro', 'podcast']],
    ])
    expect(cards.at(-1)?.sections[0]).toMatchObject({ part: 'throwawayRetreats', entry: throwawayRetreat })
    expect(Object.keys(registeredParts(registry))).toContain('throwawayRetreats')
  })

  it('its option of its module’s monthly recommendation (in its rank) and the portal’s recommended part', () => {
    expect(recommendationOptions('desarrollo', registry).map((option) => option.type)).toEqual([
      ...recommendationOptions('desarrollo').map((option) => option.type),
      'workshop',
    ])
    expect(
      recommendationOptions('desarrollo')
        .slice(0, 3)
        .map((option) => option.type),
    ).toEqual(['book', 'course', 'tool'])
    expect(recommendationOptions('desarrollo', registry).at(-1)).toEqual({
      type: 'workshop',
      label: 'Taller',
      collection: slug,
      list: '/profe-max/desarrollo/talleres-de-prueba/all',
      listTitle: 'Selecciona un taller',
    })
    // The spec's radio order in Bienestar (of its options; a type registered later finds its place by rank); a rank 0 goes first.
    const spec = ['Libro', 'Receta', 'Musica', 'Podcast']
    expect(
      recommendationOptions('bienestar')
        .map((option) => option.label)
        .filter((label) => spec.includes(label)),
    ).toEqual(spec)
    expect(recommendationOptions('bienestar', registry)[0]?.type).toBe('retreat')
    // The spec's picker titles, and the guard's words, from each label.
    const titles = (module: 'desarrollo' | 'bienestar') =>
      Object.fromEntries(recommendationOptions(module).map((option) => [option.type, option.listTitle]))
    expect(titles('desarrollo')).toMatchObject({
      book: 'Selecciona un libro',
      course: 'Selecciona un curso',
      tool: 'Selecciona una herramienta',
    })
    expect(titles('bienestar')).toMatchObject({
      book: 'Selecciona un libro',
      recipe: 'Selecciona una receta',
      music: 'Selecciona una opcion de música',
      podcast: 'Selecciona un podcast',
    })
    expect(recommendedRefusal('tools', 'Desarrollo', 'unpublish')).toBe(
      'Esta herramienta es la recomendación del mes de Desarrollo: elige otra antes de despublicarla.',
    )
    expect(recommendedRefusal('music-items', 'Bienestar', 'delete')).toBe(
      'Este elemento de música es la recomendación del mes de Bienestar: elige otra antes de eliminarlo.',
    )
    // The demo's first recommendation (src/seed/index.ts): the option marked `demo`, else the first in rank.
    expect(demoOptions('desarrollo')[0]?.type).toBe('book')
    expect(demoOptions('bienestar')[0]?.type).toBe('recipe')
    const demoWorkshop = { ...throwaway, recommendation: { ...throwaway.recommendation, demo: true as const } }
    expect(demoOptions('desarrollo', [...REGISTRY, demoWorkshop])[0]).toMatchObject({
      type: 'workshop',
      collection: slug,
    })
    expect(recommendedParts('desarrollo', registry).workshop).toBe('throwawayWorkshops')
    expect(recommendedParts('bienestar', registry)).toMatchObject({
      retreat: 'throwawayRetreats',
      recipe: 'recipes',
      book: 'wellbeingBooks',
      podcast: 'podcasts',
    })
  })

  it('its items’ share pages (/profe-max/compartir/{kind}/{id}), named as before for today’s types', () => {
    expect(shareKinds(registry)['taller-de-prueba']).toEqual({
      collection: slug,
      seccion: 'desarrollo',
      vista: 'taller-de-prueba',
      label: 'Taller',
    })
    expect(shareKinds(registry)['retiro-de-prueba']).toMatchObject({
      seccion: 'bienestar',
      vista: 'retiro-de-prueba',
    })
    // Today's kinds keep their names (a type registered later adds its own).
    expect(Object.keys(SHARE_KINDS)).toEqual(
      expect.arrayContaining([
        'actividad',
        'libro',
        'curso',
        'herramienta',
        'receta',
        'libro-bienestar',
        'podcast',
        'cancion',
      ]),
    )
    expect(SHARE_KINDS.actividad).toEqual({
      collection: 'activities',
      seccion: 'recursos_educativos',
      vista: 'evento',
      label: 'Actividad',
    })
    expect(SHARE_KINDS.cancion).toEqual({
      collection: 'music-items',
      seccion: 'bienestar',
      vista: 'musica',
      label: 'Música',
      inCategory: true,
    })
    expect(SHARE_KINDS['libro-bienestar']).toMatchObject({ collection: 'wellbeing-books', vista: 'libro' })
  })

  it('its public addresses in the e2e sweep: its list and its first item’s detail', async () => {
    const firsts: Record<string, number> = { '/profe-max/desarrollo/talleres-de-prueba/all': 7 }
    const addresses = await sectionAddresses(async (list) => firsts[list] ?? null, registry)
    expect(addresses).toEqual(
      expect.arrayContaining([
        { name: 'portal-talleres-de-prueba', path: '/profe-max?seccion=desarrollo&vista=talleres-de-prueba' },
        { name: 'portal-taller-de-prueba', path: '/profe-max?seccion=desarrollo&vista=taller-de-prueba&id=7' },
        { name: 'portal-retiros-de-prueba', path: '/profe-max?seccion=bienestar&vista=retiros-de-prueba' },
      ]),
    )
    // Every registered section of today, named as the screenshots are (a type registered later adds its own).
    const today = await sectionAddresses(async () => 1)
    expect(today.map((address) => address.name)).toEqual(
      expect.arrayContaining([
        'portal-libros',
        'portal-libro',
        'portal-cursos',
        'portal-curso',
        'portal-herramientas',
        'portal-herramienta',
        'portal-recetas',
        'portal-receta',
        'portal-libros-podcast',
        'portal-libro-bienestar',
        'portal-podcast',
      ]),
    )
  })

  it('its history labels, seed and the tests’ lists', () => {
    expect(
      historyFields(
        slug,
        registry.map((entry) => entry.type),
      ),
    ).toEqual([
      ['title', 'Título'],
      ['date', 'Fecha'],
      ['link', 'Enlace'],
      ['is_active', 'Estatus'],
      ['image_path', 'Imagen principal'],
    ])
    expect(seededByKey(registry).map((entry) => entry.key)).toContain('throwawayWorkshops')
    expect(publishedCollections(registry)).toContain(slug)
    expect(registeredSlugs(registry)).toContain(slug)
  })
})

/**
 * A category kind of type (a slider of categories and an accordion of the chosen one's items, like the
 * image bank): a category type whose registration names the `categories` component, and its items' type.
 */
const registered = (key: string): AnyRegistration => REGISTRY.find((entry) => entry.key === key)!
const musicView = registered('musicCategories').portal!.view!
const throwawayVideoCategories = register({
  ...registered('imageCategories'),
  type: { ...imageCategory, slug: 'throwaway-video-categories' as CollectionSlug },
  key: 'throwawayVideoCategories',
  graphQL: ['ThrowawayVideoCategory', 'ThrowawayVideoCategories'],
  portal: {
    module: 'recursos_educativos',
    // Drawn like the music: the same component, its own words, items and share kind.
    view: {
      ...musicView,
      vista: 'videos',
      title: 'Videos',
      items: 'throwawayVideos',
      share: { kind: 'video', label: 'Video' },
    },
  },
})
const throwawayVideos = register({
  ...registered('images'),
  type: { ...imageItem, slug: 'throwaway-videos' as CollectionSlug },
  key: 'throwawayVideos',
  graphQL: ['ThrowawayVideo', 'ThrowawayVideos'],
  path: `${RESOURCES_BASE}/videos-de-prueba`,
})
const withVideos: readonly AnyRegistration[] = [...REGISTRY, throwawayVideoCategories, throwawayVideos]

describe('a category type registered in code gets its portal view, menu card, share kind and addresses', () => {
  it("its flip card in its module's menu, after today's, and every module's menu as today", () => {
    const menu = moduleMenu('recursos_educativos', withVideos)
    expect(menu.cards.map((card) => card.vista)).toEqual(['imagenes', 'plantillas', 'videos'])
    expect(menu.cards.at(-1)).toMatchObject({ title: 'Videos', art: 'music', view: { component: 'categories' } })
    expect(menu.inline.map((view) => [view.component, view.vista])).toEqual([['calendar', 'evento']])
    expect(moduleMenu('desarrollo').cards.map((card) => card.vista)).toEqual(['libros', 'cursos', 'herramientas'])
    expect(moduleMenu('bienestar').cards.map((card) => card.vista)).toEqual(['musica', 'recetas', 'libros_podcast'])
  })

  it('its share kind: its items, shown in their category with the item starred', () => {
    expect(shareKinds(withVideos).video).toEqual({
      collection: 'throwaway-videos',
      seccion: 'recursos_educativos',
      vista: 'videos',
      label: 'Video',
      inCategory: true,
    })
    expect(Object.keys(shareKinds(withVideos))).toEqual([
      ...Object.keys(SHARE_KINDS).slice(0, 1),
      'video',
      ...Object.keys(SHARE_KINDS).slice(1),
    ])
  })

  it('its static paths and the view each names (the server renders it)', () => {
    expect(moduleVistas('recursos_educativos', withVideos)).toEqual({
      evento: 'id',
      imagenes: 'categoria',
      plantillas: 'categoria',
      videos: 'categoria',
    })
    expect(moduleStaticParams('recursos_educativos', withVideos)).toContainEqual({ vista: ['videos'] })
    expect(viewOfSegments('recursos_educativos', ['videos', 'categoria', '4', 'destacado', '9'], withVideos)).toEqual(
      within('recursos_educativos', 'videos', null, { categoria: 4, destacado: 9 }),
    )
    expect(viewOfSegments('recursos_educativos', ['videos', '4'], withVideos)).toBeNull()
    expect(viewOfSegments('recursos_educativos', ['videos'])).toBeNull()
    expect(
      itemOfView(within('recursos_educativos', 'videos', null, { categoria: 4, destacado: 9 }), withVideos),
    ).toEqual({ part: 'throwawayVideoCategories', id: 9 })
    expect(viewOfSegments('desarrollo', ['libro', '7'])).toEqual(within('desarrollo', 'libro', 7))
    expect(viewOfSegments('desarrollo', ['libros', '7'])).toBeNull()
    expect(itemOfView(within('desarrollo', 'libro', 7))).toEqual({ part: 'developmentBooks', id: 7 })
  })

  it('its addresses in the e2e sweep and the scriptless comparison: the browser and its first category', async () => {
    const lists = new Map([['/profe-max/recursos-educativos/videos-de-prueba/categorias/all', 4]])
    const paths = (await viewAddresses(async (list) => lists.get(list) ?? null, withVideos)).map(({ name, path }) => [
      name,
      path.replace('/profe-max?seccion=recursos_educativos&', ''),
    ])
    expect(paths).toContainEqual(['portal-videos', 'vista=videos'])
    expect(paths).toContainEqual(['portal-videos-categoria', 'vista=videos&categoria=4'])
    // Today's, named as the screenshots are.
    expect((await viewAddresses(async () => 1)).map((address) => address.name)).toEqual([
      'portal-evento',
      'portal-imagenes',
      'portal-imagenes-categoria',
      'portal-plantillas',
      'portal-plantillas-categoria',
      'portal-musica',
      'portal-musica-categoria',
    ])
  })
})

describe('the registry itself', () => {
  it('names each type, key, GraphQL name, path, admin screen and portal part once', () => {
    for (const pick of [
      (entry: AnyRegistration) => entry.type.slug,
      (entry: AnyRegistration) => entry.key,
      (entry: AnyRegistration) => entry.graphQL[1],
    ]) {
      const names = REGISTRY.map(pick)
      expect(new Set(names).size).toBe(names.length)
    }
    const paths = REGISTRY.flatMap((entry) => ('path' in entry && entry.path ? [entry.path] : []))
    expect(new Set(paths).size).toBe(paths.length)
    // A portal detail's `vista` is one type's in its module (a list's may be shared: 'Libros y podcast').
    for (const portalModule of ['desarrollo', 'bienestar'] as const) {
      const details = portalSections(portalModule).map((section) => section.detail)
      expect({ portalModule, details: [...new Set(details)] }).toEqual({ portalModule, details })
    }
  })

  it('every admin screen a registration names exists, and every kit route is in the contract', () => {
    for (const entry of REGISTRY as readonly AnyRegistration[]) {
      expect({ slug: entry.type.slug, screen: ADMIN_ROUTES.some((route) => route.key === screenOf(entry)) }).toEqual({
        slug: entry.type.slug,
        screen: true,
      })
      if (entry.contract)
        expect(CONTRACT.some((route) => route.method === 'GET' && route.path === `${entry.path}/all`)).toBe(true)
    }
  })

  it('one name per type: a type’s own screen and its row on Inicio are keyed by its registration’s key', () => {
    const keys = new Set<string>(REGISTRY.map((entry) => entry.key))
    const own = REGISTRY.filter((entry: AnyRegistration) => entry.admin.kit || entry.admin.custom).map((e) => e.key)
    // Every route keyed by a type is that type's own screen; the others are screens no type owns.
    expect(ADMIN_ROUTES.filter((route) => keys.has(route.key)).map((route) => route.key)).toEqual(
      expect.arrayContaining(own),
    )
    expect(ADMIN_ROUTES.filter((route) => keys.has(route.key))).toHaveLength(own.length)
    // A type edited on another's screen names a route, never its own key.
    for (const entry of REGISTRY as readonly AnyRegistration[])
      if (entry.admin.screen) expect([entry.key, entry.admin.screen !== entry.key]).toEqual([entry.key, true])
    const home = homeModules().map((row) => row.key)
    expect(new Set(home).size).toBe(home.length)
    for (const key of home) expect(keys.has(key) || ADMIN_ROUTES.some((route) => route.key === key)).toBe(true)
    expect(home).toEqual(
      expect.arrayContaining(['developmentBooks', 'recipes', 'wellbeingBooks', 'podcasts', 'allies']),
    )
  })

  it('the running config has a collection, GraphQL names and history for every registered type', async () => {
    const payload = await testPayload()
    for (const entry of REGISTRY as readonly AnyRegistration[]) {
      const collection = payload.collections[entry.type.slug]?.config
      expect({
        slug: entry.type.slug,
        graphQL: collection?.graphQL,
        hidden: collection?.admin.hidden,
        versions: Boolean(collection?.versions),
      }).toEqual({
        slug: entry.type.slug,
        graphQL: { singularName: entry.graphQL[0], pluralName: entry.graphQL[1] },
        hidden: true,
        versions: true,
      })
    }
  })
})

describe('the database has what Payload’s schema does not know', () => {
  it('every kit type’s table has the stored search_text over its descriptor’s search columns (the staff search reads it)', async () => {
    const payload = await testPayload()
    const { rows } = await poolOf(payload).query<{ table_name: string; expression: string }>(
      `SELECT table_name, generation_expression AS expression FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'search_text'`,
    )
    for (const entry of kitContracts()) {
      const table = entry.type.slug.replace(/-/g, '_')
      const expression = rows.find((row) => row.table_name === table)?.expression ?? ''
      const searched = entry.type.search ?? [entry.type.titleField]
      expect({ table, columns: searched.filter((column) => expression.includes(column)) }).toEqual({
        table,
        columns: searched,
      })
    }
  })

  it('addSearchText writes the column a migration adds for a new type', () => {
    expect(addSearchText('workshops', ['title', 'link'])).toContain(
      `ALTER TABLE "workshops" ADD COLUMN "search_text" text GENERATED ALWAYS AS (profemax_fold(coalesce("title", '') || E'\\n' || coalesce("link", ''))) STORED;`,
    )
    expect(() => addSearchText('workshops; DROP TABLE users', ['title'])).toThrow()
  })
})

describe("every link on 'Inicio' opens a screen", () => {
  it('modules, recommendations, latest changes, the programme links and every screen of the list have a view of their own', async () => {
    const summary = await homeSummary(await testPayload())
    const views = payloadViews()
    const screens = ADMIN_GROUPS.flatMap(({ group }) =>
      ADMIN_ROUTES.filter((route) => route.group === group).map((route) => adminHref(route.path)),
    )
    const links = [...summary.modules, ...summary.recommendations, ...summary.changes]
      .map((entry) => entry.href)
      .concat(screens, [adminHref('/programa/registros'), adminHref('/concurso/nominaciones')])
    expect(links).toContain('/admin/sitio/aliados')
    for (const href of links) {
      const route = routeByPath(new URL(href, 'http://localhost').pathname)
      // A view Payload serves at that path (not its not-found page), rendering the route's screen.
      expect({ href, view: route && views[route.key]?.path }).toEqual({ href, view: route?.path })
      expect(route?.screen !== 'Contenido' || Boolean(route.collection)).toBe(true)
    }
  })
})
