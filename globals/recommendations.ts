import type { CollectionSlug, GlobalConfig } from 'payload'

import { anyone, staffOnly } from '../src/access'
import { DEVELOPMENT_OPTIONS, WELLBEING_OPTIONS } from '../src/content/recommendations'
import { revalidateGlobal } from '../collections/hooks/revalidate'

type Option = { type: string; label: string; collection: CollectionSlug }

/** The options are described in src/content/recommendations.ts. */
export { DEVELOPMENT_OPTIONS, WELLBEING_OPTIONS }

const recommendationGlobal = (slug: string, label: string, options: readonly Option[]): GlobalConfig => ({
  slug,
  label,
  // Edited on its screen (src/content/admin-routes.ts), not in Payload's generated views.
  admin: { hidden: true, group: label.includes('Bienestar') ? 'Bienestar' : 'Desarrollo' },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: [revalidateGlobal(slug)] },
  fields: [
    {
      name: 'type',
      label: 'Tipo',
      type: 'select',
      required: true,
      options: options.map(({ type, label }) => ({ value: type, label })),
    },
    {
      name: 'item',
      label: 'Elemento recomendado',
      type: 'relationship',
      required: true,
      relationTo: options.map(({ collection }) => collection),
      validate: (value: unknown, { siblingData }: { siblingData: Partial<{ type: string }> }) => {
        const relationTo = (value as { relationTo?: string } | null)?.relationTo
        const expected = options.find((option) => option.type === siblingData.type)?.collection
        return relationTo && relationTo === expected ? true : 'El elemento no corresponde al tipo elegido.'
      },
    },
  ],
})

/** Section 1 of the contract: the development recommendation of the month. */
export const DevelopmentRecommendation = recommendationGlobal(
  'development-recommendation',
  'Recomendación (Desarrollo)',
  DEVELOPMENT_OPTIONS,
)

/** Section 2 of the contract: the wellbeing recommendation of the month. */
export const WellbeingRecommendation = recommendationGlobal(
  'wellbeing-recommendation',
  'Recomendación (Bienestar)',
  WELLBEING_OPTIONS,
)
