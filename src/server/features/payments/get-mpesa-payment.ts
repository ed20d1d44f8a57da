import { and, eq } from 'drizzle-orm';
import type { MpesaPayment } from '@common/payments/payment-contracts';
import { paymentMessages } from '@common/payments/payment-messages';
import { requireActor, type ServiceContext } from '../../context';
import { mpesaPayments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { toMpesaPayment } from './mpesa-payment-view';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/payments/mpesa/:id: the payer's own payment, as the waiting screen polls it; anyone else's is 404. */
export async function getMpesaPayment(ctx: ServiceContext, input: { id: string }): Promise<MpesaPayment> {
  const actor = requireActor(ctx);
  if (!uuidPattern.test(input.id)) throw new AppError('NOT_FOUND', paymentMessages.paymentNotFound);
  const [row] = await ctx.db
    .select()
    .from(mpesaPayments)
    .where(and(eq(mpesaPayments.id, input.id), eq(mpesaPayments.userId, actor.userId)));
  if (!row) throw new AppError('NOT_FOUND', paymentMessages.paymentNotFound);
  return toMpesaPayment(row);
}
