import { count, eq } from 'drizzle-orm';
import { requirePermission, type ServiceContext } from '../../context';
import { listings } from '../../db/schema/index';

/** For the staff overview: the listings renters can find now. */
export async function countLiveListings(ctx: ServiceContext): Promise<number> {
  requirePermission(ctx, 'read:overview-dashboard:any');
  const [live] = await ctx.db.select({ n: count() }).from(listings).where(eq(listings.status, 'live'));
  return Number(live?.n ?? 0);
}
