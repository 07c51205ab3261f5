'use client'

import { useMemo } from 'react'

import { registrationOf, type KitTexts } from '../../content/registry'
import { contentScreen, type ScreenTexts, type Row } from '../kit/contentScreen'
import { TableScreen } from '../kit/TableScreen'

/** A registration's words as the kit's screen texts: `updateLabel` becomes the submit button's edit text. */
export const kitTexts = (texts: KitTexts, endpoint: string): ScreenTexts<Row> => {
  const { updateLabel, ...form } = texts.form
  return {
    ...texts,
    breadcrumb: [...texts.breadcrumb],
    endpoint,
    form: updateLabel ? { ...form, submitLabel: (row) => (row ? updateLabel : 'Guardar') } : form,
  }
}

/**
 * The admin screen of a type registered with a kit screen (src/content/registry.ts): table, form and
 * details from its descriptor, its words from its registration, its calls at its contract path.
 */
export const KitScreen = ({ collection }: { collection: string }) => {
  // Built once per screen: the table's effects depend on the config's identity.
  const config = useMemo(() => {
    const entry = registrationOf(collection)
    return entry?.admin.kit && entry.path
      ? contentScreen(entry.type, kitTexts(entry.admin.kit.texts, entry.path))
      : null
  }, [collection])
  return config ? <TableScreen config={config} /> : <p className="pm-notice">Pantalla no disponible.</p>
}
