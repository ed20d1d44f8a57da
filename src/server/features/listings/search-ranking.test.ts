import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchText } from '@common/search/parse-search-text';
import type { DatabaseHandle } from '../../db/client';
import { listings } from '../../db/schema/index';
import { seedListings } from './demo/seed-demo-listings';
import { createTestDatabase } from '../../testing/test-database';
import { relevanceWords } from './search-listings';
import { commonWordShare, rankByFullScan, rankListings, setsReaching, type RankPlan } from './search-ranking';
import { locationIdsOf } from './location-ids';
import { neighboursOf, searchTerms, type SearchTerm } from './search-terms';
import { wordShares } from './word-shares';

// Realistic searches and unlikely ones (no full match, a bargain in a luxury area), so every stage of the
// ranking runs: full matches, the location and type stages, and the full scan.
const searches: Array<[text: string, intent: 'rent' | 'buy']> = [
  ['2 bedroom in Kilimani under 60k', 'rent'],
  ['bedsitter Ruaka', 'rent'],
  ['bedsitter in Westlands below 8k', 'rent'],
  ['3br maisonette with dsq Syokimau 40k', 'rent'],
  ['villa with pool under 100k', 'rent'],
  ['5 bedroom villa in Kayole with gym and lift', 'rent'],
  ['house for sale in Karen 4 bedroom', 'buy'],
  ['townhouse in Kileleshwa for sale under 3m', 'buy'],
  ['2 bedroom 1 bathroom Juja between 30k and 35k', 'rent'],
  ['apartment with parking and borehole', 'rent'],
  ['spacious 2 bedroom with a view in South C', 'rent'],
  ['quiet family home near a good school', 'rent'],
  ['studio Westlands furnished gym quiet', 'rent'],
  ['Thika road 1 bedroom 15k', 'rent'],
  ['4 bedroom', 'rent'],
  ['plot for sale in Kitengela', 'buy'],
  ['1 bedroom in Muthaiga under 145k', 'rent'],
  ['furnished apartment in Ruiru with gym', 'rent'],
  ['2 bedroom 1 bathroom Gigiri between 170k and 190k', 'rent'],
  ['modern 1 bedroom near Spring Valley with parking', 'rent'],
  ['bedsitter with a pool and a lift in Karen under 20k', 'rent'],
  ['2 bedroom 1 bathroom Muthaiga between 155k and 175k', 'rent'],
  ['3 bedroom 2 bathroom South B between 75k and 70k', 'rent'],
  ['spacious 4 bedroom house in Runda under 50k with a pool', 'rent'],
  ['', 'rent'],
];

describe('setsReaching', () => {
  const term = (criterion: string, weight: number) =>
    ({ criterion, weight, rankWeight: weight }) as unknown as SearchTerm;
  const [location, price, bedrooms, bathrooms] = [
    term('location', 3),
    term('price', 3),
    term('bedrooms', 2),
    term('bathrooms', 1),
  ];
  const terms = [location!, price!, bedrooms!, bathrooms!];
  const names = (sets: SearchTerm[][]) => sets.map((set) => set.map((t) => t.criterion).join('+')).sort();

  it('lists the lightest sets of criteria reaching a score, and no set holding a lighter one', () => {
    expect(names(setsReaching(terms, 5))).toEqual(['location+bedrooms', 'location+price', 'price+bedrooms']);
    expect(names(setsReaching(terms, 8))).toEqual(['location+price+bedrooms']);
    expect(names(setsReaching(terms, 9))).toEqual(['location+price+bedrooms+bathrooms']);
    expect(names(setsReaching(terms, 1))).toEqual(['bathrooms', 'bedrooms', 'location', 'price']);
  });

  it('has nothing to narrow by at 0 and nothing that reaches past the total', () => {
    expect(setsReaching(terms, 0)).toEqual([]);
    expect(setsReaching(terms, 10)).toEqual([]);
  });
});

