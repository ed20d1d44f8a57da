import { and, count, sql } from 'drizzle-orm';
import type {
  ServiceCriteria,
  ServiceSearchQuery,
  ServiceSearchResponse,
} from '@common/services/service-contracts';
import { parseServiceText } from '@common/services/parse-service-text';
import type { ServiceContext } from '../../context';
import { profiles, serviceProviders, userRoles } from '../../db/schema/index';
import { listedJoin, selectListedProviders, toProviderSummary } from './provider-rows';
import { jobRankingOrder, ratingAndAvailabilityOrder } from './service-ranking';
import {
  mentionsSql,
  relevanceWords,
  scoreSql,
  serviceMatchOf,
  serviceSearchTerms,
} from './service-search-terms';

/**
 * GET /api/services/search: reads the text (or takes the given criteria) and ranks every listed provider
 * passing the category filter:
 *
 *   ORDER BY right trade DESC, nearness DESC (service-ranking.ts), score DESC, mentions DESC, verified DESC,
 *            average rating DESC, review count DESC, days open DESC, newest, id
 *
 * Criteria rank, they never filter, so full matches come first and near misses follow with their reasons.
 * Every key is a column, so the order is total and the same search always gives the same page. One scored
 * pass over the providers: at 10,000 of them this is a few milliseconds on PostgreSQL (bench:services), far
 * from needing the staged ranking homes use at a million rows.
 */
export async function searchServiceProviders(
  ctx: ServiceContext,
  query: ServiceSearchQuery,
): Promise<ServiceSearchResponse> {
  const criteria: ServiceCriteria = query.criteria ?? parseServiceText(query.q);
  const terms = serviceSearchTerms(criteria);
  const words = relevanceWords(criteria.unmatchedTerms);
  const filter = query.category
    ? sql`${serviceProviders.categories} @> array[${query.category}]::text[]`
    : undefined;
  const response = { criteria, category: query.category, page: query.page, pageSize: query.pageSize };

  // A provider matches when it meets any criterion or mentions any word; with nothing asked, every one does.
  const asked = terms.length > 0 || words.length > 0;
  const matches = sql`(${scoreSql(terms)}) + (${mentionsSql(words)}) > 0`;
  const [counted] = await ctx.db
    .select({
      total: count(),
      matched: asked ? sql<number>`count(*) filter (where ${matches})::int` : count(),
    })
    .from(serviceProviders)
    .innerJoin(profiles, listedJoin.profile)
    .innerJoin(userRoles, listedJoin.role)
    .where(and(filter));
  const total = counted?.total ?? 0;
  const matched = counted?.matched ?? 0;
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= total) return { ...response, total, matched, results: [] };

  const rows = await selectListedProviders(ctx.db)
    .where(and(filter))
    .orderBy(
      // The one ranking (service-ranking.ts): right trade, then nearness; then the search's own keys. A
      // constant would read as a column position, so an empty score or mention count is left out.
      ...jobRankingOrder(criteria),
      ...(terms.length > 0 ? [sql`(${scoreSql(terms)}) desc`] : []),
      ...(words.length > 0 ? [sql`(${mentionsSql(words)}) desc`] : []),
      sql`verified desc`,
      ...ratingAndAvailabilityOrder(),
      sql`${serviceProviders.createdAt} desc`,
      sql`${serviceProviders.id} desc`,
    )
    .limit(query.pageSize)
    .offset(offset);

  const results = rows.map((row) => ({
    ...toProviderSummary(row),
    match: serviceMatchOf(row, terms, words),
  }));
  return { ...response, total, matched, results };
}
