import { daysBetween, isIsoDay, todayIso, yearsBefore } from '../../src/lib/dates'
import { slugify } from '../../src/lib/slug'
import { validationDetails } from '../../src/lib/api-errors'
import { checkApiUrl } from '../../src/lib/request-guard'
import { isAbsoluteHttpUrl } from '../../src/lib/url'

describe('dates', () => {
  it('recognises real days only', () => {
    expect(isIsoDay('2026-02-28')).toBe(true)
    expect(isIsoDay('2026-02-30')).toBe(false)
    expect(isIsoDay('26-2-3')).toBe(false)
  })

  it('computes today in Mexico City, not UTC', () => {
    expect(todayIso(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22')
  })

  it('counts whole days and years back', () => {
    expect(daysBetween('2026-11-22', '2026-11-29')).toBe(7)
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2)
    expect(yearsBefore('2028-02-29', 18)).toBe('2010-02-28')
  })
})

describe('slugs and links', () => {
  it('slugifies Spanish titles', () => {
    expect(slugify('¿Cómo acompañar la tarea?')).toBe('como-acompanar-la-tarea')
  })

  it('accepts absolute http(s) links only', () => {
    expect(isAbsoluteHttpUrl('https://ejemplo.mx/a')).toBe(true)
    expect(isAbsoluteHttpUrl('ejemplo.mx')).toBe(false)
    expect(isAbsoluteHttpUrl('javascript:alert(1)')).toBe(false)
  })
})

describe('checkApiUrl', () => {
  const collections = new Set(['media', 'blogs'])
  const status = (address: string) => checkApiUrl(new URL(address, 'http://localhost'), collections)?.status ?? null

  it('a file name no filesystem holds is not found without asking the disk; a normal one goes to Payload', () => {
    expect(status(`/api/media/file/${'a'.repeat(300)}.png`)).toBe(404)
    expect(status(`/api/media/file/${'ñ'.repeat(130)}.png`)).toBe(404) // 260 bytes
    expect(status('/api/media/file/portada.png')).toBeNull()
  })

  it('ids that are not whole numbers are not found; bad paging is refused', () => {
    expect(status('/api/blogs/NaN')).toBe(404)
    expect(status('/api/blogs/1.5')).toBe(404)
    expect(status('/api/blogs/12')).toBeNull()
    expect(status('/api/blogs?page=-3')).toBe(400)
  })
})

describe('validationDetails', () => {
  type Answer = { status?: number; response?: unknown } | undefined
  const call = (error: unknown, result: unknown) =>
    validationDetails({ error, result } as Parameters<typeof validationDetails>[0]) as Answer

  it("gives a refused save's field errors back when Payload's formatter dropped them (a renamed class in the build)", () => {
    const error = Object.assign(new Error('El siguiente campo es inválido: currentPassword'), {
      name: 'j',
      status: 400,
      data: {
        collection: 'users',
        errors: [{ path: 'currentPassword', message: 'La contraseña actual no es correcta.' }],
      },
    })
    const answer = call(error, { errors: [{ message: error.message }] })
    expect(answer?.status).toBe(400)
    expect(answer?.response).toEqual({
      errors: [{ name: 'ValidationError', message: error.message, data: error.data }],
    })
  })

  it('leaves alone an answer that has them, and errors that are not field refusals', () => {
    const data = { errors: [{ path: 'name', message: 'Obligatorio' }] }
    expect(
      call(Object.assign(new Error('x'), { status: 400, data }), { errors: [{ message: 'x', data }] }),
    ).toBeUndefined()
    expect(
      call(Object.assign(new Error('No encontrado'), { status: 404 }), { errors: [{ message: 'No encontrado' }] }),
    ).toBeUndefined()
    expect(call(Object.assign(new Error('fallo'), { status: 500, data: { errors: 'no' } }), undefined)).toBeUndefined()
  })
})
