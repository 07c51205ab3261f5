import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'

import { Bienestar } from '../../src/site/portal/Bienestar'
import { Desarrollo } from '../../src/site/portal/Desarrollo'
import { Recursos } from '../../src/site/portal/Recursos'
import { PART_KEYS, PARTS } from '../../src/site/portal/parts'
import { within, type View } from '../../src/site/portal/nav'
import { PortalProvider } from '../../src/site/portal/PortalContext'
import { portalShape } from '../../src/site/portal/shape-of'
import { portalSections, sectionCards } from '../../src/site/portal/sections'
import type { PortalData, PortalParts } from '../../src/site/portal/types'

/** Desarrollo's and Bienestar's module pages as the server renders them: their sections come from the registry (src/content/registry.ts). */
const data = (parts: Partial<PortalParts>): PortalData => ({
  ...(Object.fromEntries(PART_KEYS.map((key) => [key, PARTS[key].empty])) as PortalParts),
  ...parts,
  failed: [],
  absent: [],
  renderedAt: Date.UTC(2026, 10, 25),
  paged: PART_KEYS.filter((key) => PARTS[key].paged),
  totals: {},
  activityWindow: { from: '2026-10-01', to: '2026-12-31' },
})

const page = (portal: PortalData, seccion: 'desarrollo' | 'bienestar' = 'desarrollo'): string =>
  renderToString(
    createElement(
      PortalProvider,
      { data: portal, initial: within(seccion), siteUrl: 'https://profemax.test', shape: portalShape() } as Parameters<
        typeof PortalProvider
      >[0],
      createElement(seccion === 'desarrollo' ? Desarrollo : Bienestar),
    ),
  )

const flipCards = (html: string) => [...html.matchAll(/data-testid="flip-([a-z_]+)"/g)].map((match) => match[1])

const book = {
  id: 7,
  name: 'Enseñar a pensar',
  author: 'Ana',
  description: 'Un libro para el aula.',
  purchase_link: 'https://example.org',
  image: null,
  listImage: null,
  first_subdescription: [],
  second_subdescription: [],
  featured: false,
}

describe("Desarrollo's module page", () => {
  it('shows one flip card per registered section, in order, and the recommended book under its kind', () => {
    const html = page(data({ developmentBooks: [book], developmentRecommendation: { type: 'book', id: 7 } }))
    // Every registered card (src/content/registry.ts), today's three first.
    expect(flipCards(html)).toEqual(sectionCards(portalSections('desarrollo')).map((card) => card.section))
    expect(flipCards(html).slice(0, 3)).toEqual(['libros', 'cursos', 'herramientas'])
    expect(html).toContain('Enseñar a pensar')
    expect(html).toContain('Un libro para el aula.')
  })

  it('shows no recommendation when the recommended item is not among the published ones', () => {
    const html = page(data({ developmentBooks: [book], developmentRecommendation: { type: 'tool', id: 7 } }))
    expect(html).not.toContain('Enseñar a pensar')
  })
})

const recipe = {
  id: 9,
  title: 'Avena con fruta',
  time: '10 minutos',
  portions: 1,
  short_description: 'Un desayuno rápido.',
  description: 'Avena, leche y fruta de temporada.',
  image: null,
  listImage: null,
  ingredients: [],
  preparation: [],
  first_subdescription: [],
}

describe("Bienestar's module page", () => {
  it('shows the music card, then one flip card per registered card (books and podcasts share one), and the recommended recipe', () => {
    const html = page(data({ recipes: [recipe], wellbeingRecommendation: { type: 'recipe', id: 9 } }), 'bienestar')
    expect(flipCards(html)).toEqual([
      'musica',
      ...sectionCards(portalSections('bienestar')).map((card) => card.section),
    ])
    expect(flipCards(html).slice(0, 3)).toEqual(['musica', 'recetas', 'libros_podcast'])
    expect(html).toContain('Libros y podcast')
    expect(html).toContain('Avena con fruta')
    expect(html).toContain('Un desayuno rápido.')
    expect(html).toContain('Receta')
  })

  it('shows no recommendation when the recommended item is not among the published ones', () => {
    const html = page(data({ recipes: [recipe], wellbeingRecommendation: { type: 'podcast', id: 9 } }), 'bienestar')
    expect(html).not.toContain('Avena con fruta')
  })
})

/**
 * A view inside a module as the server renders it (issue 31: its own static page), with `initial` the
 * address's view: prerendered to the end, as the build does (its registered views load lazily, into the page itself).
 */
const viewPage = async (portal: PortalData, view: View): Promise<string> => {
  const Module = { recursos_educativos: Recursos, desarrollo: Desarrollo, bienestar: Bienestar }[view.seccion!]
  const { prelude } = await prerenderToNodeStream(
    createElement(
      PortalProvider,
      { data: portal, initial: view, siteUrl: 'https://profemax.test', shape: portalShape() } as Parameters<
        typeof PortalProvider
      >[0],
      createElement(Module),
    ),
  )
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return html
}

const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))

describe('views inside a module, rendered by the server', () => {
  it("Recursos' menu: the calendar, then the registered category views' flip cards, each a link (its 'Compartir' is the banner's)", async () => {
    const html = await viewPage(data({}), within('recursos_educativos'))
    expect(flipCards(html)).toEqual(['imagenes', 'plantillas'])
    expect(html).toContain('Calendario de actividades')
    expect(links(html)).toEqual(
      expect.arrayContaining([
        '/profe-max',
        '/profe-max?seccion=recursos_educativos&vista=imagenes',
        '/profe-max?seccion=recursos_educativos&vista=plantillas',
      ]),
    )
  })

  it("a detail: the item, 'Volver a Libros' and 'Compartir' as links, the panel with the item's share page", async () => {
    const html = await viewPage(data({ developmentBooks: [book] }), within('desarrollo', 'libro', 7))
    expect(html).toContain('Enseñar a pensar')
    expect(html).toContain('Un libro para el aula.')
    expect(html).not.toContain('data-testid="skeleton"')
    expect(links(html)).toEqual(expect.arrayContaining(['/profe-max?seccion=desarrollo&vista=libros', '#compartir']))
    expect(html).toContain('value="https://profemax.test/profe-max/compartir/libro/7"')
  })

  it('a category with a starred track: the category open, its tracks, the star; categories are links', async () => {
    const musicCategories = [
      {
        id: 3,
        name: 'Concentración',
        image: null,
        selectedImage: null,
        items: [
          { id: 8, title: 'Lluvia suave', url: 'https://example.org/8' },
          { id: 9, title: 'Piano', url: 'https://example.org/9' },
        ],
        total: 2,
      },
    ]
    const html = await viewPage(
      data({ musicCategories }),
      within('bienestar', 'musica', null, { categoria: 3, destacado: 9 }),
    )
    expect(html).toContain('Lluvia suave')
    expect(html).toContain('Ítem destacado')
    expect(html).toContain('aria-current="true"')
    expect(links(html)).toContain('/profe-max?seccion=bienestar&vista=musica&categoria=3')
    // A track's share page, by the kind its view's registration names.
    expect(html).not.toContain('Elige una categoría')
  })
})