describe('the staged ranking', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedListings(database.db, 3000);
  }, 120_000);
  afterAll(() => database.close());

  it.each(searches)('gives exactly the full scan order for "%s" (%s)', async (text, pageIntent) => {
    const criteria = parseSearchText(text);
    const plan: RankPlan = {
      intent: criteria.intent ?? pageIntent,
      terms: searchTerms(
        criteria,
        await locationIdsOf(database.db, criteria.locations),
        await locationIdsOf(database.db, [...criteria.locations, ...neighboursOf(criteria.locations)]),
      ),
      words: relevanceWords(criteria.unmatchedTerms),
      // Free words alone rescore a window of the homes mentioning them (tested below); wider than the
      // inventory, the order is the full scan's.
      rescoreWindow: 100_000,
    };
    for (const need of [12, 60]) {
      const staged = await rankListings(database.db, plan, need);
      const reference = await rankByFullScan(database.db, plan, need);
      expect(staged.map((row) => row.id)).toEqual(reference.map((row) => row.id));
      if (plan.terms.length > 0)
        expect(staged.map((row) => row.score)).toEqual(reference.map((row) => row.score));
    }
  });

  /**
   * The order with free words only, written out in plain SQL: ts_rank with the weights name 1.0, address 0.7,
   * description 0.4 over the first `window` homes mentioning a word in page order, then every other home in
   * page order. Written independently of search-ranking.ts, so it fails if the ranking stops using them.
   */
  async function wordsOnlyReference(
    words: string[],
    window: number,
    need: number,
    tie: SQL = sql`true`,
  ): Promise<string[]> {
    const query = sql.join(
      words.map((word) => sql`plainto_tsquery('english', ${word})`),
      sql` || `,
    );
    const live: SQL = sql`status = 'live' and intent = 'rent' and ${tie}`;
    const rows = await database.db
      .select({ id: sql<string>`id` })
      .from(
        sql`(
          with hits as (
            select id, verified, created_at,
              ts_rank('{0.1, 0.4, 0.7, 1.0}', search_vector, ${query}) as relevance
            from ${listings}
            where ${live} and search_vector @@ (${query})
            order by verified desc, created_at desc, id desc
            limit ${window}
          )
          select id, 0 as part, relevance, verified, created_at from hits
          union all
          select id, 1, 0, verified, created_at from ${listings}
          where ${live} and id not in (select id from hits)
        ) as ordered`,
      )
      .orderBy(sql`part, relevance desc, verified desc, created_at desc, id desc`)
      .limit(need);
    return rows.map((row) => row.id);
  }

  it.each([
    [['quiet'], 5000],
    [['quiet', 'family', 'good', 'school'], 5000],
    [['spacious', 'view'], 5000],
    [['quiet'], 40],
    [['spacious', 'view'], 25],
  ])(
    'ranks free words %j by weighted ts_rank over the first %i homes mentioning one',
    async (words, window) => {
      const plan: RankPlan = { intent: 'rent', terms: [], words, rescoreWindow: window };
      for (const need of [12, 60]) {
        const ranked = await rankListings(database.db, plan, need);
        expect(ranked.map((row) => row.id)).toEqual(await wordsOnlyReference(words, window, need));
      }
    },
  );

  it('knows from the statistics which words are common, so the areas are scanned only for those', async () => {
    const [spacious, view, nonsense, stopWord] = await wordShares(database.db, [
      'spacious',
      'view',
      'zzyzx',
      'the',
    ]);
    const mentioning = async (word: string) => {
      const [row] = await database.db
        .select({
          share: sql<number>`avg((search_vector @@ plainto_tsquery('english', ${word}))::int)::float8`,
        })
        .from(listings);
      return Number(row!.share);
    };
    // ANALYZE samples the table, so the estimate is near the true share, not equal to it.
    expect(spacious).toBeGreaterThan(commonWordShare);
    expect(Math.abs(spacious! - (await mentioning('spacious')))).toBeLessThan(0.05);
    expect(Math.abs(view! - (await mentioning('view')))).toBeLessThan(0.05);
    expect(nonsense).toBe(0);
    expect(stopWord).toBe(0);
  });

  it('rescores the same window within a tie of criteria: homes in Kilimani mentioning "spacious"', async () => {
    const criteria = parseSearchText('Kilimani');
    const locationIds = await locationIdsOf(database.db, criteria.locations);
    const plan: RankPlan = {
      intent: 'rent',
      terms: searchTerms(criteria, locationIds),
      words: ['spacious'],
      rescoreWindow: 5,
    };
    const inKilimani = sql`location_id in (${sql.join(locationIds, sql`, `)})`;
    for (const need of [3, 12]) {
      const ranked = await rankListings(database.db, plan, need);
      expect(ranked.map((row) => row.id)).toEqual(
        await wordsOnlyReference(['spacious'], 5, need, inKilimani),
      );
    }
  });
});
