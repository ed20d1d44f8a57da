import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { dashboards } from '@common/dashboards/dashboards';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import type { Transaction } from '../../db/client';
import { mpesaPayments } from '../../db/schema/index';
import { clearingAccountOf, postJournal, walletAccountOf } from '../ledger';
import { notifyUser } from '../notifications';
import { payInvoiceFromDeposit } from '../rent';
import { repayOkoaRentFromDeposit } from '../rent-financing';

export interface StkOutcome {
  resultCode: number;
  resultDesc: string;
  /** From the callback's metadata when paid; a query says paid without them. */
  paid?: { amount: number; receipt: string } | null;
}

/**
 * Ends a pending STK push, once: paid (ResultCode 0) credits the wallet from M-Pesa clearing in the same
 * transaction, under the CheckoutRequestID as the ledger's idempotency key; any other code fails it with the
 * reason. The row is locked; a payment already settled is left as it is (a duplicate or late callback).
 * Returns whether this call settled it.
 */
export async function settleStkPayment(
  tx: Transaction,
  input: { checkoutRequestId: string; outcome: StkOutcome; now: Date; logger?: Logger },
): Promise<boolean> {
  const [payment] = await tx
    .select()
    .from(mpesaPayments)
    .where(eq(mpesaPayments.checkoutRequestId, input.checkoutRequestId))
    .for('update');
  if (!payment || payment.status !== 'pending' || !payment.userId) return false;
  const { outcome } = input;
  if (outcome.resultCode !== 0) {
    await tx
      .update(mpesaPayments)
      .set({
        status: 'failed',
        resultCode: outcome.resultCode,
        resultDesc: outcome.resultDesc.slice(0, 300),
        settledAt: input.now,
      })
      .where(eq(mpesaPayments.id, payment.id));
    return true;
  }
  // What M-Pesa says was paid is what arrived; the request's amount when a query settles it.
  const amount = outcome.paid?.amount ?? payment.amount;
  const receipt = outcome.paid?.receipt ?? null;
  const idempotencyKey = `mpesa:stk:${input.checkoutRequestId}`;
  const journal = await postJournal(tx, {
    kind: 'mpesa.stk_deposit',
    idempotencyKey,
    memo: receipt ? `M-Pesa deposit ${receipt}` : 'M-Pesa deposit',
    actorId: payment.userId,
    postings: [
      { accountId: await clearingAccountOf(tx, 'mpesa_clearing', idempotencyKey), amount },
      { accountId: await walletAccountOf(tx, payment.userId), amount: -amount },
    ],
  });
  await notifyUser(tx, {
    userId: payment.userId,
    kind: 'payment.received',
    ...eventInBothLanguages((e) => e.depositReceived({ amount, how: 'M-Pesa', receipt })),
    link: dashboards.tenant.path,
    dedupeKey: `payment.received:${idempotencyKey}`,
  });
  if (payment.invoiceId) {
    // Asked for an invoice: the wallet pays it now. In a savepoint: a failure there leaves the deposit paid.
    const invoiceId = payment.invoiceId;
    const userId = payment.userId;
    await tx
      .transaction((savepoint) =>
        payInvoiceFromDeposit(savepoint, {
          invoiceId,
          tenantId: userId,
          mpesaReceipt: receipt,
          idempotencyKey: `rent:deposit:${input.checkoutRequestId}`,
        }),
      )
      .catch((error: unknown) => {
        // The money stays in the wallet (the tenant sees it there and pays again); why, for a person.
        input.logger?.warn(
          { err: error, invoiceId, checkoutRequestId: input.checkoutRequestId },
          'A deposit for an invoice did not pay it',
        );
      });
  }
  if (payment.loanId) {
    // Asked for an Okoa Rent loan: the wallet repays it now, in a savepoint as an invoice's payment is.
    const loanId = payment.loanId;
    const tenantId = payment.userId;
    await tx
      .transaction((savepoint) =>
        repayOkoaRentFromDeposit(savepoint, {
          loanId,
          tenantId,
          source: 'stk',
          idempotencyKey: `okoa-rent:deposit:${input.checkoutRequestId}`,
          now: input.now,
        }),
      )
      .catch((error: unknown) => {
        input.logger?.warn(
          { err: error, loanId, checkoutRequestId: input.checkoutRequestId },
          'A deposit for an Okoa Rent loan did not repay it',
        );
      });
  }
  await tx
    .update(mpesaPayments)
    .set({
      status: 'paid',
      amount,
      receipt,
      resultCode: 0,
      resultDesc: outcome.resultDesc.slice(0, 300),
      journalId: journal.transactionId,
      settledAt: input.now,
    })
    .where(eq(mpesaPayments.id, payment.id));
  return true;
}
