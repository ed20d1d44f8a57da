import { eq } from 'drizzle-orm';
import { authTexts } from '@common/auth/auth-texts';
import type { Database, Transaction } from '../../db/client';
import { authSessions, profiles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/**
 * Suspends an account in the caller's transaction (the moderator's decision and its audit event commit with
 * it): every session ends now, and while suspended the account can neither sign in again nor act with a
 * session (the actor middleware reads it as signed out). Returns how many sessions ended.
 */
export async function suspendAccountIn(
  tx: Transaction,
  input: { userId: string; reason: string; at: Date },
): Promise<number> {
  await tx
    .update(profiles)
    .set({ suspendedAt: input.at, suspensionReason: input.reason })
    .where(eq(profiles.id, input.userId));
  const ended = await tx
    .delete(authSessions)
    .where(eq(authSessions.userId, input.userId))
    .returning({ id: authSessions.id });
  return ended.length;
}

/** Whether ABODE suspended the account (checked before a sign-in keeps its session). */
export async function isSuspended(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ suspendedAt: profiles.suspendedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return Boolean(row?.suspendedAt);
}

export function suspendedAccountError(): AppError {
  return new AppError('FORBIDDEN', authTexts.accountSuspended, { reason: 'account_suspended' });
}
