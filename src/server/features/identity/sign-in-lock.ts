import { and, desc, eq, gt, like, sql } from 'drizzle-orm';
import { authTexts } from '@common/auth/auth-texts';
import type { Database, Transaction } from '../../db/client';
import { rateLimitEvents } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { consumeRateLimit, forgetAttempt } from '../../lib/rate-limit';

/**
 * Guessing one account's password from one client slows down: three wrong passwords are free, then each try
 * waits twice as long as the one before (1 s, 2 s, 4 s … at most 15 minutes). It is per email and client, so
 * a stranger guessing from elsewhere never locks the owner out.
 */
export const signInDelayRules = {
  freeFailures: 3,
  windowSeconds: 15 * 60,
  maxDelaySeconds: 15 * 60,
} as const;

/**
 * Guessing spread over many clients meets a ceiling per email: password sign-in pauses until the hour's
 * failures age out. Far above what one client can reach under its own delay.
 */
export const signInEmailCeiling = { maxFailures: 100, windowSeconds: 60 * 60 } as const;

/**
 * Per client address, whatever the email: the per-email rules alone would let one client try a few passwords
 * on each of endless emails. Generous, since many people share one address behind a mobile network's NAT.
 */
export const signInClientLimit = { limit: 30, windowSeconds: 15 * 60 } as const;

const emailKey = (email: string) => `signin-failures:${email}`;
const emailClientKey = (email: string, clientKey: string) => `signin-failures:${email}:${clientKey}`;

/** Seconds the next try waits after `failures` recent wrong passwords: 0, then doubling up to the cap. */
export function signInDelaySeconds(failures: number): number {
  const { freeFailures, maxDelaySeconds } = signInDelayRules;
  if (failures < freeFailures) return 0;
  return Math.min(2 ** (failures - freeFailures), maxDelaySeconds);
}

async function recentFailures(tx: Transaction, key: string, windowSeconds: number, now: Date, limit: number) {
  return tx
    .select({ occurredAt: rateLimitEvents.occurredAt })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.key, key),
        gt(rateLimitEvents.occurredAt, new Date(now.getTime() - windowSeconds * 1000)),
      ),
    )
    .orderBy(desc(rateLimitEvents.occurredAt))
    .limit(limit);
}

/**
 * Checks the delay of this email from this client and the email's ceiling, then writes the attempt down as a
 * failure before the password is checked (so parallel guesses count too); a success wipes it. Refused attempts
 * are not written. Emails with and without an account are treated alike.
 */
export async function beginSignInAttempt(
  db: Database,
  { email, clientKey }: { email: string; clientKey: string },
  now: Date,
): Promise<void> {
  const pairKey = emailClientKey(email, clientKey);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${emailKey(email)}))`);
    const mine = await recentFailures(tx, pairKey, signInDelayRules.windowSeconds, now, 64);
    const wait = signInDelaySeconds(mine.length);
    if (wait > 0) {
      const opensAt = mine[0]!.occurredAt.getTime() + wait * 1000;
      if (opensAt > now.getTime()) {
        const seconds = Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000));
        throw new AppError('RATE_LIMITED', authTexts.signInDelayed(seconds), {
          reason: 'sign_in_delayed',
          retryAfterSeconds: seconds,
          params: { seconds },
        });
      }
    }
    const { maxFailures, windowSeconds } = signInEmailCeiling;
    const everyone = await recentFailures(tx, emailKey(email), windowSeconds, now, maxFailures);
    if (everyone.length >= maxFailures) {
      const opensAt = everyone[maxFailures - 1]!.occurredAt.getTime() + windowSeconds * 1000;
      throw new AppError('RATE_LIMITED', authTexts.signInLocked, {
        reason: 'sign_in_locked',
        retryAfterSeconds: Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000)),
      });
    }
    await tx.insert(rateLimitEvents).values([
      { key: pairKey, occurredAt: now },
      { key: emailKey(email), occurredAt: now },
    ]);
  });
}

/** The right password: this email's failures, from every client, are forgotten. */
export async function signInSucceeded(db: Database, email: string): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(
      sql`${rateLimitEvents.key} = ${emailKey(email)} or ${like(rateLimitEvents.key, `${emailKey(email)}:%`)}`,
    );
}

/**
 * Counts a sign-in attempt of the client before the password is checked (so parallel guesses count) and
 * refuses it once the client has used its budget. Returns the counted attempt, which a right password or a
 * refusal by the per-email rules gives back (`forgetClientSignInAttempt`): only wrong guesses use the budget.
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
