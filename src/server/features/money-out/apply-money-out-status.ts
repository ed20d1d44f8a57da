import { eq, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import { moneyOutMessages as m } from '@common/payments/money-out-messages';
import type { Transaction } from '../../db/client';
import { moneyOutStatusQueries, moneyOutTransfers } from '../../db/schema/index';
import { recordAuditEvent } from '../../lib/audit-log';
import { moneyOutResultSchema, transactionStatusDetails } from '../../lib/daraja/daraja-payloads';
import { completeTransfer, releaseHold } from './apply-money-out-result';

/** A Transaction Status answer on its ResultURL, or its QueueTimeOutURL call. */
export type MoneyOutStatusKind = 'status_result' | 'status_timeout';

/** ResultCodes that say the query itself failed (not the transfer): asked again later. */
const queryFailedCodes = new Set(['2001', 'SFC_IC0003', '26']);
/** TransactionStatus values that end a transaction without paying (the page's final statuses). */
const finalFailures = new Set(['cancelled', 'declined', 'expired', 'failed']);
/**
 * How old a transfer must be when it is asked about for "M-Pesa has no such transaction" to release it: a
 * younger one may still be in M-Pesa's queue, so it is asked about again first.
 */
export const unknownReleaseAfterMs = 10 * 60_000;

type StatusOutcome = 'completed' | 'failed' | 'unknown' | 'pending' | 'query_failed' | 'timeout';

/**
 * Applies one kept Transaction Status answer in the callback inbox's transaction, once. The answer names the
 * query (its own ids, kept when it was asked); the query names the transfer, locked here. Only a pending
 * transfer moves, by the same steps as M-Pesa's Result: Completed → paid (holds → M-Pesa clearing and fees);
 * Cancelled, Declined, Expired or Failed → the hold released with the reason; no such transaction → released
 * once the transfer was old enough when asked. Anything else (still in progress, a query M-Pesa could not
 * answer, a timeout) waits for the next query. A second copy of an answer, or one after the Result, changes
 * nothing. Throws for an answer whose query is not recorded yet: it is applied once it is (or by the sweep).
 */
export async function applyMoneyOutStatus(
  tx: Transaction,
  input: { kind: MoneyOutStatusKind; body: unknown; now: Date; logger: Logger },
): Promise<void> {
  const result = moneyOutResultSchema.parse(input.body).Result;
  const [query] = await tx
    .select()
    .from(moneyOutStatusQueries)
    .where(
      or(
        eq(moneyOutStatusQueries.conversationId, result.ConversationID),
        eq(moneyOutStatusQueries.originatorConversationId, result.OriginatorConversationID),
      ),
    )
    .for('update');
  if (!query) throw new Error(`No Transaction Status query ${result.ConversationID} yet`);
  if (query.answeredAt) return;
  const [row] = await tx
    .select()
    .from(moneyOutTransfers)
    .where(eq(moneyOutTransfers.id, query.transferId))
    .for('update');
  const details = transactionStatusDetails(result);
  const code = String(result.ResultCode);
  let outcome: StatusOutcome;
  if (input.kind === 'status_timeout') outcome = 'timeout';
  else if (code !== '0') outcome = queryFailedCodes.has(code) ? 'query_failed' : 'unknown';
  else if (details.transactionStatus?.toLowerCase() === 'completed') outcome = 'completed';
  else if (finalFailures.has(details.transactionStatus?.toLowerCase() ?? '')) outcome = 'failed';
  else outcome = 'pending';
  if (outcome === 'completed' && row && details.amount !== null && details.amount !== row.amount) {
    // Not this transfer's money: a person looks; the next query (or the Result) settles it.
    input.logger.error(
      { transferId: row.id, asked: row.amount, answered: details.amount },
      'Transaction Status answered another amount than the transfer’s; left pending',
    );
    outcome = 'query_failed';
  }
  await tx
    .update(moneyOutStatusQueries)
    .set({ answeredAt: input.now, outcome, resultCode: code.slice(0, 20) })
    .where(eq(moneyOutStatusQueries.id, query.id));
  if (!row || row.status !== 'pending') return;
  if (outcome === 'query_failed') {
    input.logger.warn(
      { transferId: row.id, resultCode: code },
      'Transaction Status query failed; asking again later',
    );
  }
  if (outcome === 'completed') {
    await completeTransfer(tx, row, {
      transactionId: details.receiptNo ?? result.TransactionID ?? null,
      receiverName: details.creditPartyName,
      now: input.now,
      logger: input.logger,
      via: 'transaction_status',
    });
    return;
  }
  const oldEnough = query.askedAt.getTime() - row.createdAt.getTime() >= unknownReleaseAfterMs;
  if (outcome === 'failed' || (outcome === 'unknown' && oldEnough)) {
    await releaseHold(tx, {
      transferId: row.id,
      status: 'failed',
      reason:
        outcome === 'failed'
          ? m.statusFailed(details.transactionStatus ?? '', reasonOf(result))
          : m.statusUnknown,
      now: input.now,
    });
    await recordAuditEvent(tx, {
      actorUserId: null,
      action: 'money_out.settled_by_status',
      subjectType: 'money_out_transfer',
      subjectId: row.id,
      details: { outcome, resultCode: code, transactionStatus: details.transactionStatus },
    });
  }
}

/** Why M-Pesa ended it, when the answer says (TransactionReason), else nothing. */
function reasonOf(result: ReturnType<typeof moneyOutResultSchema.parse>['Result']): string {
  const reason = result.ResultParameters?.ResultParameter.find((p) => p.Key === 'TransactionReason')?.Value;
  return typeof reason === 'string' ? reason.slice(0, 150) : '';
}
