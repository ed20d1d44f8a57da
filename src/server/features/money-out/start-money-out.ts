import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { bankPaybillOf } from '@common/payments/bank-paybills';
import { billerOf } from '@common/payments/billers';
import type { Withdrawal, WithdrawalInput } from '@common/payments/money-out-contracts';
import { moneyOutMessages as m } from '@common/payments/money-out-messages';
import { needsStepUp, sendFeeOf, sendLimits } from '@common/payments/send-rules';
import { requireActor, requirePermission, type ServiceContext } from '../../context';
import type { Transaction } from '../../db/client';
import { moneyOutTransfers, profiles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { callbackUrls } from '../../lib/daraja/callback-urls';
import { darajaMsisdn } from '../../lib/daraja/daraja-inputs';
import { platformAccountOf, postJournal } from '../ledger';
import { requireStepUp } from '../step-up';
import { applyWaitingResults } from './apply-money-out-callback';
import { releaseHold } from './apply-money-out-result';
import { lockedBalanceOf, sourceAccountOf } from './money-out-accounts';
import { toWithdrawal } from './money-out-view';

const idempotencyKeyPattern = /^[A-Za-z0-9:-]{8,100}$/;

/** A send resolved to what M-Pesa is asked: every field of the row but its ids and journals. */
export interface ResolvedSend {
  userId: string;
  source: 'wallet' | 'earnings';
  rail: 'mpesa' | 'bank' | 'bill' | 'till';
  commandId: 'BusinessPayment' | 'BusinessPayBill' | 'BusinessBuyGoods';
  partyB: string;
  accountReference: string | null;
  counterparty: string | null;
  destinationLabel: string;
  amount: number;
  fee: number;
}

type Destination = WithdrawalInput['destination'];

/** The destination checked and named; the phone of an M-Pesa one defaults to `verifiedPhone`. */
export function resolveDestination(
  destination: Destination,
  verifiedPhone: string | null,
): Pick<
  ResolvedSend,
  'rail' | 'commandId' | 'partyB' | 'accountReference' | 'counterparty' | 'destinationLabel'
> {
  if (destination.rail === 'mpesa') {
    const phone = destination.phone ?? verifiedPhone;
    if (!phone) throw new AppError('BAD_REQUEST', m.noVerifiedPhone);
    const msisdn = darajaMsisdn(phone);
    return {
      rail: 'mpesa',
      commandId: 'BusinessPayment',
      partyB: msisdn,
      accountReference: null,
      counterparty: null,
      destinationLabel: m.toMpesa(msisdn),
    };
  }
  if (destination.rail === 'bill') {
    const biller = billerOf(destination.billerId);
    if (!biller || !biller.pattern.test(destination.account))
      throw new AppError('BAD_REQUEST', m.billAccount);
    return {
      rail: 'bill',
      commandId: 'BusinessPayBill',
      partyB: biller.paybill,
      accountReference: destination.account,
      counterparty: biller.id,
      destinationLabel: m.toBill(biller.name, destination.account),
    };
  }
  if (destination.rail === 'till') {
    return {
      rail: 'till',
      commandId: 'BusinessBuyGoods',
      partyB: destination.till,
      accountReference: null,
      counterparty: null,
      destinationLabel: m.toTill(destination.till),
    };
  }
  const bank = bankPaybillOf(destination.bankId);
  if (!bank) throw new AppError('BAD_REQUEST', m.bankUnknown);
  return {
    rail: 'bank',
    commandId: 'BusinessPayBill',
    partyB: bank.paybill,
    accountReference: destination.accountNumber,
    counterparty: bank.id,
    destinationLabel: m.toBank(bank.name, destination.accountNumber),
  };
}

/** Amounts outside a rail's limits: 400s with the limit as a value, for the web to say it in the reader's language. */
const belowMin = (min: number) =>
  new AppError('BAD_REQUEST', m.amountMin(min), { reason: 'amount_below_min', params: { min } });
const aboveMax = (max: number) =>
  new AppError('BAD_REQUEST', m.amountMax(max), { reason: 'amount_above_max', params: { max } });

/** The start of today in Nairobi (UTC+3, no daylight saving), for the daily limit. */
function nairobiDayStart(now: Date): Date {
  const shifted = new Date(now.getTime() + 3 * 3_600_000);
  return new Date(
    Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()) - 3 * 3_600_000,
  );
}

class RepeatedKey extends Error {}

const remarksOf = {
  mpesa: 'ABODE withdrawal',
  bank: 'ABODE bank transfer',
  bill: 'ABODE bill payment',
  till: 'ABODE shop payment',
} as const;

