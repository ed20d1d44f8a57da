import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AdvanceableTenancy } from '@common/financing/rent-advance-contracts';
import type { Database, Transaction } from '../../db/client';
import {
  profiles,
  properties,
  propertyUnits,
  rentAdvanceDocuments,
  rentAdvanceTenancies,
  rentAdvances,
  tenancies,
  users,
} from '../../db/schema/index';

const tenantName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${users.name})`;

/**
 * The landlord's confirmed (active) tenancies, with what is still owed on advances against each and whether
 * an application on it waits for a decision. `ids` narrows them to those asked for; `lock` locks the tenancy
 * rows, so two applications on one tenancy are decided one after the other.
 */
export async function advanceableTenancies(
  db: Database | Transaction,
  input: { landlordId: string; ids?: readonly string[]; lock?: boolean },
): Promise<AdvanceableTenancy[]> {
  const where = and(
    eq(properties.landlordId, input.landlordId),
    eq(tenancies.status, 'active'),
    ...(input.ids ? [inArray(tenancies.id, [...input.ids])] : []),
  );
  const base = db
    .select({
      id: tenancies.id,
      propertyName: properties.name,
      unitLabel: propertyUnits.label,
      tenantName,
      monthlyRent: tenancies.monthlyRent,
    })
    .from(tenancies)
    .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .innerJoin(users, eq(users.id, tenancies.tenantId))
    .leftJoin(profiles, eq(profiles.id, tenancies.tenantId))
    .where(where)
    .orderBy(asc(properties.name), asc(propertyUnits.label));
  const rows = input.lock ? await base.for('update', { of: tenancies }) : await base;
  if (rows.length === 0) return [];
  const open = await db
    .select({
      tenancyId: rentAdvanceTenancies.tenancyId,
      advanceId: rentAdvances.id,
      status: rentAdvances.status,
      outstanding: sql<number>`(${rentAdvances.amount} + ${rentAdvances.fee} - ${rentAdvances.repaid})::int`,
    })
    .from(rentAdvanceTenancies)
    .innerJoin(rentAdvances, eq(rentAdvances.id, rentAdvanceTenancies.advanceId))
    .where(
      and(
        inArray(
          rentAdvanceTenancies.tenancyId,
          rows.map((row) => row.id),
        ),
        inArray(rentAdvances.status, ['pending', 'repaying']),
      ),
    );
  return rows.map((row) => ({
    ...row,
    advances: open
      .filter((each) => each.tenancyId === row.id && each.status === 'repaying')
      .map((each) => ({ id: each.advanceId, outstanding: each.outstanding })),
    pendingApplication: open.some((each) => each.tenancyId === row.id && each.status === 'pending'),
  }));
}

/** The documents the landlord uploaded for the next application (not yet attached to one). */
export function draftDocuments(db: Database | Transaction, landlordId: string) {
  return db
    .select()
    .from(rentAdvanceDocuments)
    .where(and(eq(rentAdvanceDocuments.landlordId, landlordId), isNull(rentAdvanceDocuments.advanceId)))
    .orderBy(asc(rentAdvanceDocuments.category));
}
