import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { moneyOutMessages as m } from '@common/payments/money-out-messages';
import type { Database } from '../../db/client';
import { moneyOutTransfers, profiles } from '../../db/schema/index';
import type { SmsSender } from '../identity';
import type { ResultSmsPayload } from './money-out-jobs';

/**
 * The result SMS job: texts the owner how their transfer ended, to their verified phone. None without one;
 * a send the provider refuses throws, so the runner retries it.
 */
export async function sendResultSms(
  deps: { db: Database; sms: SmsSender; logger: Logger },
  payload: ResultSmsPayload,
): Promise<void> {
  const [row] = await deps.db
    .select({ transfer: moneyOutTransfers, phone: profiles.phone, verifiedAt: profiles.phoneVerifiedAt })
    .from(moneyOutTransfers)
    .innerJoin(profiles, eq(profiles.id, moneyOutTransfers.userId))
    .where(eq(moneyOutTransfers.id, payload.transferId));
  if (!row) return;
  const status = row.transfer.status;
  if (status === 'pending') return;
  if (!row.verifiedAt || !row.phone) {
    deps.logger.info({ transferId: payload.transferId }, 'No verified phone: the withdrawal SMS is not sent');
    return;
  }
  const t = row.transfer;
  const text =
    status === 'completed'
      ? m.sms.completed(t.amount, t.destinationLabel, t.transactionId ?? '')
      : m.sms[status](t.amount, t.destinationLabel);
  await deps.sms.send({ to: row.phone, text });
}
