import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

import { Bienestar } from '../../src/site/portal/Bienestar'
import { Desarrollo } from '../../src/site/portal/Desarrollo'
import { PART_KEYS, PARTS } from '../../src/site/portal/parts'
import { within } from '../../src/site/portal/nav'
import { PortalProvider } from '../../src/site/portal/PortalContext'
import type { PortalData, PortalParts } from '../../src/site/portal/types'

/** Desarrollo's and Bienestar's module pages as the server renders them: their sections come from the registry (src/content/registry.ts). */
const data = (parts: Partial<PortalParts>): PortalData => ({
  ...(Object.fromEntries(PART_KEYS.map((key) => [key, PARTS[key].empty])) as PortalParts),
  ...parts,
  failed: [],
  renderedAt: Date.UTC(2026, 10, 25),
  paged: PART_KEYS.filter((key) => PARTS[key].paged),
  totals: {},
  activityWindow: { from: '2026-10-01', to: '2026-12-31' },
})

const page = (portal: PortalData, seccion: 'desarrollo' | 'bienestar' = 'desarrollo'): string =>
  renderToString(
    createElement(
      PortalProvider,
      { data: portal, initial: within(seccion), siteUrl: 'https://profemax.test' } as Parameters<
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
    expect(flipCards(html)).toEqual(['libros', 'cursos', 'herramientas'])
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
    expect(flipCards(html)).toEqual(['musica', 'recetas', 'libros_podcast'])
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
