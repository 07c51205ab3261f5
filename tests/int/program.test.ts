import ExcelJS from 'exceljs'

import { csvCell, csvLine } from '../../src/lib/csv'
import { CONTEST_API } from '../../src/lib/site-config'
import { PROGRAM_PATHS } from '../../src/contract/paths'
import { call } from './contract/call'
import { testPayload, uniqueCedula } from './helpers'
import { TEST_USERS } from './users'

const REG = PROGRAM_PATHS.registrations
let sequence = 0
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`

/** A registration stored as the public form stores it (validated, member code assigned). */
const register = async (overrides: Record<string, string>) => {
  const payload = await testPayload()
  return payload.create({
    collection: 'registrations',
    data: {
      nombre: 'Lucía',
      apellido: 'Pérez',
      email: `lucia.${unique()}@escuela.mx`,
      telefono: '5512345678',
      fecha_nac: '1988-03-04',
      cp: '44100',
      cedula: uniqueCedula(),
      escuela: 'Secundaria Núm. 5',
      ...overrides,
    },
    overrideAccess: true,
  })
}

/** Parses the CSV the export writes (quoted cells with doubled quotes, CRLF lines). */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i += 1
    } else cell += char
  }
  return rows
}

const latestAudit = async () => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'audit-log',
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

describe('CSV cells', () => {
  it('quotes separators and quotes, and neutralises formulas', () => {
    expect(csvCell('Juárez, "La 5"')).toBe('"Juárez, ""La 5"""')
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('+52 55')).toBe("'+52 55")
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('línea\nnueva')).toBe('"línea\nnueva"')
    expect(csvCell(null)).toBe('')
    expect(csvLine(['a', 1])).toBe('a,1\r\n')
  })
})

describe("the programme's registrations (admins)", () => {
  it('searches accent- and case-insensitively by name, e-mail, cédula and school, filters by state and dates, pages', async () => {
    const tag = unique()
    const one = await register({ nombre: 'Ángela', apellido: `Núñez${tag}`, cp: '44100' }) // Jalisco
    await register({ nombre: 'Beto', apellido: `Nunez${tag}`, cp: '06700' }) // CDMX
    const byName = await call('GET', `${REG}?q=${encodeURIComponent(`angela nunez${tag}`)}`, { as: 'admin' })
    expect(byName.status).toBe(200)
    expect(byName.body.total).toBe(1)
    expect(byName.body.data[0]).toMatchObject({ id: one.id, estado: 'jalisco', member_code: one.member_code })
    expect((await call('GET', `${REG}?q=${encodeURIComponent(`NÚÑEZ${tag}`)}`, { as: 'admin' })).body.total).toBe(2)
    expect(
      (await call('GET', `${REG}?q=${encodeURIComponent(one.cedula.toLowerCase())}`, { as: 'admin' })).body.total,
    ).toBe(1)
    expect(
      (await call('GET', `${REG}?q=${encodeURIComponent(one.email.toUpperCase())}`, { as: 'admin' })).body.total,
    ).toBe(1)
    expect((await call('GET', `${REG}?q=nunez${tag}&estado=cdmx`, { as: 'admin' })).body.total).toBe(1)
    expect(
      (await call('GET', `${REG}?q=nunez${tag}&desde=2000-01-01&hasta=2000-12-31`, { as: 'admin' })).body.total,
    ).toBe(0)
    expect((await call('GET', `${REG}?q=nunez${tag}&page=2`, { as: 'admin' })).body.data).toEqual([])
    const bad = await call('GET', `${REG}?desde=2026-13-01`, { as: 'admin' })
    expect(bad).toMatchObject({ status: 400, body: { error: true, message: 'La fecha no es válida.' } })
    expect((await call('GET', `${REG}?desde=2026-02-01&hasta=2026-01-01`, { as: 'admin' })).status).toBe(400)
    expect((await call('GET', `${REG}?estado=atlantida`, { as: 'admin' })).status).toBe(400)
  })

  it('exports the filtered rows as a streamed CSV (BOM, header, es-MX dates, member code, escaping) and records it without personal data', async () => {
    const tag = unique()
    const escuela = `=HYPERLINK("http://mal.example") "Núm, 5" ${tag}`
    const stored = [
      await register({ apellido: `Ávila${tag}`, escuela }),
      await register({ apellido: `Ávila${tag}`, cp: '97000' }),
    ]
    const query = `q=avila${tag}`
    const total = (await call('GET', `${REG}?${query}`, { as: 'admin' })).body.total as number
    expect(total).toBe(2)

    const { dispatch } = await import('../../src/contract/dispatch')
    const { tokenFor } = await import('./helpers')
    const response = await dispatch(
      new Request(`http://localhost:3000${REG}.csv?${query}`, {
        headers: { Authorization: `JWT ${await tokenFor('admin')}` },
      }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="registros-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.body).toBeInstanceOf(ReadableStream)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    const rows = parseCsv(text.slice(1))
    expect(rows[0]).toEqual([
      'Código de socio',
      'Nombre',
      'Apellido',
      'Correo electrónico',
      'Teléfono',
      'Fecha de nacimiento',
      'Código postal',
      'Estado',
      'Cédula profesional',
      'Escuela',
      'Fecha de registro',
    ])
    expect(rows.length - 1).toBe(total)
    const first = rows.find((row) => row[9]?.includes(tag)) as string[]
    expect(first[0]).toBe(stored[0]?.member_code)
    expect(first[2]).toBe(`Ávila${tag}`)
    expect(first[7]).toBe('Jalisco')
    expect(first[9]).toBe(`'${escuela}`)
    expect(first[10]).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)
    expect(rows.some((row) => row[7] === 'Yucatán')).toBe(true)

    const audit = await latestAudit()
    expect(audit).toMatchObject({
      action: 'export',
      dataset: 'registrations',
      rows: 2,
      filter: 'Con búsqueda de texto',
      userName: TEST_USERS.admin.name,
    })
    expect(JSON.stringify(audit)).not.toContain(tag)
  })

  it('exports the same rows as an .xlsx Excel reads with codes, cédulas and phones as text, accents intact, real dates; recorded like the CSV (issue 28)', async () => {
    const tag = unique()
    const payload = await testPayload()
    const ids: number[] = []
    try {
      const cdmx = await register({
        nombre: 'Éxito',
        apellido: `Muñoz${tag}`,
        cp: '06700',
        telefono: '0155123456',
        escuela: `Escuela «Niños Héroes» =1+1 ${tag}`,
      })
      ids.push(cdmx.id)
      ids.push((await register({ apellido: `Muñoz${tag}`, cp: '97000' })).id)
      ids.push((await register({ apellido: `Otro${tag}`, cp: '44100' })).id) // outside the filter
      const query = `q=${encodeURIComponent(`munoz${tag}`)}`
      const { dispatch } = await import('../../src/contract/dispatch')
      const { tokenFor } = await import('./helpers')
      const auth = { headers: { Authorization: `JWT ${await tokenFor('admin')}` } }

      const response = await dispatch(new Request(`http://localhost:3000${REG}.xlsx?${query}`, auth))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="registros-\d{4}-\d{2}-\d{2}\.xlsx"$/,
      )
      expect(response.body).toBeInstanceOf(ReadableStream)
      const xlsxAudit = await latestAudit()
      expect(xlsxAudit).toMatchObject({
        action: 'export',
        dataset: 'registrations',
        rows: 2,
        filter: 'Con búsqueda de texto',
        userName: TEST_USERS.admin.name,
      })
      expect(JSON.stringify(xlsxAudit)).not.toContain(tag)

      // Read back as a spreadsheet program reads it: the cells' own types.
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer)
      const sheet = workbook.worksheets[0]!
      const table: ExcelJS.Row[] = []
      sheet.eachRow((row) => table.push(row))
      const header = table[0]!
      const at = (name: string) =>
        (header.values as unknown[]).findIndex(
          (value) => (value as ExcelJS.CellRichTextValue)?.richText?.[0]?.text === name || value === name,
        )
      const row = table.find(
        (candidate) =>
          candidate.getCell(at('Escuela')).text.includes(tag) &&
          candidate.getCell(at('Código postal')).text === '06700',
      )!
      expect(row).toBeDefined()
      for (const [column, expected] of [
        ['Código postal', '06700'],
        ['Teléfono', '0155123456'],
        ['Cédula profesional', cdmx.cedula],
        ['Código de socio', cdmx.member_code],
        ['Nombre', 'Éxito'],
        ['Apellido', `Muñoz${tag}`],
        ['Escuela', `Escuela «Niños Héroes» =1+1 ${tag}`],
        ['Estado', 'Ciudad de México'],
      ] as const) {
        const cell = row.getCell(at(column))
        expect([column, cell.text]).toEqual([column, expected])
        expect([column, cell.type === ExcelJS.ValueType.String || cell.type === ExcelJS.ValueType.RichText]).toEqual([
          column,
          true,
        ])
        expect(cell.numFmt).toBe('@')
      }
      const born = row.getCell(at('Fecha de nacimiento'))
      expect(born.type).toBe(ExcelJS.ValueType.Date)
      expect((born.value as Date).toISOString().slice(0, 10)).toBe('1988-03-04')
      expect(row.getCell(at('Fecha de registro')).type).toBe(ExcelJS.ValueType.Date)

      // The same rows as the CSV for the same filter (the CSV's cells as text, beside the workbook's).
      const csv = await dispatch(new Request(`http://localhost:3000${REG}.csv?${query}`, auth))
      const csvRows = parseCsv(
        new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await csv.arrayBuffer())).slice(1),
      )
      const textColumns = [
        'Código de socio',
        'Nombre',
        'Apellido',
        'Correo electrónico',
        'Teléfono',
        'Código postal',
        'Estado',
        'Cédula profesional',
      ]
      const fromCsv = csvRows
        .slice(1)
        .map((cells) => textColumns.map((name) => cells[csvRows[0]!.indexOf(name)]).join('|'))
      const fromXlsx = table
        .slice(1)
        .map((candidate) => textColumns.map((name) => candidate.getCell(at(name)).text).join('|'))
      expect(fromXlsx.sort()).toEqual(fromCsv.sort())
      expect(fromXlsx).toHaveLength(2)
    } finally {
      if (ids.length)
        await payload.delete({ collection: 'registrations', where: { id: { in: ids } }, overrideAccess: true })
    }
  })

  it('pages through more rows than one batch without skipping or repeating', async () => {
    const { everyPerson } = await import('../../src/program/people')
    const tag = unique()
    for (let i = 0; i < 5; i += 1) await register({ apellido: `Lote${tag}` })
    const seen: number[] = []
    for await (const batch of everyPerson(
      await testPayload(),
      'registrations',
      { text: `lote${tag}`, from: null, to: null, state: null, status: null },
      2,
    ))
      seen.push(...batch.map((row) => row.id))
    expect(seen).toHaveLength(5)
    expect(new Set(seen).size).toBe(5)
  })

  it('refuses editors (403, Spanish) and anonymous callers (401)', async () => {
    const editor = await call('GET', `${REG}.csv`, { as: 'editor' })
    expect(editor).toMatchObject({
      status: 403,
      body: { error: true, message: 'No tienes permiso para realizar esta acción.' },
    })
    expect((await call('GET', `${REG}.csv`)).status).toBe(401)
    const editorXlsx = await call('GET', `${REG}.xlsx`, { as: 'editor' })
    expect(editorXlsx).toMatchObject({
      status: 403,
      body: { error: true, message: 'No tienes permiso para realizar esta acción.' },
    })
    expect((await call('GET', `${REG}.xlsx`)).status).toBe(401)
    expect((await call('GET', REG, { as: 'editor' })).status).toBe(403)
    expect((await call('GET', `${PROGRAM_PATHS.audit}?datos=registrations`, { as: 'editor' })).status).toBe(403)
    expect((await call('DELETE', `${REG}/1`, { as: 'editor' })).status).toBe(403)
  })

  it("deletes one person's registration, sent nominations and votes on request, with an audit line", async () => {
    const payload = await testPayload()
    const email = `borrar.${unique()}@escuela.mx`
    const registration = await register({ email })
    const other = await register({})
    const teacher = {
      nombre: 'Profe',
      apellido: 'Borrado',
      correo: `profe.${unique()}@escuela.mx`,
      escuela: 'Escuela',
      estado: 'jalisco' as const,
    }
    const nomination = await payload.create({
      collection: 'nominations',
      data: { userData: { ...teacher, correo: email.toUpperCase() }, professorData: teacher },
      overrideAccess: true,
    })

    const answer = await call('DELETE', `${REG}/${registration.id}`, { as: 'admin' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      error: false,
      erased: { registrations: 1, nominations: 1, votes: 0, candidates: 0 },
    })
    expect(answer.body.message).toBe('Datos eliminados a petición: 1 registro(s), 1 nominación(es) y 0 voto(s).')
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
    expect(
      (await payload.count({ collection: 'registrations', where: { id: { equals: other.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
    // The registration's welcome mail in the outbox goes too (issue 28).
    expect(await latestAudit()).toMatchObject({
      action: 'delete',
      dataset: 'registrations',
      rows: 3,
      filter: 'Registros: 1 · Nominaciones: 1 · Votos: 0 · Candidaturas: 0 · Correos: 1',
    })

    const lines = await call('GET', `${PROGRAM_PATHS.audit}?datos=registrations`, { as: 'admin' })
    expect(lines.body.data[0]).toMatchObject({ action: 'delete', rows: 3, userName: TEST_USERS.admin.name })
    expect(JSON.stringify(lines.body)).not.toContain(email)
    expect((await call('DELETE', `${REG}/${registration.id}`, { as: 'admin' })).status).toBe(404)
  })
})

describe("deletion on request covers every spelling of the mailbox and a nominee's own rows", () => {
  it('erases +tag and upper-case votes and nominations of the person, and leaves other mailboxes alone', async () => {
    const payload = await testPayload()
    const tag = unique()
    const email = `sofia.${tag}@escuela.mx`
    const registration = await register({ email })
    const candidate = await payload.create({
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
    const votes = []
    for (const variant of [
      `Sofia.${tag}@Escuela.MX`,
      `sofia.${tag}+concurso@escuela.mx`,
      `sofia.${tag}@escuela.mx`,
      `sofiax.${tag}@escuela.mx`,
      `sofia.${tag}@escuela.mx.evil`,
    ]) {
      votes.push(
        await payload.create({
          collection: 'votes',
          data: { candidate: candidate.id, email: variant, salt: 's', expiresAt: new Date().toISOString() },
          overrideAccess: true,
        }),
      )
    }
    const teacher = {
      nombre: 'Profe',
      apellido: 'Otro',
      correo: `profe.${tag}@escuela.mx`,
      escuela: 'Escuela',
      estado: 'jalisco' as const,
    }
    const sent = await payload.create({
      collection: 'nominations',
      data: { userData: { ...teacher, correo: `SOFIA.${tag}+nomina@escuela.mx` }, professorData: teacher },
      overrideAccess: true,
    })

    const answer = await call('DELETE', `${REG}/${registration.id}`, { as: 'admin' })
    expect(answer.body.erased).toEqual({ registrations: 1, nominations: 1, votes: 3, candidates: 0 })
    const left = await payload.find({
      collection: 'votes',
      where: { candidate: { equals: candidate.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(left.docs.map((vote) => vote.email).sort()).toEqual([
      `sofia.${tag}@escuela.mx.evil`,
      `sofiax.${tag}@escuela.mx`,
    ])
    expect(
      (await payload.count({ collection: 'nominations', where: { id: { equals: sent.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it("a nominee's erase deletes the nominations naming them and withdraws their candidate, keeping its votes without their name", async () => {
    const payload = await testPayload()
    const tag = unique()
    const nominee = {
      nombre: 'Berta',
      apellido: `Nominada${tag}`,
      correo: `berta.${tag}@escuela.mx`,
      escuela: 'Primaria Erase',
      estado: 'jalisco' as const,
    }
    const nominator = {
      nombre: 'Quien',
      apellido: 'Nomina',
      correo: `quien.${tag}@correo.mx`,
      escuela: 'Escuela',
      estado: 'jalisco' as const,
    }
    const first = await payload.create({
      collection: 'nominations',
      data: { userData: nominator, professorData: nominee },
      overrideAccess: true,
    })
    const second = await payload.create({
      collection: 'nominations',
      data: {
        userData: { ...nominator, correo: `otra.${tag}@correo.mx` },
        professorData: { ...nominee, correo: `Berta.${tag}+x@escuela.mx` },
      },
      overrideAccess: true,
    })
    const approved = await call('POST', `${CONTEST_API}/nominaciones/${first.id}/aprobar`, { as: 'admin' })
    const candidate = approved.body.data.candidate as number
    await payload.create({
      collection: 'votes',
      data: {
        candidate,
        email: `fan.${tag}@correo.mx`,
        salt: 's',
        expiresAt: new Date().toISOString(),
        confirmedAt: new Date().toISOString(),
        countedKey: `${candidate}:fan.${tag}@correo.mx`,
      },
      overrideAccess: true,
    })

    expect((await call('DELETE', `${CONTEST_API}/nominaciones/${first.id}?persona=otra`, { as: 'admin' })).status).toBe(
      400,
    )
    const answer = await call('DELETE', `${CONTEST_API}/nominaciones/${first.id}?persona=nominado`, { as: 'admin' })
    expect(answer.status).toBe(200)
    expect(answer.body.erased).toEqual({ registrations: 0, nominations: 2, votes: 0, candidates: 1 })
    expect(
      (
        await payload.count({
          collection: 'nominations',
          where: { id: { in: [first.id, second.id] } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    expect((await call('GET', `${CONTEST_API}/candidatos`)).body.some((c: { id: number }) => c.id === candidate)).toBe(
      false,
    )
    const row = await payload.findByID({ collection: 'candidates', id: candidate, overrideAccess: true, depth: 0 })
    expect(JSON.stringify(row)).not.toContain(`Nominada${tag}`)
    expect(JSON.stringify(row)).not.toContain('Primaria Erase')
    expect(row.is_active).toBe(false)
    expect(
      (await payload.count({ collection: 'votes', where: { candidate: { equals: candidate } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
    // The nominators' own data stays (only their nominations of this teacher went).
    expect(await latestAudit()).toMatchObject({ action: 'delete', dataset: 'nominations', rows: 3 })
  })
})

describe('nominations on the data screen (admins)', () => {
  it('filter by the nominee state and review, search the nominator, export and delete the nominator on request', async () => {
    const payload = await testPayload()
    const tag = unique()
    const nominator = {
      nombre: 'Quién',
      apellido: `Nomina${tag}`,
      correo: `quien.${tag}@correo.mx`,
      escuela: 'Escuela A',
      estado: 'cdmx' as const,
    }
    const teacher = {
      nombre: 'José',
      apellido: `Profe${tag}`,
      correo: `jose.${tag}@escuela.mx`,
      escuela: 'Primaria B',
      estado: 'oaxaca' as const,
    }
    await payload.create({
      collection: 'nominations',
      data: { userData: nominator, professorData: teacher },
      overrideAccess: true,
    })
    const list = `${CONTEST_API}/nominaciones`
    expect((await call('GET', `${list}?q=quien nomina${tag}`, { as: 'admin' })).body.total).toBe(1)
    expect(
      (await call('GET', `${list}?q=jose profe${tag}&estado=oaxaca&status=pending`, { as: 'admin' })).body.total,
    ).toBe(1)
    expect((await call('GET', `${list}?q=profe${tag}&estado=cdmx`, { as: 'admin' })).body.total).toBe(0)
    const found = await call('GET', `${list}?q=profe${tag}`, { as: 'admin' })
    expect(found.body.data[0]).toMatchObject({ userData: nominator, professorData: teacher, status: 'pending' })

    const csv = await call('GET', `${list}.csv?q=profe${tag}&estado=oaxaca`, { as: 'admin' })
    expect(csv.status).toBe(200)
    const rows = parseCsv((csv.body as string).slice(1))
    expect(rows).toHaveLength(2)
    expect(rows[1]?.slice(1, 7)).toEqual(['Pendiente', 'José', `Profe${tag}`, teacher.correo, 'Primaria B', 'Oaxaca'])
    expect(await latestAudit()).toMatchObject({
      action: 'export',
      dataset: 'nominations',
      rows: 1,
      filter: 'Estado: Oaxaca · Con búsqueda de texto',
    })

    const removed = await call('DELETE', `${list}/${found.body.data[0].id}`, { as: 'admin' })
    expect(removed.body.erased).toEqual({ registrations: 0, nominations: 1, votes: 0, candidates: 0 })
    expect((await call('GET', `${list}?q=profe${tag}`, { as: 'admin' })).body.total).toBe(0)
  })
})
