import { jest } from '@jest/globals'

import {
  AUDIO_ICON_EXTENSIONS,
  AUDIO_PREVIEW_EXTENSIONS,
  debounce,
  fileKind,
  formatDay,
  linkExtension,
  paginationWindow,
  publishedLabel,
  activeLabel,
  relativeDateLabel,
  truncate,
} from '../../src/admin/kit/format'
import { draftStateText } from '../../src/admin/kit/drafts/state-text'
import { groupIsOpen } from '../../src/admin/nav/groupIsOpen'
import { ADMIN_ROUTES, payloadViews, routeByPath } from '../../src/content/admin-routes'

describe('relativeDateLabel (spec 4)', () => {
  const today = '2026-03-10'
  it.each([
    ['2026-03-09', 'Finalizada'],
    ['2025-12-31', 'Finalizada'],
    ['2026-03-10', 'Hoy'],
    ['2026-03-11', 'Mañana'],
    ['2026-03-12', 'En 2 días'],
    ['2026-03-17', 'En 7 días'],
    ['2026-03-18', 'Próximamente'],
    ['2027-01-01', 'Próximamente'],
  ])('%s → %s', (day, label) => expect(relativeDateLabel(day, today)).toBe(label))

  it('counts whole calendar days across month and year ends', () => {
    expect(relativeDateLabel('2027-01-01', '2026-12-31')).toBe('Mañana')
    expect(relativeDateLabel('2026-03-01', '2026-02-28')).toBe('Mañana')
  })

  it('is empty for a missing date', () => expect(relativeDateLabel('', today)).toBe(''))
})

describe('formatDay', () => {
  it('writes es-ES dd/mm/yyyy without a time-zone shift', () => {
    expect(formatDay('2026-01-05')).toBe('05/01/2026')
    expect(formatDay('2026-12-31T00:00:00.000Z')).toBe('31/12/2026')
    expect(formatDay(undefined)).toBe('')
  })
})

describe('truncate', () => {
  it('keeps texts of up to max characters', () => expect(truncate('a'.repeat(50), 50)).toBe('a'.repeat(50)))
  it("cuts longer texts and appends '...'", () => expect(truncate('a'.repeat(51), 50)).toBe(`${'a'.repeat(50)}...`))
  it('treats null as empty', () => expect(truncate(null, 50)).toBe(''))
})

describe('paginationWindow (3 page buttons)', () => {
  it('shows the first pages at the start', () =>
    expect(paginationWindow(100, 5, 1)).toEqual({ pages: [1, 2, 3], lastPage: 20 }))
  it('centres the current page', () => expect(paginationWindow(100, 5, 7)).toEqual({ pages: [6, 7, 8], lastPage: 20 }))
  it('stops at the last page', () =>
    expect(paginationWindow(100, 5, 20)).toEqual({ pages: [18, 19, 20], lastPage: 20 }))
  it('shows fewer buttons when there are fewer pages', () =>
    expect(paginationWindow(7, 5, 2)).toEqual({ pages: [1, 2], lastPage: 2 }))
  it('has one page when empty', () => expect(paginationWindow(0, 5, 1)).toEqual({ pages: [1], lastPage: 1 }))
  it('defaults to page size 10', () => expect(paginationWindow(25).lastPage).toBe(3))
  it('clamps a page beyond the end', () => expect(paginationWindow(10, 5, 9).pages).toEqual([1, 2]))
})

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('calls once, 300 ms after the last call, with the last arguments', () => {
    const fn = jest.fn()
    const search = debounce(fn, 300)
    search('a')
    jest.advanceTimersByTime(200)
    search('ab')
    jest.advanceTimersByTime(299)
    expect(fn).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith('ab')
  })

  it('can be cancelled', () => {
    const fn = jest.fn()
    const search = debounce(fn, 300)
    search('a')
    search.cancel()
    jest.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
  })
})

