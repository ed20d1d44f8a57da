import { and, eq } from 'drizzle-orm';
import type { PasswordResetData } from '@common/auth/account-security';
import { authAccounts, authSessions } from '../../db/schema/index';
import { recordAuditEvent } from '../../lib/audit-log';
import { sendAccountCode, spendAccountCode } from './account-codes';
import type { IdentityContext } from './identity-context';
import { hashPassword } from './password-hashing';
import { signInSucceeded } from './sign-in-lock';

/** POST /api/identity/password-reset/request: a reset code to the account's verified phone. */
export function requestPasswordReset(
  ctx: IdentityContext,
  input: { email: string },
): Promise<{ requested: true }> {
  return sendAccountCode(ctx, { email: input.email, smsText: 'resetCode' });
}

/**
 * POST /api/identity/password-reset: the code from the phone and a new password. Every session ends and the
 * email's failed sign-ins are forgotten, so the owner can sign in at once.
 */
export async function resetPassword(
  ctx: IdentityContext,
  input: PasswordResetData,
): Promise<{ reset: true }> {
  const newHash = await hashPassword(input.newPassword);
  const { account } = await spendAccountCode(ctx, input, async (tx, found) => {
    await tx
      .update(authAccounts)
      .set({ password: newHash, updatedAt: ctx.now() })
      .where(and(eq(authAccounts.userId, found.userId), eq(authAccounts.providerId, 'credential')));
    await tx.delete(authSessions).where(eq(authSessions.userId, found.userId));
    await recordAuditEvent(tx, {
      actorUserId: found.userId,
      action: 'account.password_reset',
      subjectType: 'account',
      subjectId: found.userId,
    });
  });
  await signInSucceeded(ctx.db, input.email);
  ctx.logger.info({ userId: account.userId }, 'password reset by a phone code; every session ended');
  return { reset: true };
}
