import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Intent } from '@common/search/search-vocabulary';
import type { Database } from '../../db/client';
import { resultRows } from '../../db/result-rows';
import { listings } from '../../db/schema/index';
import { anyWord } from './search-ranking';
import { countInDirectory } from './live-listing-directory';
import type { SearchTerm } from './search-terms';

export interface MatchCounts {
  /** Live homes of the intent meeting every asked criterion (free words only: mentioning every word). */
  exact: number;
  /** Those missing exactly one (free words only: mentioning some of the words but not all). */
  close: number;
  /** More than `exact` homes match: counting stopped at the limit ('500+ homes match'). */
  exactCapped: boolean;
  /** More than `close` homes are close. */
  closeCapped: boolean;
}

/**
 * Counting stops here: '500+ homes match' tells a renter as much as '12,644 homes match', and a count is a
 * read of every home it counts (a broad search such as '2 bedroom' read 12,644 index entries, and free words
 * such as 'quiet family home near a good school' half the inventory's text, hundreds of ms at 100,000
 * listings). Stopping at the limit bounds each count to about this many rows.
 */
export const matchCountLimit = 500;

const isLive = sql`${listings.status} = 'live'`;

/** Every word, as one tsquery: (a) & (b). */
const everyWord = (words: readonly string[]): SQL =>
  sql`(${sql.join(
    words.map((word) => sql`plainto_tsquery('english', ${word})`),
    sql` && `,
  )})`;

/** How many homes meet a condition, up to `limit` + 1 (one past the limit says there are more). */
const countOf = (where: SQL | undefined, limit: number): SQL =>
  sql`(select count(*) from (select 1 from ${listings} where ${where} limit ${sql.raw(String(limit + 1))}) as counted)`;

/**
 * The exact count, then each close count in turn, in one statement: a close count runs only while the counts
 * before it are within the limit. Past it the list (exact matches first, as far as the counts reach) never
 * gets to the close matches, so a broad search ('2 bedroom', thousands of exact matches) costs one capped
 * count. Each level is a subquery behind `offset 0`, so PostgreSQL evaluates each count once instead of
 * pulling the subqueries up and copying a count into every expression that reads it.
 */
async function countInTurn(
  db: Database,
  exact: SQL,
  closes: readonly SQL[],
  limit: number,
): Promise<MatchCounts> {
  const max = sql.raw(String(limit));
  let levels = sql`(select ${exact} as exact offset 0) as level`;
  // The close counts so far, summed: the next runs while they are within the limit too.
  let closesBefore: SQL = sql`0`;
  closes.forEach((close, i) => {
    const column = sql.raw(`close${i}`);
    levels = sql`(select level.*, case when exact <= ${max} and ${closesBefore} <= ${max} then ${close} else 0 end as ${column} from ${levels} offset 0) as level`;
    closesBefore = sql`${closesBefore} + ${column}`;
  });
  const [row] = resultRows<Record<string, string | number>>(await db.execute(sql`select * from ${levels}`));
  const closeSum = closes.reduce((sum, _, i) => sum + Number(row?.[`close${i}`] ?? 0), 0);
  return capped(Number(row?.exact ?? 0), closeSum, limit);
}

/** The counts as the answer gives them: at most `limit` each, and whether more were found. */
function capped(exact: number, close: number, limit: number): MatchCounts {
  return {
    exact: Math.min(exact, limit),
    close: Math.min(close, limit),
    exactCapped: exact > limit,
    closeCapped: close > limit,
  };
}

/** The close counts in turn, as the list reaches them: each only while the counts before it are within the limit. */
function inTurn(exact: number, closes: readonly number[], limit: number): MatchCounts {
  let closeSum = 0;
  for (const close of closes) {
    if (exact > limit || closeSum > limit) break;
    closeSum += close;
  }
  return capped(exact, closeSum, limit);
}

/**
 * How many live homes of the intent match what was asked, up to `limit` each (matchCountLimit): the figures
 * of '12 homes match · 240 close matches'. With criteria, a close match misses exactly one of them; the
 * location counts as two terms (the area and nearby, see SearchTerm), so a home in a neighbouring area is
 * close and a distant one is not. A search of one criterion other than a place has no close matches (missing
 * it is missing everything asked). With free words only (no criteria), the homes mentioning every word match
 * and those mentioning some are close.
 *
 * When more homes than the limit match exactly, the close ones are not counted (close 0): the list, exact
 * matches first, never reaches them.
 *
 * Criteria are counted in this server's copy of the listings (live-listing-directory.ts), which tests each
 * term's facts exactly as the ranking's SQL tests its condition. Free words are counted in PostgreSQL, which
 * holds the text: each count a scalar subquery that stops one past the limit, all in one statement.
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
  limit = matchCountLimit,
): Promise<MatchCounts> {
  const { terms, words } = plan;
  if (terms.length === 0) {
    if (words.length === 0) return capped(0, 0, limit);
    const base = and(isLive, eq(listings.intent, plan.intent));
    const every = sql`${listings.searchVector} @@ ${everyWord(words)}`;
    const some = sql`${listings.searchVector} @@ ${anyWord(words)}`;
    return countInTurn(
      db,
      countOf(and(base, every), limit),
      [countOf(and(base, some, sql`not (${every})`), limit)],
      limit,
    );
  }
  const counted = await countInDirectory(db, {
    intent: plan.intent,
    terms,
    neighbourIds: plan.neighbourIds ?? [],
  });
  return inTurn(counted.exact, [counted.closeInAreas, counted.closeNearby], limit);
}
