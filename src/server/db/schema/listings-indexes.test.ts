import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { createTestDatabase } from '../../testing/test-database';

// The tables of listings.ts. Every index on them says in the database which query it serves
// (migration listings_index_comments); an index added later without its COMMENT ON INDEX fails here.
const tables = ['listings', 'locations', 'listing_live_counts', 'favourites', 'viewing_requests'];

describe('the listings indexes', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('each carry a comment saying which query they serve', async () => {
    const rows = await database.db
      .select({
        index: sql<string>`i.relname`,
        comment: sql<string | null>`obj_description(i.oid, 'pg_class')`,
      })
      .from(
        sql`pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
          join pg_namespace n on n.oid = t.relnamespace`,
      )
      .where(
        sql`n.nspname = 'public' and t.relname in (${sql.join(
          tables.map((table) => sql`${table}`),
          sql`, `,
        )})`,
      )
      .orderBy(sql`i.relname`);
    const comments = Object.fromEntries(rows.map((row) => [row.index, row.comment]));
    expect(Object.keys(comments)).toEqual([
      'favourites_listing_id_idx',
      'favourites_pkey',
      'listing_live_counts_pkey',
      'listings_host_user_id_idx',
      'listings_live_location_idx',
      'listings_live_order_idx',
      'listings_live_type_idx',
      'listings_pkey',
      'listings_search_vector_idx',
      'listings_search_xid_idx',
      'locations_aliases_idx',
      'locations_name_idx',
      'locations_pkey',
      'viewing_requests_host_idx',
      'viewing_requests_listing_id_idx',
      'viewing_requests_pkey',
      'viewing_requests_requester_idx',
    ]);
    for (const [index, comment] of Object.entries(comments)) {
      expect(comment, index).toMatch(/^(Serves|Keeps) .{40,}/);
    }
    expect(comments['listings_search_vector_idx']).toContain('plainto_tsquery');
    expect(comments['listings_search_vector_idx']).not.toContain('websearch_to_tsquery');
    expect(comments['locations_name_idx']).toContain('locationIdsOf');
    expect(comments['locations_aliases_idx']).toContain('aliases && $names');
  });
});
