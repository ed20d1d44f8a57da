import { eq, sql } from 'drizzle-orm';
import { locations } from '@common/locations/locations';
import { generateListing } from './listing-generator';
import type { Database } from '../../../db/client';
import { listings, locationsTable, users } from '../../../db/schema/index';
import { demoAccounts } from '../../identity';
import type { Seeder } from '../../../lib/demo-seeder';

/** The first start loads this many; `npm run seed -- --listings N` loads N. */
export const defaultDemoListingCount = 2000;
const batchSize = 1000;

/** Every known area, inserted or brought up to date by name, so the table follows src/common/locations. */
export async function seedLocations(db: Database): Promise<Map<string, number>> {
  await db
    .insert(locationsTable)
    .values(
      locations.map((location) => ({
        name: location.name,
        city: location.city,
        tier: location.tier,
        aliases: [...location.aliases],
        latitude: location.latitude,
        longitude: location.longitude,
      })),
    )
    .onConflictDoUpdate({
      target: locationsTable.name,
      set: {
        city: sql`excluded.city`,
        tier: sql`excluded.tier`,
        aliases: sql`excluded.aliases`,
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
      },
    });
  const rows = await db.select({ id: locationsTable.id, name: locationsTable.name }).from(locationsTable);
  return new Map(rows.map((row) => [row.name, row.id]));
}

const demoLandlord = demoAccounts.find((account) => account.role === 'landlord');
/** One listing in this many is the demo landlord's, so their dashboard and hosted viewings have homes. */
const landlordShare = 50;

/** The demo landlord's id when that account exists (it is never created in production). */
async function demoLandlordId(db: Database): Promise<string | undefined> {
  if (!demoLandlord) return undefined;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, demoLandlord.id));
  return row?.id;
}

/**
 * Demo listings 0..count-1 in batches of 1,000 rows per INSERT. Ids are fixed by the generator, so running
 * again, or with a larger count, adds only the missing ones.
 */
export async function seedListings(
  db: Database,
  count: number,
  onProgress?: (inserted: number) => void,
): Promise<void> {
  const locationIds = await seedLocations(db);
  const landlordId = await demoLandlordId(db);
  // Two INSERTs in flight: the database writes one batch while the next is generated and sent. (The embedded
  // database has one connection and simply queues the second.)
  const inFlight = new Set<Promise<void>>();
  for (let start = 0; start < count; start += batchSize) {
    const rows = [];
    for (let index = start; index < Math.min(count, start + batchSize); index += 1) {
      const { locationName, ...listing } = generateListing(index);
      const host =
        landlordId && demoLandlord && index % landlordShare === 7
          ? {
              hostUserId: landlordId,
              hostName: `${demoLandlord.firstName} ${demoLandlord.lastName}`,
              hostKind: 'owner' as const,
            }
          : {};
      rows.push({ ...listing, ...host, locationId: locationIds.get(locationName)! });
    }
    const done = Math.min(count, start + batchSize);
    const insert: Promise<void> = db
      .insert(listings)
      .values(rows)
      .onConflictDoNothing()
      .then(() => {
        inFlight.delete(insert);
        onProgress?.(done);
      });
    inFlight.add(insert);
    if (inFlight.size >= 2) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  // Fresh statistics for the planner: the embedded database has no autovacuum to gather them, and without
  // them it takes a bulk-loaded table for empty and picks nested loops over thousands of rows.
  await db.execute(sql`analyze ${listings}`);
  await db.execute(sql`analyze ${locationsTable}`);
}

export const seedDemoListings: Seeder = async (db, options) => {
  const count = options.listings ?? defaultDemoListingCount;
  let reported = 0;
  await seedListings(db, count, (inserted) => {
    if (inserted - reported >= 50_000) {
      reported = inserted;
      options.logger.info({ inserted, count }, 'seeding listings');
    }
  });
};
