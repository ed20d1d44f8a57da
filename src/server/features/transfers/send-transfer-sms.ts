import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { smsTexts } from '@common/notifications/sms-texts';
import type { Database } from '../../db/client';
import { transfers } from '../../db/schema/index';
import type { SmsSender } from '../identity';
import { walletBalanceOf } from '../ledger';
import { sendUserSms } from '../notifications';
import { transferJobs, type TransferSmsPayload } from './transfer-jobs';
import { peopleById } from './transfer-people';

/**
 * The transfer SMS job: texts one side of a completed transfer, once (claimed by the transfer and side before
 * the send, so a run repeated after a crash mid-send texts nothing more). The sender's is the receipt of the
 * transfer they are making now, so it goes at once at any hour; the recipient's is news of money that came,
 * so it waits for 07:00 in quiet hours. Either is skipped when the person turned Tuku Pay SMS off, or has no
 * verified phone. A refused send throws and the runner retries it.
 */
export async function sendTransferSms(
  deps: { db: Database; sms: SmsSender; logger: Logger; now?: () => Date },
  payload: TransferSmsPayload,
): Promise<void> {
  const [transfer] = await deps.db.select().from(transfers).where(eq(transfers.id, payload.transferId));
  if (!transfer || transfer.status === 'failed') return;
  const people = await peopleById(deps.db, [transfer.senderId, transfer.recipientId]);
  const sender = people.get(transfer.senderId);
  const recipient = people.get(transfer.recipientId);
  const to = payload.side === 'sender' ? sender : recipient;
  if (!to) return;
  const outcome = await sendUserSms(deps, {
    userId: to.userId,
    kind: 'transfer.received',
    dedupeKey: `transfer:${transfer.id}:${payload.side}`,
    timing: payload.side === 'sender' ? 'receipt' : 'daytime',
    text: async (locale) => {
      // The balance as the text goes: a recipient's held to the morning says what the wallet holds then.
      const balance = await walletBalanceOf(deps.db, to.userId);
      return payload.side === 'sender'
        ? smsTexts[locale].transferSent(
            transfer.amount,
            recipient?.name ?? '***',
            transfer.reference,
            transfer.fee,
            balance,
          )
        : smsTexts[locale].transferReceived(
            transfer.amount,
            sender?.name ?? '***',
            transfer.reference,
            balance,
          );
    },
    job: {
      name: transferJobs.sms,
      payload,
      singletonKey: `sms:transfer:${transfer.id}:${payload.side}`,
    },
  });
  if (outcome === 'no-phone') {
    deps.logger.info({ transferId: transfer.id }, 'No verified phone: the transfer SMS is not sent');
  }
}
