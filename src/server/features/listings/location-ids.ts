import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { locationsTable } from '../../db/schema/index';

// Location ids never change once seeded (the seed upserts by name), so each database's are read once.
const cache = new WeakMap<Database, Map<string, number>>();

/**
 * The ids of the named locations, so the search can write `location_id in (3, 7)` as literals: with them
 * the planner sees each area's share of listings and picks the location index when an area is small.
 */
export async function locationIdsOf(db: Database, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  let known = cache.get(db);
  if (!known || names.some((name) => !known!.has(name))) {
    const rows = await db
      .select({ id: locationsTable.id, name: locationsTable.name })
      .from(locationsTable)
      .where(inArray(locationsTable.name, [...names]));
    known = new Map([...(known ?? []), ...rows.map((row): [string, number] => [row.name, row.id])]);
    cache.set(db, known);
  }
  return names.flatMap((name) => {
    const id = known!.get(name);
    return id === undefined ? [] : [id];
  });
}
