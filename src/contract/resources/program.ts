import { expireTag } from '../../lib/cache-expiry'
import { collectionTag } from '../../lib/cache-tags'
import { CSV_BOM, csvHeaders, csvLine } from '../../lib/csv'
import { isIsoDay, todayIso } from '../../lib/dates'
import { xlsxHeaders, xlsxStream, type XlsxColumn } from '../../lib/xlsx'
import type { MexicanState } from '../../lib/states'
import { describeFilter, recentAudit, recordAudit } from '../../program/audit'
import { NO_REASON, erasePerson } from '../../program/erase'
import { spokenDateTime } from '../../jobs/time'
import {
  countPeople,
  decodeCursor,
  everyPerson,
  listPeople,
  REVIEW_STATUSES,
  STATE_NAMES,
  TIME_ZONE,
  type Dataset,
  type NominationRow,
  type PeopleFilter,
  type RegistrationRow,
  type ReviewStatus,
} from '../../program/people'
import { idParam } from '../body'
import type { Ctx, Handler } from '../context'
import { ContractError, json, notFound, ok } from '../http'
import { normaliseText } from '../../lib/text-search'

/** Rows per page on the 'Registros' and 'Nominaciones' screens. */
export const PEOPLE_PAGE_SIZE = 20

/**
 * `q` (name, e-mail, cédula, school, member code; nominee and nominator), `desde`/`hasta`
 * (yyyy-mm-dd, Mexico City days), `estado` (a state's key) and, for nominations, `status`.
 */
export const readPeopleFilter = (url: URL): PeopleFilter => {
  const params = url.searchParams
  const day = (name: string): string | null => {
    const value = params.get(name)
    if (!value) return null
    if (!isIsoDay(value)) throw new ContractError(400, 'La fecha no es válida.')
    return value
  }
  const from = day('desde')
  const to = day('hasta')
  if (from && to && from > to) throw new ContractError(400, 'La fecha inicial es posterior a la final.')
  const state = params.get('estado') || null
  if (state && !STATE_NAMES.has(state)) throw new ContractError(400, 'Estado no válido.')
  const status = params.get('status') || null
  if (status && !(REVIEW_STATUSES as readonly string[]).includes(status))
    throw new ContractError(400, 'La revisión no es válida.')
  return {
    text: normaliseText((params.get('q') ?? '').slice(0, 100)),
    from,
    to,
    state: state as MexicanState | null,
    status: status as ReviewStatus | null,
  }
}

/** Any page number (no ceiling: a national campaign passes 10,000 pages of 20); beyond the last, an empty page. */
const pageOf = (url: URL): number =>
  Math.max(1, Math.min(1_000_000_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1))

/** `pageSize` 1-100 (the screens send none: PEOPLE_PAGE_SIZE). */
const pageSizeOf = (url: URL): number => {
  const size = Number.parseInt(url.searchParams.get('pageSize') ?? '', 10)
  return Number.isSafeInteger(size) && size > 0 ? Math.min(100, size) : PEOPLE_PAGE_SIZE
}

/**
 * GET the list: `{ data, total, page, pageSize, capped, next }`. `next` is the cursor of the
 * following page: sent back as `after` with that page's number, the page is read by keyset
 * (docs/performance.md, "Campaign scale"). `capped`: a text search matched more than
 * SEARCH_COUNT_CAP rows and `total` is the cap.
 */
const list =
  (dataset: Dataset): Handler =>
  async (ctx) => {
    const page = pageOf(ctx.url)
    const pageSize = pageSizeOf(ctx.url)
    const after = decodeCursor(ctx.url.searchParams.get('after'))
    const { rows, total, capped, next } = await listPeople(
      ctx.payload,
      dataset,
      readPeopleFilter(ctx.url),
      page,
      pageSize,
      after,
    )
    return json({ data: rows, total, page, pageSize, capped, next }, 200, { 'Cache-Control': 'no-store' })
  }

