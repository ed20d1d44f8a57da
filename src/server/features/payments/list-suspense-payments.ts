import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SuspensePaymentList } from '@common/payments/suspense-allocation';
import { requirePermission, type ServiceContext } from '../../context';
import { mpesaPayments } from '../../db/schema/index';

const shown = 200;

/**
 * GET /api/payments/suspense: paybill payments that matched no account (credited to suspense, no owner),
 * oldest first, for a superadmin to allocate.
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
  return {
    payments: rows.map((row) => ({
      id: row.id,
      // A paid paybill payment always has its TransID.
      receipt: row.receipt ?? '',
      amount: row.amount,
      accountTyped: row.accountTyped,
      receivedAt: row.receivedAt.toISOString(),
    })),
  };
}
