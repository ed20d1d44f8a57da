import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitEvents } from '../db/schema/index';
import { AppError } from './app-error';

export interface RateLimitRule {
  /** What is limited and for whom, e.g. `contact:203.0.113.7`. */
  key: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/**
 * Counts one attempt and refuses it when `limit` attempts already happened within the last window.
 * The advisory lock makes check-and-count atomic per key, on every instance sharing the database.
 */
export async function consumeRateLimit(db: Database, rule: RateLimitRule, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${rule.key}))`);
    const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
    const inWindow = and(eq(rateLimitEvents.key, rule.key), gt(rateLimitEvents.occurredAt, windowStart));
    const [row] = await tx.select({ attempts: count() }).from(rateLimitEvents).where(inWindow);
    if ((row?.attempts ?? 0) >= rule.limit) {
      const [oldest] = await tx
        .select({ occurredAt: rateLimitEvents.occurredAt })
        .from(rateLimitEvents)
        .where(inWindow)
        .orderBy(asc(rateLimitEvents.occurredAt))
        .limit(1);
      const freesAt = (oldest?.occurredAt.getTime() ?? now.getTime()) + rule.windowSeconds * 1000;
      throw new AppError('RATE_LIMITED', rule.message, {
        retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)),
      });
    }
    await tx.insert(rateLimitEvents).values({ key: rule.key, occurredAt: now });
  });
}

/** Forgets a key's attempts, e.g. failed sign-ins after a successful one. */
export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, key));
}

/** Attempts older than every window are of no use; removing them keeps the table small. */
export async function pruneRateLimits(db: Database, olderThan: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.occurredAt, olderThan));
}
