import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { formFields, formInitial } from '../../src/admin/kit/contentScreen'
import { FieldControl, zodErrors, type FieldSpec, type FormValues } from '../../src/admin/kit/Form'
import { formSchema } from '../../src/content/form-schema'
import type { AnyContent } from '../../src/content/kit'
import { REGISTRY } from '../../src/content/registry'

/**
 * The admin forms' validation messages, per screen, at the level that decides them: the content
 * descriptor's zod schema (src/content/form-schema.ts) read through the kit's `zodErrors`, on the form's
 * own fields and opening values (`formFields`, `formInitial`), and the kit's rendering of a field's
 * error and limit (`FieldControl`). The browser specs asserted these messages screen by screen; they
 * now keep one journey per screen kind (docs/testing.md lists what moved here).
 */

const typeOf = (slug: string): AnyContent => {
  const found = REGISTRY.find((registration) => registration.type.slug === slug)
  if (!found) throw new Error(`no registered type ${slug}`)
  return found.type as AnyContent
}

/** The create form of a type: its fields, its schema, and the values it opens with. */
const createForm = (slug: string) => {
  const type = typeOf(slug)
  const fields = formFields(type, null)
  const schema = formSchema(type)({ mode: 'create' })
  const initial = formInitial(type, null)
  const byLabel = (label: string): FieldSpec => {
    const found = fields.find((field) => field.label === label)
    if (!found) throw new Error(`${slug}: no field '${label}'`)
    return found
  }
  /** The message each field shows once 'Guardar' is pressed with `values`, by label, in the form's order. */
  const shown = (values: FormValues = {}) => {
    const errors = zodErrors(schema, { ...initial, ...values })
    return fields.filter((field) => errors[field.name]).map((field) => [field.label, errors[field.name]!])
  }
  /** The message at one field after typing `value` into it (the rest as the form opened). */
  const at = (label: string, value: unknown) => {
    const field = byLabel(label)
    return zodErrors(schema, { ...initial, [field.name]: value })[field.name]
  }
  return { fields, byLabel, shown, at }
}

/** Each of `refused` typed into the field shows `message`; `accepted` shows none. */
const refusesThenAccepts = (slug: string, label: string, message: string, refused: unknown[], accepted: unknown) => {
  const form = createForm(slug)
  for (const value of refused) expect([value, form.at(label, value)]).toEqual([value, message])
  expect(form.at(label, accepted)).toBeUndefined()
}

