import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/index';
import type { JobsDb } from './job-types';

export interface EnqueueJobInput {
  name: string;
  payload?: unknown;
  /** Not before this time; now when absent. */
  runAt?: Date;
  /** A second enqueue with the same key is a no-op, e.g. 'sms:receipt:<paymentId>'. */
  singletonKey?: string;
}

/**
 * Enqueues a job with the caller's transaction, so the job exists exactly when the event that caused it
 * committed: a rolled-back payment leaves no receipt SMS behind.
 */
export async function enqueueJob(
  tx: JobsDb,
  input: EnqueueJobInput,
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await tx
    .insert(jobs)
    .values({
      name: input.name,
      payload: input.payload ?? null,
      singletonKey: input.singletonKey ?? null,
      ...(input.runAt ? { runAt: input.runAt } : {}),
    })
    .onConflictDoNothing({ target: jobs.singletonKey })
    .returning({ id: jobs.id });
  if (inserted) return { id: inserted.id, created: true };
  // Only a singleton key conflicts; on PostgreSQL a concurrent insert of the key made this insert wait for
  // that transaction, so the row it committed is visible to this next statement.
  const [existing] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.singletonKey, input.singletonKey!));
  if (!existing) throw new Error(`The job with singleton key ${input.singletonKey} could not be read back`);
  return { id: existing.id, created: false };
}

/**
 * Queues several jobs in one statement (a transfer's two SMS), each once per singleton key; a key already
 * queued is left as it is. For callers that do not need the jobs' ids.
 */
export async function enqueueJobs(tx: JobsDb, inputs: readonly EnqueueJobInput[]): Promise<void> {
  if (inputs.length === 0) return;
  await tx
    .insert(jobs)
    .values(
      inputs.map((input) => ({
        name: input.name,
        payload: input.payload ?? null,
        singletonKey: input.singletonKey ?? null,
        ...(input.runAt ? { runAt: input.runAt } : {}),
      })),
    )
    .onConflictDoNothing({ target: jobs.singletonKey });
}
