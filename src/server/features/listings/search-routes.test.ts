import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponse, type SearchResponse } from '@common/listings/listing-contracts';
import { emptyCriteria } from '@common/search/search-criteria';
import { listings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listingFixtures } from './testing/listing-fixtures';

describe('GET /api/search', () => {
  let t: TestApp;
  const id: Record<string, string> = {};

  const search = async (params: Record<string, string>) => {
    const res = await t.request(`/api/search?${new URLSearchParams(params)}`);
    expect(res.status).toBe(200);
    return searchResponse.parse(await res.json());
  };
  const names = (body: SearchResponse) => body.results.map((result) => result.name);

  beforeAll(async () => {
    t = await createTestApp();
    const fixtures = await listingFixtures(t.database.db);
    // Inserted in this order, so each is newer than the one before.
    id.exact = await fixtures.insert({
      name: 'Exact',
      price: 55_000,
      description: 'Bright, with a view of the city.',
    });
    id.overBudget = await fixtures.insert({ name: 'Over budget', price: 65_000 });
    id.oneBedroom = await fixtures.insert({ name: 'One bedroom', bedrooms: 1, price: 45_000 });
    id.kileleshwa = await fixtures.insert({ name: 'Kileleshwa', location: 'Kileleshwa', price: 50_000 });
    id.westlands = await fixtures.insert({
      name: 'Westlands mansion',
      location: 'Westlands',
      propertyType: 'villa',
      bedrooms: 4,
      bathrooms: 4,
      price: 300_000,
      amenities: ['pool', 'garden'],
      description: 'A quiet home behind a tall hedge.',
    });
    id.pending = await fixtures.insert({ name: 'Pending', price: 40_000, status: 'pending' });
    id.let = await fixtures.insert({ name: 'Let', price: 40_000, status: 'let' });
    id.forSale = await fixtures.insert({
      name: 'For sale',
      intent: 'buy',
      price: 12_000_000,
      condition: 'very_good',
    });
    id.verified = await fixtures.insert({
      name: 'Verified exact',
      price: 58_000,
      verified: true,
      createdAt: new Date(Date.UTC(2026, 0, 1)),
    });
  });
  afterAll(() => t.close());

  it('answers the contract: parsed criteria, total, page and cards with a match analysis', async () => {
    const res = await t.request('/api/search?q=2%20bedroom%20in%20Kilimani%20under%2060k');
    expect(res.status).toBe(200);
    expect(res.headers.get('server-timing')).toMatch(/^search;dur=\d+\.\d, total;dur=\d+\.\d$/);
    const body = searchResponse.parse(await res.json());
    expect(body.criteria).toEqual({
      ...emptyCriteria(),
      intent: 'rent',
      bedrooms: { min: 2, max: 2 },
      price: { min: null, max: 60_000 },
      locations: ['Kilimani'],
    });
    // Two homes meet everything; three miss one thing (a bedroom, the budget, or are next door in
    // Kileleshwa). The villa in Westlands (next door too, but over budget and bigger) is no match at all.
    expect(body.matches).toEqual({ exact: 2, close: 3, exactCapped: false, closeCapped: false });
    expect(body.total).toBe(5);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(12);
    const first = body.results[0]!;
    expect(first).toMatchObject({
      id: id.verified,
      intent: 'rent',
      propertyType: 'apartment',
      location: { name: 'Kilimani', city: 'Nairobi' },
      host: { name: 'Westlands Homes Ltd', kind: 'agency' },
      condition: null,
      verified: true,
      videoUrl: null,
    });
    expect(first.photos).toHaveLength(3);
    expect(first.photos[0]).toEqual({
      id: 'ex-a-000000000001',
      room: 'exterior',
      alt: 'Outside, Verified exact',
      url: '/api/listing-photos/ex-a-000000000001?w=768',
      srcSet: expect.stringContaining('/api/listing-photos/ex-a-000000000001?w=320 320w'),
      width: 768,
      height: 576,
    });
  });

  it('lists the homes meeting every criterion, then the close matches by what they miss, with reasons', async () => {
    const body = await search({ q: '2 bedroom in Kilimani under 60k' });
    // Full matches: verified first. Then the close matches: the one missing bedrooms (weight 2), then the two
    // missing the price or the area (weight 3; Kileleshwa is next to Kilimani) newest first. Not the home
    // missing three of the four.
    expect(names(body)).toEqual(['Verified exact', 'Exact', 'One bedroom', 'Kileleshwa', 'Over budget']);
    expect(body.results.map((result) => result.match.close)).toEqual([false, false, true, true, true]);
    // The weights: area 3, in or next to it 1, price 3, bedrooms 2.
    expect(body.results.map((result) => result.match.percent)).toEqual([100, 100, 78, 67, 67]);
    const reasons = Object.fromEntries(body.results.map((result) => [result.name, result.match.reasons]));
    expect(reasons['Exact']).toEqual([
      { criterion: 'location', met: true, detail: 'In Kilimani' },
      { criterion: 'price', met: true, detail: 'KES 55,000, within budget' },
      { criterion: 'bedrooms', met: true, detail: '2 bedrooms' },
    ]);
    expect(reasons['Over budget']).toContainEqual({
      criterion: 'price',
      met: false,
      detail: 'KES 5,000 over budget',
    });
    expect(reasons['One bedroom']).toContainEqual({
      criterion: 'bedrooms',
      met: false,
      detail: '1 bedroom fewer',
    });
    expect(reasons['Kileleshwa']).toContainEqual({
      criterion: 'location',
      met: false,
      detail: 'In Kileleshwa, 1.3 km from Kilimani',
    });
    // One reason per criterion: being next door is the location's reason, not one of its own.
    expect(reasons['Kileleshwa']).toHaveLength(3);
  });

  it('orders a tie by the text relevance of the free words before verified and newest', async () => {
    const body = await search({ q: '2 bedroom in Kilimani under 60k with a view' });
    expect(body.criteria.unmatchedTerms).toEqual(['view']);
    expect(names(body).slice(0, 2)).toEqual(['Exact', 'Verified exact']);
  });

  it('lists and counts nothing, never the whole inventory, when no home comes close to what was asked', async () => {
    const body = await search({ q: '5 bedroom bungalow in Kayole under 10k with a borehole' });
    expect(body).toMatchObject({ matches: { exact: 0, close: 0 }, total: 0, results: [] });
  });

  it('counts a bungalow or a villa as a house', async () => {
    const body = await search({ q: 'a house in Westlands' });
    expect(body.matches).toEqual({ exact: 1, close: 0, exactCapped: false, closeCapped: false });
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({
      name: 'Westlands mansion',
      match: { percent: 100, close: false },
    });
    expect(body.results[0]!.match.reasons).toContainEqual({
      criterion: 'propertyType',
      met: true,
      detail: 'Villa',
    });
    // The four apartments in Kilimani miss only the type, the villa next door in Westlands only the area (not
    // the apartment next door in Kileleshwa, which misses both).
    const kilimani = await search({ q: 'a house in Kilimani' });
    expect(kilimani.matches).toEqual({ exact: 0, close: 5, exactCapped: false, closeCapped: false });
    expect(kilimani.results[0]!.match.reasons).toContainEqual({
      criterion: 'propertyType',
      met: false,
      detail: 'Apartment, not house',
    });
    expect(names(kilimani)).toContain('Westlands mansion');
  });

  it('gives one reason per amenity asked for', async () => {
    const body = await search({ q: 'villa with a pool and a gym' });
    expect(body.results[0]!.name).toBe('Westlands mansion');
    expect(body.results[0]!.match.reasons).toEqual([
      { criterion: 'propertyType', met: true, detail: 'Villa' },
      { criterion: 'amenities', met: true, detail: 'Has swimming pool' },
      { criterion: 'amenities', met: false, detail: 'No gym' },
    ]);
    expect(body.results[0]!.match.percent).toBe(75);
  });

  it('with nothing asked, ranks verified then newest and scores exactly that', async () => {
    const body = await search({ q: '' });
    expect(names(body)).toEqual([
      'Verified exact',
      'Westlands mansion',
      'Kileleshwa',
      'One bedroom',
      'Over budget',
      'Exact',
    ]);
    // Half for being verified, half for freshness (search-relevance.test.ts pins the figures down).
    const percents = body.results.map((result) => result.match.percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(percents[0]).toBeGreaterThanOrEqual(50);
    expect(Math.max(...percents.slice(1))).toBeLessThan(50);
    expect(body.results[0]!.match.reasons).toEqual([
      { criterion: 'none', met: true, detail: 'Verified by ABODE' },
      { criterion: 'none', met: false, detail: expect.stringMatching(/^Listed \d+ days ago$/) },
    ]);
    expect(body.results[1]!.match.reasons[0]).toEqual({
      criterion: 'none',
      met: false,
      detail: 'Not verified by ABODE yet',
    });
  });

  it('with only free words, ranks and scores by the text relevance of each home', async () => {
    const body = await search({ q: 'quiet hedge' });
    expect(body.criteria.unmatchedTerms).toEqual(['quiet', 'hedge']);
    expect(body.results[0]).toMatchObject({
      name: 'Westlands mansion',
      match: {
        // Both words, in the description: 40 of the 100 a home naming both would get.
        percent: 40,
        reasons: [
          { criterion: 'words', met: true, detail: 'Mentions “quiet” in its description' },
          { criterion: 'words', met: true, detail: 'Mentions “hedge” in its description' },
        ],
      },
    });
    // Only the homes mentioning the words are listed and counted.
    expect(body.matches).toEqual({ exact: 1, close: 0, exactCapped: false, closeCapped: false });
    expect(body.results).toHaveLength(1);
  });

  it('searches the page intent, unless the text names one', async () => {
    expect(names(await search({ q: '', intent: 'buy' }))).toEqual(['For sale']);
    const overridden = await search({ q: 'apartment for sale in Kilimani', intent: 'rent' });
    expect(overridden.criteria.intent).toBe('buy');
    expect(names(overridden)).toEqual(['For sale']);
    expect(overridden.results[0]!.condition).toBe('very_good');
  });

  it('only ever shows live listings', async () => {
    for (const q of ['', '2 bedroom in Kilimani under 60k', 'pending', 'let']) {
      const body = await search({ q, pageSize: '48' });
      expect(body.results.map((result) => result.id)).not.toContain(id.pending);
      expect(body.results.map((result) => result.id)).not.toContain(id.let);
    }
  });

  it('pages through the same order', async () => {
    const all = names(await search({ q: '2 bedroom in Kilimani under 60k' }));
    const second = await search({ q: '2 bedroom in Kilimani under 60k', page: '2', pageSize: '2' });
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5, matches: { exact: 2, close: 3 } });
    expect(names(second)).toEqual(all.slice(2, 4));
    const third = await search({ q: '2 bedroom in Kilimani under 60k', page: '3', pageSize: '2' });
    expect(names(third)).toEqual(all.slice(4, 5));
    const beyond = await search({ q: '2 bedroom in Kilimani under 60k', page: '4', pageSize: '2' });
    expect(beyond.results).toEqual([]);
    expect(beyond.total).toBe(5);
  });

  it('takes criteria instead of text, e.g. after a chip was removed', async () => {
    const criteria = { ...emptyCriteria(), locations: ['Kileleshwa'] };
    const body = await search({ q: '2 bedroom in Kilimani', criteria: JSON.stringify(criteria) });
    expect(body.criteria).toEqual({ ...criteria, intent: 'rent' });
    expect(names(body)[0]).toBe('Kileleshwa');
  });

  it('treats quotes, SQL and markup as plain text', async () => {
    const q = `2br Kilimani'; DROP TABLE listings; -- <script>alert("x")</script> " OR 1=1`;
    const body = await search({ q });
    expect(body.total).toBe(5);
    expect(body.criteria.locations).toEqual(['Kilimani']);
    expect(body.criteria.unmatchedTerms).toEqual(expect.arrayContaining(['drop', 'table', 'script']));
    const [row] = await t.database.db.select({ n: count() }).from(listings);
    expect(row!.n).toBe(9);
  });

  it.each([
    ['page=abc', 'page: must be a whole number from 1 to 1000'],
    ['page=0', 'page: must be a whole number from 1 to 1000'],
    ['page=1.5', 'page: must be a whole number from 1 to 1000'],
    ['page=1001', 'page: must be at most 1000; narrow the search instead of paging further'],
    ['pageSize=49', 'pageSize: must be a whole number from 1 to 48'],
    ['pageSize=ten', 'pageSize: must be a whole number from 1 to 48'],
    ['intent=sell', 'intent: must be rent or buy'],
    [`q=${'a'.repeat(501)}`, 'q: The search text must be at most 500 characters'],
    ['criteria=%7Bnot-json', 'criteria: must be the JSON of a search criteria object'],
  ])('refuses %s with a 400 saying what is wrong', async (query, message) => {
    const res = await t.request(`/api/search?${query}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('accepts text of exactly 500 characters', async () => {
    const res = await t.request(`/api/search?q=${'kilimani '.repeat(55).slice(0, 500)}`);
    expect(res.status).toBe(200);
  });
});
