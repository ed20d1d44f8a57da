import { eq } from 'drizzle-orm';
import type { RentAdvanceList } from '@common/financing/rent-advance-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { rentAdvances } from '../../db/schema/index';
import { newestFirst, toRentAdvances } from './advance-rows';

/** GET /api/rent-advances/mine: the landlord's applications and advances, newest first, with their balance. */
export async function listMyRentAdvances(ctx: ServiceContext): Promise<RentAdvanceList> {
  const actor = requirePermission(ctx, 'apply:rent-advance:own');
  const rows = await ctx.db
    .select()
    .from(rentAdvances)
    .where(eq(rentAdvances.landlordId, actor.userId))
    .orderBy(newestFirst)
    .limit(50);
  return { advances: await toRentAdvances(ctx.db, rows) };
}
