import { eq } from 'drizzle-orm';
import { findLocation } from '@common/locations/locations';
import type { Database, Transaction } from '../../db/client';
import { locationsTable } from '../../db/schema/index';

/**
 * The `locations` row of an area of the vocabulary, made from the vocabulary when missing: only the demo
 * seeds that table, so on a real installation the first property in an area brings the area's row.
 * `name` has passed the contract (propertyInput), so it is a known area.
 */
export async function propertyLocationId(db: Database | Transaction, name: string): Promise<number> {
  const [known] = await db
    .select({ id: locationsTable.id })
    .from(locationsTable)
    .where(eq(locationsTable.name, name));
  if (known) return known.id;
  const area = findLocation(name);
  if (!area) throw new Error(`Not an area of the location vocabulary: ${name}`);
  await db
    .insert(locationsTable)
    .values({
      name: area.name,
      city: area.city,
      tier: area.tier,
      aliases: [...area.aliases],
      latitude: area.latitude,
      longitude: area.longitude,
    })
    // Another request may add the same area at the same moment; either row is the area.
    .onConflictDoNothing({ target: locationsTable.name });
  const [added] = await db
    .select({ id: locationsTable.id })
    .from(locationsTable)
    .where(eq(locationsTable.name, name));
  return added!.id;
}
