import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { smsTexts } from '@common/notifications/sms-texts';
import type { Database } from '../../db/client';
import { moneyOutTransfers } from '../../db/schema/index';
import type { SmsSender } from '../identity';
import { sendUserSms } from '../notifications';
import { moneyOutJobs, type ResultSmsPayload } from './money-out-jobs';

/** A result this soon after the owner started the send is still the answer they are waiting for. */
const waitingForItMs = 15 * 60_000;

/**
 * The result SMS job: texts the owner how their transfer ended, to their verified phone, once per outcome
 * (claimed before the send, so a run repeated after a crash mid-send texts nothing more), unless they turned
 * withdrawal SMS off. The answer to a send they started minutes ago is its receipt and goes at once at any
 * hour; a scheduled payout's, or one that came late (a Transaction Status query, a timeout), waits for 07:00
 * in quiet hours. A send the provider refuses throws, so the runner retries it.
 */
export async function sendResultSms(
  deps: { db: Database; sms: SmsSender; logger: Logger; now?: () => Date },
  payload: ResultSmsPayload,
): Promise<void> {
  const [t] = await deps.db
    .select()
    .from(moneyOutTransfers)
    .where(eq(moneyOutTransfers.id, payload.transferId));
  if (!t || t.status === 'pending') return;
  const status = t.status;
  const answeredSoon =
    t.scheduleId === null &&
    t.settledAt !== null &&
    t.settledAt.getTime() - t.createdAt.getTime() <= waitingForItMs;
  const outcome = await sendUserSms(deps, {
    userId: t.userId,
    kind: 'withdrawal.result',
    dedupeKey: `withdrawal:${t.id}:${status}`,
    timing: answeredSoon ? 'receipt' : 'daytime',
    text: (locale) =>
      status === 'completed'
        ? smsTexts[locale].withdrawalCompleted(t.amount, t.destinationLabel, t.transactionId ?? '')
        : smsTexts[locale][status === 'failed' ? 'withdrawalFailed' : 'withdrawalReversed'](
            t.amount,
            t.destinationLabel,
          ),
    job: { name: moneyOutJobs.resultSms, payload, singletonKey: `sms:withdrawal:${t.id}:${status}` },
  });
  if (outcome === 'no-phone') {
    deps.logger.info({ transferId: payload.transferId }, 'No verified phone: the withdrawal SMS is not sent');
  }
}
