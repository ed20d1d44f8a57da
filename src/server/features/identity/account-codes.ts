import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { authTexts } from '@common/auth/auth-texts';
import type { Transaction } from '../../db/client';
import { phoneVerificationCodes, profiles, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { consumeRateLimit } from '../../lib/rate-limit';
import type { IdentityContext } from './identity-context';
import { codeRules, hashCode, issuePhoneCode, type AccountCodeText } from './phone-codes';

/**
 * Codes texted to an account's verified phone in place of its password (a reset, a sign-in). Asking answers
 * alike for every email, so nobody learns which exist; each code allows five tries; both steps share a budget
 * per client address.
 */
export const accountCodeClientLimit = { limit: 20, windowSeconds: 60 * 60 } as const;

export interface AccountWithPhone {
  userId: string;
  phone: string;
}

export async function accountWithVerifiedPhone(
  ctx: IdentityContext,
  email: string,
): Promise<AccountWithPhone | null> {
  const [row] = await ctx.db
    .select({ userId: users.id, phone: profiles.phone })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.email, email), isNotNull(profiles.phoneVerifiedAt)));
  return row?.phone ? { userId: row.userId, phone: row.phone } : null;
}

export const countAccountCodeRequest = (ctx: IdentityContext) =>
  consumeRateLimit(
    ctx.db,
    {
      key: `account-code:${ctx.clientKey}`,
      ...accountCodeClientLimit,
      message: authTexts.resetRequestsLimited,
    },
    ctx.now(),
  );

/** Texts a code when the email has an account with a verified phone; a refused send is only logged. */
export async function sendAccountCode(
  ctx: IdentityContext,
  input: { email: string; smsText: AccountCodeText },
): Promise<{ requested: true }> {
  await countAccountCodeRequest(ctx);
  const account = await accountWithVerifiedPhone(ctx, input.email);
  if (account) {
    await issuePhoneCode(ctx, { ...account, smsText: input.smsText }).catch((error: unknown) => {
      if (!(error instanceof AppError) || (error.code !== 'RATE_LIMITED' && error.code !== 'UNAVAILABLE')) {
        throw error;
      }
      ctx.logger.warn({ userId: account.userId, reason: error.code }, 'account code not sent');
    });
  }
  return { requested: true };
}

export const wrongAccountCode = () =>
  new AppError('BAD_REQUEST', authTexts.resetCodeWrong, { reason: 'wrong_code' });

/**
 * Spends the account's active code when `code` is it, then runs `then` in the same transaction; a wrong code
 * counts one of the five tries (committed) and throws 400, as does an unknown email.
 */
export async function spendAccountCode<T>(
  ctx: IdentityContext,
  input: { email: string; code: string },
  then: (tx: Transaction, account: AccountWithPhone) => Promise<T>,
): Promise<{ account: AccountWithPhone; result: T }> {
  await countAccountCodeRequest(ctx);
  const account = await accountWithVerifiedPhone(ctx, input.email);
  if (!account) throw wrongAccountCode();
  const now = ctx.now();
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
    if (!active || active.expiresAt <= now || active.failedAttempts >= codeRules.maxFailedAttempts) {
      return { ok: false as const };
    }
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
      return { ok: false as const };
    }
    await tx
      .update(phoneVerificationCodes)
      .set({ spentAt: now })
      .where(eq(phoneVerificationCodes.id, active.id));
    return { ok: true as const, result: await then(tx, account) };
  });
  // Thrown after the transaction, so the counted wrong try is committed.
  if (!outcome.ok) throw wrongAccountCode();
  return { account, result: outcome.result };
}
