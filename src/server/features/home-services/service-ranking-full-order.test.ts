import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiredKycCategories } from '@common/kyc/kyc-documents';
import { parseServiceText } from '@common/services/parse-service-text';
import { serviceSearchQuery, type ServiceCriteria } from '@common/services/service-contracts';
import type { ServiceCategory } from '@common/services/service-categories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemoServiceProviders } from './demo/seed-demo-providers';
import { rankProvidersForJob } from './rank-providers-for-job';
import { searchServiceProviders } from './search-service-providers';
import { nearnessRings } from './service-ranking';
import { mentionsSql, relevanceWords, scoreSql, serviceSearchTerms } from './service-search-terms';
import { insertProvider } from './testing/service-fixtures';

// Searches of every shape: trade and place, several places, a budget, a category filter, free words alone,
// words with a trade, nothing at all, nothing that matches, a place outside Nairobi and pages deep enough
// to run past the first groups (right trade in the same area, next door, ...) into the later ones.
const searches: Array<Record<string, string>> = [
  { q: 'fix a leaking tap in Kilimani' },
  { q: 'fix a leaking tap in Kilimani', page: '3', pageSize: '12' },
  { q: 'plumber in Kileleshwa under 2k' },
  { q: 'plumber in Kileleshwa under 2k', page: '4', pageSize: '24' },
  { q: 'moving house from Ruaka to Kasarani' },
  { q: 'moving house from Ruaka to Kasarani', page: '2', pageSize: '48' },
  { q: 'handyman in South B between 1k and 5k' },
  { q: 'painter in Ngong Road', category: 'painting' },
  { q: 'electrician in Thika', category: 'plumbing', page: '2' },
  // A filter outside the asked trade: the groups are counted with the matches, then read (no best-first read).
  { q: 'plumber in Kileleshwa under 2k', category: 'cleaning' },
  { q: 'plumber in Kileleshwa under 2k', category: 'cleaning', page: '2', pageSize: '12' },
  { q: 'mama fua in Nyali max 10k' },
  { q: 'deep cleaning in Mombasa' },
  { q: 'gardener' },
  { q: 'gardener', page: '5', pageSize: '30' },
  { q: 'carpenter below ksh 3,000', category: 'carpentry' },
  { q: 'reliable tidy painter in Westlands' },
  { q: 'reliable tidy', page: '2' },
  { q: 'zzzz qqqq' },
  { q: '' },
  { q: '', page: '7', pageSize: '48' },
  { q: 'delivery in Syokimau budget 1500', category: 'delivery' },
];

/** Rows of db.execute on PostgreSQL (an array) and on the embedded database ({ rows }) alike. */
const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;

