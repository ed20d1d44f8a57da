import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { authTexts } from '@common/auth/auth-texts';
import type { Database } from '../../db/client';
import { rateLimitEvents } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { consumeRateLimit, forgetAttempt, resetRateLimit } from '../../lib/rate-limit';

export const signInLockRules = { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 } as const;

/**
 * Per client address, whatever the email: the per-email lock alone would let one client try five passwords
 * on each of endless emails. Generous, since many people share one address behind a mobile network's NAT.
 */
export const signInClientLimit = { limit: 30, windowSeconds: 15 * 60 } as const;

const keyFor = (email: string) => `signin-failures:${email}`;

/**
 * Brute force, per email and in the database so it holds across instances: five failed sign-ins within 15
 * minutes lock the email for 15 minutes from the fifth. Each attempt is written down as a failure before the
 * password is checked (so parallel guesses count too) and a success wipes the list. Refused attempts are not
 * written, and the lock applies alike to emails with and without an account.
 */
export async function beginSignInAttempt(db: Database, email: string, now: Date): Promise<void> {
  const key = keyFor(email);
  const { maxFailures, windowSeconds, lockSeconds } = signInLockRules;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const recent = await tx
      .select({ occurredAt: rateLimitEvents.occurredAt })
      .from(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.key, key),
          gt(rateLimitEvents.occurredAt, new Date(now.getTime() - (windowSeconds + lockSeconds) * 1000)),
        ),
      )
      .orderBy(desc(rateLimitEvents.occurredAt))
      .limit(maxFailures);
    if (recent.length >= maxFailures) {
      const newest = recent[0]!.occurredAt.getTime();
      const oldest = recent[maxFailures - 1]!.occurredAt.getTime();
      const lockedUntil = newest + lockSeconds * 1000;
      if (newest - oldest <= windowSeconds * 1000 && lockedUntil > now.getTime()) {
        throw new AppError('RATE_LIMITED', authTexts.signInLocked, {
          reason: 'sign_in_locked',
          retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 1000)),
        });
      }
    }
    await tx.insert(rateLimitEvents).values({ key, occurredAt: now });
  });
}

export function signInSucceeded(db: Database, email: string): Promise<void> {
  return resetRateLimit(db, keyFor(email));
}

/**
 * Counts a sign-in attempt of the client before the password is checked (so parallel guesses count) and
 * refuses it once the client has used its budget. Returns the counted attempt, which a right password or a
 * refusal by the email lock gives back (`forgetClientSignInAttempt`): only wrong guesses use the budget.
 */
export function beginClientSignInAttempt(db: Database, clientKey: string, now: Date): Promise<number> {
  return consumeRateLimit(
    db,
    { key: `signin-client:${clientKey}`, ...signInClientLimit, message: authTexts.signInClientRateLimited },
    now,
  );
}

export function forgetClientSignInAttempt(db: Database, attemptId: number): Promise<void> {
  return forgetAttempt(db, attemptId);
}
