import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Intent } from '@common/search/search-vocabulary';
import type { Database } from '../../db/client';
import { listings } from '../../db/schema/index';
import { anyWord } from './search-ranking';
import { idsCondition, type SearchTerm } from './search-terms';

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

/** How many homes meet a condition, as a scalar subquery (several counts then share one statement). */
const countOf = (where: SQL | undefined): SQL<number> =>
  sql<number>`(select count(*) from ${listings} where ${where})`.mapWith(Number);

/** A FROM of one row and no table: several counts, each a scalar subquery, then share one statement. */
const oneRow = sql`(select 1) as one`;

/**
 * How many live homes of the intent match what was asked: the figures of '12 homes match · 240 close
 * matches'. With criteria, a close match misses exactly one of them; the location counts as two terms (the
 * area and nearby, see SearchTerm), so a home in a neighbouring area is close and a distant one is not. A
 * search of one criterion other than a place has no close matches (missing it is missing everything asked).
 * With free words only (no criteria), the homes mentioning every word match and those mentioning some are
 * close.
 *
 * Counting is a scan of the candidates, so the statement keeps them few. With a place asked, only the homes
 * of the asked areas are scored term by term; a home in a neighbouring area has already missed the area, so
 * it is close exactly when it meets every other criterion, a plain condition the location index narrows
 * (the neighbours hold most of the candidates: up to 15 areas around one asked). Without a place, every home
 * of the intent is scored. With free words, the two counts share one statement; a common word still makes
 * the close count read most listings' text (PostgreSQL prefers a scan to the text index's bitmap there), the
 * slow case left: hundreds of ms at 100,000 listings.
 */
export async function countMatches(
  db: Database,
  plan: {
    intent: Intent;
    terms: readonly SearchTerm[];
    words: readonly string[];
    /** The areas next to the asked ones, not themselves (see neighboursOf). */
    neighbourIds?: readonly number[];
  },
): Promise<MatchCounts> {
  const base = and(isLive, eq(listings.intent, plan.intent));
  const { terms, words } = plan;
  if (terms.length === 0) {
    if (words.length === 0) return { exact: 0, close: 0 };
    const [row] = await db
      .select({
        exact: countOf(and(base, sql`${listings.searchVector} @@ ${everyWord(words)}`)),
        any: countOf(and(base, sql`${listings.searchVector} @@ ${anyWord(words)}`)),
      })
      .from(oneRow);
    return { exact: row?.exact ?? 0, close: (row?.any ?? 0) - (row?.exact ?? 0) };
  }
  if (terms.length === 1) {
    const [row] = await db.select({ exact: countOf(and(base, terms[0]!.condition)) }).from(oneRow);
    return { exact: row?.exact ?? 0, close: 0 };
  }
  const met = sql.join(
    terms.map((term) => sql`(case when ${term.condition} then 1 else 0 end)`),
    sql` + `,
  );
  const location = terms.find((term) => term.criterion === 'location');
  const others = terms.filter((term) => term.criterion !== 'location' && term.criterion !== 'nearby');
  // Neighbouring homes meeting every criterion but the area (they meet nearby): close, never exact.
  const beyond =
    location && plan.neighbourIds && plan.neighbourIds.length > 0
      ? countOf(and(base, idsCondition(plan.neighbourIds), ...others.map((term) => term.condition)))
      : sql<number>`0`.mapWith(Number);
  const [row] = await db
    .select({
      exact: sql<number>`count(*) filter (where met = ${sql.raw(String(terms.length))})`.mapWith(Number),
      close: sql<number>`count(*) filter (where met = ${sql.raw(String(terms.length - 1))})`.mapWith(Number),
      beyond,
    })
    .from(
      db
        .select({ met: sql<number>`${met}`.as('met') })
        .from(listings)
        .where(and(base, location?.condition))
        .as('scored'),
    );
  return { exact: row?.exact ?? 0, close: (row?.close ?? 0) + (row?.beyond ?? 0) };
}
