import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { authTexts } from '@common/auth/auth-texts';
import type { CodeDelivery } from '@common/auth/identity-input';
import { smsTexts } from '@common/notifications/sms-texts';
import { phoneVerificationCodes, profiles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { consumeRateLimit, rateLimitWait } from '../../lib/rate-limit';
import { userLocale } from '../../lib/user-locale';
import type { IdentityContext } from './identity-context';
import { SmsDeliveryError } from './sms/sms-sender';
import { assertPhoneFree, isVerifiedPhoneClash } from './verified-phones';

export const codeRules = {
  length: 6,
  lifetimeSeconds: 10 * 60,
  maxFailedAttempts: 5,
  /** Per phone: one code a minute, five an hour. */
  resendIntervalSeconds: 60,
  perPhonePerHour: 5,
  /** Per client address: code requests of any phone in an hour. */
  perClientPerHour: 30,
} as const;

export function generateCode(): string {
  return randomInt(0, 10 ** codeRules.length)
    .toString()
    .padStart(codeRules.length, '0');
}

/** Only this HMAC is stored: keyed by the server secret and bound to the user and the phone. */
export function hashCode(secret: string, userId: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${phone}:${code}`).digest('hex');
}

/**
 * Makes a new code for the user's phone and texts it: the limits first (a minute between codes and five an
 * hour per phone, thirty an hour per client), then the code replaces the user's earlier ones. Throws 429 with
 * the wait when a limit is reached and 503 when the SMS provider refuses.
 */
/** Which code a text carries: a phone's verification (the default), a sign-in, a password reset. */
export type AccountCodeText = 'verifyCode' | 'signInCode' | 'resetCode';

export async function issuePhoneCode(
  ctx: IdentityContext,
  target: { userId: string; phone: string; smsText?: AccountCodeText },
): Promise<CodeDelivery> {
  const now = ctx.now();
  // The minute rule first: refusing there counts nothing, so quick repeat taps never eat the hourly budget.
  for (const rule of codeLimitRules(ctx, target.phone)) await consumeRateLimit(ctx.db, rule, now);

  const code = generateCode();
  const codeId = await ctx.db.transaction(async (tx) => {
    await tx
      .update(phoneVerificationCodes)
      .set({ spentAt: now })
      .where(and(eq(phoneVerificationCodes.userId, target.userId), isNull(phoneVerificationCodes.spentAt)));
    const [row] = await tx
      .insert(phoneVerificationCodes)
      .values({
        userId: target.userId,
        phone: target.phone,
        codeHash: hashCode(ctx.identity.secret, target.userId, target.phone, code),
        expiresAt: new Date(now.getTime() + codeRules.lifetimeSeconds * 1000),
        createdAt: now,
      })
      .returning({ id: phoneVerificationCodes.id });
    return row!.id;
  });

  try {
    // In the person's language (users.locale): a code is read at once, so it must be understood at once.
    const texts = smsTexts[await userLocale(ctx.db, target.userId)];
    await ctx.identity.sms.send({ to: target.phone, text: texts[target.smsText ?? 'verifyCode'](code) });
  } catch (error) {
    await ctx.db
      .update(phoneVerificationCodes)
      .set({ spentAt: now })
      .where(eq(phoneVerificationCodes.id, codeId));
    if (!(error instanceof SmsDeliveryError)) throw error;
    ctx.logger.error({ err: error, to: target.phone }, 'SMS delivery failed');
    // The attempt was counted, so the minute between codes applies before the next try too.
    throw new AppError('UNAVAILABLE', authTexts.smsFailed, {
      retryAfterSeconds: codeRules.resendIntervalSeconds,
    });
  }
  ctx.logger.info({ userId: target.userId }, 'verification code sent');
  return { phone: target.phone, sent: true, resendAvailableInSeconds: codeRules.resendIntervalSeconds };
}

/** The limits a code request passes, in the order they are checked. */
function codeLimitRules(ctx: IdentityContext, phone: string) {
  return [
    {
      key: `sms-minute:${phone}`,
      limit: 1,
      windowSeconds: codeRules.resendIntervalSeconds,
      message: authTexts.resendTooSoon,
    },
    {
      key: `sms-hour:${phone}`,
      limit: codeRules.perPhonePerHour,
      windowSeconds: 60 * 60,
      message: authTexts.resendHourlyLimit,
    },
    {
      key: `sms-client:${ctx.clientKey}`,
      limit: codeRules.perClientPerHour,
      windowSeconds: 60 * 60,
      message: authTexts.codeRequestsRateLimited,
    },
  ];
}

/** Seconds until a code to the phone may be asked for (0: now), without counting a request. */
export async function codeRequestWait(ctx: IdentityContext, phone: string): Promise<number> {
  const now = ctx.now();
  const waits = await Promise.all(codeLimitRules(ctx, phone).map((rule) => rateLimitWait(ctx.db, rule, now)));
  return Math.max(0, ...waits);
}

/**
 * For flows that must go on whatever happens to the text (sign-up, sign-in, a phone change): a refused or
 * failed send is reported in the answer with its reason and wait, and the code screen offers Resend.
 */
export async function tryIssuePhoneCode(
  ctx: IdentityContext,
  target: { userId: string; phone: string },
): Promise<CodeDelivery> {
  try {
    return await issuePhoneCode(ctx, target);
  } catch (error) {
    if (!(error instanceof AppError) || (error.code !== 'RATE_LIMITED' && error.code !== 'UNAVAILABLE')) {
      throw error;
    }
    const wait = error.details?.retryAfterSeconds;
    return {
      phone: target.phone,
      sent: false,
      resendAvailableInSeconds: typeof wait === 'number' ? wait : 0,
      reason: error.code === 'RATE_LIMITED' ? 'rate_limited' : 'sms_failed',
    };
  }
}

/**
 * Checks a code against the user's newest one for their current phone. Right: the code is spent and the phone
 * marked verified, in one transaction. Wrong: one of five tries is used up and the answer says how many remain.
 */
export async function checkPhoneCode(
  ctx: IdentityContext,
  { userId, code }: { userId: string; code: string },
): Promise<void> {
  const now = ctx.now();
  const outcome = await ctx.db
    .transaction(async (tx) => {
      const [profile] = await tx
        .select({ phone: profiles.phone, verifiedAt: profiles.phoneVerifiedAt })
        .from(profiles)
        .where(eq(profiles.id, userId))
        .for('update');
      if (!profile?.phone) throw new AppError('BAD_REQUEST', authTexts.phoneMissing, { reason: 'no_phone' });
      if (profile.verifiedAt) {
        throw new AppError('CONFLICT', authTexts.phoneAlreadyVerified, { reason: 'already_verified' });
      }
      await assertPhoneFree(tx, { phone: profile.phone, userId });
      const [active] = await tx
        .select()
        .from(phoneVerificationCodes)
        .where(
          and(
            eq(phoneVerificationCodes.userId, userId),
            eq(phoneVerificationCodes.phone, profile.phone),
            isNull(phoneVerificationCodes.spentAt),
          ),
        )
        .orderBy(desc(phoneVerificationCodes.createdAt))
        .limit(1);
      if (!active) throw new AppError('BAD_REQUEST', authTexts.noActiveCode, { reason: 'no_code' });
      if (active.failedAttempts >= codeRules.maxFailedAttempts) {
        throw new AppError('RATE_LIMITED', authTexts.codeLocked, { reason: 'too_many_attempts' });
      }
      if (active.expiresAt.getTime() <= now.getTime()) {
        throw new AppError('BAD_REQUEST', authTexts.codeExpired, { reason: 'expired' });
      }
      const expected = Buffer.from(active.codeHash, 'hex');
      const given = Buffer.from(hashCode(ctx.identity.secret, userId, profile.phone, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const failedAttempts = active.failedAttempts + 1;
        await tx
          .update(phoneVerificationCodes)
          .set({ failedAttempts })
          .where(eq(phoneVerificationCodes.id, active.id));
        return { ok: false as const, attemptsLeft: codeRules.maxFailedAttempts - failedAttempts };
      }
      await tx
        .update(phoneVerificationCodes)
        .set({ spentAt: now })
        .where(eq(phoneVerificationCodes.id, active.id));
      await tx.update(profiles).set({ phoneVerifiedAt: now }).where(eq(profiles.id, userId));
      return { ok: true as const };
    })
    .catch((error: unknown) => {
      // Another account verified the same number a moment earlier: the unique index decided.
      if (isVerifiedPhoneClash(error)) {
        throw new AppError('CONFLICT', authTexts.phoneTaken, { reason: 'phone_taken' });
      }
      throw error;
    });
  // Thrown after the transaction so the counted try is committed.
  if (!outcome.ok) {
    throw new AppError('BAD_REQUEST', authTexts.verificationFailed, {
      reason: 'wrong_code',
      attemptsLeft: outcome.attemptsLeft,
    });
  }
}