/**
 * Holds the money and asks M-Pesa to send it; the shared machinery of every send that leaves ABODE (a
 * withdrawal asked for now, a landlord's scheduled payout). In one transaction, with the source account locked:
 * the limits, the balance, the hold (source → holds) and the transfer row. Then, outside it, the B2C or B2B
 * request: a refusal or an unreachable Daraja releases the hold at once; otherwise the row stays pending until
 * the Result (or the timeout) comes to the callback routes. The same key answers the first transfer.
 */
export async function holdAndSend(
  ctx: ServiceContext,
  send: ResolvedSend & { idempotencyKey: string; scheduleId?: string; actorId: string | null },
): Promise<{ transfer: Withdrawal; created: boolean }> {
  const limits = sendLimits[send.rail];
  if (send.amount < limits.min) throw belowMin(limits.min);
  if (send.amount > limits.max) throw aboveMax(limits.max);
  const fingerprint = createHash('sha256')
    .update([send.source, send.rail, send.partyB, send.accountReference ?? '', send.amount].join('|'))
    .digest('hex');
  const total = send.amount + send.fee;
  const requestRef = randomUUID();
  const now = ctx.now();

  const earlierWith = async (db: Transaction | ServiceContext['db']) => {
    const [earlier] = await db
      .select()
      .from(moneyOutTransfers)
      .where(
        and(
          eq(moneyOutTransfers.userId, send.userId),
          eq(moneyOutTransfers.idempotencyKey, send.idempotencyKey),
        ),
      );
    if (earlier && earlier.requestFingerprint !== fingerprint) {
      throw new AppError('CONFLICT', m.idempotencyKeyReused);
    }
    return earlier;
  };

  let row: typeof moneyOutTransfers.$inferSelect;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const sourceAccount = await sourceAccountOf(tx, send.source, send.userId);
      const balance = await lockedBalanceOf(tx, sourceAccount);
      // Behind the lock: a request racing this one with the same key finds it here once it has committed.
      const earlier = await earlierWith(tx);
      if (earlier) throw new RepeatedKey();
      const [sentToday] = await tx
        .select({ sum: sql<string>`coalesce(sum(${moneyOutTransfers.amount}), 0)` })
        .from(moneyOutTransfers)
        .where(
          and(
            eq(moneyOutTransfers.userId, send.userId),
            eq(moneyOutTransfers.source, send.source),
            eq(moneyOutTransfers.rail, send.rail),
            inArray(moneyOutTransfers.status, ['pending', 'completed']),
            gte(moneyOutTransfers.createdAt, nairobiDayStart(now)),
          ),
        );
      const today = Number(sentToday!.sum);
      if (today + send.amount > limits.daily) {
        throw new AppError('CONFLICT', m.dailyLimit(limits.daily, limits.daily - today), {
          reason: 'DAILY_LIMIT',
          // The values of the message, for the web to say it in the reader's language.
          params: { limit: limits.daily, left: Math.max(0, limits.daily - today) },
        });
      }
      // The ledger floors wallets itself; earnings are checked here, under the same lock.
      if (balance < total) {
        throw new AppError('INSUFFICIENT_FUNDS', m.insufficientFunds(total), {
          balance,
          needed: total,
          reason: 'insufficient_funds',
          params: { needed: total },
        });
      }
      const hold = await postJournal(tx, {
        kind: 'money_out.hold',
        idempotencyKey: `money_out:hold:${requestRef}`,
        memo: m.holdMemo(send.destinationLabel),
        actorId: send.actorId,
        postings: [
          { accountId: sourceAccount, amount: total },
          { accountId: await platformAccountOf(tx, 'holds'), amount: -total },
        ],
      });
      const [inserted] = await tx
        .insert(moneyOutTransfers)
        .values({
          userId: send.userId,
          source: send.source,
          rail: send.rail,
          commandId: send.commandId,
          partyB: send.partyB,
          accountReference: send.accountReference,
          counterparty: send.counterparty,
          destinationLabel: send.destinationLabel,
          amount: send.amount,
          fee: send.fee,
          status: 'pending',
          requestRef,
          holdJournalId: hold.transactionId,
          idempotencyKey: send.idempotencyKey,
          requestFingerprint: fingerprint,
          scheduleId: send.scheduleId ?? null,
          createdAt: now,
        })
        .returning();
      await recordAuditEvent(tx, {
        actorUserId: send.actorId,
        action: 'money_out.requested',
        subjectType: 'money_out_transfer',
        subjectId: inserted!.id,
        details: { amount: send.amount, fee: send.fee, rail: send.rail, source: send.source },
      });
      return inserted!;
    });
  } catch (error) {
    if (!(error instanceof RepeatedKey)) throw error;
    return { transfer: toWithdrawal((await earlierWith(ctx.db))!), created: false };
  }

  // Outside the transaction: the row and the hold exist before M-Pesa can answer.
  const urls = callbackUrls(ctx.config);
  try {
    const accepted =
      send.rail === 'mpesa'
        ? await ctx.mpesa.b2cPayment({
            originatorConversationId: requestRef,
            phone: send.partyB,
            amount: send.amount,
            remarks: 'ABODE withdrawal',
            occasion: send.source === 'earnings' ? 'Landlord payout' : 'Wallet withdrawal',
            resultUrl: urls.b2cResult,
            timeoutUrl: urls.b2cTimeout,
          })
        : await ctx.mpesa.b2bPayment({
            commandId: send.commandId === 'BusinessBuyGoods' ? 'BusinessBuyGoods' : 'BusinessPayBill',
            partyB: send.partyB,
            accountReference: send.accountReference ?? undefined,
            amount: send.amount,
            remarks: remarksOf[send.rail],
            resultUrl: urls.b2bResult,
            timeoutUrl: urls.b2bTimeout,
          });
    const [updated] = await ctx.db
      .update(moneyOutTransfers)
      .set({
        originatorConversationId: accepted.originatorConversationId,
        conversationId: accepted.conversationId,
      })
      .where(eq(moneyOutTransfers.id, row.id))
      .returning();
    // A Result that raced ahead of the line above waits, kept: apply it now rather than at the next sweep.
    await applyWaitingResults(ctx, accepted.conversationId);
    const [latest] = await ctx.db.select().from(moneyOutTransfers).where(eq(moneyOutTransfers.id, row.id));
    return { transfer: toWithdrawal(latest ?? updated ?? row), created: true };
  } catch (error) {
    ctx.logger.warn({ err: error, transferId: row.id }, 'M-Pesa did not accept the send; releasing the hold');
    const released = await ctx.db.transaction((tx) =>
      releaseHold(tx, { transferId: row.id, status: 'failed', reason: m.unreachable, now: ctx.now() }),
    );
    return { transfer: toWithdrawal(released ?? row), created: true };
  }
}

