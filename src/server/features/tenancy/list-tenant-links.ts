import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { PendingTenantLink, TenantLinkStatus, TenantPropertyLink } from '@common/tenancy/tenancy';
import { tenancyMessages } from '@common/tenancy/tenancy-messages';
import { requireActor, requirePermission, type ServiceContext } from '../../context';
import { profiles, properties, tenantProperties, users } from '../../db/schema/index';
import { propertySummaryColumns, toPropertySummary } from './property-summary';
import { tenantNameSql } from './tenant-name';

/** The signed-in tenant's own links with each property and status, newest first. */
export async function listMyPropertyLinks(ctx: ServiceContext): Promise<TenantPropertyLink[]> {
  const actor = requireActor(ctx, tenancyMessages.notAuthenticated);
  const rows = await ctx.db
    .select({
      id: tenantProperties.id,
      status: tenantProperties.status,
      createdAt: tenantProperties.createdAt,
      property: propertySummaryColumns,
    })
    .from(tenantProperties)
    .innerJoin(properties, eq(properties.id, tenantProperties.propertyId))
    .where(eq(tenantProperties.tenantId, actor.userId))
    .orderBy(desc(tenantProperties.createdAt));
  return rows.map((row) => ({
    id: row.id,
    status: row.status as TenantLinkStatus,
    createdAt: row.createdAt.toISOString(),
    property: toPropertySummary(row.property),
  }));
}

/** Links waiting on the properties the actor is landlord or caretaker of, oldest first. */
export async function listPendingTenantLinks(ctx: ServiceContext): Promise<PendingTenantLink[]> {
  const actor = requirePermission(ctx, 'confirm:tenant-link:own');
  const rows = await ctx.db
    .select({
      id: tenantProperties.id,
      status: tenantProperties.status,
      createdAt: tenantProperties.createdAt,
      property: propertySummaryColumns,
      tenantName: tenantNameSql,
      tenantEmail: users.email,
    })
    .from(tenantProperties)
    .innerJoin(properties, eq(properties.id, tenantProperties.propertyId))
    .innerJoin(users, eq(users.id, tenantProperties.tenantId))
    .leftJoin(profiles, eq(profiles.id, tenantProperties.tenantId))
    .where(
      and(
        eq(tenantProperties.status, 'pending'),
        or(eq(properties.landlordId, actor.userId), eq(properties.caretakerId, actor.userId)),
      ),
    )
    .orderBy(asc(tenantProperties.createdAt));
  return rows.map((row) => ({
    id: row.id,
    status: row.status as TenantLinkStatus,
    createdAt: row.createdAt.toISOString(),
    property: toPropertySummary(row.property),
    tenant: {
      name: row.tenantName,
      email: row.tenantEmail,
    },
  }));
}
