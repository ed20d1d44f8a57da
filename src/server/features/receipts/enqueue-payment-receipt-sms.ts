import type { Transaction } from '../../db/client';
import { enqueueJob } from '../../lib/jobs/index';
import { smsQuietUntil } from '../notifications';
import { receiptJobs, type ReceiptSmsPayload } from './receipt-jobs';

/**
 * Called in the transaction that records a payment toward an invoice: the receipt SMS exists exactly when the
 * payment committed, and once per receipt number however often this is called for it.
 */
export async function enqueuePaymentReceiptSms(
  tx: Transaction,
  payment: { id: string; receiptNumber: string },
): Promise<void> {
  const payload: ReceiptSmsPayload = { paymentId: payment.id };
  await enqueueJob(tx, {
    name: receiptJobs.receiptSms,
    payload,
    singletonKey: `sms:receipt:${payment.receiptNumber}`,
    // A rent paid at midnight is texted at 07:00, not then.
    runAt: smsQuietUntil(new Date()) ?? undefined,
  });
}