/** es-MX date and time in Mexico City: 23/11/2026, 14:05. */
const dateTime = new Intl.DateTimeFormat('es-MX', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const when = (iso: string): string => dateTime.format(new Date(iso))
const stateName = (state: string | null): string => (state ? (STATE_NAMES.get(state) ?? state) : '')
const REVIEW_WORDS: Record<ReviewStatus, string> = { pending: 'Pendiente', approved: 'Aprobada', rejected: 'Rechazada' }

type Cells = (string | number | null)[]

const CSV: {
  [D in Dataset]: {
    file: string
    header: string[]
    cells: (row: D extends 'registrations' ? RegistrationRow : NominationRow) => Cells
  }
} = {
  registrations: {
    file: 'registros',
    header: [
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
    ],
    cells: (row) => [
      row.member_code,
      row.nombre,
      row.apellido,
      row.email,
      row.telefono,
      row.fecha_nac,
      row.cp,
      stateName(row.estado),
      row.cedula,
      row.escuela,
      when(row.createdAt),
    ],
  },
  nominations: {
    file: 'nominaciones',
    header: [
      'Fecha',
      'Revisión',
      'Profe nominado: nombre',
      'Profe nominado: apellido',
      'Profe nominado: correo',
      'Profe nominado: escuela',
      'Profe nominado: estado',
      'Quien nomina: nombre',
      'Quien nomina: apellido',
      'Quien nomina: correo',
      'Quien nomina: escuela',
      'Quien nomina: estado',
    ],
    cells: ({ createdAt, status, professorData: p, userData: u }) => [
      when(createdAt),
      REVIEW_WORDS[status],
      p.nombre,
      p.apellido,
      p.correo,
      p.escuela,
      stateName(p.estado),
      u.nombre,
      u.apellido,
      u.correo,
      u.escuela,
      stateName(u.estado),
    ],
  },
}

/**
 * GET ….csv: the filtered rows as CSV (UTF-8 with BOM, es-MX dates), streamed: the body is written
 * batch by batch as the database is paged, so a large export never sits whole in memory. The
 * export is recorded before the first byte (who, how many rows, the filter in words).
 */
/** An export's rows for the request's filter, after its audit line (one per export, whatever the format). */
const auditedExport = async <D extends Dataset>(ctx: Ctx, dataset: D) => {
  const filter = readPeopleFilter(ctx.url)
  const total = await countPeople(ctx.payload, dataset, filter)
  await recordAudit(ctx.payload, {
    action: 'export',
    dataset,
    rows: total,
    filter: describeFilter(filter),
    user: ctx.caller.user,
  })
  return everyPerson(ctx.payload, dataset, filter)
}

const exportCsv =
  <D extends Dataset>(dataset: D): Handler =>
  async (ctx) => {
    const batches = await auditedExport(ctx, dataset)
    const spec = CSV[dataset] as {
      header: string[]
      file: string
      cells: (row: RegistrationRow | NominationRow) => Cells
    }
    const encoder = new TextEncoder()
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(encoder.encode(`${CSV_BOM}${csvLine(spec.header)}`)),
      pull: async (controller) => {
        try {
          const next = await batches.next()
          if (next.done) controller.close()
          else controller.enqueue(encoder.encode(next.value.map((row) => csvLine(spec.cells(row))).join('')))
        } catch (error) {
          ctx.payload.logger.error({ err: error, msg: `GET ${ctx.url.pathname}: export interrupted` })
          controller.error(error)
        }
      },
      cancel: async () => {
        await batches.return(undefined)
      },
    })
    return new Response(stream, { headers: csvHeaders(`${spec.file}-${todayIso()}.csv`) })
  }

/**
 * The registrations as an Excel workbook (issue 28): the CSV's columns, in the same order, with the
 * same filter, but typed cells, so Excel and LibreOffice keep postal codes, cédulas, phones and
 * member codes as text (a CSV cannot say so: docs/exports.md). Dates are real dates (Mexico City's
 * wall clock). No formula escaping is needed: a text cell is never evaluated.
 */
const REGISTRATION_COLUMNS: readonly (XlsxColumn & { cell: (row: RegistrationRow) => string | null })[] = [
  { header: 'Código de socio', kind: 'text', width: 16, cell: (row) => row.member_code },
  { header: 'Nombre', kind: 'text', width: 18, cell: (row) => row.nombre },
  { header: 'Apellido', kind: 'text', width: 18, cell: (row) => row.apellido },
  { header: 'Correo electrónico', kind: 'text', width: 30, cell: (row) => row.email },
  { header: 'Teléfono', kind: 'text', width: 14, cell: (row) => row.telefono },
  { header: 'Fecha de nacimiento', kind: 'day', width: 14, cell: (row) => row.fecha_nac },
  { header: 'Código postal', kind: 'text', width: 10, cell: (row) => row.cp },
  { header: 'Estado', kind: 'text', width: 18, cell: (row) => stateName(row.estado) },
  { header: 'Cédula profesional', kind: 'text', width: 16, cell: (row) => row.cedula },
  { header: 'Escuela', kind: 'text', width: 30, cell: (row) => row.escuela },
  { header: 'Fecha de registro', kind: 'instant', width: 17, cell: (row) => row.createdAt },
]

/** GET /programa/registros.xlsx: what the CSV export gives, as a streamed workbook; recorded the same way. */
const exportRegistrationsXlsx: Handler = async (ctx) => {
  const people = await auditedExport(ctx, 'registrations')
  async function* rows() {
    for await (const batch of people) yield batch.map((row) => REGISTRATION_COLUMNS.map((column) => column.cell(row)))
  }
  const stream = xlsxStream({
    sheet: 'Registros',
    columns: REGISTRATION_COLUMNS,
    batches: rows(),
    timeZone: TIME_ZONE,
    onError: (error) => ctx.payload.logger.error({ err: error, msg: `GET ${ctx.url.pathname}: export interrupted` }),
  })
  return new Response(stream, { headers: xlsxHeaders(`registros-${todayIso()}.xlsx`) })
}