// What an empty create form shows on 'Guardar', field by field in the form's order: the lists the
// browser specs checked (admin/desarrollo, libros-podcast, recetas, recursos, aliados, actividades, musica, blogs).
const EMPTY_SAVE: [string, [string, string][]][] = [
  [
    'development-books',
    [
      ['Nombre', 'El nombre es obligatorio.'],
      ['Autor', 'El autor es obligatorio.'],
      ['Descripción', 'La descripción es obligatoria.'],
      ['Enlace de compra', 'El enlace de compra es obligatorio.'],
      ['Imagen principal', 'La imagen es obligatoria.'],
      ['¿Por qué leer este libro como maestro?', 'Los conceptos son obligatorios'],
      ['¿Qué me deja este libro como maestro?', 'Los conceptos son obligatorios'],
    ],
  ],
  [
    'courses',
    [
      ['Nombre', 'El nombre es obligatorio.'],
      ['Plataforma', 'La plataforma es obligatoria.'],
      ['Descripción', 'La descripción es obligatoria.'],
      ['Tipo', 'El tipo es obligatorio.'],
      ['Duración', 'La duración es obligatoria.'],
      ['Materia', 'La materia es obligatoria.'],
      ['Enlace', 'El enlace es obligatorio.'],
      ['Imagen principal', 'La imagen es obligatoria.'],
      ['¿Por qué tomar este curso como maestro?', 'Los conceptos son obligatorios'],
      ['¿Qué me deja este curso como maestro?', 'Los conceptos son obligatorios'],
    ],
  ],
  [
    'tools',
    [
      ['Nombre', 'El nombre es obligatorio.'],
      ['Enlace', 'El enlace es obligatorio.'],
      ['Descripción', 'La descripción es obligatoria.'],
      ['Imagen principal', 'La imagen es obligatoria.'],
      ['Lo que te llevas de esta herramienta', 'Los conceptos son obligatorios'],
      ['Ideal para ti si', 'Los conceptos son obligatorios.'],
    ],
  ],
  [
    'wellbeing-books',
    [
      ['Título', 'El título es obligatorio.'],
      ['Autor', 'El autor es obligatorio.'],
      ['Descripción corta', 'La descripción corta es obligatoria.'],
      ['Descripción', 'La descripción es obligatoria.'],
      ['Enlace de compra', 'El enlace de compra es obligatorio.'],
      ['Imagen principal', 'La imagen es obligatoria.'],
      ['Qué te llevas de este libro', 'Los conceptos son obligatorios.'],
      ['Ideal para ti si', 'Los conceptos son obligatorios.'],
    ],
  ],
  [
    'podcasts',
    [
      ['Título', 'El título es obligatorio.'],
      ['Enlace', 'El enlace es obligatorio.'],
      ['Descripción corta', 'La descripción corta es obligatoria.'],
      ['Descripción', 'La descripción es obligatoria.'],
      ['Imagen principal', 'La imagen es obligatoria.'],
      ['Qué te llevas de este podcast', 'Los conceptos son obligatorios.'],
      ['Ideal para ti si', 'Los conceptos son obligatorios.'],
    ],
  ],
  [
    'recipes',
    [
      ['Título', 'El título es obligatorio.'],
      ['Tiempo', 'El tiempo es obligatorio.'],
      ['Porciones', 'Las porciones son obligatorias y deben ser un número mayor a 0.'],
      ['Descripción corta', 'La descripción corta es obligatoria.'],
      ['Descripción', 'La descripción es obligatoria.'],
      ['Imagen', 'La imagen es obligatoria.'],
      ['Ingredientes', 'Los ingredientes son obligatorios.'],
      ['Preparación (pasos en orden)', 'Los pasos de preparación son obligatorios.'],
      ['¿Para qué te sirve en el día?', 'Los conceptos son obligatorios.'],
    ],
  ],
  [
    'activities',
    [
      ['Título', 'El título es obligatorio.'],
      ['Fecha de la actividad', 'La fecha de la actividad es obligatoria.'],
      ['Descripción', 'La descripción es obligatoria.'],
      ['Grado escolar', 'El grado escolar es obligatorio.'],
      ['Enlace para materiales', 'El enlace para materiales es obligatorio.'],
      ['Materiales', 'Debes agregar al menos un material.'],
    ],
  ],
  ...(['image-categories', 'template-categories', 'music-categories'] as const).map(
    (slug): [string, [string, string][]] => [
      slug,
      [
        ['Nombre', 'El nombre es obligatorio.'],
        ['Imagen no seleccionada', 'La imagen no seleccionada es obligatoria.'],
        ['Imagen al seleccionarse', 'La imagen al seleccionarse es obligatoria.'],
      ],
    ],
  ),
  [
    'allies',
    [
      ['Nombre', 'El nombre es obligatorio.'],
      ['Logo', 'La imagen es obligatoria.'],
    ],
  ],
  [
    'blogs',
    [
      ['Nombre del blog', 'El nombre es obligatorio.'],
      ['Descripción corta', 'La descripción corta es obligatoria.'],
      ['Descripción principal', 'La descripción es obligatoria.'],
      ['Imagen del blog', 'La imagen es obligatoria.'],
    ],
  ],
]

describe("an empty create form's messages on 'Guardar', per screen", () => {
  it.each(EMPTY_SAVE)('%s: every required field names itself, in the form order, and nothing else', (slug, expected) =>
    expect(createForm(slug).shown()).toEqual(expected),
  )

  // The category screens' item forms (the category comes from the card they are opened from).
  it.each([
    ['images', 'Título', 'El título es obligatorio.'],
    ['template-files', 'Título', 'El título es obligatorio.'],
    ['music-items', 'Título', 'El título es obligatorio.'],
    ['music-items', 'URL', 'El enlace es obligatorio.'],
  ])("%s: '%s' shows '%s'", (slug, label, message) => expect(createForm(slug).at(label, '')).toBe(message))
})

describe('a link that is not one', () => {
  it.each([
    ['development-books', 'Enlace de compra', 'https://libros.ejemplo.mx/maestros'],
    ['courses', 'Enlace', 'https://cursos.ejemplo.mx/curso'],
    ['tools', 'Enlace', 'https://herramientas.ejemplo.mx/prueba'],
    ['wellbeing-books', 'Enlace de compra', 'https://libros.ejemplo.mx/bienestar'],
    ['podcasts', 'Enlace', 'https://podcast.ejemplo.mx/bienestar'],
    ['activities', 'Enlace para materiales', 'https://materiales.ejemplo.mx/lista'],
    ['music-items', 'URL', 'https://musica.ejemplo.mx/e2e/pista-de-prueba.mp3'],
  ])("%s '%s': 'El enlace no es válido.' until it is a whole address", (slug, label, good) =>
    refusesThenAccepts(
      slug,
      label,
      'El enlace no es válido.',
      ['no-es-un-enlace', 'podcast.ejemplo.mx/sin-esquema'],
      good,
    ),
  )
})

