import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SuspensePaymentList } from '@common/payments/suspense-allocation';
import { requirePermission, type ServiceContext } from '../../context';
import { bankDeposits, mpesaPayments } from '../../db/schema/index';

const shown = 200;

/**
 * GET /api/payments/suspense: paybill payments and bank transfers that matched no account (credited to
 * suspense, no owner), oldest first, for a superadmin to allocate.
 */
export async function listSuspensePayments(ctx: ServiceContext): Promise<SuspensePaymentList> {
  requirePermission(ctx, 'allocate:suspense-payment:any');
  const rows = await ctx.db
    .select({
      id: mpesaPayments.id,
      receipt: mpesaPayments.receipt,
      amount: mpesaPayments.amount,
      accountTyped: mpesaPayments.accountReference,
      receivedAt: mpesaPayments.createdAt,
    })
    .from(mpesaPayments)
    .where(
      and(
        eq(mpesaPayments.method, 'paybill'),
        eq(mpesaPayments.status, 'paid'),
        isNull(mpesaPayments.userId),
      ),
    )
    .orderBy(asc(mpesaPayments.createdAt), asc(mpesaPayments.id))
    .limit(shown);
  const bankRows = await ctx.db
    .select({
      id: bankDeposits.id,
      receipt: bankDeposits.bankTransactionId,
      amount: bankDeposits.amount,
      accountTyped: bankDeposits.referenceTyped,
      receivedAt: bankDeposits.receivedAt,
    })
    .from(bankDeposits)
    .where(and(eq(bankDeposits.creditedTo, 'suspense'), isNull(bankDeposits.userId)))
    .orderBy(asc(bankDeposits.receivedAt), asc(bankDeposits.id))
    .limit(shown);
  const payments = [
    ...rows.map((row) => ({
      id: row.id,
      rail: 'mpesa' as const,
      // A paid paybill payment always has its TransID.
      receipt: row.receipt ?? '',
      amount: row.amount,
      accountTyped: row.accountTyped,
      receivedAt: row.receivedAt,
    })),
    ...bankRows.map((row) => ({ ...row, rail: 'bank' as const })),
  ];
  payments.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime() || a.id.localeCompare(b.id));
  return {
    payments: payments
      .slice(0, shown)
      .map((payment) => ({ ...payment, receivedAt: payment.receivedAt.toISOString() })),
  };
}
