import { registrationSchema } from '../../src/lib/schemas/registration'
import { maxBirthDate, stripPhone } from '../../src/lib/schemas/registration-fields'

const TODAY = '2026-11-22'
const valid = {
  nombre: 'María',
  apellido: 'López',
  email: 'maria@ejemplo.mx',
  telefono: '(55) 1234-5678',
  fecha_nac: '1990-02-14',
  cp: '06700',
  cedula: '1234567',
  escuela: 'Secundaria Técnica 12',
}

const firstMessage = (input: Record<string, string>, field: string): string | undefined => {
  const result = registrationSchema(TODAY).safeParse(input)
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message
}

describe('registration schema (public-site §5)', () => {
  it('accepts a valid registration, trimming text and lower-casing the e-mail', () => {
    const result = registrationSchema(TODAY).parse({ ...valid, nombre: '  María ', email: ' MARIA@Ejemplo.mx ' })
    expect(result.nombre).toBe('María')
    expect(result.email).toBe('maria@ejemplo.mx')
  })

  it.each([
    ['nombre', '', 'Obligatorio'],
    ['nombre', ' a ', 'Mínimo 2 caracteres'],
    ['apellido', 'b', 'Mínimo 2 caracteres'],
    ['cedula', '', 'Obligatorio'],
    ['escuela', 'x', 'Mínimo 2 caracteres'],
    ['email', '', 'Obligatorio'],
    ['email', 'maria@', 'Formato inválido'],
    ['telefono', '', 'Obligatorio'],
    ['telefono', '55-12a4', 'Solo números y +'],
    ['telefono', '55 1234 567', 'Mínimo 10 dígitos'],
    ['telefono', '+52 55 1234 56789', 'Máximo 10 dígitos'],
    ['fecha_nac', '', 'Obligatoria'],
    ['fecha_nac', '2026-11-23', 'No futura'],
    ['fecha_nac', '2008-11-23', 'Debes tener al menos 18 años'],
    ['cp', '', 'Obligatorio'],
    ['cp', '0670', 'CP inválido'],
    ['cp', '067000', 'CP inválido'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstMessage({ ...valid, [field]: value }, field)).toBe(message)
  })

  it('names a missing field with the same message as an empty one (never a library default)', () => {
    const result = registrationSchema(TODAY).safeParse({})
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]))
    expect(messages).toEqual({
      nombre: 'Obligatorio',
      apellido: 'Obligatorio',
      email: 'Obligatorio',
      telefono: 'Obligatorio',
      fecha_nac: 'Obligatoria',
      cp: 'Obligatorio',
      cedula: 'Obligatorio',
      escuela: 'Obligatorio',
    })
  })

  it('turns 18 exactly on the birthday', () => {
    expect(maxBirthDate(TODAY)).toBe('2008-11-22')
    expect(firstMessage({ ...valid, fecha_nac: '2008-11-22' }, 'fecha_nac')).toBeUndefined()
    expect(maxBirthDate('2026-02-28')).toBe('2008-02-28')
  })

  it('takes a Mexican number with its country code (+52, or the old mobile +52 1) as its ten digits', () => {
    const phoneOf = (telefono: string) => registrationSchema(TODAY).parse({ ...valid, telefono }).telefono
    expect(phoneOf('+52 55 1234 5678')).toBe('55 1234 5678')
    expect(phoneOf('+52 1 55 1234 5678')).toBe('55 1234 5678')
    expect(phoneOf('+525512345678')).toBe('5512345678')
    // Ten digits counted with the 52 stay as typed (the spec's rule counts every digit).
    expect(phoneOf('+52 (55) 1234-56')).toBe('+52 (55) 1234-56')
    expect(firstMessage({ ...valid, telefono: '+52 55 1234 567' }, 'telefono')).toBe('Máximo 10 dígitos')
  })

  it('strips characters outside digits, spaces, dashes, parentheses and + while typing', () => {
    expect(stripPhone('+52 (55) 12ab34-56.78')).toBe('+52 (55) 1234-5678')
  })
})
