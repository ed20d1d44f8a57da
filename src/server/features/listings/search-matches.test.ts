import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponse, type SearchResponse } from '@common/listings/listing-contracts';
import { neighbouringLocations } from '@common/locations/locations';
import { parseSearchText } from '@common/search/parse-search-text';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { countMatches } from './count-matches';
import { locationIdsOf } from './location-ids';
import { relevanceWords } from './search-listings';
import { neighboursOf, searchTerms } from './search-terms';
import { listingFixtures } from './testing/listing-fixtures';

/** Counts under the limit, as the answer gives them. */
const counted = (exact: number, close: number) => ({ exact, close, exactCapped: false, closeCapped: false });

// Issue 15, "Search results that tell the truth": the count is how many homes match what was asked (exact
// and close, counted by the server), never the inventory, and a named area ranks its neighbours (from the
// adjacency table home services ranks by) above distant areas.
describe('GET /api/search: matches counted, neighbours first', () => {
  let t: TestApp;

  const search = async (params: Record<string, string>) => {
    const res = await t.request(`/api/search?${new URLSearchParams({ pageSize: '48', ...params })}`);
    expect(res.status).toBe(200);
    return searchResponse.parse(await res.json());
  };
  const names = (body: SearchResponse) => body.results.map((result) => result.name);

  beforeAll(async () => {
    t = await createTestApp();
    const fixtures = await listingFixtures(t.database.db);
    // Inserted oldest first; the distant homes are the newest, so only the ranking can put them last.
    await fixtures.insert({ name: 'Westlands 2br', location: 'Westlands', price: 80_000 });
    await fixtures.insert({ name: 'Westlands 3br', location: 'Westlands', bedrooms: 3, price: 90_000 });
    await fixtures.insert({ name: 'Parklands 2br', location: 'Parklands', price: 70_000 });
    await fixtures.insert({ name: 'Lavington 2br', location: 'Lavington', price: 75_000 });
    await fixtures.insert({ name: 'Karen 2br', location: 'Karen', price: 80_000, verified: true });
    await fixtures.insert({ name: 'Ruiru 2br', location: 'Ruiru', price: 20_000, verified: true });
    await fixtures.insert({ name: 'Ruiru 1br', location: 'Ruiru', bedrooms: 1, price: 12_000 });
    await fixtures.insert({ name: 'Ruiru house', location: 'Ruiru', propertyType: 'house', bedrooms: 4 });
    await fixtures.insert({ name: 'For sale', location: 'Westlands', intent: 'buy', price: 20_000_000 });
  });
  afterAll(() => t.close());

  it('takes the neighbours from the shared adjacency table', () => {
    expect(neighbouringLocations.Westlands).toEqual(expect.arrayContaining(['Parklands', 'Lavington']));
    expect(neighbouringLocations.Westlands).not.toContain('Karen');
    expect(neighbouringLocations.Westlands).not.toContain('Ruiru');
  });

  it.each(['near Westlands', 'Westlands', 'homes in westie'])(
    '"%s": the area first, then its neighbours as close matches, never a distant area',
    async (q) => {
      const body = await search({ q });
      expect(body.matches).toEqual(counted(2, 2));
      expect(body.total).toBe(4);
      expect(names(body).slice(0, 2).sort()).toEqual(['Westlands 2br', 'Westlands 3br']);
      expect(names(body).slice(2).sort()).toEqual(['Lavington 2br', 'Parklands 2br']);
      expect(body.results.map((result) => result.match.close)).toEqual([false, false, true, true]);
      const parklands = body.results.find((result) => result.name === 'Parklands 2br')!;
      expect(parklands.match.reasons).toEqual([
        {
          criterion: 'location',
          met: false,
          detail: expect.stringMatching(/^In Parklands, \d\.\d km from Westlands$/),
        },
      ]);
    },
  );

  it('ranks a neighbouring area above a distant one that meets as much else', async () => {
    // Lavington, Parklands and Karen miss the area and meet the bedrooms; Parklands and Lavington are next door, Karen (verified,
    // newer) and Ruiru are not, so they miss two criteria and are no match.
    const body = await search({ q: '2 bedroom in Westlands' });
    expect(body.matches).toEqual(counted(1, 3));
    // The 3 bedroom in Westlands misses the bedrooms (weight 2), the neighbours the area (3), newest first.
    expect(names(body)).toEqual(['Westlands 2br', 'Westlands 3br', 'Lavington 2br', 'Parklands 2br']);
    expect(names(body)).not.toContain('Karen 2br');
  });

  it('counts exact and close matches of criteria without a place, never the inventory', async () => {
    // 2 bedrooms under 30k: Ruiru 2br meets both; Ruiru 1br misses the bedrooms; four 2 bedrooms miss the
    // budget; the 3 bedroom in Westlands and the house miss both.
    const body = await search({ q: '2 bedroom under 30k' });
    expect(body.matches).toEqual(counted(1, 5));
    expect(names(body)[0]).toBe('Ruiru 2br');
    // One criterion other than a place: missing it is missing everything asked, so no close matches.
    const houses = await search({ q: 'a house' });
    expect(houses.matches).toEqual(counted(1, 0));
    expect(names(houses)).toEqual(['Ruiru house']);
  });

  it('counts the homes mentioning every free word as matches and some of them as close', async () => {
    const body = await search({ q: 'quiet tests' });
    // Every fixture's description is 'A home for tests.': all 8 rentals mention "tests", none "quiet".
    expect(body.matches).toEqual(counted(0, 8));
    expect(body.results.every((result) => result.match.close)).toBe(true);
    const one = await search({ q: 'tests' });
    expect(one.matches).toEqual(counted(8, 0));
  });

  it('with nothing asked, lists every live home of the intent and says so (no match counts)', async () => {
    const body = await search({ q: '' });
    expect(body.matches).toBeNull();
    expect(body.total).toBe(8);
    expect(body.results.every((result) => !result.match.close)).toBe(true);
    expect((await search({ q: '', intent: 'buy' })).total).toBe(1);
  });

  it('pages through the matches only', async () => {
    const first = await search({ q: '2 bedroom under 30k', pageSize: '4' });
    const second = await search({ q: '2 bedroom under 30k', pageSize: '4', page: '2' });
    expect(first.results).toHaveLength(4);
    expect(second.results).toHaveLength(2);
    expect((await search({ q: '2 bedroom under 30k', pageSize: '4', page: '3' })).results).toEqual([]);
    expect(new Set([...names(first), ...names(second)]).size).toBe(6);
  });

  describe('counting stops one past the limit and says there are more', () => {
    /** countMatches for the text, with the limit given, as searchListings plans it. */
    const countUpTo = async (q: string, limit: number) => {
      const criteria = { ...parseSearchText(q), intent: 'rent' as const };
      const [locationIds, neighbourIds] = await Promise.all([
        locationIdsOf(t.database.db, criteria.locations),
        locationIdsOf(t.database.db, neighboursOf(criteria.locations)),
      ]);
      const terms = searchTerms(criteria, locationIds, [...locationIds, ...neighbourIds]);
      const words = relevanceWords(criteria.unmatchedTerms);
      return countMatches(
        t.database.db,
        {
          intent: 'rent',
          terms,
          words,
          neighbourIds: neighbourIds.filter((id) => !locationIds.includes(id)),
        },
        limit,
      );
    };

    it('caps each count at the limit, exact and close apart', async () => {
      // 2 bedrooms under 30k: 1 exact, 5 close (above).
      expect(await countUpTo('2 bedroom under 30k', 5)).toEqual(counted(1, 5));
      expect(await countUpTo('2 bedroom under 30k', 4)).toEqual({
        exact: 1,
        close: 4,
        exactCapped: false,
        closeCapped: true,
      });
      expect(await countUpTo('2 bedroom under 30k', 1)).toEqual({
        exact: 1,
        close: 1,
        exactCapped: false,
        closeCapped: true,
      });
      // More exact matches than the limit: the list never reaches a close one, so they are not counted.
      expect(await countUpTo('2 bedroom under 30k', 0)).toEqual({
        exact: 0,
        close: 0,
        exactCapped: true,
        closeCapped: false,
      });
    });

    it('caps the close count of a place with its neighbours, and of one criterion alone', async () => {
      // Westlands: 2 exact, 2 close in the neighbouring areas.
      expect(await countUpTo('Westlands', 2)).toEqual(counted(2, 2));
      expect(await countUpTo('Westlands', 1)).toEqual({
        exact: 1,
        close: 0,
        exactCapped: true,
        closeCapped: false,
      });
      // 2 bedrooms in Westlands: 1 exact; the 3 bedroom there and the two neighbours are close.
      expect(await countUpTo('2 bedroom in Westlands', 3)).toEqual(counted(1, 3));
      expect(await countUpTo('2 bedroom in Westlands', 2)).toEqual({
        exact: 1,
        close: 2,
        exactCapped: false,
        closeCapped: true,
      });
      // One criterion: five rentals have 2 bedrooms.
      expect(await countUpTo('2 bedroom', 5)).toEqual(counted(5, 0));
      expect(await countUpTo('2 bedroom', 4)).toEqual({
        exact: 4,
        close: 0,
        exactCapped: true,
        closeCapped: false,
      });
    });

    it('caps free-word counts: every word, and some but not all', async () => {
      expect(await countUpTo('tests', 8)).toEqual(counted(8, 0));
      expect(await countUpTo('tests', 7)).toEqual({
        exact: 7,
        close: 0,
        exactCapped: true,
        closeCapped: false,
      });
      expect(await countUpTo('quiet tests', 7)).toEqual({
        exact: 0,
        close: 7,
        exactCapped: false,
        closeCapped: true,
      });
    });
  });
});
