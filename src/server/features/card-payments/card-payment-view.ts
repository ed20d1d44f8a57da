import type { CardPayment } from '@common/payments/card-payment-contracts';
import type { cardPayments } from '../../db/schema/index';

/** A card payment row as its payer sees it. */
export function toCardPayment(row: typeof cardPayments.$inferSelect): CardPayment {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    fee: row.fee,
    total: row.total,
    reference: row.reference,
    authorizationUrl: row.status === 'pending' ? row.authorizationUrl : null,
    failureMessage: row.status === 'failed' ? row.failureMessage : null,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
