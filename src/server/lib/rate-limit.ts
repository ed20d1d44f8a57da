import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Transaction } from '../db/client';
import { rateLimitEvents } from '../db/schema/index';
import { AppError } from './app-error';

export interface RateLimitRule {
  /** What is limited and for whom, e.g. `contact:203.0.113.7`. */
  key: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/** Seconds until the rule allows one more attempt: 0 when it does now. */
async function waitFor(
  db: Database | Transaction,
  rule: Omit<RateLimitRule, 'message'>,
  now: Date,
): Promise<number> {
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const inWindow = and(eq(rateLimitEvents.key, rule.key), gt(rateLimitEvents.occurredAt, windowStart));
  const [row] = await db.select({ attempts: count() }).from(rateLimitEvents).where(inWindow);
  if ((row?.attempts ?? 0) < rule.limit) return 0;
  const [oldest] = await db
    .select({ occurredAt: rateLimitEvents.occurredAt })
    .from(rateLimitEvents)
    .where(inWindow)
    .orderBy(asc(rateLimitEvents.occurredAt))
    .limit(1);
  const freesAt = (oldest?.occurredAt.getTime() ?? now.getTime()) + rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
}

/**
 * Counts one attempt and refuses it when `limit` attempts already happened within the last window.
 * The advisory lock makes check-and-count atomic per key, on every instance sharing the database.
 * Returns the counted attempt's id, for a caller that gives the attempt back (`forgetAttempt`).
 */
export async function consumeRateLimit(db: Database, rule: RateLimitRule, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${rule.key}))`);
    const wait = await waitFor(tx, rule, now);
    // The rule's own message (English, unchanged); the general reason and the wait let the web say it in
    // Kiswahili when the feature has not listed that message's translation (docs/i18n.md §3).
    if (wait > 0)
      throw new AppError('RATE_LIMITED', rule.message, {
        reason: 'rate_limited',
        retryAfterSeconds: wait,
        params: { seconds: wait },
      });
    const [row] = await tx
      .insert(rateLimitEvents)
      .values({ key: rule.key, occurredAt: now })
      .returning({ id: rateLimitEvents.id });
    return row!.id;
  });
}

/** How long until the rule would allow an attempt (0: now), counting nothing. */
export function rateLimitWait(
  db: Database,
  rule: Omit<RateLimitRule, 'message'>,
  now = new Date(),
): Promise<number> {
  return waitFor(db, rule, now);
}

/** Gives one counted attempt back, e.g. a sign-in that turned out right. */
export async function forgetAttempt(db: Database, attemptId: number): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, attemptId));
}

/** Attempts older than every window are of no use; removing them keeps the table small. */
export async function pruneRateLimits(db: Database, olderThan: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.occurredAt, olderThan));
}

/** Far longer than every window in use (the longest is an hour), so pruning never lifts a limit early. */
export const rateLimitRetentionMs = 24 * 60 * 60 * 1000;
export const rateLimitPruneIntervalMs = 60 * 60 * 1000;

export interface RateLimitPruning {
  /** Stops the schedule and waits for a prune under way, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * Prunes old attempts now and then every `intervalMs` while the server runs. The timer never keeps the
 * process alive, and a failed prune is only logged: the next one catches up.
 */
export function scheduleRateLimitPruning(
  db: Database,
  logger: Logger,
  options: { intervalMs?: number; retentionMs?: number } = {},
): RateLimitPruning {
  const retentionMs = options.retentionMs ?? rateLimitRetentionMs;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    if (stopped) return;
    running = running.then(async () => {
      try {
        await pruneRateLimits(db, new Date(Date.now() - retentionMs));
      } catch (error) {
        logger.warn({ err: error }, 'Old rate-limit attempts could not be pruned');
      }
    });
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? rateLimitPruneIntervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
