import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings } from '../../db/schema/index';

/** Statistics change only when ANALYZE runs again, so a word's share is read at most this often. */
const refreshAfterMs = 10 * 60_000;
/** A bound on the words remembered per database; past it the cache starts over. */
const maxWords = 5_000;

interface KnownShare {
  share: number;
  readAt: number;
}

const cache = new WeakMap<Database, Map<string, KnownShare>>();

/**
 * How common each word is in listing text: the share of listings whose search vector holds it (0.4 for
 * "spacious" in the demo inventory), as PostgreSQL's own statistics estimate it (pg_stats.most_common_elems,
 * which ANALYZE keeps for a tsvector column). A word too rare to be listed there, or a table not yet analysed,
 * counts as 0. The search uses it to choose how to test words within the asked areas (search-ranking.ts).
 */
export async function wordShares(
  db: Database,
  words: readonly string[],
  now = Date.now(),
): Promise<number[]> {
  let known = cache.get(db);
  if (!known) {
    known = new Map();
    cache.set(db, known);
  }
  const stale = words.filter((word) => {
    const entry = known!.get(word);
    return !entry || now - entry.readAt > refreshAfterMs;
  });
  if (stale.length > 0) {
    const rows = await db
      .select({
        word: sql<string>`w`,
        share: sql<number>`coalesce(max(s.freq), 0)::float8`.mapWith(Number),
      })
      .from(
        sql`unnest(${sql.param(stale)}::text[]) as w
          left join lateral unnest(tsvector_to_array(to_tsvector('english', w))) as lexeme on true
          left join lateral (
            select f.freq
            from pg_stats st,
              unnest(st.most_common_elems::text::text[], st.most_common_elem_freqs) as f(elem, freq)
            where st.schemaname = current_schema() and st.tablename = ${getTableName(listings)}
              and st.attname = 'search_vector' and f.elem = lexeme
          ) s on true`,
      )
      .groupBy(sql`w`);
    if (known.size + stale.length > maxWords) known.clear();
    for (const word of stale) known.set(word, { share: 0, readAt: now });
    for (const row of rows) known.set(row.word, { share: row.share, readAt: now });
  }
  return words.map((word) => known!.get(word)?.share ?? 0);
}
