import type { Pool, PoolClient } from '../lib/db-pool'

/**
 * The instances take turns at each queue: a run holds a session-level PostgreSQL advisory lock for
 * the queue, and an instance that does not get it skips that tick. Payload 3.90's runner is not safe
 * to run twice at once on one queue: it claims jobs with a read and then a write, so two runners
 * start the same job; the winner deletes it when done (`deleteJobOnComplete`), and then
 * - the loser's log insert violates the log's foreign key inside a transaction Payload never rolls
 *   back (payloadcms/payload#17912): the pooled connection stays "idle in transaction" for good, and
 *   ten of them wedged an instance (every page waiting for a connection; tests/cluster/jobs.spec.ts);
 * - or the loser's claim reads a job that is gone, throws (`null.log`) after committing its claim,
 *   and the other jobs it claimed stay `processing` forever: mail never sent.
 * The lock lives with its session: an instance that dies mid-run frees it at once.
 */
const JOBS_LOCK = 740_120_013 // the class of these locks (scripts/prepare.ts's migration lock is another key)

/**
 * A job still `processing` this long after its claim was left by a run that ended without finishing
 * it (its process killed, or a claim that threw): with the lock held no other turn is running, and
 * a turn never lasts this long (src/jobs/runner.ts gives up on it sooner).
 */
export const ORPHAN_AFTER_SECONDS = 300

/** Frees `queue`'s jobs left `processing` by a run that is gone, so this turn runs them again; their tasks are safe to repeat (their own claims). */
export const releaseOrphanedJobs = async (client: Pick<PoolClient, 'query'>, queue: string): Promise<number> => {
  const { rowCount } = await client.query(
    `UPDATE payload_jobs SET processing = false
      WHERE queue = $1 AND processing AND completed_at IS NULL AND updated_at < now() - make_interval(secs => $2)`,
    [queue, ORPHAN_AFTER_SECONDS],
  )
  return rowCount ?? 0
}

/** Runs `work` as `queue`'s turn if no instance holds it; false (nothing run) when one does. */
export const takeQueueTurn = async (
  pool: Pool,
  queue: string,
  work: (client: PoolClient) => Promise<void>,
): Promise<boolean> => {
  const client = await pool.connect()
  // A connection that failed while taking or giving back the lock may still hold it: destroyed, not returned to the pool.
  let reusable = true
  const lockQuery = async (text: string): Promise<boolean> => {
    try {
      const { rows } = await client.query<{ done: boolean }>(text, [JOBS_LOCK, queue])
      return rows[0]?.done === true
    } catch (error) {
      reusable = false
      throw error
    }
  }
  try {
    if (!(await lockQuery('SELECT pg_try_advisory_lock($1, hashtext($2)) AS done'))) return false
    try {
      await work(client)
    } finally {
      await lockQuery('SELECT pg_advisory_unlock($1, hashtext($2)) AS done').catch(() => false)
    }
    return true
  } finally {
    client.release(!reusable)
  }
}
