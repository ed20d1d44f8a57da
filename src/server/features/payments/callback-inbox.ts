import { and, asc, isNull, lt, sql } from 'drizzle-orm';
import { mpesaCallbacks } from '../../db/schema/index';
import { applyKeptCallback, countFailedAttempt, type CallbackApplier } from './apply-kept-callback';

/** After this many failed tries a kept callback is left for a person (it is logged each time). */
export const maxCallbackAttempts = 5;
/** The sweep leaves younger rows to the instance that received them, which is applying them right now. */
const sweepAfterMs = 10_000;
const sweepBatch = 1000;

export interface CallbackInbox {
  /** Applies a kept callback soon, in this process; the caller has already answered Daraja. */
  push(id: string): void;
  /** Resolves when every callback pushed so far has been applied (or has failed). */
  idle(): Promise<void>;
  /** Applies kept callbacks nobody applied: a crash or restart after the answer. Returns how many. */
  sweep(): Promise<number>;
}

/**
 * Daraja's callbacks are answered as soon as they are kept (one insert), and applied here just after, a few
 * at a time: on rent day the answers stay fast while the ledger work queues behind them instead of in front.
 * Nothing is lost when the process dies in between: the row is the queue, and the sweep (a job, every 15 s
 * on one instance) applies what is left.
 */
export function createCallbackInbox(deps: CallbackApplier, options: { concurrency?: number } = {}) {
  const concurrency = options.concurrency ?? 4;
  const queue: string[] = [];
  // Queued or running here: a sweep during a long backlog does not queue them twice.
  const known = new Set<string>();
  const waiting: Array<() => void> = [];
  let running = 0;

  const settleWaiters = () => {
    if (running > 0 || queue.length > 0) return;
    for (const resolve of waiting.splice(0)) resolve();
  };

  const applyOne = async (id: string) => {
    try {
      await applyKeptCallback(deps, id);
    } catch (error) {
      deps.logger.error({ err: error, callbackId: id }, 'A kept M-Pesa callback could not be applied');
      await countFailedAttempt(deps.db, id).catch(() => {});
    }
  };

  const pump = () => {
    while (running < concurrency && queue.length > 0) {
      const id = queue.shift()!;
      running += 1;
      void applyOne(id).finally(() => {
        running -= 1;
        known.delete(id);
        pump();
        settleWaiters();
      });
    }
  };

  const inbox: CallbackInbox = {
    push(id) {
      if (known.has(id)) return;
      known.add(id);
      queue.push(id);
      pump();
    },
    idle() {
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        settleWaiters();
      });
    },
    async sweep() {
      const left = await deps.db
        .select({ id: mpesaCallbacks.id })
        .from(mpesaCallbacks)
        .where(
          and(
            isNull(mpesaCallbacks.handledAt),
            lt(mpesaCallbacks.failedAttempts, maxCallbackAttempts),
            lt(mpesaCallbacks.receivedAt, sql`now() - make_interval(secs => ${sweepAfterMs / 1000})`),
          ),
        )
        .orderBy(asc(mpesaCallbacks.receivedAt))
        .limit(sweepBatch);
      for (const { id } of left) inbox.push(id);
      await inbox.idle();
      return left.length;
    },
  };
  return inbox;
}
