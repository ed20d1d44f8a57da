import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { mpesaCallbacks } from '../../db/schema/index';
import { c2bNotificationSchema, stkCallbackSchema, stkPaidDetails } from '../../lib/daraja/daraja-payloads';
import { applyMoneyOutResult } from '../money-out';
import { creditPaybillPayment, wholeShillings } from './credit-paybill-payment';
import { settleStkPayment } from './settle-stk-payment';

export interface CallbackApplier {
  db: Database;
  logger: Logger;
  now: () => Date;
}

/**
 * Applies one kept callback, once: in one transaction the row is marked handled (which locks it), and its
 * payment settled or credited. Duplicates, late and out-of-order
 * callbacks are harmless here because settling and crediting are idempotent by the provider's id. Returns
 * whether this call handled it (false: already handled, or being handled elsewhere).
 */
export async function applyKeptCallback(deps: CallbackApplier, id: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    // Claimed by marking it handled first: the row stays locked until this commits, and a rollback unmarks it.
    // Another instance applying it meanwhile waits here, then finds it handled.
    const [kept] = await tx
      .update(mpesaCallbacks)
      .set({ handledAt: now })
      .where(and(eq(mpesaCallbacks.id, id), isNull(mpesaCallbacks.handledAt)))
      .returning({ kind: mpesaCallbacks.kind, body: mpesaCallbacks.body });
    if (!kept) return false;
    if (kept.kind === 'stk') {
      const callback = stkCallbackSchema.parse(kept.body);
      const body = callback.Body.stkCallback;
      const paid = stkPaidDetails(callback);
      await settleStkPayment(tx, {
        checkoutRequestId: body.CheckoutRequestID,
        outcome: {
          resultCode: Number(body.ResultCode),
          resultDesc: body.ResultDesc,
          paid: paid ? { amount: paid.amount, receipt: paid.receipt } : null,
        },
        now,
        logger: deps.logger,
      });
    } else if (kept.kind === 'c2b_confirmation') {
      const notice = c2bNotificationSchema.parse(kept.body);
      const amount = wholeShillings(notice.TransAmount);
      if (amount === null) {
        // Kept as it came; nothing M-Pesa sends is in cents, so this is for a person to look at.
        deps.logger.error(
          { transId: notice.TransID },
          'Paybill payment with an amount that is not whole shillings',
        );
      } else {
        await creditPaybillPayment(tx, { notice, amount, now });
      }
    } else if (
      kept.kind === 'b2c_result' ||
      kept.kind === 'b2c_timeout' ||
      kept.kind === 'b2b_result' ||
      kept.kind === 'b2b_timeout' ||
      kept.kind === 'status_result' ||
      kept.kind === 'status_timeout'
    ) {
      await applyMoneyOutResult(tx, { kind: kept.kind, body: kept.body, now, logger: deps.logger });
    }
    return true;
  });
}

/** Counts a failed try, outside the rolled-back transaction, so the sweep stops retrying a poisoned one. */
export async function countFailedAttempt(db: Database, id: string): Promise<void> {
  await db
    .update(mpesaCallbacks)
    .set({ failedAttempts: sql`${mpesaCallbacks.failedAttempts} + 1` })
    .where(eq(mpesaCallbacks.id, id));
}
