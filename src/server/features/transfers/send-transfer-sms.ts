import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { tukuPayMessages as t } from '@common/payments/send-messages';
import type { Database } from '../../db/client';
import { transfers } from '../../db/schema/index';
import type { SmsSender } from '../identity';
import { balanceOf, walletAccountOf } from '../ledger';
import type { TransferSmsPayload } from './transfer-jobs';
import { peopleById } from './transfer-people';

/**
 * The transfer SMS job: texts one side of a completed transfer (the job is a singleton per transfer and side,
 * so never twice). A refused send throws and the runner retries it; a side without a verified phone gets none.
 */
export async function sendTransferSms(
  deps: { db: Database; sms: SmsSender; logger: Logger },
  payload: TransferSmsPayload,
): Promise<void> {
  const [transfer] = await deps.db.select().from(transfers).where(eq(transfers.id, payload.transferId));
  if (!transfer || transfer.status === 'failed') return;
  const people = await peopleById(deps.db, [transfer.senderId, transfer.recipientId]);
  const sender = people.get(transfer.senderId);
  const recipient = people.get(transfer.recipientId);
  const to = payload.side === 'sender' ? sender : recipient;
  if (!to?.verified) {
    deps.logger.info({ transferId: transfer.id }, 'No verified phone: the transfer SMS is not sent');
    return;
  }
  const wallet = await deps.db.transaction((tx) => walletAccountOf(tx, to.userId));
  const balance = await balanceOf(deps.db, wallet);
  const text =
    payload.side === 'sender'
      ? t.sentSms(transfer.amount, recipient?.name ?? '***', transfer.reference, transfer.fee, balance)
      : t.receivedSms(transfer.amount, sender?.name ?? '***', transfer.reference, balance);
  await deps.sms.send({ to: to.phone, text });
}
