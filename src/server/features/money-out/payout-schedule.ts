import { eq } from 'drizzle-orm';
import { bankPaybillOf } from '@common/payments/bank-paybills';
import {
  largestPayoutOf,
  type PayoutSchedule,
  type PayoutScheduleInput,
} from '@common/payments/money-out-contracts';
import { moneyOutMessages as m } from '@common/payments/money-out-messages';
import { needsStepUp } from '@common/payments/send-rules';
import { requirePermission, type ServiceContext } from '../../context';
import { payoutSchedules } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { darajaMsisdn } from '../../lib/daraja/daraja-inputs';
import { requireStepUp } from '../step-up';

type ScheduleRow = typeof payoutSchedules.$inferSelect;

function toPayoutSchedule(row: ScheduleRow): PayoutSchedule {
  const bank = row.rail === 'bank' ? bankPaybillOf(row.destination) : undefined;
  return {
    weekday: row.weekday,
    rail: row.rail,
    destination:
      row.rail === 'mpesa'
        ? m.toMpesa(row.destination)
        : m.toBank(bank?.name ?? row.destination, row.accountNumber ?? ''),
    maxAmount: row.maxAmount,
    lastRunOn: row.lastRunOn,
    steppedUp: row.steppedUpAt !== null,
  };
}

/** GET /api/withdrawals/payout-schedule: the landlord's weekly payout, or null. */
export async function getPayoutSchedule(ctx: ServiceContext): Promise<PayoutSchedule | null> {
  const actor = requirePermission(ctx, 'withdraw:earnings:own');
  const [row] = await ctx.db.select().from(payoutSchedules).where(eq(payoutSchedules.userId, actor.userId));
  return row ? toPayoutSchedule(row) : null;
}

/**
 * PUT /api/withdrawals/payout-schedule: sets (or replaces) the landlord's weekly payout, audited. A schedule
 * whose single payout can exceed KES 10,000 (no cap, or a cap above it) is authorised once, by its owner,
 * with step-up as a withdrawal that size is: approved KYC (403 kyc_required) and the SMS code texted for
 * 'payout_schedule' (403 step_up_required). Smaller schedules need neither, like smaller withdrawals.
 */
export async function setPayoutSchedule(
  ctx: ServiceContext,
  input: PayoutScheduleInput & { destination: { phone?: string } },
): Promise<PayoutSchedule> {
  const actor = requirePermission(ctx, 'withdraw:earnings:own');
  const destination = input.destination;
  const largest = largestPayoutOf({ rail: destination.rail, maxAmount: input.maxAmount });
  // Before the transaction, as for a withdrawal: a wrong code's try is counted even though nothing is saved.
  await requireStepUp(ctx, { amount: largest, code: input.stepUpCode, purpose: 'payout_schedule' });
  const steppedUp = needsStepUp(largest);
  const values = {
    weekday: input.weekday,
    rail: destination.rail,
    destination: destination.rail === 'mpesa' ? darajaMsisdn(destination.phone!) : destination.bankId,
    accountNumber: destination.rail === 'bank' ? destination.accountNumber : null,
    maxAmount: input.maxAmount ?? null,
    steppedUpAt: steppedUp ? ctx.now() : null,
    updatedAt: ctx.now(),
  };
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payoutSchedules)
      .values({ userId: actor.userId, ...values })
      .onConflictDoUpdate({ target: payoutSchedules.userId, set: values })
      .returning();
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'payout_schedule.set',
      subjectType: 'payout_schedule',
      subjectId: row!.id,
      details: {
        weekday: values.weekday,
        rail: values.rail,
        maxAmount: values.maxAmount,
        steppedUp,
      },
    });
    return toPayoutSchedule(row!);
  });
}

/** DELETE /api/withdrawals/payout-schedule: stops the weekly payout. 404 when none was set. */
export async function deletePayoutSchedule(ctx: ServiceContext): Promise<void> {
  const actor = requirePermission(ctx, 'withdraw:earnings:own');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(payoutSchedules)
      .where(eq(payoutSchedules.userId, actor.userId))
      .returning({ id: payoutSchedules.id });
    if (!row) throw new AppError('NOT_FOUND', m.scheduleNotFound);
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'payout_schedule.deleted',
      subjectType: 'payout_schedule',
      subjectId: row.id,
    });
  });
}
