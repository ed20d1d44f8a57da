import type { Logger } from 'pino';
import { receiptTexts } from '@common/receipts/receipt-texts';
import type { Database } from '../../db/client';
import type { SmsSender } from '../identity';
import { wantsSms } from '../notifications';
import { findReceipt } from './find-receipt';
import type { ReceiptSmsPayload } from './receipt-jobs';
import { verifiedPhoneOf } from './verified-phone-of';

/**
 * The receipt SMS job: texts the tenant the payment's receipt. A tenant without a verified phone, or who
 * turned these SMS off, gets none (nothing to retry); a send the provider refuses throws, so the runner retries it.
 */
export async function sendReceiptSms(
  deps: { db: Database; sms: SmsSender; logger: Logger },
  payload: ReceiptSmsPayload,
): Promise<void> {
  const found = await findReceipt(deps.db, { paymentId: payload.paymentId });
  if (!found) return;
  if (!(await wantsSms(deps.db, found.tenantId, 'rent.paid'))) return;
  const phone = await verifiedPhoneOf(deps.db, found.tenantId);
  if (!phone) {
    deps.logger.info({ paymentId: payload.paymentId }, 'No verified phone: the receipt SMS is not sent');
    return;
  }
  await deps.sms.send({ to: phone, text: receiptTexts.sms(found.receipt) });
}
