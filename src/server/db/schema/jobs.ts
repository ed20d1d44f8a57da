import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Background jobs (src/server/lib/jobs and the background-jobs ADR): the queue lives in the database, so a
 * job survives a restart and every server instance shares it. A worker claims due rows with
 * `FOR UPDATE SKIP LOCKED` and holds a lease (`locked_until`); a worker that dies leaves a lease that runs
 * out, and the job is claimed again. `attempt` counts the runs started, and fences a late finish from a worker whose lease was taken over.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    payload: jsonb('payload'),
    state: varchar('state', { length: 10 })
      .notNull()
      .default('queued')
      .$type<'queued' | 'running' | 'completed' | 'failed'>(),
    /** A second enqueue with the same key is a no-op while the first row exists (completed rows are pruned). */
    singletonKey: varchar('singleton_key', { length: 200 }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempt: integer('attempt').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Which instance holds the lease, for an operator reading the table. */
    lockedBy: varchar('locked_by', { length: 100 }),
    /** The last failure's text, kept after a later success too. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_singleton_key_idx').on(table.singletonKey),
    // The claim's scan: due queued jobs, and running ones whose lease ran out.
    index('jobs_claim_idx')
      .on(table.runAt)
      .where(sql`${table.state} in ('queued', 'running')`),
    // Pruning finds old completed jobs without reading the queue.
    index('jobs_finished_at_idx')
      .on(table.finishedAt)
      .where(sql`${table.state} = 'completed'`),
    check('jobs_state_check', sql`${table.state} in ('queued', 'running', 'completed', 'failed')`),
  ],
);
