import type { Database } from '../../../db/client';
import { listings } from '../../../db/schema/index';
import { seedLocations } from '../demo/seed-demo-listings';

/** Test helper: hand-made listings with readable defaults, so a test states only what it is about. */

export type ListingFixture = Partial<Omit<typeof listings.$inferInsert, 'locationId'>> & {
  location?: string;
};

/** A fixed id per number, so a test can name its homes: fixtureId(3) is ...0003. */
export function fixtureId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export async function listingFixtures(db: Database) {
  const locationIds = await seedLocations(db);
  let next = 0;
  return {
    async insert(fixture: ListingFixture = {}): Promise<string> {
      next += 1;
      const { location = 'Kilimani', ...fields } = fixture;
      const id = fields.id ?? fixtureId(next);
      await db.insert(listings).values({
        id,
        name: `Test home ${next}`,
        description: 'A home for tests.',
        intent: 'rent',
        propertyType: 'apartment',
        bedrooms: 2,
        bathrooms: 1,
        sqft: 900,
        price: 50_000,
        amenities: [],
        photos: ['ex-a-000000000001', 'lv-a-000000000002', 'bd-a-000000000003'],
        rating: 4.2,
        hostName: 'Westlands Homes Ltd',
        hostKind: 'agency',
        verified: false,
        status: 'live',
        createdAt: new Date(Date.UTC(2026, 9, 1, 0, next)),
        ...fields,
        locationId: locationIds.get(location)!,
      });
      return id;
    },
  };
}
