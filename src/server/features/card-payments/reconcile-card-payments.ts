import { and, asc, eq, lt } from 'drizzle-orm';
import { cardPayments } from '../../db/schema/index';
import { settleCardPayment, type SettleDeps } from './settle-card-payment';

/** A checkout not settled this long after it was opened is asked about (the webhook may never come). */
const askAfterMs = 5 * 60_000;
/** A checkout still not paid after this long was left: it is failed, with nothing charged. */
const abandonedAfterMs = 48 * 3600_000;
const batch = 50;

/**
 * Asks the provider about card payments still pending five minutes after their checkout opened, oldest
 * first: the payer may have closed the tab and the webhook been lost, and this settles them (paid, declined)
 * as the return page would. One left unpaid for two days is failed as abandoned; one the provider cannot be
 * asked about stays pending for the next run. Returns how many it settled.
 */
export async function reconcileCardPayments(deps: SettleDeps): Promise<number> {
  const now = deps.now().getTime();
  const due = await deps.db
    .select({ reference: cardPayments.reference, createdAt: cardPayments.createdAt })
    .from(cardPayments)
    .where(and(eq(cardPayments.status, 'pending'), lt(cardPayments.createdAt, new Date(now - askAfterMs))))
    .orderBy(asc(cardPayments.createdAt))
    .limit(batch);
  let settled = 0;
  for (const payment of due) {
    const row = await settleCardPayment(deps, payment.reference, {
      abandonedIsFinal: payment.createdAt.getTime() < now - abandonedAfterMs,
    });
    if (row && row.status !== 'pending') settled += 1;
  }
  return settled;
}
