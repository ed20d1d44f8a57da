import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { nairobiToday } from '@common/rent/rent-cycle';
import { largestPayoutOf } from '@common/payments/money-out-contracts';
import { sendFeeOf, sendLimits, stepUpThreshold } from '@common/payments/send-rules';
import type { ServiceContext } from '../../context';
import { payoutSchedules, profiles } from '../../db/schema/index';
import { balanceOf } from '../ledger';
import { sourceAccountOf } from './money-out-accounts';
import { holdAndSend, resolveDestination } from './start-money-out';

/** The largest amount whose amount + fee fits in `balance` on `rail`, or 0. */
function largestAffordable(rail: 'mpesa' | 'bank', balance: number, cap: number): number {
  let amount = Math.min(cap, balance);
  while (amount > 0 && amount + sendFeeOf(rail, amount) > balance) amount -= 1;
  return amount;
}

/**
 * The payout job (daily, 09:00 Nairobi): every schedule whose weekday is today and that has not run today
 * sends the landlord's earnings (up to its cap and the rail's limit, less the fee; at most KES 10,000 for a
 * schedule not confirmed with step-up) to its destination by the
 * same machinery as a withdrawal, keyed `payout:<schedule>:<date>` so a second run of the day sends nothing
 * more. Returns how many payouts were started.
 */
export async function runPayoutSchedules(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const today = nairobiToday(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const due = await ctx.db
    .select()
    .from(payoutSchedules)
    .where(
      and(
        eq(payoutSchedules.weekday, weekday),
        or(isNull(payoutSchedules.lastRunOn), ne(payoutSchedules.lastRunOn, today)),
      ),
    );
  let started = 0;
  for (const schedule of due) {
    try {
      const [profile] = await ctx.db
        .select({ verifiedAt: profiles.phoneVerifiedAt })
        .from(profiles)
        .where(eq(profiles.id, schedule.userId));
      const balance = await ctx.db.transaction(async (tx) =>
        balanceOf(tx, await sourceAccountOf(tx, 'earnings', schedule.userId)),
      );
      const limits = sendLimits[schedule.rail];
      // Only a schedule its owner confirmed with step-up pays out more than the threshold in one go.
      const cap = schedule.steppedUpAt
        ? largestPayoutOf(schedule)
        : Math.min(largestPayoutOf(schedule), stepUpThreshold);
      const amount = largestAffordable(schedule.rail, balance, cap);
      if (profile?.verifiedAt && amount >= limits.min) {
        const destination = resolveDestination(
          schedule.rail === 'mpesa'
            ? { rail: 'mpesa', phone: `+${schedule.destination}` }
            : {
                rail: 'bank',
                bankId: schedule.destination as never,
                accountNumber: schedule.accountNumber ?? '',
              },
          null,
        );
        await holdAndSend(ctx, {
          ...destination,
          userId: schedule.userId,
          source: 'earnings',
          amount,
          fee: sendFeeOf(destination.rail, amount),
          idempotencyKey: `payout:${schedule.id}:${today}`,
          scheduleId: schedule.id,
          actorId: null,
        });
        started += 1;
      }
      await ctx.db
        .update(payoutSchedules)
        .set({ lastRunOn: today })
        .where(eq(payoutSchedules.id, schedule.id));
    } catch (error) {
      ctx.logger.error({ err: error, scheduleId: schedule.id }, 'A scheduled payout could not be started');
    }
  }
  return started;
}
