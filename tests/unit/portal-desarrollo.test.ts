import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

import { Desarrollo } from '../../src/site/portal/Desarrollo'
import { PART_KEYS, PARTS } from '../../src/site/portal/parts'
import { PortalProvider } from '../../src/site/portal/PortalContext'
import type { PortalData, PortalParts } from '../../src/site/portal/types'

/** Desarrollo's module page as the server renders it: its sections come from the registry (src/content/registry.ts). */
const data = (parts: Partial<PortalParts>): PortalData => ({
  ...(Object.fromEntries(PART_KEYS.map((key) => [key, PARTS[key].empty])) as PortalParts),
  ...parts,
  failed: [],
  renderedAt: Date.UTC(2026, 10, 25),
  paged: PART_KEYS.filter((key) => PARTS[key].paged),
  totals: {},
  activityWindow: { from: '2026-10-01', to: '2026-12-31' },
})

const page = (portal: PortalData): string =>
  renderToString(
    createElement(
      PortalProvider,
      { data: portal, seccion: 'desarrollo' } as Parameters<typeof PortalProvider>[0],
      createElement(Desarrollo),
    ),
  )

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
    const html = page(data({ developmentBooks: [book], devRecommendation: { type: 'book', id: 7 } }))
    const cards = [...html.matchAll(/data-testid="flip-([a-z]+)"/g)].map((match) => match[1])
    expect(cards).toEqual(['libros', 'cursos', 'herramientas'])
    expect(html).toContain('Enseñar a pensar')
    expect(html).toContain('Un libro para el aula.')
  })

  it('shows no recommendation when the recommended item is not among the published ones', () => {
    const html = page(data({ developmentBooks: [book], devRecommendation: { type: 'tool', id: 7 } }))
    expect(html).not.toContain('Enseñar a pensar')
  })
})
