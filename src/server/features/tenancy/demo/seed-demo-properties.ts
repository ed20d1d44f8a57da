import { and, eq, sql } from 'drizzle-orm';
import { properties, propertyUnits, tenancies, tenantProperties, users } from '../../../db/schema/index';
import type { Seeder } from '../../../lib/demo-seeder';
import { demoAccounts } from '../../identity';
import { propertyLocationId } from '../property-locations';
import { startTenancy } from '../start-tenancy';

const landlord = demoAccounts.find((account) => account.role === 'landlord')!;
const caretaker = demoAccounts.find((account) => account.role === 'caretaker')!;
const tenant = demoAccounts.find((account) => account.role === 'tenant')!;

/** Units `floors` × `perFloor` labelled 'Apt 101'…, at `rent` (two months' deposit), a little more higher up. */
function apartments(floors: number, perFloor: number, rent: number) {
  return Array.from({ length: floors * perFloor }, (_, i) => {
    const floor = Math.floor(i / perFloor) + 1;
    const monthlyRent = rent + (floor - 1) * 1_000;
    return {
      label: `Apt ${floor}${String((i % perFloor) + 1).padStart(2, '0')}`,
      monthlyRent,
      deposit: monthlyRent * 2,
    };
  });
}

/** The demo landlord's properties; tenants link to them by these IDs (README lists them). */
export const demoProperties = [
  {
    id: 'ABD-7K3Q',
    name: 'Kilimani Heights',
    address: 'Argwings Kodhek Road, Kilimani',
    location: 'Kilimani',
    city: 'Nairobi',
    state: 'Nairobi County',
    units: apartments(4, 6, 45_000),
    caretaker: true,
  },
  {
    id: 'ABD-M4PX',
    name: 'Westlands Court',
    address: 'Woodvale Grove, Westlands',
    location: 'Westlands',
    city: 'Nairobi',
    state: 'Nairobi County',
    units: apartments(3, 5, 65_000),
    caretaker: false,
  },
  {
    id: 'ABD-R8TN',
    name: 'Nyali Palms Apartments',
    address: 'Links Road, Nyali',
    location: 'Nyali',
    city: 'Mombasa',
    state: 'Mombasa County',
    units: apartments(3, 6, 38_000),
    caretaker: false,
  },
];

/**
 * The demo tenant's two homes (the spec's apartment selector: 'Apt 101', 'Apt 205'), confirmed through the
 * same step a landlord takes, so they carry real paybill accounts.
 */
const demoTenancies = [
  { propertyId: 'ABD-7K3Q', unit: 'Apt 101', dueDay: 5, startDate: '2026-06-01' },
  { propertyId: 'ABD-M4PX', unit: 'Apt 205', dueDay: 1, startDate: '2026-09-15' },
];

/** Insert-if-missing; skipped when the demo landlord does not exist (production never has one). */
export const seedDemoProperties: Seeder = async (db, options) => {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, landlord.id));
  if (!owner) {
    options.logger.info('Demo properties skipped: the demo landlord does not exist');
    return;
  }
  const [hasCaretaker] = await db.select({ id: users.id }).from(users).where(eq(users.id, caretaker.id));
  const rows = [];
  for (const property of demoProperties) {
    rows.push({
      id: property.id,
      name: property.name,
      address: property.address,
      city: property.city,
      state: property.state,
      // The area's row as a landlord's form makes it, so the demo works before (or without) the listings.
      locationId: await propertyLocationId(db, property.location),
      landlordId: landlord.id,
      caretakerId: property.caretaker && hasCaretaker ? caretaker.id : null,
    });
  }
  await db
    .insert(properties)
    .values(rows)
    // A demo property from before areas were asked gets its area; nothing else of it changes.
    .onConflictDoUpdate({
      target: properties.id,
      set: { locationId: sql`coalesce(${properties.locationId}, excluded.location_id)` },
    });
};

/** Units for every demo property and the demo tenant's tenancies; insert-if-missing like the rest. */
export const seedDemoUnitsAndTenancies: Seeder = async (db) => {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, landlord.id));
  if (!owner) return;
  await db
    .insert(propertyUnits)
    .values(
      demoProperties.flatMap((property) =>
        property.units.map((unit) => ({ propertyId: property.id, ...unit })),
      ),
    )
    .onConflictDoNothing();
  const [renter] = await db.select({ id: users.id }).from(users).where(eq(users.id, tenant.id));
  if (!renter) return;
  for (const home of demoTenancies) {
    await db.transaction(async (tx) => {
      const [unit] = await tx
        .select({ id: propertyUnits.id })
        .from(propertyUnits)
        .where(and(eq(propertyUnits.propertyId, home.propertyId), eq(propertyUnits.label, home.unit)));
      const [living] = await tx
        .select({ id: tenancies.id })
        .from(tenancies)
        .where(eq(tenancies.unitId, unit!.id));
      if (living) return;
      const [link] = await tx
        .insert(tenantProperties)
        .values({
          tenantId: tenant.id,
          propertyId: home.propertyId,
          status: 'active',
          decidedBy: landlord.id,
          decidedAt: new Date(),
        })
        .onConflictDoUpdate({
          target: [tenantProperties.tenantId, tenantProperties.propertyId],
          set: { status: 'active' },
        })
        .returning();
      await startTenancy(tx, {
        createdBy: landlord.id,
        link: link!,
        terms: { unitId: unit!.id, dueDay: home.dueDay, startDate: home.startDate },
      });
    });
  }
};
