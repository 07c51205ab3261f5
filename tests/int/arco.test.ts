import { sql } from '@payloadcms/db-postgres'

import { PROGRAM_PATHS } from '../../src/contract/paths'
import { NO_REASON } from '../../src/program/erase'
import { CONTEST_API } from '../../src/lib/site-config'
import { call } from './contract/call'
import { testPayload, uniqueCedula } from './helpers'
import { TEST_USERS } from './users'

/**
 * Issue 28, deletion on request (ARCO) complete: after a registered teacher who also nominated a
 * colleague, was nominated and approved as a candidate and voted asks to be erased, their e-mail is in
 * no column of any table (the mail outbox included), their candidacy is withdrawn, and the audit log
 * keeps the folio and the reason (and nothing personal); the answer carries the receipt.
 */

/** Every text, varchar and jsonb column of every table, and the rows whose text contains `needle`. */
const tablesHolding = async (needle: string): Promise<string[]> => {
  const db = (await testPayload()).db.drizzle
  const { rows: columns } = await db.execute(
    sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')`,
  )
  const found: string[] = []
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(String(table))} WHERE strpos(lower(${sql.identifier(String(column))}::text), ${needle.toLowerCase()}) > 0`,
    )
    if (Number(rows[0]?.n) > 0) found.push(`${String(table)}.${String(column)}`)
  }
  return found
}

describe('deletion on request (ARCO)', () => {
  it("erases the person's e-mail from every table, the outbox included, withdraws the candidacy and records folio and reason", async () => {
    const payload = await testPayload()
    const tag = Date.now().toString(36)
    const email = `rocio.${tag}@escuela.mx`
    const surname = `Zubiaurre${tag}`
    const person = {
      nombre: 'Rocío',
      apellido: surname,
      correo: email,
      escuela: 'Primaria Benito Juárez',
      estado: 'jalisco' as const,
    }
    const colleague = {
      nombre: 'Andrés',
      apellido: `Colega${tag}`,
      correo: `andres.${tag}@escuela.mx`,
      escuela: 'Secundaria 3',
      estado: 'jalisco' as const,
    }

    // Registered (the welcome mail waits in the outbox), nominated a colleague, was nominated and approved, voted.
    const registration = await payload.create({
      collection: 'registrations',
      data: {
        nombre: 'Rocío',
        apellido: surname,
        email,
        telefono: '5512345678',
        fecha_nac: '1988-03-04',
        cp: '06700',
        cedula: uniqueCedula(),
        escuela: 'Primaria Benito Juárez',
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'nominations',
      data: { userData: person, professorData: colleague },
      overrideAccess: true,
    })
    const nominated = await payload.create({
      collection: 'nominations',
      data: { userData: colleague, professorData: person },
      overrideAccess: true,
    })
    const approved = await call('POST', `${CONTEST_API}/nominaciones/${nominated.id}/aprobar`, { as: 'admin' })
    expect(approved.body.error).toBe(false)
    const candidate = approved.body.data.candidate as number
    const other = await payload.create({
      collection: 'candidates',
      data: {
        nombre: 'Otro',
        apellido: 'Profe',
        escuela: 'E',
        estado: 'jalisco',
        identity: `prueba-${tag}`,
        is_active: true,
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'votes',
      data: { candidate: other.id, email, salt: 's', expiresAt: new Date().toISOString() },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'mail-outbox',
      data: {
        to: colleague.correo,
        subject: 'Aviso',
        text: `Tu colega ${email} te nominó.`,
        html: `<p>Tu colega ${email} te nominó.</p>`,
      },
      overrideAccess: true,
    })
    expect((await tablesHolding(email)).length).toBeGreaterThan(0)
    expect(await tablesHolding(email)).toContain('mail_outbox.to')

    const reason = 'La titular lo pidió por correo el 25/11/2026.'
    const answer = await call(
      'DELETE',
      `${PROGRAM_PATHS.registrations}/${registration.id}?motivo=${encodeURIComponent(reason)}`,
      { as: 'admin' },
    )
    expect(answer.status).toBe(200)
    expect(answer.body.erased).toEqual({ registrations: 1, nominations: 2, votes: 1, candidates: 1 })
    expect(answer.body.messages).toBeGreaterThanOrEqual(2)
    expect(answer.body.folio).toMatch(/^ARCO-\d{8}-[A-Z2-9]{6}$/)
    // The receipt staff give the person.
    expect(answer.body.receipt).toContain(`Folio: ${answer.body.folio}`)
    expect(answer.body.receipt).toContain(`Titular: ${email}`)
    expect(answer.body.receipt).toContain(`Motivo: ${reason}`)
    expect(answer.body.receipt).toContain(`Atendió: ${TEST_USERS.admin.name}`)
    expect(answer.body.receipt).toContain('Su candidatura fue retirada del concurso.')

    // Nothing left anywhere: not the e-mail, not the surname.
    expect(await tablesHolding(email)).toEqual([])
    expect(await tablesHolding(surname)).toEqual([])
    // The candidacy is withdrawn: not votable, not listed.
    const withdrawn = await payload.findByID({
      collection: 'candidates',
      id: candidate,
      overrideAccess: true,
      depth: 0,
    })
    expect(withdrawn.is_active).toBe(false)
    expect((await call('GET', `${CONTEST_API}/candidatos`)).body.some((c: { id: number }) => c.id === candidate)).toBe(
      false,
    )

    // The audit line: folio and reason, no personal data.
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { folio: { equals: answer.body.folio } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ action: 'delete', reason, rows: expect.any(Number) })
    expect(JSON.stringify(docs[0])).not.toContain(email)
  })

  it('a reason over 500 characters is refused with the limit; none written is recorded as such', async () => {
    const payload = await testPayload()
    const tag = Date.now().toString(36)
    const registration = await payload.create({
      collection: 'registrations',
      data: {
        nombre: 'Ema',
        apellido: 'Ruiz',
        email: `ema.${tag}@escuela.mx`,
        telefono: '5512345678',
        fecha_nac: '1988-03-04',
        cp: '44100',
        cedula: uniqueCedula(),
        escuela: 'Escuela',
      },
      overrideAccess: true,
    })
    const long = await call('DELETE', `${PROGRAM_PATHS.registrations}/${registration.id}?motivo=${'x'.repeat(501)}`, {
      as: 'admin',
    })
    expect(long.status).toBe(400)
    expect(long.body.message).toBe('El motivo no puede tener más de 500 caracteres.')
    const answer = await call('DELETE', `${PROGRAM_PATHS.registrations}/${registration.id}`, { as: 'admin' })
    expect(answer.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { folio: { equals: answer.body.folio } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs[0]?.reason).toBe(NO_REASON)
  })
})
