import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'
import pg from 'pg'

import { ADMIN } from '../admin/helpers'
import { buildCorpus, type FuzzRequest } from './corpus'

/**
 * Tables a malformed request could have written to; sessions and preferences change by signing in, and
 * the audit log records each CSV export an admin's request makes (by design, issue 13: an export with a
 * junk filter is still an export). The people's own tables are compared, so no deletion can pass.
 * The server's own scheduler is not a request's doing: Payload's task `schedule` queues the daily trash purge
 * (src/jobs/purge-trash.ts) on the server's first tick and keeps its bookkeeping in `payload_jobs_stats`.
 */
const SCHEDULED_BY_THE_SERVER: Record<string, string> = {
  payload_jobs: "WHERE t.task_slug IS DISTINCT FROM 'purgeTrash'",
}
const snapshot = async (): Promise<Record<string, string>> => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'users_sessions%' AND table_name NOT LIKE 'payload_preferences%' AND table_name NOT LIKE 'payload_locked_documents%' AND table_name NOT IN ('audit_log', 'payload_jobs_stats') ORDER BY table_name",
    )
    const result: Record<string, string> = {}
    for (const { table_name: table } of rows) {
      // The rows' data, not their bookkeeping: a save that changes no field (a global posted with keys it does not have)
      // still stamps `updated_at` and who saved (`updated_by`), and rewrites its relation rows under new ids. The history
      // (`_*_v` tables) then holds one more version with the same fields: the distinct versions are compared, not how
      // many rows hold them.
      const history = /^_.+_v(_rels)?$/.test(table)
      const data = history
        ? "to_jsonb(t) - 'id' - 'parent_id' - 'created_at' - 'updated_at' - 'latest' - 'version_updated_at' - 'version_updated_by_id'"
        : `to_jsonb(t) - 'updated_at' - 'updated_by_id'${table.endsWith('_rels') ? " - 'id'" : ''}`
      const {
        rows: [row],
      } = await client.query(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS h FROM (SELECT ${history ? 'DISTINCT ' : ''}${data} AS r FROM "${table}" t ${SCHEDULED_BY_THE_SERVER[table] ?? ''}) s`,
      )
      result[table] = `${row.n}:${row.h}`
    }
    return result
  } finally {
    await client.end()
  }
}

const send = async (api: APIRequestContext, item: FuzzRequest): Promise<number> => {
  const response = await api.fetch(item.path, {
    method: item.method,
    headers: item.headers,
    data: item.body,
    maxRedirects: 0,
    failOnStatusCode: false,
  })
  await response.body().catch(() => undefined)
  return response.status()
}

test.describe('malformed requests against the production server', () => {
  test.setTimeout(15 * 60_000)

  test('a corpus of more than 2,000 malformed requests, anonymous and as staff: no 5xx, and the database is unchanged', async ({
    baseURL,
  }) => {
    const anonymous = await playwrightRequest.newContext({ baseURL })
    const staff = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: new URL(baseURL!).origin },
    })
    expect((await staff.post('/api/users/login', { data: ADMIN })).ok()).toBeTruthy()
    const access = await (await staff.get('/api/access')).json()
    const collections = Object.keys(access.collections ?? {})
    const globals = Object.keys(access.globals ?? {})
    expect(collections.length).toBeGreaterThanOrEqual(15)

    const corpus = buildCorpus(collections, globals)
    expect(corpus.length * 2).toBeGreaterThanOrEqual(2000)
    const before = await snapshot()

    const failures: string[] = []
    const statuses = new Map<number, number>()
    for (const [who, api] of [
      ['anonymous', anonymous],
      ['staff', staff],
    ] as const) {
      // A few at a time: the server sees concurrency, the shared machine is not flooded.
      for (let start = 0; start < corpus.length; start += 6) {
        const batch = corpus.slice(start, start + 6)
        const answers = await Promise.all(batch.map((item) => send(api, item)))
        answers.forEach((status, index) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
          const line = `${who} ${batch[index]!.method} ${batch[index]!.path.slice(0, 120)} (${batch[index]!.label}) -> ${status}`
          if (status >= 500) failures.push(line)
          // A malformed write that was accepted: named in the output, so a changed table can be traced to it.
          if (batch[index]!.method !== 'GET' && status >= 200 && status < 300) console.log(`fuzz: accepted ${line}`)
        })
      }
    }
    console.log(
      `fuzz: ${corpus.length * 2} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    )
    expect(failures).toEqual([])
    expect(await snapshot()).toEqual(before)
    await anonymous.dispose()
    await staff.dispose()
  })
})
