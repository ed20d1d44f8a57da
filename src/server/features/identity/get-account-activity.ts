import { count, desc } from 'drizzle-orm';
import type { ActivityItem } from '@common/dashboards/overview-dashboard';
import { requirePermission, type ServiceContext } from '../../context';
import { users } from '../../db/schema/index';

/** For the staff overview: how many accounts there are, and the newest ones. */
export async function getAccountActivity(
  ctx: ServiceContext,
  input: { limit: number },
): Promise<{ accounts: number; recent: ActivityItem[] }> {
  requirePermission(ctx, 'read:overview-dashboard:any');
  const [[accounts], newest] = await Promise.all([
    ctx.db.select({ n: count() }).from(users),
    ctx.db
      .select({ id: users.id, name: users.name, createdAt: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(input.limit),
  ]);
  return {
    accounts: Number(accounts?.n ?? 0),
    recent: newest.map((row) => ({
      id: `account:${row.id}`,
      kind: 'account',
      title: row.name,
      detail: null,
      at: row.createdAt.toISOString(),
    })),
  };
}
