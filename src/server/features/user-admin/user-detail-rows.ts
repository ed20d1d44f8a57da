import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { roles as knownRoles, type Role } from '@common/auth/roles';
import type { UserDetail, UserSummary } from '@common/user-admin/user-admin-contracts';
import type { Database, Transaction } from '../../db/client';
import { accountSuspensions, profiles, properties, tenancies, userRoles, users } from '../../db/schema/index';
import { kycStateOf } from '../kyc';
import { hostListingsSummary } from '../listing-pipeline';

type Db = Database | Transaction;

/** The newest listings the detail shows; `listingCount` says how many there are in all. */
const listingsShown = 10;

/** Held roles by user, in the order roles are declared. */
export async function rolesByUser(db: Db, ids: readonly string[]): Promise<Map<string, Role[]>> {
  const found = new Map<string, Role[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(inArray(userRoles.userId, [...ids]));
  for (const row of rows) {
    if (!(knownRoles as readonly string[]).includes(row.role)) continue;
    found.set(row.userId, [...(found.get(row.userId) ?? []), row.role as Role]);
  }
  for (const [id, held] of found)
    found.set(
      id,
      knownRoles.filter((role) => held.includes(role)),
    );
  return found;
}

/** `first last` from the profile, else the account's own name. */
export const displayName = sql<string>`coalesce(nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), ''), ${users.name})`;

export const summaryColumns = {
  id: users.id,
  name: displayName,
  email: users.email,
  phone: profiles.phone,
  suspendedAt: profiles.suspendedAt,
  createdAt: users.createdAt,
};

export interface SummaryRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  suspendedAt: Date | null;
  createdAt: Date;
}

export function toSummary(row: SummaryRow, held: Role[] | undefined): UserSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    roles: held ?? [],
    suspended: row.suspendedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const suspender = alias(users, 'suspender');
const restorer = alias(users, 'restorer');

/** Everything the back office shows of one account, or null when there is none. */
export async function loadUserDetail(db: Db, userId: string): Promise<UserDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      phoneVerifiedAt: profiles.phoneVerifiedAt,
      accountType: profiles.accountType,
      suspensionReason: profiles.suspensionReason,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const [held, kyc, hosted, [tenancyCounts], managed, history] = await Promise.all([
    rolesByUser(db, [userId]),
    kycStateOf(db, userId),
    hostListingsSummary(db, userId, listingsShown),
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${tenancies.status} = 'active')`.mapWith(Number),
      })
      .from(tenancies)
      .where(eq(tenancies.tenantId, userId)),
    db
      .select({
        code: properties.id,
        name: properties.name,
        landlordId: properties.landlordId,
      })
      .from(properties)
      .where(or(eq(properties.landlordId, userId), eq(properties.caretakerId, userId)))
      .orderBy(properties.id)
      .limit(20),
    db
      .select({
        id: accountSuspensions.id,
        reason: accountSuspensions.reason,
        source: accountSuspensions.source,
        suspendedAt: accountSuspensions.suspendedAt,
        suspendedBy: suspender.name,
        pausedListingIds: accountSuspensions.pausedListingIds,
        restoredAt: accountSuspensions.restoredAt,
        restoredBy: restorer.name,
        restoreReason: accountSuspensions.restoreReason,
      })
      .from(accountSuspensions)
      .leftJoin(suspender, eq(suspender.id, accountSuspensions.suspendedByUserId))
      .leftJoin(restorer, eq(restorer.id, accountSuspensions.restoredByUserId))
      .where(eq(accountSuspensions.userId, userId))
      .orderBy(desc(accountSuspensions.suspendedAt), desc(accountSuspensions.id))
      .limit(50),
  ]);
  return {
    ...toSummary(row, held.get(userId)),
    phoneVerified: row.phone !== null && row.phoneVerifiedAt !== null,
    accountType: row.accountType ?? '',
    kyc,
    listings: hosted.listings,
    listingCount: hosted.count,
    tenancies: { active: tenancyCounts?.active ?? 0, total: Number(tenancyCounts?.total ?? 0) },
    properties: managed.map((property) => ({
      code: property.code,
      name: property.name,
      as: property.landlordId === userId ? ('landlord' as const) : ('caretaker' as const),
    })),
    suspension: row.suspendedAt
      ? { since: row.suspendedAt.toISOString(), reason: row.suspensionReason ?? '' }
      : null,
    history: history.map((entry) => ({
      id: entry.id,
      reason: entry.reason,
      source: entry.source === 'listing_fraud' ? ('listing_fraud' as const) : ('back_office' as const),
      suspendedAt: entry.suspendedAt.toISOString(),
      suspendedBy: entry.suspendedBy,
      listingsPaused: entry.pausedListingIds.length,
      restoredAt: entry.restoredAt?.toISOString() ?? null,
      restoredBy: entry.restoredBy,
      restoreReason: entry.restoreReason,
    })),
  };
}

/** The account's profile row locked until the transaction ends (suspend, restore, grant), or null. */
export async function lockAccount(tx: Transaction, userId: string) {
  const [row] = await tx
    .select({
      id: profiles.id,
      phone: profiles.phone,
      phoneVerifiedAt: profiles.phoneVerifiedAt,
      suspendedAt: profiles.suspendedAt,
      suspensionReason: profiles.suspensionReason,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  return row ?? null;
}

/** Whether the account holds the role. */
export async function holdsRole(db: Db, userId: string, role: Role): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
  return row !== undefined;
}
