import type { CollectionConfig, CollectionSlug, Config } from 'payload'

import { homeModules } from '../../src/admin/home/summary'
import { contentScreen } from '../../src/admin/kit/contentScreen'
import {
  ADMIN_GROUPS,
  ADMIN_ROUTES,
  adminHref,
  adminRoutes,
  payloadViews,
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
import { recommendationOptions } from '../../src/content/recommendations'
import { recommendedRefusal } from '../../src/plugins/recommendationGuard'
import { sectionAddresses, viewAddresses } from '../e2e/site/addresses'
import { SHARE_KINDS, shareKinds } from '../../src/site/share/items'
import { homeSummary } from '../../src/admin/home/summary'
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
    screen: 'talleresDePrueba',
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
    home: [{ key: 'talleresDePrueba', label: 'Talleres de prueba' }],
  },
  portal: {
    module: 'desarrollo',
    section: {
      section: 'talleres',
      detail: 'taller',
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
  admin: { ...throwaway.admin, screen: 'retirosDePrueba', kit: undefined, home: [] },
  portal: { module: 'bienestar', section: { ...throwaway.portal.section, section: 'retiros', detail: 'retiro' } },
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
    const route = routes.find((candidate) => candidate.key === 'talleresDePrueba')
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
    expect(payloadViews(routes).talleresDePrueba).toMatchObject({
      path: '/profe-max/desarrollo/talleres-de-prueba',
      meta: { title: 'Talleres de prueba' },
    })
    const screen = contentScreen(throwawayType, kitTexts(throwaway.admin.kit.texts, throwaway.path))
    expect(screen).toMatchObject({ endpoint: throwaway.path, addLabel: 'Agregar taller', pageSize: 5 })
    expect(screen.form.submitLabel?.({ id: 1 } as never)).toBe('Actualizar')
    const home = homeModules(registry).find((row) => row.key === 'talleresDePrueba')
    expect(home).toMatchObject({ table: 'throwaway_workshops', title: 'title', screen: 'talleresDePrueba' })
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
      'talleres',
    ])
    expect(sections.slice(0, 3).map((section) => section.section)).toEqual(['libros', 'cursos', 'herramientas'])
    expect(sections.at(-1)).toMatchObject({ detail: 'taller', part: 'throwawayWorkshops', entry: throwaway })
    expect(sectionCards(sections).at(-1)).toMatchObject({ section: 'talleres', title: 'Talleres', art: 'courses' })
  })

  it('its Bienestar card, list and detail after the module’s own, and the books and podcasts sharing one card', () => {
    const cards = sectionCards(portalSections('bienestar', registry))
    expect(cards.map((card) => [card.section, card.title, card.sections.map((section) => section.detail)])).toEqual([
      ['recetas', 'Recetas', ['receta']],
      ['libros_podcast', 'Libros y podcast', ['libro', 'podcast']],
      ['retiros', 'Talleres', ['retiro']],
    ])
    expect(cards.at(-1)?.sections[0]).toMatchObject({ part: 'throwawayRetreats', entry: throwawayRetreat })
    expect(Object.keys(registeredParts(registry))).toContain('throwawayRetreats')
  })

  it('its option of its module’s monthly recommendation (in its rank) and the portal’s recommended part', () => {
    expect(recommendationOptions('desarrollo', registry).map((option) => option.type)).toEqual([
      'book',
      'course',
      'tool',
      'workshop',
    ])
    expect(recommendationOptions('desarrollo', registry).at(-1)).toEqual({
      type: 'workshop',
      label: 'Taller',
      collection: slug,
      list: '/profe-max/desarrollo/talleres-de-prueba/all',
      listTitle: 'Selecciona un taller',
    })
    // The spec's radio order in Bienestar; a rank 0 goes first.
    expect(recommendationOptions('bienestar').map((option) => option.label)).toEqual([
      'Libro',
      'Receta',
      'Musica',
      'Podcast',
    ])
    expect(recommendationOptions('bienestar', registry)[0]?.type).toBe('retreat')
    // The spec's picker titles, and the guard's words, from each label.
    expect(
      [...recommendationOptions('desarrollo'), ...recommendationOptions('bienestar')].map((o) => o.listTitle),
    ).toEqual([
      'Selecciona un libro',
      'Selecciona un curso',
      'Selecciona una herramienta',
      'Selecciona un libro',
      'Selecciona una receta',
      'Selecciona una opcion de música',
      'Selecciona un podcast',
    ])
    expect(recommendedRefusal('tools', 'Desarrollo', 'unpublish')).toBe(
      'Esta herramienta es la recomendación del mes de Desarrollo: elige otra antes de despublicarla.',
    )
    expect(recommendedRefusal('music-items', 'Bienestar', 'delete')).toBe(
      'Este elemento de música es la recomendación del mes de Bienestar: elige otra antes de eliminarlo.',
    )
    expect(recommendedParts('desarrollo', registry).workshop).toBe('throwawayWorkshops')
    expect(recommendedParts('bienestar', registry)).toEqual({
      retreat: 'throwawayRetreats',
      recipe: 'recipes',
      book: 'wellbeingBooks',
      podcast: 'podcasts',
    })
  })

  it('its items’ share pages (/profe-max/compartir/{kind}/{id}), named as before for today’s types', () => {
    expect(shareKinds(registry).taller).toEqual({
      collection: slug,
      seccion: 'desarrollo',
      vista: 'taller',
      label: 'Taller',
    })
    expect(shareKinds(registry).retiro).toMatchObject({ seccion: 'bienestar', vista: 'retiro' })
    expect(Object.keys(SHARE_KINDS)).toEqual([
      'actividad',
      'libro',
      'curso',
      'herramienta',
      'cancion',
      'receta',
      'libro-bienestar',
      'podcast',
    ])
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
        { name: 'portal-talleres', path: '/profe-max?seccion=desarrollo&vista=talleres' },
        { name: 'portal-taller', path: '/profe-max?seccion=desarrollo&vista=taller&id=7' },
        { name: 'portal-retiros', path: '/profe-max?seccion=bienestar&vista=retiros' },
      ]),
    )
    // Every registered section of today, named as the screenshots are.
    const today = await sectionAddresses(async () => 1)
    expect(today.map((address) => address.name)).toEqual([
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
    ])
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
  })

  it('every admin screen a registration names exists, and every kit route is in the contract', () => {
    for (const entry of REGISTRY as readonly AnyRegistration[]) {
      expect({ slug: entry.type.slug, screen: ADMIN_ROUTES.some((route) => route.key === entry.admin.screen) }).toEqual(
        { slug: entry.type.slug, screen: true },
      )
      if (entry.contract)
        expect(CONTRACT.some((route) => route.method === 'GET' && route.path === `${entry.path}/all`)).toBe(true)
    }
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
