import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { paymentMessages } from '@common/payments/payment-messages';
import type { Database } from '../../db/client';
import { mpesaPayments } from '../../db/schema/index';
import type { DarajaClient } from '../../lib/daraja/daraja-client';
import type { Logger } from 'pino';
import { settleStkPayment } from './settle-stk-payment';

/** Queries after the first, in seconds: bounded, backing off, about two hours in all. */
const backoffSeconds = [60, 120, 300, 600, 1200, 2400, 3600];
const perRound = 20;

/**
 * Reconciliation: asks Daraja (STK query) about pushes still pending two minutes after they were sent, and
 * settles each it knows the end of, as a callback would have. A push still pending after the last query is
 * failed with a message saying M-Pesa never confirmed it. Returns how many it settled.
 */
export async function reconcileStkPayments(deps: {
  db: Database;
  mpesa: DarajaClient;
  logger: Logger;
  now: () => Date;
}): Promise<number> {
  const due = await deps.db
    .select()
    .from(mpesaPayments)
    .where(
      and(
        eq(mpesaPayments.status, 'pending'),
        eq(mpesaPayments.method, 'stk'),
        isNotNull(mpesaPayments.checkoutRequestId),
        lte(mpesaPayments.nextQueryAt, deps.now()),
      ),
    )
    .orderBy(asc(mpesaPayments.nextQueryAt))
    .limit(perRound);
  let settled = 0;
  for (const payment of due) {
    const checkoutRequestId = payment.checkoutRequestId!;
    let answer: Awaited<ReturnType<DarajaClient['stkQuery']>> | null = null;
    try {
      answer = await deps.mpesa.stkQuery(checkoutRequestId);
    } catch (error) {
      deps.logger.warn({ err: error, paymentId: payment.id }, 'STK query failed; trying later');
    }
    const now = deps.now();
    if (answer?.state === 'completed') {
      const done = await deps.db.transaction((tx) =>
        settleStkPayment(tx, {
          checkoutRequestId,
          outcome: { resultCode: answer.resultCode, resultDesc: answer.resultDesc },
          now,
        }),
      );
      if (done) settled += 1;
      continue;
    }
    const attempts = payment.queryAttempts + 1;
    const wait = backoffSeconds[attempts - 1];
    if (wait === undefined) {
      const done = await deps.db.transaction((tx) =>
        settleStkPayment(tx, {
          checkoutRequestId,
          outcome: { resultCode: -1, resultDesc: paymentMessages.stkUnconfirmed },
          now,
        }),
      );
      if (done) settled += 1;
      continue;
    }
    await deps.db
      .update(mpesaPayments)
      .set({ queryAttempts: attempts, nextQueryAt: new Date(now.getTime() + wait * 1000) })
      .where(and(eq(mpesaPayments.id, payment.id), eq(mpesaPayments.status, 'pending')));
  }
  return settled;
}
