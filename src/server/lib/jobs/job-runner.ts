import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { claimJobs, type ClaimedJob } from './claim-jobs';
import { enqueueJob } from './enqueue-job';
import type { JobHandler, JobOptions, JobRunner, JobSchedule } from './job-types';
import { pruneJobs } from './prune-jobs';
import { recordJobOutcome } from './record-job-outcome';
import { nairobiMinutesOf, periodStartOf } from './schedule-period';

export interface JobRunnerDeps {
  db: Database;
  logger: Logger;
  now?: () => Date;
  /** How often an idle worker looks for due jobs (default 1000). */
  pollMs?: number;
  /** Jobs run at once by this instance (default 4). */
  concurrency?: number;
  /** How long stop() waits for running jobs (default 15 s). */
  stopTimeoutMs?: number;
  /** Completed jobs are kept this long, then pruned (default 7 days). */
  retentionMs?: number;
}

interface Registration {
  handler: JobHandler<unknown>;
  retryLimit: number;
  backoffSeconds: number;
  timeoutSeconds: number;
}

const defaults = { retryLimit: 3, backoffSeconds: 30, timeoutSeconds: 300 };
const pruneEveryMs = 60 * 60 * 1000;
const maxErrorLength = 4000;

function errorText(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return text.slice(0, maxErrorLength);
}

function checkOptions(name: string, options: Required<JobOptions>): void {
  const { retryLimit, backoffSeconds, timeoutSeconds } = options;
  if (!Number.isInteger(retryLimit) || retryLimit < 0)
    throw new Error(`${name}: retryLimit must be 0 or more`);
  if (!(backoffSeconds > 0)) throw new Error(`${name}: backoffSeconds must be positive`);
  if (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 1) {
    throw new Error(`${name}: timeoutSeconds must be a whole number of seconds, 1 or more`);
  }
}

/**
 * The one background job runner (docs/adr: background jobs). It polls the `jobs` table, claims due jobs
 * with `FOR UPDATE SKIP LOCKED`, runs each with its handler, and records the outcome: completed, queued again
 * after an exponential backoff, or failed with the last error. Schedules are enqueued as ordinary jobs whose
 * singleton key names their period, so several instances enqueue each occurrence once.
 */
