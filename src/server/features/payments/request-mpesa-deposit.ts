import { createHash } from 'node:crypto';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { MpesaDepositInput, MpesaPayment } from '@common/payments/payment-contracts';
import { paymentMessages as m } from '@common/payments/payment-messages';
import { requireActor, type ServiceContext } from '../../context';
import { mpesaPayments, profiles, tenancies, tenancyInvoices } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isOpenLoanOf } from '../rent-financing';
import { callbackUrls } from '../../lib/daraja/callback-urls';
import { darajaMsisdn } from '../../lib/daraja/daraja-inputs';
import { toMpesaPayment } from './mpesa-payment-view';
import { settleStoredStkCallback } from './receive-stk-callback';
import { walletNumberOf } from './wallet-number';

/** M-Pesa's own rule: the same amount to the same phone within this time fails with ResultCode 17. */
const sameAmountWindowMs = 120_000;
/** Reconciliation asks Daraja about a push still pending this long after it was sent. */
const firstQueryAfterMs = 120_000;
const idempotencyKeyPattern = /^[A-Za-z0-9-]{8,100}$/;

/**
 * POST /api/payments/mpesa: tops up the user's wallet by an M-Pesa prompt (STK push) to their phone. The
 * payment is pending until Daraja's callback (or reconciliation's query) says how it ended: Daraja's
 * accepting the request is not a payment. A retry with the same Idempotency-Key answers the first payment;
 * the same key with another amount or phone is refused.
 */
export async function requestMpesaDeposit(
  ctx: ServiceContext,
  input: { deposit: MpesaDepositInput & { amount: number }; idempotencyKey: string | undefined },
): Promise<{ payment: MpesaPayment; created: boolean }> {
  const actor = requireActor(ctx);
  const key = input.idempotencyKey;
  if (!key || !idempotencyKeyPattern.test(key)) throw new AppError('BAD_REQUEST', m.idempotencyKeyMissing);
  const [profile] = await ctx.db
    .select({ phone: profiles.phone, verifiedAt: profiles.phoneVerifiedAt })
    .from(profiles)
    .where(eq(profiles.id, actor.userId));
  const phone = input.deposit.phone ?? (profile?.verifiedAt ? profile.phone : null);
  if (!phone) throw new AppError('BAD_REQUEST', m.noVerifiedPhone);
  const invoiceId = input.deposit.invoiceId;
  if (invoiceId) {
    const [own] = await ctx.db
      .select({ id: tenancyInvoices.id })
      .from(tenancyInvoices)
      .innerJoin(tenancies, eq(tenancies.id, tenancyInvoices.tenancyId))
      .where(and(eq(tenancyInvoices.id, invoiceId), eq(tenancies.tenantId, actor.userId)));
    if (!own) throw new AppError('NOT_FOUND', m.invoiceNotFound);
  }
  const loanId = input.deposit.loanId;
  if (loanId && !(await isOpenLoanOf(ctx.db, { loanId, tenantId: actor.userId }))) {
    throw new AppError('NOT_FOUND', m.loanNotFound);
  }
  const msisdn = darajaMsisdn(phone);
  const amount = input.deposit.amount;
  const fingerprint = createHash('sha256')
    .update(`${amount}|${msisdn}|${invoiceId ?? ''}${loanId ? `|${loanId}` : ''}`)
    .digest('hex')
    .slice(0, 64);
  const now = ctx.now();

  const started = await ctx.db.transaction(async (tx) => {
    const earlierWith = async () => {
      const [earlier] = await tx
        .select()
        .from(mpesaPayments)
        .where(and(eq(mpesaPayments.userId, actor.userId), eq(mpesaPayments.idempotencyKey, key)));
      if (earlier && earlier.requestFingerprint !== fingerprint) {
        throw new AppError('CONFLICT', m.idempotencyKeyReused);
      }
      return earlier;
    };
    const earlier = await earlierWith();
    if (earlier) return { row: earlier, created: false };
    const [recent] = await tx
      .select({ createdAt: mpesaPayments.createdAt })
      .from(mpesaPayments)
      .where(
        and(
          eq(mpesaPayments.method, 'stk'),
          eq(mpesaPayments.phone, msisdn),
          eq(mpesaPayments.amount, amount),
          inArray(mpesaPayments.status, ['pending', 'paid']),
          gt(mpesaPayments.createdAt, new Date(now.getTime() - sameAmountWindowMs)),
        ),
      )
      .orderBy(desc(mpesaPayments.createdAt))
      .limit(1);
    if (recent) {
      // On PostgreSQL a request racing this one with the same key may have committed since the first
      // look: that payment is this request's answer, not a same-amount refusal.
      const committedMeanwhile = await earlierWith();
      if (committedMeanwhile) return { row: committedMeanwhile, created: false };
      const wait = Math.ceil((recent.createdAt.getTime() + sameAmountWindowMs - now.getTime()) / 1000);
      throw new AppError('CONFLICT', m.sameAmountWait(wait), {
        retryAfterSeconds: wait,
        reason: 'SAME_AMOUNT',
        params: { seconds: wait },
      });
    }
    // A request racing this one with the same key meets it at the unique index: it waits for this one to
    // commit, inserts nothing and answers with this one's payment.
    const [row] = await tx
      .insert(mpesaPayments)
      .values({
        method: 'stk',
        status: 'pending',
        userId: actor.userId,
        amount,
        phone: msisdn,
        accountReference: await walletNumberOf(tx, actor.userId),
        invoiceId: invoiceId ?? null,
        loanId: loanId ?? null,
        idempotencyKey: key,
        requestFingerprint: fingerprint,
        nextQueryAt: new Date(now.getTime() + firstQueryAfterMs),
        createdAt: now,
      })
      .onConflictDoNothing({ target: [mpesaPayments.userId, mpesaPayments.idempotencyKey] })
      .returning();
    if (row) return { row, created: true };
    return { row: (await earlierWith())!, created: false };
  });
  if (!started.created) return { payment: toMpesaPayment(started.row), created: false };

  // Outside the transaction: the row exists before Daraja can answer, so no callback finds nothing.
  const { row } = started;
  try {
    const accepted = await ctx.mpesa.stkPush({
      phone: msisdn,
      amount,
      accountReference: row.accountReference,
      description: 'ABODE wallet',
      callbackUrl: callbackUrls(ctx.config).stkResult,
    });
    const [updated] = await ctx.db
      .update(mpesaPayments)
      .set({ checkoutRequestId: accepted.checkoutRequestId, merchantRequestId: accepted.merchantRequestId })
      .where(eq(mpesaPayments.id, row.id))
      .returning();
    // A callback that raced ahead of the line above waits in mpesa_callbacks: settle from it now.
    const settled = await settleStoredStkCallback(ctx, accepted.checkoutRequestId);
    return { payment: toMpesaPayment(settled ?? updated!), created: true };
  } catch (error) {
    ctx.logger.warn({ err: error, paymentId: row.id }, 'STK push not accepted');
    const [failed] = await ctx.db
      .update(mpesaPayments)
      .set({ status: 'failed', resultDesc: m.unreachable, settledAt: ctx.now() })
      .where(eq(mpesaPayments.id, row.id))
      .returning();
    return { payment: toMpesaPayment(failed!), created: true };
  }
}
