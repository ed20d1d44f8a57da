import { asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { RentAdvanceQueue } from '@common/financing/rent-advance-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { rentAdvances } from '../../db/schema/index';
import { newestFirst, toOfficerViews } from './advance-rows';

/**
 * GET /api/rent-advances/queue: the financing officer's (or superadmin's) applications waiting for a decision,
 * oldest first (the 24-hour promise runs out first on them), the 20 latest decided, and the lender's book of
 * advances paid out (disbursed, fees, repaid from rent, still owed).
 */
export async function listRentAdvanceQueue(ctx: ServiceContext): Promise<RentAdvanceQueue> {
  requirePermission(ctx, 'decide:financing-application:any');
  const [pending, recent, [book]] = await Promise.all([
    ctx.db
      .select()
      .from(rentAdvances)
      .where(eq(rentAdvances.status, 'pending'))
      .orderBy(asc(rentAdvances.createdAt))
      .limit(100),
    ctx.db
      .select()
      .from(rentAdvances)
      .where(ne(rentAdvances.status, 'pending'))
      .orderBy(newestFirst)
      .limit(20),
    ctx.db
      .select({
        advances: sql<number>`count(*)::int`,
        disbursed: sql<number>`coalesce(sum(${rentAdvances.amount}), 0)::bigint`.mapWith(Number),
        fees: sql<number>`coalesce(sum(${rentAdvances.fee}), 0)::bigint`.mapWith(Number),
        repaid: sql<number>`coalesce(sum(${rentAdvances.repaid}), 0)::bigint`.mapWith(Number),
        outstanding:
          sql<number>`coalesce(sum(${rentAdvances.amount} + ${rentAdvances.fee} - ${rentAdvances.repaid}), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(rentAdvances)
      .where(inArray(rentAdvances.status, ['repaying', 'cleared'])),
  ]);
  const [pendingViews, recentViews] = await Promise.all([
    toOfficerViews(ctx.db, pending),
    toOfficerViews(ctx.db, recent),
  ]);
  return { pending: pendingViews, recent: recentViews, book: book! };
}
