import { count } from 'drizzle-orm';
import { requirePermission, type ServiceContext } from '../../context';
import { users } from '../../db/schema/index';

/** For the staff overview: how many accounts there are. */
export async function countAccounts(ctx: ServiceContext): Promise<number> {
  requirePermission(ctx, 'read:overview-dashboard:any');
  const [accounts] = await ctx.db.select({ n: count() }).from(users);
  return Number(accounts?.n ?? 0);
}
