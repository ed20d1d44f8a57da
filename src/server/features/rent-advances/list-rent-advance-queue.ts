import { asc, eq, ne } from 'drizzle-orm';
import type { RentAdvanceQueue } from '@common/financing/rent-advance-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { rentAdvances } from '../../db/schema/index';
import { newestFirst, toOfficerViews } from './advance-rows';

/**
 * GET /api/rent-advances/queue: the financing officer's (or superadmin's) applications waiting for a decision,
 * oldest first (the 24-hour promise runs out first on them), and the 20 latest decided.
 */
export async function listRentAdvanceQueue(ctx: ServiceContext): Promise<RentAdvanceQueue> {
  requirePermission(ctx, 'decide:financing-application:any');
  const [pending, recent] = await Promise.all([
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
  ]);
  const [pendingViews, recentViews] = await Promise.all([
    toOfficerViews(ctx.db, pending),
    toOfficerViews(ctx.db, recent),
  ]);
  return { pending: pendingViews, recent: recentViews };
}
