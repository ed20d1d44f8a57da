import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/index';
import type { ClaimedJob } from './claim-jobs';

type Outcome =
  | { state: 'completed'; at: Date }
  | { state: 'queued'; runAt: Date; error: string }
  | { state: 'failed'; at: Date; error: string };

/**
 * Records how a run ended. Only the run that holds the claim may: a worker whose lease ran out and whose job
 * another worker claimed again (a higher attempt) finds nothing to update, and false says so.
 */
export async function recordJobOutcome(db: Database, job: ClaimedJob, outcome: Outcome): Promise<boolean> {
  const released = { state: outcome.state, lockedUntil: null, lockedBy: null };
  const changes =
    outcome.state === 'completed'
      ? { ...released, finishedAt: outcome.at }
      : outcome.state === 'queued'
        ? { ...released, runAt: outcome.runAt, lastError: outcome.error }
        : { ...released, finishedAt: outcome.at, lastError: outcome.error };
  const updated = await db
    .update(jobs)
    .set(changes)
    .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.attempt, job.attempt)))
    .returning({ id: jobs.id });
  return updated.length === 1;
}
