import { setTimeout as sleep } from 'node:timers/promises';
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { createTestDatabase } from '../../testing/test-database';
import { claimJobs } from './claim-jobs';
import { enqueueJob } from './enqueue-job';
import { createJobRunner, type JobRunnerDeps } from './job-runner';
import type { JobRunner } from './job-types';
import { recordJobOutcome } from './record-job-outcome';

// Each run of a handler leaves a row here, so "ran exactly once" is counted by the database.
const jobRuns = pgTable('test_job_runs', {
  jobId: uuid('job_id').notNull(),
  worker: varchar('worker', { length: 10 }).notNull(),
});

const logger = pino({ level: 'silent' });

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(10);
  }
}

describe('the job runner', () => {
  let database: DatabaseHandle;
  /** A second connection pool to the same database on PostgreSQL, as another server instance has. */
  let other: DatabaseHandle;
  const runners: JobRunner[] = [];
  let clock: number;
  const now = () => new Date(clock);

  const runner = (overrides: Partial<JobRunnerDeps> = {}) => {
    const created = createJobRunner({ db: database.db, logger, now, pollMs: 10, ...overrides });
    runners.push(created);
    return created;
  };
  const jobRow = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
  const runsOf = async () => database.db.select().from(jobRuns);

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(
      sql`create table test_job_runs (job_id uuid not null, worker varchar(10) not null)`,
    );
    if (database.kind === 'embedded') {
      other = database;
    } else {
      const [row] = await database.db
        .select({ name: sql<string>`current_database()` })
        .from(sql`(select 1) as one`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${row!.name}`;
      other = await openDatabase({ url: url.toString(), maxConnections: 4 });
    }
  });
  afterAll(async () => {
    if (other !== database) await other.close();
    await database.close();
  });
  beforeEach(async () => {
    clock = Date.now() + 1000;
    await database.db.delete(jobs);
    await database.db.delete(jobRuns);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((each) => each.stop()));
  });

  it('retries a failing job with exponential backoff, then marks it failed with the last error', async () => {
    let calls = 0;
    const jobs1 = runner();
    jobs1.register(
      'flaky',
      async (_payload, job) => {
        calls += 1;
        throw new Error(`boom on attempt ${job.attempt}`);
      },
      { retryLimit: 2, backoffSeconds: 10 },
    );
    const { id } = await enqueueJob(database.db, { name: 'flaky' });
    await jobs1.start();

    await until(
      async () => (await jobRow(id)).attempt === 1 && (await jobRow(id)).state === 'queued',
      'attempt 1',
    );
    let row = await jobRow(id);
    expect(row.runAt.getTime()).toBe(clock + 10_000);
    expect(row.lastError).toContain('boom on attempt 1');

    clock += 10_000;
    await until(
      async () => (await jobRow(id)).attempt === 2 && (await jobRow(id)).state === 'queued',
      'attempt 2',
    );
    row = await jobRow(id);
    expect(row.runAt.getTime()).toBe(clock + 20_000);

    clock += 20_000;
    await until(async () => (await jobRow(id)).state === 'failed', 'the failure');
    row = await jobRow(id);
    expect(row).toMatchObject({ attempt: 3, lockedUntil: null, lockedBy: null });
    expect(row.lastError).toContain('Error: boom on attempt 3');
    expect(row.finishedAt?.getTime()).toBe(clock);
    clock += 60 * 60_000;
    await sleep(100);
    expect(calls).toBe(3);
  });

  it('runs a job again once the lease of a worker that died ran out, and fences the dead worker’s finish', async () => {
    const { id } = await enqueueJob(database.db, { name: 'slow' });
    const [dead] = await claimJobs(database.db, {
      leaseSeconds: { slow: 30 },
      limit: 1,
      now: now(),
      workerId: 'killed',
    });
    expect(dead).toMatchObject({ id, attempt: 1 });

    const ran: number[] = [];
    const jobs1 = runner();
    jobs1.register('slow', async (_payload, job) => void ran.push(job.attempt), { timeoutSeconds: 30 });
    await jobs1.start();
    await sleep(150);
    expect(ran).toEqual([]); // the lease still holds

    clock += 31_000;
    await until(async () => (await jobRow(id)).state === 'completed', 'the second run');
    expect(ran).toEqual([2]);
    expect(await recordJobOutcome(database.db, dead!, { state: 'completed', at: now() })).toBe(false);
  });

  it('fails a job whose worker died during its last permitted run', async () => {
    const { id } = await enqueueJob(database.db, { name: 'once' });
    await claimJobs(database.db, { leaseSeconds: { once: 5 }, limit: 1, now: now(), workerId: 'killed' });
    let calls = 0;
    const jobs1 = runner();
    jobs1.register('once', async () => void (calls += 1), { retryLimit: 0, timeoutSeconds: 5 });
    await jobs1.start();
    clock += 6_000;
    await until(async () => (await jobRow(id)).state === 'failed', 'the failure');
    expect((await jobRow(id)).lastError).toContain('lease ran out');
    expect(calls).toBe(0);
  });

  it('runs each of 200 jobs exactly once with two runners polling one database', async () => {
    const ids = await database.db.transaction(async (tx) => {
      const enqueued = [];
      for (let index = 0; index < 200; index += 1) {
        enqueued.push((await enqueueJob(tx, { name: 'count', payload: { index } })).id);
      }
      return enqueued;
    });
    for (const [worker, handle] of [
      ['a', database],
      ['b', other],
    ] as const) {
      const instance = runner({ db: handle.db, concurrency: 5 });
      instance.register('count', async (_payload, job) => {
        await handle.db.insert(jobRuns).values({ jobId: job.id, worker });
        await sleep(Math.random() * 5);
      });
      await instance.start();
    }
    await until(
      async () =>
        (await database.db.select({ n: count() }).from(jobs).where(eq(jobs.state, 'completed')))[0]!.n ===
        200,
      'every job to complete',
      60_000,
    );
    const [totals] = await database.db
      .select({ runs: count(), distinctJobs: countDistinct(jobRuns.jobId) })
      .from(jobRuns);
    expect(totals).toEqual({ runs: 200, distinctJobs: 200 });
    const runs = await runsOf();
    expect(new Set(runs.map((run) => run.jobId))).toEqual(new Set(ids));
    // Both took part, so the claim really was contended.
    expect(runs.some((run) => run.worker === 'a') && runs.some((run) => run.worker === 'b')).toBe(true);
  });

  it('runs a schedule once per period although two runners tick it', async () => {
    const firstPeriod = Math.floor(Date.now() / 60_000) * 60_000;
    clock = firstPeriod + 5_000;
    for (const [worker, handle] of [
      ['a', database],
      ['b', other],
    ] as const) {
      const instance = runner({ db: handle.db });
      instance.register('reconcile', async (_payload, job) => {
        await handle.db.insert(jobRuns).values({ jobId: job.id, worker });
      });
      instance.schedule('reconcile', { everySeconds: 60 }, { source: 'test' });
      await instance.start();
    }
    const completed = async () =>
      (await database.db.select({ n: count() }).from(jobs).where(eq(jobs.state, 'completed')))[0]!.n;
    for (let period = 1; period <= 3; period += 1) {
      await until(async () => (await completed()) === period, `period ${period}`);
      await sleep(100); // time for a second run, were there one
      clock += 60_000;
    }
    clock -= 60_000; // stay in the third period
    await sleep(100);
    expect(await runsOf()).toHaveLength(3);
    const rows = await database.db.select().from(jobs);
    expect(rows.map((row) => row.singletonKey).sort()).toEqual(
      [0, 1, 2].map(
        (period) => `schedule:reconcile:${new Date(firstPeriod + period * 60_000).toISOString()}`,
      ),
    );
    expect(rows.every((row) => (row.payload as { source: string }).source === 'test')).toBe(true);
  });

  it('stop() lets a running job finish and claims no more', async () => {
    let finished = false;
    let started = false;
    const jobs1 = runner();
    jobs1.register('long', async () => {
      started = true;
      await sleep(300);
      finished = true;
    });
    const { id } = await enqueueJob(database.db, { name: 'long' });
    await jobs1.start();
    await until(async () => started, 'the job to start');
    await jobs1.stop();
    expect(finished).toBe(true);
    expect((await jobRow(id)).state).toBe('completed');

    const later = await enqueueJob(database.db, { name: 'long' });
    await sleep(100);
    expect((await jobRow(later.id)).state).toBe('queued');
  });

  it('stop() gives up on a job that outlives its bound and aborts its signal', async () => {
    let aborted = false;
    const jobs1 = runner({ stopTimeoutMs: 100 });
    jobs1.register('stuck', (_payload, job) => {
      job.signal.addEventListener('abort', () => (aborted = true));
      return new Promise(() => {});
    });
    const { id } = await enqueueJob(database.db, { name: 'stuck' });
    await jobs1.start();
    await until(async () => (await jobRow(id)).state === 'running', 'the job to start');
    const started = Date.now();
    await jobs1.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(aborted).toBe(true);
    expect((await jobRow(id)).state).toBe('running'); // its lease runs out; another instance runs it again
  });
});
