import { and, eq, isNull } from 'drizzle-orm';
import { smsTexts } from '@common/notifications/sms-texts';
import { sendMessages as m } from '@common/payments/send-messages';
import { needsStepUp, stepUpThreshold } from '@common/payments/send-rules';
import type { StepUpCodeInput, StepUpCodeSent } from '@common/payments/step-up-contracts';
import { requireActor, type ServiceContext } from '../../context';
import { profiles, stepUpCodes } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { consumeRateLimit } from '../../lib/rate-limit';
import { userLocale } from '../../lib/user-locale';
import type { SmsSender } from '../identity';
import { isKycApproved } from '../kyc';
import { generateStepUpCode, hashStepUpCode, stepUpCodeRules } from './step-up-codes';

/**
 * POST /api/step-up/code: texts the signed-in user a one-time code confirming a send above KES 10,000 to
 * their verified phone. Refused (400) for an amount that needs no code, (403 'kyc_required') before KYC is approved, (429) more than once in 30
 * seconds or ten times an hour; a new code replaces the user's earlier ones for the same purpose.
 */
export async function sendStepUpCode(
  ctx: ServiceContext & { sms: SmsSender },
  input: StepUpCodeInput,
): Promise<StepUpCodeSent> {
  const actor = requireActor(ctx);
  if (!needsStepUp(input.amount)) {
    throw new AppError('BAD_REQUEST', m.stepUpNotNeeded(stepUpThreshold), {
      reason: 'step_up_not_needed',
      params: { threshold: stepUpThreshold },
    });
  }
  const [profile] = await ctx.db
    .select({ phone: profiles.phone, verifiedAt: profiles.phoneVerifiedAt })
    .from(profiles)
    .where(eq(profiles.id, actor.userId));
  if (!profile?.phone || !profile.verifiedAt) {
    throw new AppError('FORBIDDEN', m.noVerifiedPhone, { reason: 'phone_not_verified' });
  }
  if (!(await isKycApproved(ctx.db, actor.userId))) {
    throw new AppError('FORBIDDEN', m.kycRequired(stepUpThreshold), {
      reason: 'kyc_required',
      params: { threshold: stepUpThreshold },
    });
  }
  const now = ctx.now();
  for (const rule of [
    {
      key: `step-up-minute:${actor.userId}`,
      limit: 1,
      windowSeconds: stepUpCodeRules.resendIntervalSeconds,
      message: m.stepUpCodeTooSoon,
    },
    {
      key: `step-up-hour:${actor.userId}`,
      limit: stepUpCodeRules.perUserPerHour,
      windowSeconds: 60 * 60,
      message: m.stepUpCodeTooSoon,
    },
  ]) {
    await consumeRateLimit(ctx.db, rule, now);
  }
  const code = generateStepUpCode();
  const purpose = input.purpose;
  const codeId = await ctx.db.transaction(async (tx) => {
    await tx
      .update(stepUpCodes)
      .set({ spentAt: now })
      .where(
        and(
          eq(stepUpCodes.userId, actor.userId),
          eq(stepUpCodes.purpose, purpose),
          isNull(stepUpCodes.spentAt),
        ),
      );
    const [row] = await tx
      .insert(stepUpCodes)
      .values({
        userId: actor.userId,
        purpose,
        codeHash: hashStepUpCode(ctx.config, { userId: actor.userId, purpose, code }),
        expiresAt: new Date(now.getTime() + stepUpCodeRules.lifetimeSeconds * 1000),
        createdAt: now,
      })
      .returning({ id: stepUpCodes.id });
    return row!.id;
  });
  try {
    const texts = smsTexts[await userLocale(ctx.db, actor.userId)];
    await ctx.sms.send({ to: profile.phone, text: texts.stepUpCode(code, input.amount) });
  } catch (error) {
    await ctx.db.update(stepUpCodes).set({ spentAt: now }).where(eq(stepUpCodes.id, codeId));
    ctx.logger.error({ err: error }, 'Step-up SMS not sent');
    throw new AppError('UNAVAILABLE', m.stepUpSmsFailed, {
      retryAfterSeconds: stepUpCodeRules.resendIntervalSeconds,
    });
  }
  return { sent: true, expiresInSeconds: stepUpCodeRules.lifetimeSeconds };
}
