import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs as jobRows } from '../db/schema/index';
import type { JobHandler, JobRunner, JobSchedule } from '../lib/jobs/index';

/**
 * A job runner that only keeps what is registered, so a test runs the handlers itself: `runQueued` runs each
 * queued job of a name once, as the runner would, and marks it completed.
 */
export function capturedJobs() {
  const handlers = new Map<string, JobHandler<unknown>>();
  const schedules = new Map<string, JobSchedule>();
  const runner: JobRunner = {
    register: (name, handler) => void handlers.set(name, handler as JobHandler<unknown>),
    schedule: (name, when) => void schedules.set(name, when),
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
  /** Runs a handler as the runner's `attempt`th try of the job (the first unless said). */
  const run = async (name: string, payload: unknown = null, attempt = 1) =>
    handlers.get(name)!(payload, { id: 'test', attempt, signal: new AbortController().signal });
  const runQueued = async (db: Database, name: string) => {
    const queued = await db
      .select()
      .from(jobRows)
      .where(and(eq(jobRows.name, name), eq(jobRows.state, 'queued')))
      // In the order they were queued, as the runner would take them: without an order PostgreSQL returns rows
      // in heap order, which an earlier update of the rows reshuffles.
      .orderBy(asc(jobRows.createdAt), asc(jobRows.id));
    for (const job of queued) {
      await run(name, job.payload);
      await db.update(jobRows).set({ state: 'completed' }).where(eq(jobRows.id, job.id));
    }
    return queued.length;
  };
  return { runner, schedules, run, runQueued };
}
