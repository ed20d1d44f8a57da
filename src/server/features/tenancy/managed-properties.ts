import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ManagedProperty, ManagedUnit } from '@common/tenancy/rent-terms';
import { rentTermsMessages } from '@common/tenancy/rent-terms-messages';
import type { Actor } from '../../context';
import type { Database, Transaction } from '../../db/client';
import { locationsTable, profiles, properties, propertyUnits, tenancies, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { tenantNameSql } from './tenant-name';

/**
 * The properties matched by `where` with their caretaker, units and each unit's active tenancy, as the
 * landlord's and caretaker's screens show them; `actor` decides which side each property is seen from.
 */
export async function loadManagedProperties(
  db: Database | Transaction,
  actor: Actor,
  where: SQL | undefined,
): Promise<ManagedProperty[]> {
  const rows = await db
    .select({
      property: properties,
      location: locationsTable.name,
      caretakerName: tenantNameSql,
      caretakerEmail: users.email,
      caretakerPhone: profiles.phone,
    })
    .from(properties)
    .leftJoin(locationsTable, eq(locationsTable.id, properties.locationId))
    .leftJoin(users, eq(users.id, properties.caretakerId))
    .leftJoin(profiles, eq(profiles.id, properties.caretakerId))
    .where(where)
    .orderBy(asc(properties.createdAt), asc(properties.id));
  if (rows.length === 0) return [];
  const units = await loadUnits(
    db,
    rows.map((row) => row.property.id),
  );
  return rows.map(({ property, location, caretakerName, caretakerEmail, caretakerPhone }) => ({
    id: property.id,
    name: property.name,
    address: property.address,
    city: property.city,
    state: property.state,
    as: property.landlordId === actor.userId ? 'landlord' : 'caretaker',
    location,
    caretaker:
      property.caretakerId && caretakerEmail
        ? { name: caretakerName, email: caretakerEmail, phone: caretakerPhone }
        : null,
    units: units.get(property.id) ?? [],
    createdAt: property.createdAt.toISOString(),
  }));
}

/** Each property's units in name order, with the tenancy living in each. */
async function loadUnits(db: Database | Transaction, propertyIds: string[]) {
  const rows = await db
    .select({
      unit: propertyUnits,
      tenancy: tenancies,
      tenantName: tenantNameSql,
      tenantPhone: profiles.phone,
    })
    .from(propertyUnits)
    .leftJoin(tenancies, and(eq(tenancies.unitId, propertyUnits.id), eq(tenancies.status, 'active')))
    .leftJoin(users, eq(users.id, tenancies.tenantId))
    .leftJoin(profiles, eq(profiles.id, tenancies.tenantId))
    .where(inArray(propertyUnits.propertyId, propertyIds))
    .orderBy(asc(propertyUnits.label));
  const byProperty = new Map<string, ManagedUnit[]>();
  for (const { unit, tenancy, tenantName, tenantPhone } of rows) {
    const list = byProperty.get(unit.propertyId) ?? [];
    list.push({
      id: unit.id,
      label: unit.label,
      monthlyRent: unit.monthlyRent,
      deposit: unit.deposit,
      tenancy: tenancy
        ? {
            id: tenancy.id,
            tenant: { name: tenantName, phone: tenantPhone },
            monthlyRent: tenancy.monthlyRent,
            deposit: tenancy.deposit,
            dueDay: tenancy.dueDay,
            startDate: tenancy.startDate,
            paybillAccount: tenancy.paybillAccount,
          }
        : null,
    });
    byProperty.set(unit.propertyId, list);
  }
  return byProperty;
}

/** The actor's own property as its landlord, locked for the change; 404 for anyone else's. */
export async function lockOwnProperty(tx: Transaction, actor: Actor, propertyId: string) {
  const [property] = await tx
    .select()
    .from(properties)
    .where(eq(properties.id, propertyId.toUpperCase()))
    .for('update');
  if (!property || property.landlordId !== actor.userId) {
    throw new AppError('NOT_FOUND', rentTermsMessages.propertyNotFound);
  }
  return property;
}

/** One property as `actor` manages it, after a change. */
export async function loadManagedProperty(tx: Transaction, actor: Actor, propertyId: string) {
  const [property] = await loadManagedProperties(tx, actor, eq(properties.id, propertyId));
  return property!;
}