const expireContest = (): void => expireTag(collectionTag('candidates'))

/**
 * The e-mail of the person a row belongs to: a registration's; a nomination's sender's, or with
 * `?persona=nominado` its nominee's (a teacher who asks to be removed from the contest).
 */
const emailOf = async (ctx: Ctx, dataset: Dataset, id: number): Promise<string> => {
  if (dataset === 'registrations') {
    const doc = await ctx.payload.findByID({
      collection: 'registrations',
      id,
      depth: 0,
      select: { email: true },
      overrideAccess: true,
      disableErrors: true,
    })
    if (!doc) throw notFound()
    return doc.email
  }
  const persona = ctx.url.searchParams.get('persona')
  if (persona !== null && persona !== 'nominado' && persona !== 'nominador')
    throw new ContractError(400, 'La persona indicada no es válida.')
  const doc = await ctx.payload.findByID({
    collection: 'nominations',
    id,
    depth: 0,
    select: { userData: { correo: true }, professorData: { correo: true } },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc) throw notFound()
  return persona === 'nominado' ? doc.professorData.correo : doc.userData.correo
}

/** `?motivo=`: why the person asked (kept in the audit line, with the folio); up to 500 characters. */
const reasonOf = (ctx: Ctx): string => {
  const reason = (ctx.url.searchParams.get('motivo') ?? '').replace(/\s+/g, ' ').trim()
  if (reason.length > 500)
    throw new ContractError(400, 'El motivo no puede tener más de 500 caracteres.', {
      motivo: 'El motivo no puede tener más de 500 caracteres.',
    })
  return reason || NO_REASON
}

/**
 * The receipt staff give the person (issue 28): the folio the audit line keeps, when, what was
 * erased and why. Not stored (it names the person): the audit line keeps the folio and the counts.
 */
const receiptText = ({
  folio,
  email,
  reason,
  counts,
  staff,
}: {
  folio: string
  email: string
  reason: string
  counts: Record<'registrations' | 'nominations' | 'votes' | 'candidates' | 'messages', number>
  staff: string | null
}): string =>
  [
    'Constancia de eliminación de datos personales (derecho de cancelación, ARCO)',
    `Folio: ${folio}`,
    `Fecha: ${spokenDateTime(new Date())} (hora de la Ciudad de México)`,
    `Titular: ${email}`,
    `Se eliminaron: ${counts.registrations} registro(s), ${counts.nominations} nominación(es), ${counts.votes} voto(s) y ${counts.messages} correo(s) enviados o pendientes.${counts.candidates ? ' Su candidatura fue retirada del concurso.' : ''}`,
    `Motivo: ${reason}`,
    `Atendió: ${staff || 'Personal de ProfeMax'}`,
    'Conserve este folio: identifica su solicitud en nuestro registro de auditoría, que no guarda sus datos.',
  ].join('\n')

/** DELETE …/{id}: deletion on request of everything kept about the row's person. */
const remove =
  (dataset: Dataset): Handler =>
  async (ctx) => {
    const email = await emailOf(ctx, dataset, idParam(ctx.params.id))
    const reason = reasonOf(ctx)
    const { folio, messages, ...erased } = await erasePerson(
      ctx.payload,
      email,
      dataset,
      ctx.caller.user,
      undefined,
      reason,
    )
    if (erased.votes || erased.nominations || erased.candidates) expireContest()
    const withdrawn = erased.candidates ? ` Candidatura retirada del concurso.` : ''
    const receipt = receiptText({
      folio,
      email,
      reason,
      counts: { ...erased, messages },
      staff: (ctx.caller.user as { name?: string | null } | null)?.name ?? null,
    })
    return ok(
      `Datos eliminados a petición: ${erased.registrations} registro(s), ${erased.nominations} nominación(es) y ${erased.votes} voto(s).${withdrawn}`,
      { erased, messages, folio, receipt },
    )
  }

/** GET …/auditoria?datos=registrations|nominations: the latest lines for the screen. */
const audit: Handler = async (ctx) => {
  const dataset = ctx.url.searchParams.get('datos')
  if (dataset !== 'registrations' && dataset !== 'nominations')
    throw new ContractError(400, 'Los datos pedidos no son válidos.')
  return json({ data: await recentAudit(ctx.payload, dataset) }, 200, { 'Cache-Control': 'no-store' })
}

export const program = {
  registrations: {
    list: list('registrations'),
    exportCsv: exportCsv('registrations'),
    exportXlsx: exportRegistrationsXlsx,
    remove: remove('registrations'),
  },
  nominations: { list: list('nominations'), exportCsv: exportCsv('nominations'), remove: remove('nominations') },
  audit,
}
