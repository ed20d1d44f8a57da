import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { sendMessages as m } from '@common/payments/send-messages';
import { needsStepUp, stepUpThreshold } from '@common/payments/send-rules';
import { requireActor, type ServiceContext } from '../../context';
import { stepUpCodes } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isKycApproved } from '../kyc';
import { hashStepUpCode, sameHash, stepUpCodeRules } from './step-up-codes';

/**
 * The step-up every send and withdrawal passes before it moves money. At or below KES 10,000 it does nothing.
 * Above it: 403 (reason 'kyc_required') unless the actor's KYC is approved, and 403 (reason
 * 'step_up_required') unless `code` is the newest unused code texted to the actor for `purpose` (by POST
 * /api/step-up/code) in the last 5 minutes. Call it with the plain context, before the send's transaction: a
 * wrong code's try is then counted at once (five end the code), which a rolled-back transaction would undo,
 * and a right code is spent at once, so one code confirms one send.
 */
export async function requireStepUp(
  ctx: ServiceContext,
  input: { amount: number; code?: string; purpose: string },
): Promise<void> {
  if (!needsStepUp(input.amount)) return;
  const actor = requireActor(ctx);
  if (!(await isKycApproved(ctx.db, actor.userId))) {
    throw new AppError('FORBIDDEN', m.kycRequired(stepUpThreshold), {
      reason: 'kyc_required',
      params: { threshold: stepUpThreshold },
    });
  }
  const code = input.code?.trim();
  if (!code) throw new AppError('FORBIDDEN', m.stepUpRequired, { reason: 'step_up_required' });
  const now = ctx.now();
  const [active] = await ctx.db
    .select()
    .from(stepUpCodes)
    .where(
      and(
        eq(stepUpCodes.userId, actor.userId),
        eq(stepUpCodes.purpose, input.purpose),
        isNull(stepUpCodes.spentAt),
        gt(stepUpCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(stepUpCodes.createdAt))
    .limit(1);
  const wrong = new AppError('FORBIDDEN', m.stepUpCodeWrong, { reason: 'step_up_required' });
  if (!active || active.failedAttempts >= stepUpCodeRules.maxFailedAttempts) throw wrong;
  const given = hashStepUpCode(ctx.config, { userId: actor.userId, purpose: input.purpose, code });
  if (!/^\d{6}$/.test(code) || !sameHash(active.codeHash, given)) {
    await ctx.db
      .update(stepUpCodes)
      .set({ failedAttempts: sql`${stepUpCodes.failedAttempts} + 1` })
      .where(eq(stepUpCodes.id, active.id));
    throw wrong;
  }
  // Two sends racing with one code: only one of them spends it.
  const [spent] = await ctx.db
    .update(stepUpCodes)
    .set({ spentAt: now })
    .where(and(eq(stepUpCodes.id, active.id), isNull(stepUpCodes.spentAt)))
    .returning({ id: stepUpCodes.id });
  if (!spent) throw wrong;
}
