import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Intent } from '@common/search/search-vocabulary';
import type { Database } from '../../db/client';
import { listings } from '../../db/schema/index';
import { anyWord } from './search-ranking';
import type { SearchTerm } from './search-terms';

export interface MatchCounts {
  /** Live homes of the intent meeting every asked criterion (free words only: mentioning every word). */
  exact: number;
  /** Those missing exactly one (free words only: mentioning some of the words but not all). */
  close: number;
}

const isLive = sql`${listings.status} = 'live'`;

/** Every word, as one tsquery: (a) & (b). */
const everyWord = (words: readonly string[]): SQL =>
  sql`(${sql.join(
    words.map((word) => sql`plainto_tsquery('english', ${word})`),
    sql` && `,
  )})`;

/**
 * How many live homes of the intent match what was asked: the figures of '12 homes match · 240 close
 * matches'. With criteria, a close match misses exactly one of them; the location counts as two terms (the
 * area and nearby, see SearchTerm), so a home in a neighbouring area is close and a distant one is not. A
 * search of one criterion other than a place has no close matches (missing it is missing everything asked).
 * With free words only (no criteria), the homes mentioning every word match and those mentioning some are
 * close. Criteria count from the covering indexes: within the asked areas and their neighbours when a place
 * was asked (every exact and close match is there), else over the intent.
 */
export async function countMatches(
  db: Database,
  plan: { intent: Intent; terms: readonly SearchTerm[]; words: readonly string[] },
): Promise<MatchCounts> {
  const base = and(isLive, eq(listings.intent, plan.intent));
  const { terms, words } = plan;
  if (terms.length === 0) {
    if (words.length === 0) return { exact: 0, close: 0 };
    const [row] = await db
      .select({
        exact: sql<number>`count(*) filter (where ${listings.searchVector} @@ ${everyWord(words)})`.mapWith(
          Number,
        ),
        any: sql<number>`count(*)`.mapWith(Number),
      })
      .from(listings)
      .where(and(base, sql`${listings.searchVector} @@ ${anyWord(words)}`));
    return { exact: row?.exact ?? 0, close: (row?.any ?? 0) - (row?.exact ?? 0) };
  }
  if (terms.length === 1) {
    const [row] = await db
      .select({ exact: sql<number>`count(*)`.mapWith(Number) })
      .from(listings)
      .where(and(base, terms[0]!.condition));
    return { exact: row?.exact ?? 0, close: 0 };
  }
  const met = sql.join(
    terms.map((term) => sql`(case when ${term.condition} then 1 else 0 end)`),
    sql` + `,
  );
  const nearby = terms.find((term) => term.criterion === 'nearby');
  const [row] = await db
    .select({
      exact: sql<number>`count(*) filter (where met = ${sql.raw(String(terms.length))})`.mapWith(Number),
      close: sql<number>`count(*) filter (where met = ${sql.raw(String(terms.length - 1))})`.mapWith(Number),
    })
    .from(
      db
        .select({ met: sql<number>`${met}`.as('met') })
        .from(listings)
        .where(and(base, nearby?.condition))
        .as('scored'),
    );
  return { exact: row?.exact ?? 0, close: row?.close ?? 0 };
}
