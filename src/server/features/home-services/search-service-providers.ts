import { and, or, sql } from 'drizzle-orm';
import { isLocationName } from '@common/locations/locations';
import type {
  ServiceCriteria,
  ServiceSearchQuery,
  ServiceSearchResponse,
} from '@common/services/service-contracts';
import { parseServiceText } from '@common/services/parse-service-text';
import type { ServiceContext } from '../../context';
import { serviceProviders } from '../../db/schema/index';
import { countListedProviders, directoryQuestionOf } from './listed-provider-directory';
import { offersAnyOf } from './provider-masks';
import { toProviderSummary, type ProviderRow } from './provider-rows';
import { countRankGroups, rankGroups, readRankedPage } from './service-ranking';
import {
  mentionSql,
  mentionsSql,
  relevanceWords,
  scoreSql,
  serviceMatchOf,
  serviceSearchTerms,
} from './service-search-terms';

/**
 * GET /api/services/search: reads the text (or takes the given criteria) and ranks the listed providers
 * passing the category filter:
 *
 *   ORDER BY right trade DESC, nearness DESC (service-ranking.ts), score DESC, mentions DESC, verified DESC,
 *            average rating DESC, review count DESC, days open DESC, newest, id
 *
 * Criteria rank, they never filter, so full matches come first and near misses follow with their reasons.
 * Every key is a column, so the order is total and the same search always gives the same page. The page is
 * read group by group (readRankedPage) while the providers and the matches are counted beside it, from this
 * server's copy of the directory (listed-provider-directory.ts) or in one pass over the masks index.
 */
export async function searchServiceProviders(
  ctx: ServiceContext,
  query: ServiceSearchQuery,
): Promise<ServiceSearchResponse> {
  const criteria: ServiceCriteria = query.criteria ?? parseServiceText(query.q);
  const terms = serviceSearchTerms(criteria);
  const words = relevanceWords(criteria.unmatchedTerms);
  // Offers the category (categories @> array[category]: one category, so the same as offering any of one).
  const filter = query.category ? offersAnyOf([query.category]) : undefined;
  const response = { criteria, category: query.category, page: query.page, pageSize: query.pageSize };

  // The score adds the weights of the criteria met. The category term is the trade key itself and, when
  // every asked place is a known area, the location term is "same area": both are constant within a group
  // of equal trade and nearness, so then only the price varies it, and "meets the price" ranks as a group
  // key (preferred) read along the rank index; an unknown place leaves the score to order each group.
  const placesKnown = criteria.locations.every((location) => isLocationName(location));
  const price = terms.find((term) => term.criterion === 'price');
  const plan = {
    categories: criteria.categories,
    locations: criteria.locations,
    filter,
    preferred: placesKnown ? price?.condition : undefined,
    finerKeys: [
      ...(terms.length > 0 && !placesKnown ? [sql`(${scoreSql(terms)}) desc`] : []),
      ...(words.length > 0 ? [sql`(${mentionsSql(words)}) desc`] : []),
    ],
  };

  // A provider matches when it meets any criterion or mentions any word; with nothing asked, every one does.
  // One pass, the cheapest test first; without words it reads only the masks index (category and area bits
  // and price of the listed providers: integer tests on narrow entries), never the rows.
  const conditions = [
    ...terms.filter((term) => term.criterion === 'price'),
    ...terms.filter((term) => term.criterion !== 'price'),
  ]
    .map((term) => term.condition)
    .concat(words.map((word) => mentionSql(word)));
  const summariesOf = (rows: ProviderRow[]) =>
    rows.map((row) => ({ ...toProviderSummary(row), match: serviceMatchOf(row, terms, words) }));
  const matchedCount =
    conditions.length > 0
      ? sql<number>`(count(*) filter (where ${or(...conditions)}))::int`
      : sql<number>`count(*)::int`;
  const page = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };

  // A category filter outside the asked trades ('plumber', filtered to cleaning) leaves the best group (the
  // asked trade within the filter) all but empty, so reading it first would only lead to counting every
  // group: count them in this same pass instead, then read the page's groups straight away.
  if (query.category && criteria.categories.length > 0 && !criteria.categories.includes(query.category)) {
    const groups = rankGroups(plan);
    const { sizes, total, matched } = await countRankGroups(ctx.db, plan, groups, matchedCount);
    const ranked = await readRankedPage(ctx.db, plan, page, { groups, sizes });
    return { ...response, total, matched, results: summariesOf(ranked) };
  }

  // The counts from this server's copy of the directory when it holds what they test (no free words, every
  // place a known area), else in SQL; either way beside the page's read.
  const question = directoryQuestionOf(criteria, words, query.category);
  const countInSql = async () => {
    const [counted] = await ctx.db
      .select({ total: sql<number>`count(*)::int`, matched: matchedCount })
      .from(serviceProviders)
      .where(and(sql`${serviceProviders.listed}`, filter));
    return { total: counted?.total ?? 0, matched: counted?.matched ?? 0 };
  };
  const [counted, ranked] = await Promise.all([
    (question ? countListedProviders(ctx.db, question) : Promise.resolve(null)).then(
      (counts) => counts ?? countInSql(),
    ),
    readRankedPage(ctx.db, plan, page),
  ]);
  return { ...response, ...counted, results: summariesOf(ranked) };
}
