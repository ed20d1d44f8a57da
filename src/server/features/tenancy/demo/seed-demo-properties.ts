import { eq } from 'drizzle-orm';
import { properties, users } from '../../../db/schema/index';
import { demoAccounts } from '../../identity';
import type { Seeder } from '../../../lib/demo-seeder';

const landlord = demoAccounts.find((account) => account.role === 'landlord')!;
const caretaker = demoAccounts.find((account) => account.role === 'caretaker')!;

/** The demo landlord's properties; tenants link to them by these IDs (README lists them). */
export const demoProperties = [
  {
    id: 'ABD-7K3Q',
    name: 'Kilimani Heights',
    address: 'Argwings Kodhek Road, Kilimani',
    city: 'Nairobi',
    state: 'Nairobi County',
    units: 24,
    caretaker: true,
  },
  {
    id: 'ABD-M4PX',
    name: 'Westlands Court',
    address: 'Woodvale Grove, Westlands',
    city: 'Nairobi',
    state: 'Nairobi County',
    units: 12,
    caretaker: false,
  },
  {
    id: 'ABD-R8TN',
    name: 'Nyali Palms Apartments',
    address: 'Links Road, Nyali',
    city: 'Mombasa',
    state: 'Mombasa County',
    units: 18,
    caretaker: false,
  },
] as const;

/** Insert-if-missing; skipped when the demo landlord does not exist (production never has one). */
export const seedDemoProperties: Seeder = async (db, options) => {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, landlord.id));
  if (!owner) {
    options.logger.info('Demo properties skipped: the demo landlord does not exist');
    return;
  }
  const [hasCaretaker] = await db.select({ id: users.id }).from(users).where(eq(users.id, caretaker.id));
  await db
    .insert(properties)
    .values(
      demoProperties.map((property) => ({
        id: property.id,
        name: property.name,
        address: property.address,
        city: property.city,
        state: property.state,
        units: property.units,
        landlordId: landlord.id,
        caretakerId: property.caretaker && hasCaretaker ? caretaker.id : null,
      })),
    )
    .onConflictDoNothing();
};
