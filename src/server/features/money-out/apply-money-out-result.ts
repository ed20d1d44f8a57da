import { eq, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import { moneyOutMessages as m } from '@common/payments/money-out-messages';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import type { Transaction } from '../../db/client';
import { moneyOutTransfers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { moneyOutResultSchema } from '../../lib/daraja/daraja-payloads';
import { enqueueJob } from '../../lib/jobs/index';
import { clearingAccountOf, platformAccountOf, postJournal } from '../ledger';
import { notifyUser } from '../notifications';
import { sourceAccountOf } from './money-out-accounts';
import { moneyOutJobs, type ResultSmsPayload } from './money-out-jobs';

type TransferRow = typeof moneyOutTransfers.$inferSelect;
type Outcome = 'completed' | 'failed' | 'reversed';

/** The in-app notice and the SMS of a transfer's outcome, once each (keyed by the transfer and outcome). */
async function tellOwner(tx: Transaction, row: TransferRow, outcome: Outcome): Promise<void> {
  await notifyUser(tx, {
    userId: row.userId,
    kind: 'withdrawal.result',
    ...eventInBothLanguages((e) =>
      e.withdrawalResult({
        outcome,
        amount: row.amount,
        destination: row.destinationLabel,
        receipt: row.transactionId ?? '',
      }),
    ),
    link:
      row.source === 'earnings' ? '/dashboard/landlord' : `/dashboard/tenant/send-${row.rail}?id=${row.id}`,
    dedupeKey: `withdrawal:${row.id}:${outcome}`,
  });
  const payload: ResultSmsPayload = { transferId: row.id };
  await enqueueJob(tx, {
    name: moneyOutJobs.resultSms,
    payload,
    singletonKey: `sms:withdrawal:${row.id}:${outcome}`,
  });
}

/**
 * Gives a pending transfer's held money back to its source (holds → wallet or earnings) and marks it
 * failed or reversed, with the reason. Null when it was no longer pending: a second release does nothing.
 */
export async function releaseHold(
  tx: Transaction,
  input: {
    transferId: string;
    status: 'failed' | 'reversed';
    reason: string;
    resultCode?: number;
    now: Date;
  },
): Promise<TransferRow | null> {
  const [row] = await tx
    .select()
    .from(moneyOutTransfers)
    .where(eq(moneyOutTransfers.id, input.transferId))
    .for('update');
  if (!row || row.status !== 'pending') return null;
  const total = row.amount + row.fee;
  const release = await postJournal(tx, {
    kind: 'money_out.release',
    idempotencyKey: `money_out:release:${row.requestRef}`,
    memo: m.releaseMemo(row.destinationLabel),
    postings: [
      { accountId: await platformAccountOf(tx, 'holds'), amount: total },
      { accountId: await sourceAccountOf(tx, row.source, row.userId), amount: -total },
    ],
  });
  const [updated] = await tx
    .update(moneyOutTransfers)
    .set({
      status: input.status,
      failureReason: input.reason.slice(0, 300),
      resultCode: input.resultCode ?? null,
      outcomeJournalId: release.transactionId,
      settledAt: input.now,
    })
    .where(eq(moneyOutTransfers.id, row.id))
    .returning();
  await recordAuditEvent(tx, {
    actorUserId: null,
    action: `money_out.${input.status}`,
    subjectType: 'money_out_transfer',
    subjectId: row.id,
    details: { reason: input.reason, resultCode: input.resultCode ?? null },
  });
  await tellOwner(tx, updated!, input.status);
  return updated!;
}

/**
 * The postings of money that left through M-Pesa: the amount out of M-Pesa clearing (ABODE's money at
 * M-Pesa went down) and the fee to ABODE's fees, taken from `from`.
 */
async function sentPostings(tx: Transaction, row: TransferRow, from: string) {
  const postings = [
    { accountId: from, amount: row.amount + row.fee },
    { accountId: await clearingAccountOf(tx, 'mpesa_clearing', row.requestRef), amount: -row.amount },
  ];
  if (row.fee > 0) postings.push({ accountId: await platformAccountOf(tx, 'fees'), amount: -row.fee });
  return postings;
}

/**
 * M-Pesa paid a transfer whose hold was already released (its timeout came first, or Daraja was thought
 * unreachable): the money left ABODE's M-Pesa account, so it is taken from the source again rather than paid
 * twice. A source that no longer holds it leaves the shortfall in suspense for a person, logged and audited.
 */
async function recapture(tx: Transaction, row: TransferRow, logger: Logger): Promise<string> {
  const source = await sourceAccountOf(tx, row.source, row.userId);
  const journal = {
    kind: 'money_out.recapture',
    idempotencyKey: `money_out:recapture:${row.requestRef}`,
    memo: m.recaptureMemo(row.destinationLabel),
  };
  try {
    return (await postJournal(tx, { ...journal, postings: await sentPostings(tx, row, source) }))
      .transactionId;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
    logger.error(
      { transferId: row.id },
      'A withdrawal was paid after its hold was released and the wallet no longer covers it: suspense',
    );
    await recordAuditEvent(tx, {
      actorUserId: null,
      action: 'money_out.recapture_short',
      subjectType: 'money_out_transfer',
      subjectId: row.id,
      details: { amount: row.amount, fee: row.fee },
    });
    const suspense = await platformAccountOf(tx, 'suspense');
    return (await postJournal(tx, { ...journal, postings: await sentPostings(tx, row, suspense) }))
      .transactionId;
  }
}

/** A B2C or B2B Result, or its QueueTimeOutURL call. */
export type TransferResultKind = 'b2c_result' | 'b2c_timeout' | 'b2b_result' | 'b2b_timeout';

/**
 * Applies one kept B2C or B2B Result (or QueueTimeOutURL call) in the callback inbox's transaction, once:
 * the transfer is found by our OriginatorConversationID or M-Pesa's ConversationID and locked; only a pending
 * one moves (paid: holds → M-Pesa clearing and fees; refused or timed out: holds → source). A duplicate or
 * late result changes nothing, except a payment after a release, which is taken again (never paid twice).
 * Throws for a Result whose transfer is not recorded yet (its ConversationID is saved just after Daraja
 * answers): the inbox's sweep applies it again later.
 */
export async function applyTransferResult(
  tx: Transaction,
  input: { kind: TransferResultKind; body: unknown; now: Date; logger: Logger },
): Promise<void> {
  const result = moneyOutResultSchema.parse(input.body).Result;
  const [row] = await tx
    .select()
    .from(moneyOutTransfers)
    .where(
      or(
        eq(moneyOutTransfers.requestRef, result.OriginatorConversationID),
        eq(moneyOutTransfers.originatorConversationId, result.OriginatorConversationID),
        eq(moneyOutTransfers.conversationId, result.ConversationID),
      ),
    )
    .for('update');
  if (!row) throw new Error(`No transfer for ConversationID ${result.ConversationID} yet`);
  const resultCode = Number(result.ResultCode);

  if (input.kind.endsWith('timeout')) {
    await releaseHold(tx, { transferId: row.id, status: 'reversed', reason: m.timedOut, now: input.now });
    return;
  }
  if (resultCode !== 0) {
    await releaseHold(tx, {
      transferId: row.id,
      status: 'failed',
      reason: m.failedReason(result.ResultDesc),
      resultCode: Number.isFinite(resultCode) ? resultCode : undefined,
      now: input.now,
    });
    return;
  }
  const parameters = new Map(
    (result.ResultParameters?.ResultParameter ?? []).map((p) => [p.Key, p.Value] as const),
  );
  const receiverName = parameters.get('ReceiverPartyPublicName');
  await completeTransfer(tx, row, {
    transactionId: result.TransactionID ?? null,
    receiverName: typeof receiverName === 'string' ? receiverName : null,
    now: input.now,
    logger: input.logger,
  });
}

/**
 * Marks a transfer paid, once, as M-Pesa's Result (or a Transaction Status answer) says: a pending one's hold
 * goes on to M-Pesa clearing and fees; one whose hold was already released is taken again (never paid twice).
 * A completed one is left as it is. `row` must be locked by the caller's transaction.
 */
export async function completeTransfer(
  tx: Transaction,
  row: TransferRow,
  input: {
    transactionId: string | null;
    receiverName: string | null;
    now: Date;
    logger: Logger;
    via?: string;
  },
): Promise<void> {
  if (row.status === 'completed') return;
  const paid = {
    status: 'completed' as const,
    resultCode: 0,
    failureReason: null,
    transactionId: input.transactionId,
    receiverName: input.receiverName?.slice(0, 120) ?? null,
    settledAt: input.now,
  };
  let changes: Partial<TransferRow>;
  if (row.status === 'pending') {
    const sent = await postJournal(tx, {
      kind: 'money_out.sent',
      idempotencyKey: `money_out:sent:${row.requestRef}`,
      memo: m.holdMemo(row.destinationLabel),
      postings: await sentPostings(tx, row, await platformAccountOf(tx, 'holds')),
    });
    changes = { ...paid, outcomeJournalId: sent.transactionId };
  } else {
    changes = { ...paid, recaptureJournalId: await recapture(tx, row, input.logger) };
  }
  const [updated] = await tx
    .update(moneyOutTransfers)
    .set(changes)
    .where(eq(moneyOutTransfers.id, row.id))
    .returning();
  await recordAuditEvent(tx, {
    actorUserId: null,
    action: 'money_out.completed',
    subjectType: 'money_out_transfer',
    subjectId: row.id,
    details: {
      transactionId: paid.transactionId,
      afterRelease: row.status !== 'pending',
      ...(input.via ? { via: input.via } : {}),
    },
  });
  await tellOwner(tx, updated!, 'completed');
}