describe('what a field typed into shows', () => {
  it.each([
    ['blogs', 'Nombre del blog', 'El nombre es obligatorio.'],
    ['development-books', 'Nombre', 'El nombre es obligatorio.'],
    ['recipes', 'Título', 'El título es obligatorio.'],
  ])("%s '%s': blanks are no text ('%s')", (slug, label, message) =>
    refusesThenAccepts(slug, label, message, ['   '], 'Un nombre'),
  )

  it("recipes 'Porciones': a number greater than 0", () =>
    refusesThenAccepts(
      'recipes',
      'Porciones',
      'Las porciones son obligatorias y deben ser un número mayor a 0.',
      ['0', '-2', 'abc', ''],
      '4',
    ))

  it.each([
    ['recipes', 'Ingredientes', 'Los ingredientes son obligatorios.'],
    ['podcasts', 'Ideal para ti si', 'Los conceptos son obligatorios.'],
    ['tools', 'Ideal para ti si', 'Los conceptos son obligatorios.'],
  ])("%s '%s': an entry edited to blank is refused, removing it clears the message", (slug, label, message) =>
    refusesThenAccepts(slug, label, message, [['1 taza de avena', '  '], [' ']], ['1 taza de avena']),
  )

  it.each([
    ['recipes', 'Imagen'],
    ['development-books', 'Imagen principal'],
    ['allies', 'Logo'],
  ])("%s '%s': a chosen file clears 'La imagen es obligatoria.'", (slug, label) => {
    const form = createForm(slug)
    expect(form.at(label, null)).toBe('La imagen es obligatoria.')
    expect(
      form.at(label, new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' })),
    ).toBeUndefined()
  })
})

describe('the limits the form shows beside a field (issue 28: shown, not enforced by cutting)', () => {
  it.each([
    ['wellbeing-books', 'Título', 255],
    ['wellbeing-books', 'Autor', 255],
    ['wellbeing-books', 'Descripción corta', 255],
    ['wellbeing-books', 'Descripción', 1000],
    ['wellbeing-books', 'Enlace de compra', 255],
    ['podcasts', 'Título', 255],
    ['podcasts', 'Descripción corta', 255],
    ['podcasts', 'Descripción', 1000],
    ['podcasts', 'Enlace', 255],
    ['images', 'Título', 100],
    ['template-files', 'Título', 100],
    ['music-items', 'Título', 100],
  ])("%s '%s': 0/%i, and text over it is refused with the limit", (slug, label, max) => {
    const form = createForm(slug)
    const field = form.byLabel(label)
    expect('maxLength' in field && field.maxLength).toBe(max)
    const html = renderToStaticMarkup(createElement(FieldControl, { spec: field, value: '', set: () => undefined }))
    expect(html).toContain(`<p class="pm-field__count">0/${max}</p>`)
    // One character over (a link stays a link).
    const long = field.kind === 'url' ? `https://e.mx/${'a'.repeat(max - 12)}` : 'a'.repeat(max + 1)
    const over = renderToStaticMarkup(createElement(FieldControl, { spec: field, value: long, set: () => undefined }))
    expect(over).toContain(`<p class="pm-field__count pm-field__count--over">${max + 1}/${max}</p>`)
    expect(form.at(label, long)).toMatch(String(max))
  })
})

describe("the kit's rendering of a field's message", () => {
  it('shows the message under its own field as an alert and marks the control invalid; no message, no alert', () => {
    const { byLabel } = createForm('activities')
    const spec = byLabel('Grado escolar')
    const html = renderToStaticMarkup(
      createElement(FieldControl, { spec, value: '', set: () => undefined, error: 'El grado escolar es obligatorio.' }),
    )
    expect(html).toMatch(/^<div class="pm-field pm-field--invalid">/)
    expect(html).toMatch(
      /<label for="[^"]+">Grado escolar<\/label><input id="[^"]+" type="text"[^>]* aria-invalid="true"/,
    )
    expect(html).toContain('<p class="pm-field__error" role="alert">El grado escolar es obligatorio.</p>')
    const clean = renderToStaticMarkup(createElement(FieldControl, { spec, value: 'x', set: () => undefined }))
    expect(clean).not.toContain('role="alert"')
    expect(clean).not.toContain('aria-invalid')
  })

  it.each(['Materiales', 'Enlace para materiales', 'Descripción'])("'%s' shows its message the same way", (label) => {
    const { byLabel } = createForm('activities')
    const html = renderToStaticMarkup(
      createElement(FieldControl, { spec: byLabel(label), value: undefined, set: () => undefined, error: 'Mensaje.' }),
    )
    expect(html).toContain('pm-field--invalid')
    expect(html).toContain('<p class="pm-field__error" role="alert">Mensaje.</p>')
  })
})