describe('the ranking read group by group', () => {
  let t: TestApp;

  /**
   * The ranking written out plainly, as one ORDER BY over every listed provider, with listed and verified
   * from their definitions (phone verified and the role; the required KYC documents approved) rather than
   * from the columns the triggers keep: what the fast path must give, page for page.
   */
  async function fullOrder(
    criteria: Pick<ServiceCriteria, 'categories' | 'locations'> & Partial<ServiceCriteria>,
    options: { category?: ServiceCategory | null; finer?: boolean; limit: number; offset?: number },
  ) {
    const full: ServiceCriteria = { price: { min: null, max: null }, unmatchedTerms: [], ...criteria };
    const terms = options.finer ? serviceSearchTerms(full) : [];
    const words = options.finer ? relevanceWords(full.unmatchedTerms) : [];
    const list = (values: readonly string[]): SQL =>
      sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;
    const rings = nearnessRings(full.locations);
    const areas = sql`service_providers.areas`;
    const ring = (names: string[], value: number) =>
      names.length > 0 ? sql`when ${areas} && ${list(names)} then ${sql.raw(String(value))}` : sql``;
    // Each key only when asked: a constant would read as a column position.
    const firstKeys = [
      ...(full.categories.length > 0
        ? [sql`(service_providers.categories && ${list(full.categories)})::int desc`]
        : []),
      ...(rings.same.length > 0
        ? [
            sql`(case ${ring(rings.same, 3)} ${ring(rings.neighbouring, 2)} ${ring(rings.city, 1)} else 0 end) desc`,
          ]
        : []),
      ...(terms.length > 0 ? [sql`(${scoreSql(terms)}) desc`] : []),
      ...(words.length > 0 ? [sql`(${mentionsSql(words)}) desc`] : []),
    ];
    const filter = options.category
      ? sql`service_providers.categories @> array[${options.category}]::text[]`
      : sql`true`;
    const result = await t.database.db.execute(sql`
      select service_providers.id, (v.user_id is not null) as verified
      from service_providers
      join profiles f on f.id = service_providers.user_id and f.phone_verified_at is not null
      join user_roles r on r.user_id = service_providers.user_id and r.role = 'service_provider'
      left join (
        select user_id from kyc_documents
        where status = 'approved' and document_category in (${sql.join(
          requiredKycCategories.map((category) => sql`${category}`),
          sql`, `,
        )})
        group by user_id having count(*) = ${requiredKycCategories.length}
      ) v on v.user_id = service_providers.user_id
      where ${filter}
      order by ${sql.join([...firstKeys, sql`(v.user_id is not null) desc`], sql`, `)},
        service_providers.rating_total::float8 / nullif(service_providers.review_count, 0) desc nulls last,
        service_providers.review_count desc, jsonb_array_length(service_providers.availability -> 'days') desc,
        service_providers.created_at desc, service_providers.id desc
      limit ${options.limit} offset ${options.offset ?? 0}`);
    return rowsOf<{ id: string; verified: boolean }>(result).map((row) => ({
      id: row.id,
      verified: row.verified,
    }));
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await seedDemoServiceProviders(db, { logger: pino({ level: 'silent' }), providers: 240 });
    // Providers the search must leave out or tell apart: unlisted ones, half-verified ones, and exact ties
    // on every key but the id.
    const createdAt = new Date('2026-01-05T08:00:00Z');
    for (let i = 0; i < 6; i += 1) {
      await insertProvider(db, {
        businessName: `Twin Plumbing ${randomBytes(2).toString('hex')}`,
        categories: ['plumbing'],
        areas: ['Kilimani'],
        priceFrom: 1500,
        reviewCount: 2,
        ratingTotal: 9,
        createdAt,
        approvedKyc: i % 2 === 0 ? ['id_front', 'id_back', 'selfie'] : ['id_front', 'id_back'],
      });
    }
    await insertProvider(db, { businessName: 'Hidden Plumbing', areas: ['Kilimani'], phoneVerified: false });
    const roleless = await insertProvider(db, { businessName: 'Roleless Plumbing', areas: ['Kilimani'] });
    await db.execute(sql`
      delete from user_roles where user_id = (select user_id from service_providers where id = ${roleless})`);
  }, 180_000);
  afterAll(() => t.close());

  it.each(searches)('gives exactly the full order, total and matched count for %j', async (params) => {
    const query = serviceSearchQuery.parse(params);
    const response = await searchServiceProviders(t.serviceContext(null), query);
    const criteria = query.criteria ?? parseServiceText(query.q);
    const offset = (query.page - 1) * query.pageSize;
    const expected = await fullOrder(criteria, {
      category: query.category,
      finer: true,
      limit: query.pageSize,
      offset,
    });
    expect(response.results.map((r) => ({ id: r.id, verified: r.verified }))).toEqual(expected);

    const everyone = await fullOrder(criteria, { category: query.category, finer: true, limit: 100_000 });
    expect(response.total).toBe(everyone.length);
    const terms = serviceSearchTerms(criteria);
    const words = relevanceWords(criteria.unmatchedTerms);
    // Matched: meets a criterion or mentions a word, counted among those same providers; everyone when
    // nothing is asked.
    const asked = terms.length > 0 || words.length > 0;
    const [counted] = rowsOf<{ matched: number }>(
      await t.database.db.execute(sql`
        select count(*)::int as matched from service_providers
        where id in (${sql.join([...everyone.map((row) => sql`${row.id}`), sql`null`], sql`, `)})
          and (${asked ? sql`(${scoreSql(terms)}) + (${mentionsSql(words)}) > 0` : sql`true`})`),
    );
    expect(response.matched).toBe(counted!.matched);
    expect(response.matched).toBeLessThanOrEqual(response.total);
  });

  it.each([
    ['fix a leaking tap in Kilimani', 10],
    ['moving house from Ruaka to Kasarani', 40],
    ['painter in Nyali', 25],
    ['handyman', 15],
    ['', 12],
  ])('gives a maintenance assignment for "%s" the full order (%i providers)', async (text, limit) => {
    const criteria = parseServiceText(text);
    const ranked = await rankProvidersForJob(t.database.db, {
      categories: criteria.categories,
      locations: criteria.locations,
      limit,
    });
    const expected = await fullOrder(
      { categories: criteria.categories, locations: criteria.locations },
      { limit },
    );
    expect(ranked.map((p) => p.id)).toEqual(expected.map((row) => row.id));
  });
});
