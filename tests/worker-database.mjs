// Runs in each Jest worker before any test file is loaded: with PROFEMAX_DB_PER_WORKER (scripts/test.mjs),
// the worker's DATABASE_URL names its own copy of the prepared test database (`<name>_w<worker>`).
if (process.env.PROFEMAX_DB_PER_WORKER === '1' && process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = `${url.pathname}_w${process.env.JEST_WORKER_ID ?? '1'}`
  process.env.DATABASE_URL = url.toString()
}
