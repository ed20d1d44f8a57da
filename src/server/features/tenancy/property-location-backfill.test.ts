import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLocation } from '@common/locations/locations';
import type { DatabaseHandle } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';
import { locationsTable, properties, users } from '../../db/schema/index';
import { createTestDatabase } from '../../testing/test-database';
import { propertyLocationId } from './property-locations';

/** The statements of the migration that gives older properties their area, as the migrator runs them. */
function backfillStatements(): string[] {
  const folder = migrationsFolder();
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entry = journal.entries.find((candidate) => candidate.tag.endsWith('_property_location_backfill'));
  if (!entry) throw new Error('The property location backfill migration is missing');
  return readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

describe('the migration giving properties from before areas were asked their area', () => {
  let database: DatabaseHandle;
  let landlordId: string;

  const olderProperty = async (id: string, name: string, address: string, city: string) => {
    await database.db.insert(properties).values({ id, name, address, city, state: 'County', landlordId });
  };
  const areaOf = async (id: string) => {
    const [row] = await database.db
      .select({ area: locationsTable.name })
      .from(properties)
      .leftJoin(locationsTable, eq(locationsTable.id, properties.locationId))
      .where(eq(properties.id, id));
    return row!.area;
  };
  const backfill = async () => {
    for (const statement of backfillStatements()) await database.db.execute(sql.raw(statement));
  };

  beforeAll(async () => {
    // Migrated with the backfill already run on no properties: the rows below stand for older ones.
    database = await createTestDatabase();
    const [landlord] = await database.db
      .insert(users)
      .values({ name: 'Older Landlord', email: 'older.landlord@example.com' })
      .returning({ id: users.id });
    landlordId = landlord!.id;
    await olderProperty('ABD-KHAA', 'Kilimani Heights', 'Argwings Kodhek Road', 'Nairobi');
    await olderProperty('ABD-KHAB', 'Baraka Flats', 'Plot 12', 'Nairobi');
    await olderProperty('ABD-KHAC', 'Sunrise Court', 'Ngong Road', 'Nairobi');
    await olderProperty('ABD-KHAD', 'Westie Towers', 'Kilimani Road', 'Nairobi');
    await olderProperty('ABD-KHAE', 'Milimani Court', 'Oginga Odinga Street', 'Kisumu');
    await olderProperty('ABD-KHAF', 'Green Court', 'Limuru Road', 'Ruaka');
    await olderProperty('ABD-KHAG', 'KILI VIEW', 'P.O. Box 12', 'nairobi');
    await olderProperty('ABD-KHAH', 'Kilimanjaro House', 'Moi Avenue', 'Mombasa');
    // A property whose landlord already chose its area keeps it, whatever its name says.
    await database.db.insert(properties).values({
      id: 'ABD-KHAJ',
      name: 'Westlands Court',
      address: 'Karen Road',
      city: 'Nairobi',
      state: 'Nairobi County',
      landlordId,
      locationId: await propertyLocationId(database.db, 'Karen'),
    });
    await backfill();
  });
  afterAll(() => database.close());

  it("gives 'Kilimani Heights' in Nairobi Kilimani, added to the locations table from the vocabulary", async () => {
    expect(await areaOf('ABD-KHAA')).toBe('Kilimani');
    const [row] = await database.db.select().from(locationsTable).where(eq(locationsTable.name, 'Kilimani'));
    const kilimani = findLocation('Kilimani')!;
    expect(row).toMatchObject({
      city: kilimani.city,
      tier: kilimani.tier,
      aliases: [...kilimani.aliases],
      latitude: kilimani.latitude,
      longitude: kilimani.longitude,
    });
  });

  it('reads names, aliases and the city as whole words in any case, as the ranking guessed', async () => {
    expect(await areaOf('ABD-KHAG')).toBe('Kilimani');
    expect(await areaOf('ABD-KHAF')).toBe('Ruaka');
    // 'Kilimanjaro' is not Kilimani.
    expect(await areaOf('ABD-KHAH')).toBeNull();
  });

  it("takes the area in the property's own city when a name fits areas of several cities", async () => {
    expect(await areaOf('ABD-KHAE')).toBe('Milimani (Kisumu)');
  });

  it('leaves null where no one area is named: none, a landmark of several, or two areas', async () => {
    expect(await areaOf('ABD-KHAB')).toBeNull();
    expect(await areaOf('ABD-KHAC')).toBeNull();
    expect(await areaOf('ABD-KHAD')).toBeNull();
  });

  it('keeps an area already chosen, and changes nothing when run again', async () => {
    expect(await areaOf('ABD-KHAJ')).toBe('Karen');
    const before = await database.db.select().from(properties).orderBy(asc(properties.id));
    const areas = await database.db.select().from(locationsTable).orderBy(asc(locationsTable.id));
    await backfill();
    expect(await database.db.select().from(properties).orderBy(asc(properties.id))).toEqual(before);
    expect(await database.db.select().from(locationsTable).orderBy(asc(locationsTable.id))).toEqual(areas);
  });
});
