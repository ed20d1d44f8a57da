import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CardDepositInput, CardPayment } from '@common/payments/card-payment-contracts';
import { cardChargeOf, dailyCardDepositLimit } from '@common/payments/card-payment-fee';
import { cardPaymentMessages as m } from '@common/payments/card-payment-messages';
import { requireActor, type ServiceContext } from '../../context';
import { cardPayments, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { cardDepositsToday } from './card-deposit-allowance';
import { toCardPayment } from './card-payment-view';
import { paystackClientOf } from './paystack-client-of';

const idempotencyKeyPattern = /^[A-Za-z0-9-]{8,100}$/;

/** Where the card page sends the payer back: the card route's result page for this payment. */
export const cardReturnPath = (paymentId: string) => `/dashboard/tenant/card/${paymentId}`;

/**
 * POST /api/card-payments: a card deposit into the signed-in user's wallet. The fee (card-payment-fee.ts) is
 * added to the amount; a pending payment with a reference of its own is kept, then the provider's checkout
 * is opened for it (Paystack's initialize, in the subunit: KES × 100) and its authorization_url answered for
 * the browser to go to. Nothing is credited here: only the provider's verify, after its webhook or the
 * payer's return, does. A retry with the same Idempotency-Key answers the first payment; the same key with
 * another amount is refused. A new deposit beyond the daily card limit (the day's pending and paid ones
 * together, per Nairobi day) is refused with 409 DAILY_LIMIT, counted with the user's row locked so two at
 * once cannot both pass.
 */
export async function startCardDeposit(
  ctx: ServiceContext,
  input: { deposit: CardDepositInput; idempotencyKey: string | undefined; returnOrigin: string },
): Promise<{ payment: CardPayment; created: boolean }> {
  const actor = requireActor(ctx);
  const key = input.idempotencyKey;
  if (!key || !idempotencyKeyPattern.test(key)) throw new AppError('BAD_REQUEST', m.idempotencyKeyMissing);
  const { amount, fee, total } = cardChargeOf(input.deposit.amount);
  const fingerprint = createHash('sha256').update(`card|${amount}`).digest('hex').slice(0, 64);

  const started = await ctx.db.transaction(async (tx) => {
    const earlierWith = async () => {
      const [earlier] = await tx
        .select()
        .from(cardPayments)
        .where(and(eq(cardPayments.userId, actor.userId), eq(cardPayments.idempotencyKey, key)));
      if (earlier && earlier.requestFingerprint !== fingerprint) {
        throw new AppError('CONFLICT', m.idempotencyKeyReused);
      }
      return earlier;
    };
    // One user's starts one after another: the day's sum below cannot miss a deposit racing this one.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).for('update');
    const earlier = await earlierWith();
    if (earlier) return { row: earlier, created: false };
    const today = await cardDepositsToday(tx, { userId: actor.userId, now: ctx.now() });
    if (today + amount > dailyCardDepositLimit) {
      throw new AppError('CONFLICT', m.dailyLimit(dailyCardDepositLimit, dailyCardDepositLimit - today), {
        reason: 'DAILY_LIMIT',
        limit: dailyCardDepositLimit,
        leftToday: Math.max(0, dailyCardDepositLimit - today),
        // The values of the message, for the web to say it in the reader's language.
        params: { limit: dailyCardDepositLimit, left: Math.max(0, dailyCardDepositLimit - today) },
      });
    }
    const [row] = await tx
      .insert(cardPayments)
      .values({
        userId: actor.userId,
        status: 'pending',
        amount,
        fee,
        total,
        reference: `ABODE-CARD-${randomBytes(10).toString('hex').toUpperCase()}`,
        idempotencyKey: key,
        requestFingerprint: fingerprint,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing({ target: [cardPayments.userId, cardPayments.idempotencyKey] })
      .returning();
    if (row) return { row, created: true };
    return { row: (await earlierWith())!, created: false };
  });
  if (!started.created) return { payment: toCardPayment(started.row), created: false };

  // Outside the transaction: the row exists before the provider can call back about it.
  const { row } = started;
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
  try {
    const checkout = await paystackClientOf(ctx.config).initializeTransaction({
      email: user!.email,
      amount: total * 100,
      reference: row.reference,
      callbackUrl: `${input.returnOrigin}${cardReturnPath(row.id)}`,
      currency: 'KES',
      metadata: { paymentId: row.id, walletAmount: String(amount), fee: String(fee) },
    });
    const [updated] = await ctx.db
      .update(cardPayments)
      .set({ authorizationUrl: checkout.authorizationUrl.slice(0, 500) })
      .where(eq(cardPayments.id, row.id))
      .returning();
    return { payment: toCardPayment(updated!), created: true };
  } catch (error) {
    ctx.logger.warn({ err: error, paymentId: row.id }, 'card checkout not opened');
    const [failed] = await ctx.db
      .update(cardPayments)
      .set({ status: 'failed', failureMessage: m.unreachable, settledAt: ctx.now() })
      .where(and(eq(cardPayments.id, row.id), eq(cardPayments.status, 'pending')))
      .returning();
    return { payment: toCardPayment(failed ?? row), created: true };
  }
}
