import type { MpesaPayment } from '@common/payments/payment-contracts';
import { paymentMessages } from '@common/payments/payment-messages';
import type { mpesaPayments } from '../../db/schema/index';

/**
 * Why a payment failed, in words its payer can act on: Daraja's known result codes by our message; our own
 * failures (no code, or -1: never confirmed) by the text we stored; any other code by a general one.
 */
function failureMessageOf(row: typeof mpesaPayments.$inferSelect): string {
  if (row.resultCode === null || row.resultCode < 0) return row.resultDesc ?? paymentMessages.stkFailed;
  return paymentMessages.stkResult[row.resultCode] ?? paymentMessages.stkFailed;
}

/** A payment as its payer follows it. */
export function toMpesaPayment(row: typeof mpesaPayments.$inferSelect): MpesaPayment {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    phone: row.phone.startsWith('254') ? `+${row.phone}` : row.phone,
    receipt: row.receipt,
    failureMessage: row.status === 'failed' ? failureMessageOf(row) : null,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
