import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { CardDepositAllowance } from '@common/payments/card-payment-contracts';
import { dailyCardDepositLimit } from '@common/payments/card-payment-fee';
import { requireActor, type ServiceContext } from '../../context';
import type { Database, Transaction } from '../../db/client';
import { cardPayments } from '../../db/schema/index';
import { nairobiDayStart } from '../../lib/nairobi-day';

/** The amounts of the user's pending and paid card deposits started since Nairobi's last midnight. */
export async function cardDepositsToday(
  db: Database | Transaction,
  input: { userId: string; now: Date },
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${cardPayments.amount}), 0)` })
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.userId, input.userId),
        inArray(cardPayments.status, ['pending', 'paid']),
        gte(cardPayments.createdAt, nairobiDayStart(input.now)),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** GET /api/card-payments/allowance: the daily card limit and what is left of it today, for the card page. */
export async function getCardDepositAllowance(ctx: ServiceContext): Promise<CardDepositAllowance> {
  const actor = requireActor(ctx);
  const usedToday = await cardDepositsToday(ctx.db, { userId: actor.userId, now: ctx.now() });
  return {
    daily: dailyCardDepositLimit,
    usedToday,
    leftToday: Math.max(0, dailyCardDepositLimit - usedToday),
  };
}
