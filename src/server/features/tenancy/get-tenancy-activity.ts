import { count, desc, eq, inArray } from 'drizzle-orm';
import type { ActivityItem } from '@common/dashboards/overview-dashboard';
import { requirePermission, type ServiceContext } from '../../context';
import { profiles, properties, tenantProperties, users } from '../../db/schema/index';
import { tenantNameSql } from './tenant-name';

/** For the staff overview: confirmed tenancies, and the newest pending or confirmed tenant links. */
export async function getTenancyActivity(
  ctx: ServiceContext,
  input: { limit: number },
): Promise<{ rentals: number; recent: ActivityItem[] }> {
  requirePermission(ctx, 'read:overview-dashboard:any');
  const [[rentals], newest] = await Promise.all([
    ctx.db.select({ n: count() }).from(tenantProperties).where(eq(tenantProperties.status, 'active')),
    ctx.db
      .select({
        id: tenantProperties.id,
        tenantName: tenantNameSql,
        propertyName: properties.name,
        createdAt: tenantProperties.createdAt,
      })
      .from(tenantProperties)
      .innerJoin(properties, eq(properties.id, tenantProperties.propertyId))
      .innerJoin(users, eq(users.id, tenantProperties.tenantId))
      .leftJoin(profiles, eq(profiles.id, tenantProperties.tenantId))
      .where(inArray(tenantProperties.status, ['pending', 'active']))
      .orderBy(desc(tenantProperties.createdAt))
      .limit(input.limit),
  ]);
  return {
    rentals: Number(rentals?.n ?? 0),
    recent: newest.map((row) => ({
      id: `tenant-link:${row.id}`,
      kind: 'tenant-link',
      title: row.tenantName,
      detail: row.propertyName,
      at: row.createdAt.toISOString(),
    })),
  };
}
