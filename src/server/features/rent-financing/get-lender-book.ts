import { sql } from 'drizzle-orm';
import type { LenderBook } from '@common/financing/okoa-rent-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { okoaRentApplications as a } from '../../db/schema/index';

/**
 * GET /api/rent-financing/book: CoopaRent's book of tenant loans for the back office: paid out to landlords,
 * repaid, still outstanding (principal and fee) and of that overdue, the fees charged, and the loans by status.
 */
export async function getLenderBook(ctx: ServiceContext): Promise<LenderBook> {
  requirePermission(ctx, 'read:lender-book:any');
  const [row] = await ctx.db
    .select({
      disbursed: sql<string>`coalesce(sum(${a.loanPrincipal}), 0)`,
      repaid: sql<string>`coalesce(sum(${a.loanRepaid}), 0)`,
      outstanding: sql<string>`coalesce(sum(${a.loanTotal} - ${a.loanRepaid}) filter (where ${a.status} in ('open', 'overdue')), 0)`,
      overdue: sql<string>`coalesce(sum(${a.loanTotal} - ${a.loanRepaid}) filter (where ${a.status} = 'overdue'), 0)`,
      feesCharged: sql<string>`coalesce(sum(${a.loanFee}), 0)`,
      open: sql<string>`count(*) filter (where ${a.status} = 'open')`,
      overdueLoans: sql<string>`count(*) filter (where ${a.status} = 'overdue')`,
      repaidLoans: sql<string>`count(*) filter (where ${a.status} = 'repaid')`,
      pending: sql<string>`count(*) filter (where ${a.status} = 'pending')`,
    })
    .from(a);
  const n = (value: string | undefined) => Number(value ?? 0);
  return {
    disbursed: n(row?.disbursed),
    repaid: n(row?.repaid),
    outstanding: n(row?.outstanding),
    overdue: n(row?.overdue),
    feesCharged: n(row?.feesCharged),
    loans: { open: n(row?.open), overdue: n(row?.overdueLoans), repaid: n(row?.repaidLoans) },
    pending: n(row?.pending),
  };
}
