import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { ActivityItem } from '@common/dashboards/overview-dashboard';
import { requireActor, type ServiceContext } from '../../context';
import { profiles, properties, tenantProperties, users } from '../../db/schema/index';
import { tenantNameSql } from './tenant-name';

/**
 * For the user's recent activity: the newest tenants' links (asked or confirmed) to the properties they are
 * landlord or caretaker of. Nobody else's properties: for anyone else this is empty.
 */
export async function getTenantLinkActivity(
  ctx: ServiceContext,
  input: { limit: number },
): Promise<ActivityItem[]> {
  const actor = requireActor(ctx);
  const newest = await ctx.db
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
    .where(
      and(
        or(eq(properties.landlordId, actor.userId), eq(properties.caretakerId, actor.userId)),
        inArray(tenantProperties.status, ['pending', 'active']),
      ),
    )
    .orderBy(desc(tenantProperties.createdAt))
    .limit(input.limit);
  return newest.map((row) => ({
    id: `tenant-link:${row.id}`,
    kind: 'tenant-link',
    title: row.tenantName,
    detail: row.propertyName,
    link: null,
    at: row.createdAt.toISOString(),
  }));
}
