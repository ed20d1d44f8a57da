import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import { moneyOutMessages as m } from '@common/payments/money-out-messages';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { moneyOutStatusQueries, moneyOutTransfers } from '../../db/schema/index';
import { recordAuditEvent } from '../../lib/audit-log';
import { callbackUrls } from '../../lib/daraja/callback-urls';
import type { DarajaClient } from '../../lib/daraja/daraja-client';
import { applyWaitingResults } from './apply-money-out-callback';
import { releaseHold } from './apply-money-out-result';

/** A transfer whose Result has not come this long after it was asked for is asked about. */
export const firstStatusQueryAfterMs = 2 * 60_000;
/** Queries after the first, in seconds: bounded and backing off, about two and a half hours in all. */
const backoffSeconds = [60, 120, 300, 600, 1200, 2400, 3600];
const perRound = 20;

/**
 * The money-out status job (every minute, once across instances): for each send still pending two minutes
 * after it was asked for (M-Pesa accepted it, and neither its Result nor its timeout came), asks M-Pesa by
 * Transaction Status how it ended. The answer comes later, to the status callback routes, and is applied by
 * applyMoneyOutStatus through the same steps as a Result. The next query backs off (1, 2, 5, 10, 20, 40,
 * 60 minutes); once they are all asked and none settled it, the hold is released with a reason saying M-Pesa
 * never confirmed it (a payment M-Pesa reports later is taken again, never paid twice). Returns how many
 * queries it sent.
 */
export async function queryMoneyOutStatus(deps: {
  db: Database;
  mpesa: DarajaClient;
  config: AppConfig;
  logger: Logger;
  now: () => Date;
}): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .select()
    .from(moneyOutTransfers)
    .where(
      and(
        eq(moneyOutTransfers.status, 'pending'),
        isNotNull(moneyOutTransfers.conversationId),
        or(
          lte(moneyOutTransfers.nextStatusQueryAt, now),
          and(
            isNull(moneyOutTransfers.nextStatusQueryAt),
            lte(moneyOutTransfers.createdAt, new Date(now.getTime() - firstStatusQueryAfterMs)),
          ),
        ),
      ),
    )
    .orderBy(asc(moneyOutTransfers.createdAt))
    .limit(perRound);
  const urls = callbackUrls(deps.config);
  let asked = 0;
  for (const row of due) {
    const wait = backoffSeconds[row.statusQueries];
    if (wait === undefined) {
      await deps.db.transaction(async (tx) => {
        const released = await releaseHold(tx, {
          transferId: row.id,
          status: 'failed',
          reason: m.neverConfirmed,
          now,
        });
        if (!released) return;
        await recordAuditEvent(tx, {
          actorUserId: null,
          action: 'money_out.settled_by_status',
          subjectType: 'money_out_transfer',
          subjectId: row.id,
          details: { outcome: 'never_confirmed', queries: row.statusQueries },
        });
      });
      deps.logger.warn({ transferId: row.id }, 'M-Pesa never confirmed a transfer; its hold is released');
      continue;
    }
    const next = {
      statusQueries: row.statusQueries + 1,
      nextStatusQueryAt: new Date(now.getTime() + wait * 1000),
    };
    try {
      const query = await deps.mpesa.transactionStatus({
        originalConversationId: row.originatorConversationId ?? row.requestRef,
        remarks: 'ABODE transfer status',
        occasion: row.id,
        resultUrl: urls.statusResult,
        timeoutUrl: urls.statusTimeout,
      });
      await deps.db.transaction(async (tx) => {
        await tx.insert(moneyOutStatusQueries).values({
          transferId: row.id,
          originatorConversationId: query.originatorConversationId,
          conversationId: query.conversationId,
          askedAt: now,
        });
        await tx.update(moneyOutTransfers).set(next).where(eq(moneyOutTransfers.id, row.id));
      });
      asked += 1;
      // An answer that raced ahead of the insert above waits, kept: apply it now.
      await applyWaitingResults(deps, query.conversationId);
    } catch (error) {
      deps.logger.warn({ err: error, transferId: row.id }, 'Transaction Status query failed; asking later');
      await deps.db.update(moneyOutTransfers).set(next).where(eq(moneyOutTransfers.id, row.id));
    }
  }
  return asked;
}
