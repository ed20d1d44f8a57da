import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { nairobiToday } from '@common/rent/rent-cycle';
import { sendMessages as m, tukuPayMessages as t } from '@common/payments/send-messages';
import { needsStepUp, sendFeeOf, sendLimits } from '@common/payments/send-rules';
import type { Transfer } from '@common/payments/transfer-contracts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import type { ServiceContext } from '../../context';
import type { Transaction } from '../../db/client';
import { transfers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { enqueueJobs } from '../../lib/jobs/index';
import { platformAccountOf, postJournal, walletAccountsOf } from '../ledger';
import { notifyUsers } from '../notifications';
import { requireStepUp } from '../step-up';
import { transferJobs, type TransferSmsPayload } from './transfer-jobs';
import type { TransferPerson } from './transfer-people';
import { toTransfer } from './transfer-view';

const idempotencyKeyPattern = /^[A-Za-z0-9-]{8,100}$/;
const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function newReference(): string {
  let reference = 'TP';
  for (let i = 0; i < 8; i += 1) reference += referenceAlphabet[randomInt(0, referenceAlphabet.length)];
  return reference;
}

export function assertIdempotencyKey(key: string | undefined): asserts key is string {
  if (!key || !idempotencyKeyPattern.test(key)) throw new AppError('BAD_REQUEST', m.idempotencyKeyMissing);
}

/** The moment the Nairobi day of `now` began. */
function startOfNairobiDay(now: Date): Date {
  return new Date(`${nairobiToday(now)}T00:00:00+03:00`);
}

type TransferRow = typeof transfers.$inferSelect;

export interface TransferOrder {
  sender: TransferPerson;
  recipient: TransferPerson;
  amount: number;
  note?: string | null;
  code?: string;
  idempotencyKey: string;
  /** The payment request this transfer pays. */
  requestId?: string | null;
}

/** What a repeat of the key answers: the first transfer, refused again when it failed. */
function answerEarlier(earlier: TransferRow, fingerprint: string): TransferRow {
  if (earlier.requestFingerprint !== fingerprint) throw new AppError('CONFLICT', m.idempotencyKeyReused);
  if (earlier.status === 'failed') {
    throw new AppError('INSUFFICIENT_FUNDS', earlier.failureReason ?? m.insufficientFunds(earlier.amount), {
      transferId: earlier.id,
      reason: 'insufficient_funds',
      // The amount of the message, for the web to say it in the reader's language.
      params: { needed: earlier.amount + earlier.fee },
    });
  }
  return earlier;
}

/**
 * Moves money from the sender's wallet to the recipient's in one transaction: the limits (per transfer by the
 * schema, per Nairobi day here), step-up above KES 10,000 (checked and spent first), one balanced
 * journal (the fee to ABODE's fees account), both in-app notices and both SMS jobs. Transfers from one sender
 * take turns (an advisory lock per sender), so the daily limit and the balance see every earlier one; the
 * ledger refuses a wallet below zero. A wallet that cannot afford it leaves a failed transfer (its state the
 * sender can follow) and answers 409. The same Idempotency-Key answers the first transfer again.
 * `onCommitted` runs inside the transaction (e.g. marking a payment request paid).
 */
export async function executeTransfer(
  ctx: ServiceContext,
  order: TransferOrder,
  onCommitted?: (tx: Transaction, row: TransferRow) => Promise<void>,
): Promise<{ row: TransferRow; created: boolean }> {
  const { sender, recipient, amount } = order;
  if (sender.userId === recipient.userId) {
    throw new AppError('BAD_REQUEST', t.notToYourself, { reason: 'to_yourself' });
  }
  const note = order.note?.trim() || null;
  const fee = sendFeeOf('tukupay', amount);
  const fingerprint = createHash('sha256')
    .update(`${recipient.userId}|${amount}|${note ?? ''}|${order.requestId ?? ''}`)
    .digest('hex');
  const earlierOf = async (db: ServiceContext['db'] | Transaction) => {
    const [row] = await db
      .select()
      .from(transfers)
      .where(and(eq(transfers.senderId, sender.userId), eq(transfers.idempotencyKey, order.idempotencyKey)));
    return row;
  };
  // A retry needs no second code: answer it before step-up (below the threshold the check in the
  // transaction is enough, and one round trip fewer).
  if (needsStepUp(amount)) {
    const before = await earlierOf(ctx.db);
    if (before) return { row: answerEarlier(before, fingerprint), created: false };
    // Outside the transfer's transaction, so a wrong code's try counts even though the transfer is refused;
    // a right code is spent here, before the transfer (a transfer then refused needs a new code).
    await requireStepUp(ctx, { amount, code: order.code, purpose: 'transfer' });
  }

  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    // The sender's lock and the reads, sent together: on PostgreSQL they share one round trip (postgres-js
    // pipelines the queries of a transaction issued at once, and a transfer's answer time is mostly round
    // trips). The server runs them in order, so each read starts, with a fresh snapshot, once the lock is held
    // and sees every earlier transfer of the sender.
    const [, earlier, today, [senderWallet, recipientWallet]] = await Promise.all([
      tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`transfers:${sender.userId}`}))`),
      earlierOf(tx),
      tx
        .select({ sent: sql<string>`coalesce(sum(${transfers.amount}), 0)` })
        .from(transfers)
        .where(
          and(
            eq(transfers.senderId, sender.userId),
            eq(transfers.status, 'completed'),
            gte(transfers.createdAt, startOfNairobiDay(now)),
          ),
        ),
      walletAccountsOf(tx, [sender.userId, recipient.userId]),
    ]);
    if (earlier) return { row: earlier, created: false };

    const { daily } = sendLimits.tukupay;
    const sentToday = Number(today[0]?.sent ?? 0);
    if (sentToday + amount > daily) {
      throw new AppError('CONFLICT', m.dailyLimit('tukupay', daily, Math.max(0, daily - sentToday)), {
        reason: 'daily_limit',
        leftToday: Math.max(0, daily - sentToday),
        // The values of the message, for the web to say it in the reader's language.
        params: { limit: daily, left: Math.max(0, daily - sentToday) },
      });
    }

    const id = randomUUID();
    const reference = newReference();
    const base = {
      id,
      reference,
      senderId: sender.userId,
      recipientId: recipient.userId,
      amount,
      fee,
      note,
      idempotencyKey: order.idempotencyKey,
      requestFingerprint: fingerprint,
      requestId: order.requestId ?? null,
      createdAt: now,
    };
    const postings = [
      { accountId: senderWallet!, amount: amount + fee },
      { accountId: recipientWallet!, amount: -amount },
    ];
    if (fee > 0) postings.push({ accountId: await platformAccountOf(tx, 'fees'), amount: -fee });
    let journalId: string;
    try {
      ({ transactionId: journalId } = await postJournal(tx, {
        kind: 'tukupay.transfer',
        idempotencyKey: `tukupay:${id}`,
        memo: `Tuku Pay ${reference}: ${sender.name} to ${recipient.name}`,
        actorId: sender.userId,
        postings,
      }));
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
      const [failed] = await tx
        .insert(transfers)
        .values({ ...base, status: 'failed', failureReason: m.insufficientFunds(amount + fee) })
        .returning();
      return { row: failed!, created: true };
    }
    const link = `/dashboard/tenant/send-tukupay?transfer=${id}`;
    // Three writes sent together, as the reads above: the transfer, both notices, both SMS jobs.
    const [[row]] = await Promise.all([
      tx
        .insert(transfers)
        .values({ ...base, status: 'completed', journalId })
        .returning(),
      notifyUsers(tx, [
        {
          userId: recipient.userId,
          kind: 'transfer.received',
          ...eventInBothLanguages((e) => e.tukuPayReceived(amount, sender.name)),
          link,
          dedupeKey: `transfer.received:${id}`,
        },
        {
          userId: sender.userId,
          kind: 'notice',
          ...eventInBothLanguages((e) => e.tukuPaySent(amount, recipient.name, fee)),
          link,
          dedupeKey: `transfer.sent:${id}`,
        },
      ]),
      enqueueJobs(
        tx,
        (['sender', 'recipient'] as const).map((side) => ({
          name: transferJobs.sms,
          payload: { transferId: id, side } satisfies TransferSmsPayload,
          singletonKey: `sms:transfer:${id}:${side}`,
        })),
      ),
    ]);
    if (onCommitted) await onCommitted(tx, row!);
    return { row: row!, created: true };
  });
  if (!outcome.created) return { row: answerEarlier(outcome.row, fingerprint), created: false };
  // Thrown after the transaction, so the failed transfer stays for the sender to see.
  if (outcome.row.status === 'failed') answerEarlier(outcome.row, fingerprint);
  return outcome;
}

/** The transfer as the sender sees it. */
export function senderView(row: TransferRow, sender: TransferPerson, recipient: TransferPerson): Transfer {
  return toTransfer(
    row,
    row.senderId,
    new Map([
      [sender.userId, sender],
      [recipient.userId, recipient],
    ]),
  );
}
