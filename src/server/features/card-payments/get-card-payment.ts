import { and, eq } from 'drizzle-orm';
import type { CardPayment } from '@common/payments/card-payment-contracts';
import { cardPaymentMessages as m } from '@common/payments/card-payment-messages';
import { requireActor, type ServiceContext } from '../../context';
import { cardPayments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { toCardPayment } from './card-payment-view';
import { settleCardPayment } from './settle-card-payment';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function ownPayment(ctx: ServiceContext, id: string) {
  const actor = requireActor(ctx);
  if (!uuidPattern.test(id)) throw new AppError('NOT_FOUND', m.paymentNotFound);
  const [row] = await ctx.db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.id, id), eq(cardPayments.userId, actor.userId)));
  if (!row) throw new AppError('NOT_FOUND', m.paymentNotFound);
  return row;
}

/** GET /api/card-payments/:id: the payer's own card payment, as the return page polls it; others' are 404. */
export async function getCardPayment(ctx: ServiceContext, input: { id: string }): Promise<CardPayment> {
  return toCardPayment(await ownPayment(ctx, input.id));
}

/**
 * POST /api/card-payments/:id/verify: the payer is back from the checkout; asks the provider how the payment
 * ended and settles it, so a webhook that never came loses nothing. Changes nothing once it is paid.
 */
export async function verifyCardPayment(ctx: ServiceContext, input: { id: string }): Promise<CardPayment> {
  const row = await ownPayment(ctx, input.id);
  if (row.status === 'paid') return toCardPayment(row);
  const settled = await settleCardPayment(ctx, row.reference);
  return toCardPayment(settled ?? row);
}