/**
 * POST /api/withdrawals: money out of the signed-in user's wallet (or, for a landlord, earnings) to an M-Pesa
 * phone or a bank account. Needs a verified phone, an Idempotency-Key, the limits, and above the step-up
 * threshold approved KYC and the SMS code.
 */
export async function startMoneyOut(
  ctx: ServiceContext,
  input: {
    withdrawal: WithdrawalInput & { amount: number; source: 'wallet' | 'earnings' };
    idempotencyKey: string | undefined;
  },
): Promise<{ transfer: Withdrawal; created: boolean }> {
  const actor =
    input.withdrawal.source === 'earnings'
      ? requirePermission(ctx, 'withdraw:earnings:own')
      : requireActor(ctx);
  const key = input.idempotencyKey;
  if (!key || !idempotencyKeyPattern.test(key)) throw new AppError('BAD_REQUEST', m.idempotencyKeyMissing);
  const [profile] = await ctx.db
    .select({ phone: profiles.phone, verifiedAt: profiles.phoneVerifiedAt })
    .from(profiles)
    .where(eq(profiles.id, actor.userId));
  if (!profile?.verifiedAt)
    throw new AppError('FORBIDDEN', m.noVerifiedPhone, { reason: 'phone_not_verified' });
  const destination = resolveDestination(input.withdrawal.destination, profile.phone);
  const amount = input.withdrawal.amount;
  const limits = sendLimits[destination.rail];
  if (amount < limits.min) throw belowMin(limits.min);
  if (amount > limits.max) throw aboveMax(limits.max);
  // A retry of a send already made answers it, without asking for the code again.
  const [earlier] = await ctx.db
    .select()
    .from(moneyOutTransfers)
    .where(and(eq(moneyOutTransfers.userId, actor.userId), eq(moneyOutTransfers.idempotencyKey, key)));
  if (!earlier && needsStepUp(amount)) {
    await requireStepUp(ctx, { amount, code: input.withdrawal.stepUpCode, purpose: 'withdrawal' });
  }
  return holdAndSend(ctx, {
    ...destination,
    userId: actor.userId,
    source: input.withdrawal.source,
    amount,
    fee: sendFeeOf(destination.rail, amount),
    idempotencyKey: key,
    actorId: actor.userId,
  });
}
