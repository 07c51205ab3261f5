import { opensOnLoad } from '../../src/site/registration/auto-open'

const visit = (address: string, extra: { dismissed?: boolean; scrolled?: boolean } = {}) => {
  const url = new URL(address, 'https://profemax.mx')
  return opensOnLoad({
    pathname: url.pathname,
    search: url.search,
    dismissed: extra.dismissed ?? false,
    scrolled: extra.scrolled ?? false,
  })
}

describe('where the registration pop-up opens by itself (issue 31)', () => {
  it.each(['/', '/profe-max', '/profe-max/', '/?utm_source=whatsapp'])('opens for a new visitor on %s', (address) => {
    expect(visit(address)).toBe(true)
  })

  it.each([
    '/profe-max?seccion=bienestar',
    '/profe-max?seccion=desarrollo&vista=libro&id=3',
    '/blogs',
    '/blogs/padres-familia',
    '/blogs/padres-familia/como-acompanar-las-tareas',
    '/terminos-condiciones',
    '/aviso-de-privacidad',
    '/proximamente',
    '/proximamente/mi-profe-max',
    '/proximamente/mi-profe-max/confirmar-voto?v=1&t=abc',
    '/registro',
    '/registro/gracias',
  ])('stays closed on %s', (address) => {
    expect(visit(address)).toBe(false)
  })

  it('stays closed for a browser that closed the form or registered, and for a reader already scrolling', () => {
    expect(visit('/', { dismissed: true })).toBe(false)
    expect(visit('/profe-max', { scrolled: true })).toBe(false)
  })

  it('?showForm is an explicit request: it opens on any page, for anyone', () => {
    expect(visit('/blogs?showForm')).toBe(true)
    expect(visit('/terminos-condiciones?showForm=1', { dismissed: true, scrolled: true })).toBe(true)
  })
})
