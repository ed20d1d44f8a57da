import { and, count, countDistinct, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  listings,
  profiles,
  properties,
  tenantProperties,
  users,
  viewingRequests,
} from '../../db/schema/index';
import type { TenantApartment, TenantApplication } from './dashboard-data';

const first = (rows: Array<{ n: number }>) => Number(rows[0]?.n ?? 0);

const tenantNameSql = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${users.name})`;

/** The tenant's pending and active links, newest first. */
export async function tenantApartments(db: Database, tenantId: string): Promise<TenantApartment[]> {
  const rows = await db
    .select({ id: properties.id, name: properties.name, status: tenantProperties.status })
    .from(tenantProperties)
    .innerJoin(properties, eq(properties.id, tenantProperties.propertyId))
    .where(
      and(eq(tenantProperties.tenantId, tenantId), inArray(tenantProperties.status, ['pending', 'active'])),
    )
    .orderBy(desc(tenantProperties.createdAt));
  return rows.map((row) => ({ id: row.id, name: row.name, status: row.status as TenantApartment['status'] }));
}

/** Listings the user hosts, drafts left out. */
export async function countHostedListings(db: Database, userId: string): Promise<number> {
  return first(
    await db
      .select({ n: count() })
      .from(listings)
      .where(and(eq(listings.hostUserId, userId), ne(listings.status, 'draft'))),
  );
}

export async function countHostedViewingRequests(db: Database, userId: string): Promise<number> {
  return first(
    await db.select({ n: count() }).from(viewingRequests).where(eq(viewingRequests.hostUserId, userId)),
  );
}

type PropertyRole = 'landlord' | 'caretaker';
const ownedBy = (role: PropertyRole, userId: string) =>
  role === 'landlord' ? eq(properties.landlordId, userId) : eq(properties.caretakerId, userId);

/** Properties the user is landlord (or caretaker) of, those with a confirmed tenant, and those tenants. */
export async function propertyCounts(
  db: Database,
  role: PropertyRole,
  userId: string,
): Promise<{ properties: number; occupied: number; tenants: number }> {
  const [owned, active] = await Promise.all([
    db.select({ n: count() }).from(properties).where(ownedBy(role, userId)),
    db
      .select({
        occupied: countDistinct(tenantProperties.propertyId),
        tenants: countDistinct(tenantProperties.tenantId),
      })
      .from(tenantProperties)
      .innerJoin(properties, eq(properties.id, tenantProperties.propertyId))
      .where(and(ownedBy(role, userId), eq(tenantProperties.status, 'active'))),
  ]);
  return {
    properties: first(owned),
    occupied: Number(active[0]?.occupied ?? 0),
    tenants: Number(active[0]?.tenants ?? 0),
  };
}

/** Tenants waiting to be confirmed at the user's properties, oldest first. */
export async function pendingApplications(
  db: Database,
  role: PropertyRole,
  userId: string,
): Promise<TenantApplication[]> {
  const rows = await db
    .select({
      id: tenantProperties.id,
      tenantName: tenantNameSql,
      propertyId: properties.id,
      propertyName: properties.name,
      createdAt: tenantProperties.createdAt,
    })
    .from(tenantProperties)
    .innerJoin(properties, eq(properties.id, tenantProperties.propertyId))
    .innerJoin(users, eq(users.id, tenantProperties.tenantId))
    .leftJoin(profiles, eq(profiles.id, tenantProperties.tenantId))
    .where(and(ownedBy(role, userId), eq(tenantProperties.status, 'pending')))
    .orderBy(tenantProperties.createdAt)
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    tenantName: row.tenantName,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    submittedAt: row.createdAt.toISOString(),
  }));
}

export const overviewQueries = {
  liveListings: async (db: Database) =>
    first(await db.select({ n: count() }).from(listings).where(eq(listings.status, 'live'))),
  activeRentals: async (db: Database) =>
    first(
      await db.select({ n: count() }).from(tenantProperties).where(eq(tenantProperties.status, 'active')),
    ),
  accounts: async (db: Database) => first(await db.select({ n: count() }).from(users)),
  newestAccounts: (db: Database, limit: number) =>
    db
      .select({ id: users.id, name: users.name, createdAt: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(limit),
  newestTenantLinks: (db: Database, limit: number) =>
    db
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
      .where(or(eq(tenantProperties.status, 'pending'), eq(tenantProperties.status, 'active')))
      .orderBy(desc(tenantProperties.createdAt))
      .limit(limit),
};
