import { eq, inArray, sql } from 'drizzle-orm';
import type {
  ListingMatch,
  MatchReason,
  SearchQuery,
  SearchResponse,
} from '@common/listings/listing-contracts';
import { parseSearchText } from '@common/search/parse-search-text';
import type { SearchCriteria } from '@common/search/search-criteria';
import type { Intent } from '@common/search/search-vocabulary';
import type { ServiceContext } from '../../context';
import type { Database } from '../../db/client';
import { listingLiveCounts, listings } from '../../db/schema/index';
import { selectSearchPageRows, toSummary, type SummaryRow } from './listing-rows';
import { reasonTexts, type TextPart } from './listings-texts';
import { locationIdsOf } from './location-ids';
import { anyWord, nameOnlyRelevance, rankListings, rankOf, type RankedListing } from './search-ranking';
import { neighboursOf, searchTerms, type SearchTerm } from './search-terms';
import { countMatches, type MatchCounts } from './count-matches';

/** More free words than this add little to relevance and multiply the text-match work (see search-ranking). */
const maxWords = 4;

/**
 * The free words worth matching against listing text: plain words and numbers only, each once (each goes
 * through plainto_tsquery on its own, so none reads as an operator). "or" is an English stop word the text
 * search ignores, so it could only ever show as not mentioned.
 */
export function relevanceWords(unmatched: readonly string[]): string[] {
  const words = unmatched.filter((word) => /^[a-z0-9]{2,}$/.test(word) && word !== 'or');
  return [...new Set(words)].slice(0, maxWords);
}

/**
 * With nothing asked, the order is verified, then newest, and the percent says exactly that: half for being
 * verified, half for freshness, which halves every this many days (listed today 50, a month ago 25). A
 * verified home thus never scores below an unverified one, as it never ranks below one.
 */
export const freshnessHalfLifeDays = 30;

async function liveCount(db: Database, intent: Intent): Promise<number> {
  const [row] = await db
    .select({ live: listingLiveCounts.live })
    .from(listingLiveCounts)
    .where(eq(listingLiveCounts.intent, intent));
  return row?.live ?? 0;
}

/** How each listing's text matches the free words: where it mentions each, and its relevance (ts_rank). */
interface WordMatch {
  /** Per word, the heaviest part of the search vector holding it, or null when the text does not mention it. */
  places: Array<TextPart | null>;
  relevance: number;
}

/** WordMatch for each listing, by the same text match and ts_rank the ranking used. */
async function wordMatches(
  db: Database,
  ids: string[],
  words: readonly string[],
): Promise<Map<string, WordMatch>> {
  const placeOf = (word: string) => {
    const query = sql`plainto_tsquery('english', ${word})`;
    return sql`case
      when ts_filter(${listings.searchVector}, '{a}') @@ ${query} then 'name'
      when ts_filter(${listings.searchVector}, '{b}') @@ ${query} then 'address'
      when ${listings.searchVector} @@ ${query} then 'description'
      else ''
    end`;
  };
  const rows = await db
    .select({
      id: listings.id,
      // '' for a word it does not mention: the drivers read a NULL inside an array differently.
      places: sql<Array<TextPart | ''>>`array[${sql.join(words.map(placeOf), sql`, `)}]::text[]`,
      // As the ranking counts it: ts_rank for a home mentioning any word, 0 for the others.
      relevance:
        sql<number>`case when ${listings.searchVector} @@ ${anyWord(words)} then ${rankOf(words)} else 0 end`.mapWith(
          Number,
        ),
    })
    .from(listings)
    .where(inArray(listings.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      { places: row.places.map((place) => place || null), relevance: row.relevance },
    ]),
  );
}

const percentOf = (share: number): number => Math.max(0, Math.min(100, Math.round(100 * share)));

/**
 * Criteria: the weighted share of them the home meets, with a reason per criterion; close when it misses
 * any (the list holds exact and close matches only, see countMatches).
 */
function criteriaMatch(row: SummaryRow, terms: readonly SearchTerm[]): ListingMatch {
  const metAll = terms.map((term) => term.meets(row));
  const total = terms.reduce((sum, term) => sum + term.weight, 0);
  const met = terms.reduce((sum, term, i) => sum + (metAll[i] ? term.weight : 0), 0);
  const reasons = terms.flatMap((term) => term.reason(row) ?? []);
  return { percent: percentOf(met / total), close: metAll.includes(false), reasons };
}

/**
 * Free words only: the home's text relevance, the figure it was ranked by, as a share of a home whose name
 * mentions every word (100); a word found only in the address or the description counts its weight (see
 * textWeights), more mentions of it a little more. So the percent falls as the ranking does (past the
 * rescore window, deep in the results, the order is page order; see inTieOrder in search-ranking.ts). A
 * reason per word says where the home mentions it.
 */