describe('fileKind (icons by type)', () => {
  it.each([
    ['guia.pdf', 'pdf'],
    ['plan.DOCX', 'doc'],
    ['lista.csv', 'xls'],
    ['clase.pptx', 'ppt'],
    ['todo.7z', 'zip'],
    ['foto.webp', 'image'],
    ['/media/files/x.jpeg?v=2', 'image'],
    ['cancion.flac', 'audio'],
    ['notas.txt', 'other'],
    ['sin-extension', 'other'],
  ])('%s → %s', (path, kind) => expect(fileKind(path)).toBe(kind))
})

describe('linkExtension (music icons)', () => {
  it.each([
    ['piano-suave.mp3', 'mp3'],
    ['https://musica.ejemplo.mx/pistas/lluvia.WAV?t=3#x', 'wav'],
    ['https://musica.ejemplo.mx/piano-suave', ''],
    ['https://musica.ejemplo.mx', ''],
    ['https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', ''],
    ['/media/guia.pdf', 'pdf'],
    ['sin-extension', ''],
    ['', ''],
  ])('%s → %s', (path, extension) => expect(linkExtension(path)).toBe(extension))

  it('the icon knows seven audio extensions; the delete preview adds aiff and alac (spec 5)', () => {
    expect(AUDIO_ICON_EXTENSIONS).toEqual(['mp3', 'wav', 'ogg', 'm4a', 'flac', 'aac', 'wma'])
    expect(AUDIO_PREVIEW_EXTENSIONS.filter((extension) => !AUDIO_ICON_EXTENSIONS.includes(extension))).toEqual([
      'aiff',
      'alac',
    ])
  })
})

describe('status labels', () => {
  it('lists say Publicado / No publicado, details Activo / Inactivo', () => {
    expect([publishedLabel(true), publishedLabel(false)]).toEqual(['Publicado', 'No publicado'])
    expect([activeLabel(true), activeLabel(false)]).toEqual(['Activo', 'Inactivo'])
  })
})

describe('admin routes and sidebar', () => {
  it('registers every screen of the spec under /admin', () => {
    const paths = ADMIN_ROUTES.map((route) => route.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/blogs/alumnos',
        '/blogs/profesores',
        '/blogs/padres-familia',
        '/profe-max/recursos-educativos/actividades',
        '/profe-max/recursos-educativos/imagenes',
        '/profe-max/recursos-educativos/plantillas',
        '/profe-max/desarrollo/recomendacion',
        '/profe-max/desarrollo/libros',
        '/profe-max/desarrollo/cursos',
        '/profe-max/desarrollo/herramientas',
        '/profe-max/bienestar/recomendacion',
        '/profe-max/bienestar/musica',
        '/profe-max/bienestar/libros-podcast',
        '/profe-max/bienestar/recetas',
      ]),
    )
    expect(Object.keys(payloadViews())).toHaveLength(ADMIN_ROUTES.length)
    expect(routeByPath('/admin/profe-max/desarrollo/cursos/')?.label).toBe('Cursos en línea')
  })

  it('opens a group when the route contains its word', () => {
    expect(groupIsOpen('/admin/profe-max/desarrollo/libros', 'desarrollo')).toBe(true)
    expect(groupIsOpen('/admin/blogs/alumnos', 'desarrollo')).toBe(false)
  })
})

describe('draftStateText (issue 13: the draft state never contradicts the Estatus switch)', () => {
  const row = (over: Record<string, unknown>) => ({ id: 1, ...over })
  it.each([
    [row({ _status: 'published', is_active: true }), 'Publicado.'],
    [row({ _status: 'published', is_active: false }), 'Guardado; no se muestra en el sitio.'],
    [row({ _status: 'draft', published: true, is_active: true }), 'Hay cambios sin publicar.'],
    [row({ _status: 'draft', published: false }), 'Borrador sin publicar.'],
  ])('%o → %s', (current, text) => expect(draftStateText('idle', null, null, current)).toBe(text))
  it('says what is happening while editing and saving', () => {
    expect(draftStateText('pending', null, null, null)).toBe('Cambios sin guardar')
    expect(draftStateText('saving', null, null, null)).toBe('Guardando borrador...')
    expect(draftStateText('idle', null, null, null)).toBe('Nuevo: se guarda como borrador mientras escribes.')
  })
})
