import { testPayload } from '../helpers'
import { TEST_USERS } from '../users'
import { guardedApi } from './guarded'

/**
 * Issue 27: list reads of personal data through Payload's /api (`GET /api/registrations?limit=0`) left
 * no audit line, and `DELETE /api/registrations/:id` removed the row without the erase routine (the
 * person's nominations and votes stayed) and without its audit line.
 */
let sequence = 0
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`
const cedula = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999))

const register = async (email: string) =>
  (await testPayload()).create({
    collection: 'registrations',
    data: {
      nombre: 'Auditada',
      apellido: 'Prueba',
      email,
      telefono: '5512345678',
      fecha_nac: '1988-03-04',
      cp: '44100',
      cedula: cedula(),
      escuela: 'Secundaria Núm. 5',
    },
    overrideAccess: true,
  })

const auditLines = async () => {
  const payload = await testPayload()
  return (
    await payload.find({
      collection: 'audit-log',
      sort: '-id',
      limit: 0,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
  ).docs
}
const newLines = async (since: number) => (await auditLines()).filter((line) => line.id > since)
const lastId = async () => (await auditLines())[0]?.id ?? 0

describe('bulk reads and deletions of personal data through /api are audited (issue 27)', () => {
  it.each([
    ['registrations', 'registrations'],
    ['nominations', 'nominations'],
    ['votes', 'votes'],
  ] as const)(
    'GET /api/%s?limit=0 as an admin writes one read line with the row count and who',
    async (collection, dataset) => {
      const payload = await testPayload()
      const total = (await payload.count({ collection, overrideAccess: true })).totalDocs
      const since = await lastId()
      const answer = await guardedApi('GET', `/api/${collection}?limit=0`, { as: 'admin' })
      expect(answer.status).toBe(200)
      const lines = await newLines(since)
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatchObject({
        action: 'read',
        dataset,
        rows: total,
        filter: 'API REST',
        userName: TEST_USERS.admin.name,
      })
    },
  )

  it('a filtered read says it had conditions, never which (they may name a person)', async () => {
    const email = `auditada.${unique()}@escuela.mx`
    await register(email)
    const since = await lastId()
    const answer = await guardedApi('GET', `/api/registrations?where[email][equals]=${encodeURIComponent(email)}`, {
      as: 'admin',
    })
    expect(answer.body.docs).toHaveLength(1)
    const [line] = await newLines(since)
    expect(line).toMatchObject({
      action: 'read',
      dataset: 'registrations',
      rows: 1,
      filter: 'API REST · con condiciones',
    })
    expect(JSON.stringify(line)).not.toContain(email)
  })

  it('a refused read (an editor, anonymous) writes nothing and shows nothing', async () => {
    const since = await lastId()
    for (const as of ['editor', 'anonymous'] as const)
      expect((await guardedApi('GET', '/api/registrations?limit=0', { as })).status).toBe(403)
    expect(await newLines(since)).toHaveLength(0)
  })

  it("DELETE /api/registrations/:id runs the erase routine (the person's nominations go too) and writes its audit line", async () => {
    const payload = await testPayload()
    const email = `borrada.${unique()}@escuela.mx`
    const registration = await register(email)
    const teacher = {
      nombre: 'Profe',
      apellido: 'Nominado',
      correo: `profe.${unique()}@escuela.mx`,
      escuela: 'Escuela',
      estado: 'jalisco' as const,
    }
    const nomination = await payload.create({
      collection: 'nominations',
      data: { userData: { ...teacher, correo: email }, professorData: teacher },
      overrideAccess: true,
    })
    const since = await lastId()

    const answer = await guardedApi('DELETE', `/api/registrations/${registration.id}`, { as: 'admin' })
    expect(answer.status).toBe(200)
    expect(
      (
        await payload.count({
          collection: 'registrations',
          where: { id: { equals: registration.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    expect(
      (
        await payload.count({
          collection: 'nominations',
          where: { id: { equals: nomination.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    const lines = await newLines(since)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      action: 'delete',
      dataset: 'registrations',
      rows: 3,
      filter: 'Registros: 1 · Nominaciones: 1 · Votos: 0 · Candidaturas: 0 · Correos: 1',
      userName: TEST_USERS.admin.name,
    })
  })

  it('DELETE /api/nominations/:id is a deletion on request of the nominator, with its line', async () => {
    const payload = await testPayload()
    const email = `nominadora.${unique()}@escuela.mx`
    const teacher = {
      nombre: 'Profe',
      apellido: 'Otro',
      correo: `otro.${unique()}@escuela.mx`,
      escuela: 'Escuela',
      estado: 'jalisco' as const,
    }
    const nomination = await payload.create({
      collection: 'nominations',
      data: { userData: { ...teacher, correo: email }, professorData: teacher },
      overrideAccess: true,
    })
    const since = await lastId()
    expect((await guardedApi('DELETE', `/api/nominations/${nomination.id}`, { as: 'admin' })).status).toBe(200)
    expect(await newLines(since)).toEqual([
      expect.objectContaining({ action: 'delete', dataset: 'nominations', rows: 1 }),
    ])
  })

  it('the Local API (the app itself, the screens that audit on their own) writes no extra line', async () => {
    const payload = await testPayload()
    const since = await lastId()
    await payload.find({ collection: 'registrations', limit: 0, overrideAccess: true })
    expect(await newLines(since)).toHaveLength(0)
  })
})