function wordsMatch(words: readonly string[], mentions: WordMatch | undefined): ListingMatch {
  const reasons = words.map((word, i): MatchReason => {
    const place = mentions?.places[i] ?? null;
    return place
      ? { criterion: 'words', met: true, detail: reasonTexts.wordMet(word, place) }
      : { criterion: 'words', met: false, detail: reasonTexts.wordMissed(word) };
  });
  return {
    percent: percentOf((mentions?.relevance ?? 0) / nameOnlyRelevance),
    close: reasons.some((reason) => !reason.met),
    reasons,
  };
}

const dayMs = 86_400_000;

/** Nothing asked: verified and freshness, the two things the order is by (see freshnessHalfLifeDays). */
function freshnessMatch(row: SummaryRow, now: Date): ListingMatch {
  // A listing dated after `now` (clocks apart) counts as listed now.
  const ageMs = Math.max(0, now.getTime() - row.createdAt.getTime());
  const days = Math.floor(ageMs / dayMs);
  const freshness = 0.5 ** (ageMs / (freshnessHalfLifeDays * dayMs));
  return {
    percent: percentOf((row.verified ? 0.5 : 0) + 0.5 * freshness),
    close: false,
    reasons: [
      {
        criterion: 'none',
        met: row.verified,
        detail: row.verified ? reasonTexts.verified : reasonTexts.notVerified,
      },
      { criterion: 'none', met: days < freshnessHalfLifeDays, detail: reasonTexts.listedAgo(days) },
    ],
  };
}

/**
 * GET /api/search: reads the text (or takes the given criteria), counts the homes matching it (countMatches:
 * exact, and close ones missing one criterion, such as a home in a neighbouring area) and returns one page of
 * them, exact matches first, with a match analysis per home. The list holds the matches only: a search that
 * asked something never pages through the whole inventory. With nothing asked the list is every live home of
 * the intent, verified and newest first. The percent is the share of the criteria's weights the home meets;
 * with free words only, the text relevance; with nothing asked, verified and freshness.
 */
export async function searchListings(ctx: ServiceContext, query: SearchQuery): Promise<SearchResponse> {
  const parsed = query.criteria ?? parseSearchText(query.q);
  const intent: Intent = parsed.intent ?? query.intent ?? 'rent';
  const criteria: SearchCriteria = { ...parsed, intent };
  const [locationIds, neighbourIds] = await Promise.all([
    locationIdsOf(ctx.db, criteria.locations),
    locationIdsOf(ctx.db, neighboursOf(criteria.locations)),
  ]);
  const nearbyIds = [...locationIds, ...neighbourIds];
  const terms = searchTerms(criteria, locationIds, nearbyIds);
  const words = relevanceWords(criteria.unmatchedTerms);
  const response = { criteria, page: query.page, pageSize: query.pageSize };
  const asked = terms.length > 0 || words.length > 0;

  const offset = (query.page - 1) * query.pageSize;
  const rank = (need: number) =>
    rankListings(ctx.db, { intent, terms, words, onlyMentioning: terms.length === 0 }, need);
  let matches: MatchCounts | null = null;
  let total: number | undefined;
  let page: RankedListing[];
  if (asked) {
    // The count and the ranking run side by side (two connections on PostgreSQL): the ranking puts the
    // matches first, so the page is its rows up to the count, and a search costs the slower of the two.
    const [counted, ranked] = await Promise.all([
      countMatches(ctx.db, {
        intent,
        terms,
        words,
        neighbourIds: neighbourIds.filter((id) => !locationIds.includes(id)),
      }),
      rank(offset + query.pageSize),
    ]);
    matches = counted;
    total = counted.exact + counted.close;
    if (offset >= total) return { ...response, matches, total, results: [] };
    page = ranked.slice(offset, total);
  } else {
    if (offset > 0) {
      // Past the first page the count comes first: a page beyond the inventory is answered without ranking
      // it. On the first page it rides along with the page's rows.
      total = await liveCount(ctx.db, intent);
      if (offset >= total) return { ...response, matches, total, results: [] };
    }
    page = (await rank(Math.min(offset + query.pageSize, total ?? Infinity))).slice(offset);
  }
  if (page.length === 0)
    return { ...response, matches, total: total ?? (await liveCount(ctx.db, intent)), results: [] };
  const pageIds = page.map((row) => row.id);
  const pageRows = await selectSearchPageRows(ctx.db, pageIds, intent);
  total ??= pageRows[0]?.live ?? (await liveCount(ctx.db, intent));
  const rows = new Map(pageRows.map((row) => [row.id, row]));
  const mentions =
    terms.length === 0 && words.length > 0 ? await wordMatches(ctx.db, pageIds, words) : undefined;
  const now = ctx.now();

  const results = page.flatMap((ranked) => {
    const row = rows.get(ranked.id);
    if (!row) return [];
    const match =
      terms.length > 0
        ? criteriaMatch(row, terms)
        : words.length > 0
          ? wordsMatch(words, mentions?.get(ranked.id))
          : freshnessMatch(row, now);
    return [{ ...toSummary(row), match }];
  });
  return { ...response, matches, total, results };
}
