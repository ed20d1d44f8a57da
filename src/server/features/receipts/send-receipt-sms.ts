import type { Logger } from 'pino';
import { smsTexts } from '@common/notifications/sms-texts';
import type { Database } from '../../db/client';
import type { SmsSender } from '../identity';
import { sendUserSms } from '../notifications';
import { findReceipt } from './find-receipt';
import { receiptJobs, type ReceiptSmsPayload } from './receipt-jobs';

/**
 * The receipt SMS job: texts the tenant the payment's receipt, once (claimed by the receipt number before the
 * send, so a run repeated after a crash mid-send texts nothing more). It keeps quiet hours: the payer already
 * saw the payment go through (M-Pesa's own text, the app's receipt page), and this is the record, which can
 * wait for 07:00. A tenant without a verified phone, or who turned these SMS off, gets none (nothing to retry);
 * a send the provider refuses throws, so the runner retries it.
 */
export async function sendReceiptSms(
  deps: { db: Database; sms: SmsSender; logger: Logger; now?: () => Date },
  payload: ReceiptSmsPayload,
): Promise<void> {
  const found = await findReceipt(deps.db, { paymentId: payload.paymentId });
  if (!found) return;
  const { receiptNumber } = found.receipt;
  const outcome = await sendUserSms(deps, {
    userId: found.tenantId,
    kind: 'rent.paid',
    dedupeKey: `receipt:${receiptNumber}`,
    timing: 'daytime',
    text: (locale) => smsTexts[locale].receipt(found.receipt),
    job: { name: receiptJobs.receiptSms, payload, singletonKey: `sms:receipt:${receiptNumber}` },
  });
  if (outcome === 'no-phone') {
    deps.logger.info({ paymentId: payload.paymentId }, 'No verified phone: the receipt SMS is not sent');
  }
}
