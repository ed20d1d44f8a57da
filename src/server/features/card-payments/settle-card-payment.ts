import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { cardPaymentMessages as m } from '@common/payments/card-payment-messages';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { cardPayments } from '../../db/schema/index';
import type { PaystackTransaction } from '../../lib/paystack/paystack-client';
import { clearingAccountOf, platformAccountOf, postJournal, walletAccountOf } from '../ledger';
import { notifyUser } from '../notifications';
import { paystackClientOf } from './paystack-client-of';

type CardPaymentRow = typeof cardPayments.$inferSelect;

export interface SettleDeps {
  db: Database;
  config: AppConfig;
  logger: Logger;
  now: () => Date;
}

/**
 * Settles the card payment with this reference on the provider's word, asked afresh: whatever a webhook
 * said, the verify call decides. Success for exactly the total in KES credits the wallet from card clearing,
 * the fee to ABODE's fees account, in one transaction with the payment's row (locked) and the payer's notice,
 * under `card:paystack:<reference>`; a decline fails it with the reason; anything else (not paid yet) leaves
 * it pending, except that reconciliation ends a long-abandoned checkout (`abandonedIsFinal`). A payment already paid is left as it is: a repeated or late webhook changes nothing. A failed
 * payment the provider later reports paid (a retry on its checkout) is credited: money taken is never lost.
 * Returns the row as it now stands, or null for a reference that is not ours.
 */
export async function settleCardPayment(
  deps: SettleDeps,
  reference: string,
  options: { abandonedIsFinal?: boolean } = {},
): Promise<CardPaymentRow | null> {
  const [found] = await deps.db.select().from(cardPayments).where(eq(cardPayments.reference, reference));
  if (!found || found.status === 'paid') return found ?? null;
  let verified: PaystackTransaction;
  try {
    // Outside the transaction: no row stays locked while the provider answers.
    verified = await paystackClientOf(deps.config).verifyTransaction(reference);
  } catch (error) {
    deps.logger.warn({ err: error, reference }, 'card payment not verified');
    return found;
  }
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(cardPayments).where(eq(cardPayments.id, found.id)).for('update');
    if (!payment || payment.status === 'paid' || verified.reference !== reference) return payment ?? null;
    const now = deps.now();
    if (verified.status === 'success') {
      if (verified.currency !== 'KES' || verified.amount !== payment.total * 100) {
        deps.logger.error(
          {
            reference,
            expected: payment.total * 100,
            verified: verified.amount,
            currency: verified.currency,
          },
          'card payment verified for another amount: not credited',
        );
        if (payment.status !== 'pending') return payment;
        const [failed] = await tx
          .update(cardPayments)
          .set({
            status: 'failed',
            failureReason: `verified ${verified.currency} ${verified.amount}`.slice(0, 300),
            failureMessage: m.mismatch,
            providerTransactionId: verified.id,
            settledAt: now,
          })
          .where(eq(cardPayments.id, payment.id))
          .returning();
        return failed!;
      }
      const idempotencyKey = `card:paystack:${reference}`;
      const postings = [
        { accountId: await clearingAccountOf(tx, 'card_clearing', idempotencyKey), amount: payment.total },
        { accountId: await walletAccountOf(tx, payment.userId), amount: -payment.amount },
      ];
      if (payment.fee > 0)
        postings.push({ accountId: await platformAccountOf(tx, 'fees'), amount: -payment.fee });
      const journal = await postJournal(tx, {
        kind: 'card.deposit',
        idempotencyKey,
        memo: m.walletMemo(verified.last4),
        actorId: payment.userId,
        postings,
      });
      const [paid] = await tx
        .update(cardPayments)
        .set({
          status: 'paid',
          providerTransactionId: verified.id,
          cardLast4: verified.last4,
          failureReason: null,
          failureMessage: null,
          journalId: journal.transactionId,
          settledAt: now,
        })
        .where(eq(cardPayments.id, payment.id))
        .returning();
      await notifyUser(tx, {
        userId: payment.userId,
        kind: 'payment.received',
        ...eventInBothLanguages((e) => e.cardDeposit(payment.amount)),
        link: '/dashboard/tenant',
        dedupeKey: `card.paid:${payment.id}`,
      });
      return paid!;
    }
    if (verified.status === 'abandoned' && options.abandonedIsFinal && payment.status === 'pending') {
      const [expired] = await tx
        .update(cardPayments)
        .set({ status: 'failed', failureReason: 'abandoned', failureMessage: m.abandoned, settledAt: now })
        .where(eq(cardPayments.id, payment.id))
        .returning();
      return expired!;
    }
    if (verified.status === 'failed' && payment.status === 'pending') {
      const [failed] = await tx
        .update(cardPayments)
        .set({
          status: 'failed',
          providerTransactionId: verified.id,
          cardLast4: verified.last4,
          failureReason: verified.gatewayResponse?.slice(0, 300) ?? null,
          failureMessage: m.declined(verified.gatewayResponse).slice(0, 300),
          settledAt: now,
        })
        .where(eq(cardPayments.id, payment.id))
        .returning();
      return failed!;
    }
    return payment;
  });
}
