import { eq, inArray, sql } from 'drizzle-orm';
import type { ListingMatch, SearchQuery, SearchResponse } from '@common/listings/listing-contracts';
import { parseSearchText } from '@common/search/parse-search-text';
import type { SearchCriteria } from '@common/search/search-criteria';
import type { Intent } from '@common/search/search-vocabulary';
import type { ServiceContext } from '../../context';
import type { Database } from '../../db/client';
import { listingLiveCounts, listings } from '../../db/schema/index';
import { selectSummaries, toSummary, type SummaryRow } from './listing-rows';
import { reasonTexts } from './listings-texts';
import { locationIdsOf } from './location-ids';
import { rankListings } from './search-ranking';
import { searchTerms, type SearchTerm } from './search-terms';

/** More free words than this add little to relevance and multiply the text-match work (see search-ranking). */
const maxWords = 4;

/**
 * The free words worth matching against listing text: plain words and numbers only (PostgreSQL's
 * websearch_to_tsquery would read "or" as an operator), each once.
 */
export function relevanceWords(unmatched: readonly string[]): string[] {
  const words = unmatched.filter((word) => /^[a-z0-9]{2,}$/.test(word) && word !== 'or');
  return [...new Set(words)].slice(0, maxWords);
}

async function liveCount(db: Database, intent: Intent): Promise<number> {
  const [row] = await db
    .select({ live: listingLiveCounts.live })
    .from(listingLiveCounts)
    .where(eq(listingLiveCounts.intent, intent));
  return row?.live ?? 0;
}

/** Which of the words each listing mentions, by the same text match the ranking used. */
async function wordMatches(
  db: Database,
  ids: string[],
  words: readonly string[],
): Promise<Map<string, boolean[]>> {
  const rows = await db
    .select({
      id: listings.id,
      matched: sql<boolean[]>`array[${sql.join(
        words.map((word) => sql`${listings.searchVector} @@ plainto_tsquery('english', ${word})`),
        sql`, `,
      )}]`,
    })
    .from(listings)
    .where(inArray(listings.id, ids));
  return new Map(rows.map((row) => [row.id, row.matched]));
}

/**
 * How well a home matches, honestly:
 * - with criteria: the weighted share of them the home meets, with a reason per criterion;
 * - with free words only: the share of the words its text mentions, a reason per word;
 * - with nothing asked: 100, since nothing asked is missed, and one reason saying no preference was given
 *   and the order is verified, then newest.
 */
function matchOf(
  row: SummaryRow,
  terms: readonly SearchTerm[],
  words: readonly string[],
  matched?: boolean[],
): ListingMatch {
  if (terms.length > 0) {
    const reasons = terms.map((term) => term.reason(row));
    const total = terms.reduce((sum, term) => sum + term.weight, 0);
    const met = terms.reduce((sum, term, i) => sum + (reasons[i]!.met ? term.weight : 0), 0);
    return { percent: Math.round((100 * met) / total), reasons };
  }
  if (words.length > 0) {
    const reasons = words.map((word, i) => {
      const met = matched?.[i] === true;
      return {
        criterion: 'words' as const,
        met,
        detail: met ? reasonTexts.wordMet(word) : reasonTexts.wordMissed(word),
      };
    });
    const met = reasons.filter((reason) => reason.met).length;
    return { percent: Math.round((100 * met) / words.length), reasons };
  }
  return { percent: 100, reasons: [{ criterion: 'none', met: true, detail: reasonTexts.noPreferences }] };
}

/**
 * GET /api/search: reads the text (or takes the given criteria), ranks every live listing of the intent by
 * them (search-ranking.ts) and returns one page with a match analysis per home.
 */
export async function searchListings(ctx: ServiceContext, query: SearchQuery): Promise<SearchResponse> {
  const parsed = query.criteria ?? parseSearchText(query.q);
  const intent: Intent = parsed.intent ?? query.intent ?? 'rent';
  const criteria: SearchCriteria = { ...parsed, intent };
  const terms = searchTerms(criteria, await locationIdsOf(ctx.db, criteria.locations));
  const words = relevanceWords(criteria.unmatchedTerms);
  const response = { criteria, page: query.page, pageSize: query.pageSize };

  const total = await liveCount(ctx.db, intent);
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= total) return { ...response, total, results: [] };

  const ranked = await rankListings(ctx.db, { intent, terms, words }, offset + query.pageSize);
  const pageIds = ranked.slice(offset).map((row) => row.id);
  if (pageIds.length === 0) return { ...response, total, results: [] };
  const rows = new Map((await selectSummaries(ctx.db, pageIds)).map((row) => [row.id, row]));
  const matched =
    terms.length === 0 && words.length > 0 ? await wordMatches(ctx.db, pageIds, words) : undefined;

  const results = pageIds.flatMap((id) => {
    const row = rows.get(id);
    if (!row) return [];
    return [{ ...toSummary(row), match: matchOf(row, terms, words, matched?.get(id)) }];
  });
  return { ...response, total, results };
}
