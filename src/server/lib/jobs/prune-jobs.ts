import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/index';

/**
 * Removes completed jobs finished before `olderThan`. Failed jobs stay for an operator to read and remove.
 * A pruned job's singleton key is free again, so keys must name one event (a payment id, a period).
 */
export async function pruneJobs(db: Database, olderThan: Date): Promise<number> {
  const removed = await db
    .delete(jobs)
    .where(and(eq(jobs.state, 'completed'), lt(jobs.finishedAt, olderThan)))
    .returning({ id: jobs.id });
  return removed.length;
}
