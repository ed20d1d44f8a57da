import type { Database, Transaction } from '../../db/client';

/** What a handler learns about the run it is in. */
export interface JobRun {
  id: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** Aborted when the job's timeout passes or the runner stops waiting for it: a handler should stop then. */
  signal: AbortSignal;
}

export type JobHandler<P> = (payload: P, job: JobRun) => Promise<void>;

export interface JobOptions {
  /** Runs after the first one before the job is marked failed (default 3). */
  retryLimit?: number;
  /** The first retry's delay; each further one doubles it (default 30). */
  backoffSeconds?: number;
  /**
   * The lease: how long a run may take (default 300). Past it the handler's signal is aborted, and once the
   * lease has run out another worker may claim the job, which is how the job of a killed instance runs again.
   */
  timeoutSeconds?: number;
}

export type JobSchedule = { everySeconds: number } | { dailyAt: string };

export interface JobRunner {
  /** What runs for a job name; a handler that throws is retried with exponential backoff up to its limit. */
  register<P>(name: string, handler: JobHandler<P>, options?: JobOptions): void;
  /**
   * A job every `everySeconds` (aligned to the epoch, so every instance agrees on the periods) or daily at a
   * Nairobi time ('06:00'); each period's occurrence is enqueued once across instances (by a singleton key)
   * and run by the handler registered under the same name.
   */
  schedule(name: string, when: JobSchedule, payload?: unknown): void;
  start(): Promise<void>;
  /** Claims no more jobs and waits for running ones, up to a bound. */
  stop(): Promise<void>;
}

export type JobsDb = Database | Transaction;