export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const pollMs = deps.pollMs ?? 1000;
  const concurrency = deps.concurrency ?? 4;
  const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(0, 100);
  const registrations = new Map<string, Registration>();
  const schedules = new Map<string, { when: JobSchedule; payload: unknown; lastKey?: string }>();
  const running = new Map<Promise<void>, AbortController>();
  let loop: Promise<void> | undefined;
  let stopping = false;
  let lastPrune = 0;
  let woken = false;
  let wake = () => {
    woken = true;
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      wake = done;
    }).finally(() => {
      woken = false;
      wake = () => {
        woken = true;
      };
    });

  async function enqueueDueOccurrences(): Promise<void> {
    for (const [name, schedule] of schedules) {
      const start = periodStartOf(schedule.when, now());
      const singletonKey = `schedule:${name}:${start.toISOString()}`;
      if (schedule.lastKey === singletonKey) continue;
      await enqueueJob(db, { name, payload: schedule.payload, runAt: start, singletonKey });
      schedule.lastKey = singletonKey;
    }
  }

  async function pruneWhenDue(): Promise<void> {
    const at = now().getTime();
    if (at - lastPrune < pruneEveryMs) return;
    lastPrune = at;
    const removed = await pruneJobs(db, new Date(at - (deps.retentionMs ?? 7 * 24 * 60 * 60 * 1000)));
    if (removed > 0) logger.info({ removed }, 'Old completed jobs pruned');
  }

  async function settle(job: ClaimedJob, registration: Registration, error: unknown): Promise<void> {
    const at = now();
    const message = errorText(error);
    const outcome =
      job.attempt > registration.retryLimit
        ? ({ state: 'failed', at, error: message } as const)
        : ({
            state: 'queued',
            runAt: new Date(at.getTime() + registration.backoffSeconds * 1000 * 2 ** (job.attempt - 1)),
            error: message,
          } as const);
    const recorded = await recordJobOutcome(db, job, outcome);
    const log = { jobId: job.id, job: job.name, attempt: job.attempt, err: error };
    if (!recorded) logger.warn(log, 'A job failed after its lease ran out; another run took it over');
    else if (outcome.state === 'failed') logger.error(log, 'A job failed for good');
    else logger.warn({ ...log, retryAt: outcome.runAt }, 'A job failed and will be retried');
  }

  async function run(job: ClaimedJob, registration: Registration, controller: AbortController) {
    // Its worker died during the last permitted run (the lease ran out): no run is left.
    if (job.attempt > registration.retryLimit + 1) {
      const error = `The worker stopped before the job finished (attempt ${job.attempt - 1}'s lease ran out)`;
      await recordJobOutcome(db, job, { state: 'failed', at: now(), error });
      logger.error({ jobId: job.id, job: job.name }, error);
      return;
    }
    const timeout = setTimeout(
      () => controller.abort(new Error('The job ran past its timeout')),
      registration.timeoutSeconds * 1000,
    );
    try {
      await registration.handler(job.payload, {
        id: job.id,
        attempt: job.attempt,
        signal: controller.signal,
      });
    } catch (error) {
      await settle(job, registration, error);
      return;
    } finally {
      clearTimeout(timeout);
    }
    if (!(await recordJobOutcome(db, job, { state: 'completed', at: now() }))) {
      logger.warn(
        { jobId: job.id, job: job.name },
        'A job finished after its lease ran out and another run took it over',
      );
    }
  }

  async function claimAndRun(limit: number): Promise<number> {
    const leaseSeconds = Object.fromEntries(
      [...registrations].map(([name, registration]) => [name, registration.timeoutSeconds]),
    );
    const claimed = await claimJobs(db, { leaseSeconds, limit, now: now(), workerId });
    for (const job of claimed) {
      const controller = new AbortController();
      const done: Promise<void> = run(job, registrations.get(job.name)!, controller)
        .catch((error: unknown) =>
          logger.error({ err: error, jobId: job.id }, 'A job outcome could not be recorded'),
        )
        .finally(() => {
          running.delete(done);
          wake();
        });
      running.set(done, controller);
    }
    return claimed.length;
  }

  async function poll(): Promise<void> {
    while (!stopping) {
      const free = concurrency - running.size;
      let claimed = 0;
      try {
        await enqueueDueOccurrences();
        await pruneWhenDue();
        if (free > 0 && !stopping) claimed = await claimAndRun(free);
      } catch (error) {
        logger.warn({ err: error }, 'The job runner could not reach the jobs table; it tries again');
      }
      // A full batch with room left means more may be due now; otherwise wait (a finished job wakes it).
      if (free === 0 || claimed < free) await pause(pollMs);
    }
  }

  return {
    register(name, handler, options = {}) {
      // Field by field, so an option passed as undefined keeps its default.
      const registration = {
        retryLimit: options.retryLimit ?? defaults.retryLimit,
        backoffSeconds: options.backoffSeconds ?? defaults.backoffSeconds,
        timeoutSeconds: options.timeoutSeconds ?? defaults.timeoutSeconds,
      };
      checkOptions(name, registration);
      if (registrations.has(name)) throw new Error(`A handler for job "${name}" is already registered`);
      registrations.set(name, { ...registration, handler: handler as JobHandler<unknown> });
    },
    schedule(name, when, payload) {
      if ('dailyAt' in when) nairobiMinutesOf(when.dailyAt);
      else if (!Number.isInteger(when.everySeconds) || when.everySeconds < 1) {
        throw new Error(`${name}: everySeconds must be a whole number, 1 or more`);
      }
      if (schedules.has(name)) throw new Error(`Job "${name}" is already scheduled`);
      schedules.set(name, { when, payload: payload ?? null });
    },
    start() {
      if (!loop && !stopping) loop = poll();
      return Promise.resolve();
    },
    async stop() {
      stopping = true;
      wake();
      await loop;
      const all = Promise.allSettled(running.keys()).then(() => true);
      const bound = new Promise<false>((resolve) =>
        setTimeout(() => resolve(false), deps.stopTimeoutMs ?? 15_000).unref(),
      );
      if (!(await Promise.race([all, bound]))) {
        for (const controller of running.values()) controller.abort(new Error('The server is stopping'));
        logger.warn(
          { running: running.size },
          'Stopped without waiting for jobs still running: their leases run out and another instance runs them again',
        );
      }
    },
  };
}
