import type { InvoicePaymentResult, PayInvoiceInput } from '@common/rent/rent-contracts';
import { rentMessages } from '@common/rent/rent-messages';
import { requireActor, type ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { lockInvoiceOfTenant } from './invoice-rows';
import { isRowId } from '../../lib/row-id';
import { paymentByKey, payFromWallet } from './settle-invoice';
import { toInvoicePayment } from './invoice-views';

const idempotencyKeyPattern = /^[A-Za-z0-9-]{8,100}$/;

/**
 * POST /api/rent/invoices/:id/pay (header Idempotency-Key): the tenant pays an invoice of theirs from the
 * wallet, in part or in full; more than it owes is kept as credit on the tenancy for the next invoice. A
 * wallet short of the amount is refused (409 INSUFFICIENT_FUNDS, saying by how much), so the web asks M-Pesa
 * for the rest. A retry with the same key answers the first payment.
 */
export async function payRentInvoice(
  ctx: ServiceContext,
  input: { invoiceId: string; payment: PayInvoiceInput; idempotencyKey: string | undefined },
): Promise<InvoicePaymentResult> {
  const actor = requireActor(ctx);
  const key = input.idempotencyKey;
  if (!key || !idempotencyKeyPattern.test(key))
    throw new AppError('BAD_REQUEST', rentMessages.idempotencyKeyMissing);
  if (!isRowId(input.invoiceId)) throw new AppError('NOT_FOUND', rentMessages.invoiceNotFound);
  return ctx.db.transaction(async (tx) => {
    const target = await lockInvoiceOfTenant(tx, { invoiceId: input.invoiceId, tenantId: actor.userId });
    const idempotencyKey = `rent:pay:${actor.userId}:${key}`;
    // A retry of a payment that settled the invoice answers that payment, not 'already paid'.
    const earlier = await paymentByKey(tx, idempotencyKey);
    if (earlier) return toInvoicePayment(tx, earlier);
    if (target.invoice.paid >= target.invoice.amount)
      throw new AppError('CONFLICT', rentMessages.alreadyPaid);
    const payment = await payFromWallet(tx, {
      target,
      amount: input.payment.amount,
      paidBy: actor.userId,
      idempotencyKey,
    });
    return toInvoicePayment(tx, payment);
  });
}
