import { arrayOverlaps, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { locationsTable } from '../../db/schema/index';

// Location ids never change once seeded (the seed upserts by name), so each database's are read once.
const cache = new WeakMap<Database, Map<string, number>>();

/**
 * The ids of the named locations, so the search can write `location_id in (3, 7)` as literals: with them
 * the planner sees each area's share of listings and picks the location index when an area is small.
 *
 * A name is an area's canonical name (what the parser and the criteria schema give) or one of the aliases
 * stored with it ("Westie"), matched exactly as stored, so a caller holding only a nickname finds the area
 * without a copy of the vocabulary. One query serves both: locations_name_idx and locations_aliases_idx.
 */
export async function locationIdsOf(db: Database, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  let known = cache.get(db);
  if (!known || names.some((name) => !known!.has(name))) {
    const rows = await db
      .select({ id: locationsTable.id, name: locationsTable.name, aliases: locationsTable.aliases })
      .from(locationsTable)
      .where(or(inArray(locationsTable.name, [...names]), arrayOverlaps(locationsTable.aliases, [...names])));
    known = new Map(known);
    // Aliases first, so that were an alias ever equal to another area's name, the name wins.
    for (const row of rows) for (const alias of row.aliases) known.set(alias, row.id);
    for (const row of rows) known.set(row.name, row.id);
    cache.set(db, known);
  }
  const ids = names.flatMap((name) => {
    const id = known!.get(name);
    return id === undefined ? [] : [id];
  });
  return [...new Set(ids)];
}
