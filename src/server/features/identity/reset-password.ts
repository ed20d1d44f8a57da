import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PasswordResetData } from '@common/auth/account-security';
import { authTexts } from '@common/auth/auth-texts';
import { authAccounts, authSessions, phoneVerificationCodes, profiles, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { consumeRateLimit } from '../../lib/rate-limit';
import type { IdentityContext } from './identity-context';
import { hashPassword } from './password-hashing';
import { codeRules, hashCode, issuePhoneCode } from './phone-codes';
import { signInSucceeded } from './sign-in-lock';

/** Per client address, like sign-in's budget: enough for a person, too few to try codes on many emails. */
export const passwordResetClientLimit = { limit: 20, windowSeconds: 60 * 60 } as const;

async function accountWithVerifiedPhone(ctx: IdentityContext, email: string) {
  const [row] = await ctx.db
    .select({ userId: users.id, phone: profiles.phone })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.email, email), isNotNull(profiles.phoneVerifiedAt)));
  return row?.phone ? { userId: row.userId, phone: row.phone } : null;
}

const countClient = (ctx: IdentityContext) =>
  consumeRateLimit(
    ctx.db,
    {
      key: `password-reset:${ctx.clientKey}`,
      ...passwordResetClientLimit,
      message: authTexts.resetRequestsLimited,
    },
    ctx.now(),
  );

/**
 * POST /api/identity/password-reset/request: a code to the account's verified phone. The answer is the same
 * for an email without an account, without a verified phone, or whose phone may not get another code yet, so
 * it tells nobody which emails exist.
 */
export async function requestPasswordReset(
  ctx: IdentityContext,
  input: { email: string },
): Promise<{ requested: true }> {
  await countClient(ctx);
  const account = await accountWithVerifiedPhone(ctx, input.email);
  if (account) {
    await issuePhoneCode(ctx, { ...account, smsText: authTexts.resetSmsText }).catch((error: unknown) => {
      if (!(error instanceof AppError) || (error.code !== 'RATE_LIMITED' && error.code !== 'UNAVAILABLE'))
        throw error;
      ctx.logger.warn({ userId: account.userId, reason: error.code }, 'password reset code not sent');
    });
  }
  return { requested: true };
}

/**
 * POST /api/identity/password-reset: the code from the phone and a new password. Five wrong codes spend it.
 * Every session ends and the email's failed sign-ins are forgotten, so the owner can sign in at once.
 */
export async function resetPassword(
  ctx: IdentityContext,
  input: PasswordResetData,
): Promise<{ reset: true }> {
  await countClient(ctx);
  const wrong = () => new AppError('BAD_REQUEST', authTexts.resetCodeWrong, { reason: 'wrong_code' });
  const account = await accountWithVerifiedPhone(ctx, input.email);
  if (!account) throw wrong();
  const now = ctx.now();
  const newHash = await hashPassword(input.newPassword);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [active] = await tx
      .select()
      .from(phoneVerificationCodes)
      .where(
        and(
          eq(phoneVerificationCodes.userId, account.userId),
          eq(phoneVerificationCodes.phone, account.phone),
          isNull(phoneVerificationCodes.spentAt),
        ),
      )
      .orderBy(desc(phoneVerificationCodes.createdAt))
      .limit(1)
      .for('update');
    if (!active || active.expiresAt <= now || active.failedAttempts >= codeRules.maxFailedAttempts)
      return 'wrong';
    const expected = Buffer.from(active.codeHash, 'hex');
    const given = Buffer.from(
      hashCode(ctx.identity.secret, account.userId, account.phone, input.code),
      'hex',
    );
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await tx
        .update(phoneVerificationCodes)
        .set({ failedAttempts: active.failedAttempts + 1 })
        .where(eq(phoneVerificationCodes.id, active.id));
      return 'wrong';
    }
    await tx
      .update(phoneVerificationCodes)
      .set({ spentAt: now })
      .where(eq(phoneVerificationCodes.id, active.id));
    await tx
      .update(authAccounts)
      .set({ password: newHash, updatedAt: now })
      .where(and(eq(authAccounts.userId, account.userId), eq(authAccounts.providerId, 'credential')));
    await tx.delete(authSessions).where(eq(authSessions.userId, account.userId));
    await recordAuditEvent(tx, {
      actorUserId: account.userId,
      action: 'account.password_reset',
      subjectType: 'account',
      subjectId: account.userId,
    });
    return 'reset';
  });
  // Thrown after the transaction, so the counted wrong try is committed.
  if (outcome === 'wrong') throw wrong();
  await signInSucceeded(ctx.db, input.email);
  ctx.logger.info({ userId: account.userId }, 'password reset by a phone code; every session ended');
  return { reset: true };
}
