import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/index';

export interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  attempt: number;
}

export interface ClaimInput {
  /** The lease in seconds of every job name this worker runs; other names are left to other workers. */
  leaseSeconds: Record<string, number>;
  limit: number;
  now: Date;
  workerId: string;
}

/**
 * Claims up to `limit` due jobs in one statement: queued ones whose time has come and running ones whose
 * lease ran out (their worker died). `SKIP LOCKED` lets concurrent workers pass over rows another is
 * claiming instead of waiting for them, and the row lock plus the re-checked state mean one claim per run.
 */
export async function claimJobs(db: Database, input: ClaimInput): Promise<ClaimedJob[]> {
  const names = Object.keys(input.leaseSeconds);
  if (names.length === 0 || input.limit < 1) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, names),
        or(
          and(eq(jobs.state, 'queued'), lte(jobs.runAt, input.now)),
          and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, input.now)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const leases = JSON.stringify(input.leaseSeconds);
  return db
    .update(jobs)
    .set({
      state: 'running',
      attempt: sql`${jobs.attempt} + 1`,
      lockedBy: input.workerId,
      lockedUntil: sql`${input.now.toISOString()}::timestamptz + (${leases}::jsonb ->> ${jobs.name})::int * interval '1 second'`,
    })
    .where(inArray(jobs.id, due))
    .returning({ id: jobs.id, name: jobs.name, payload: jobs.payload, attempt: jobs.attempt });
}
