import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponse, type SearchResponse } from '@common/listings/listing-contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listingFixtures } from './testing/listing-fixtures';

const day = 86_400_000;

describe('GET /api/search: text relevance and the figure with nothing asked', () => {
  let t: TestApp;

  const search = async (params: Record<string, string>) => {
    const res = await t.request(`/api/search?${new URLSearchParams(params)}`);
    expect(res.status).toBe(200);
    return searchResponse.parse(await res.json());
  };
  const names = (body: SearchResponse) => body.results.map((result) => result.name);

  beforeAll(async () => {
    t = await createTestApp();
    const fixtures = await listingFixtures(t.database.db);
    // Homes to rent in Lavington meeting the same criteria, inserted oldest first; the later ones are also
    // verified, so verified-then-newest alone would put them in the opposite order.
    await fixtures.insert({ name: 'Terrace Court', location: 'Lavington' });
    await fixtures.insert({ name: 'On the road', address: 'Terrace Road, Lavington', location: 'Lavington' });
    await fixtures.insert({
      name: 'Quiet corner',
      location: 'Lavington',
      description: 'Set back from a leafy street, with a terrace over the garden.',
      verified: true,
    });
    await fixtures.insert({
      name: 'Bright flat',
      location: 'Lavington',
      description: 'A bright flat with a terrace.',
      verified: true,
    });
    await fixtures.insert({ name: 'Plain flat', location: 'Lavington', verified: true });
    // Elsewhere: more relevant text, fewer criteria met.
    await fixtures.insert({ name: 'Terrace House', location: 'Kilimani', verified: true });

    // For sale, to see the figure given when nothing is asked: verified and freshness.
    const now = Date.now();
    const forSale = { intent: 'buy' as const, price: 9_000_000, condition: 'good' as const };
    await fixtures.insert({ ...forSale, name: 'Verified, new', verified: true, createdAt: new Date(now) });
    await fixtures.insert({
      ...forSale,
      name: 'Verified, a month old',
      verified: true,
      createdAt: new Date(now - 30 * day),
    });
    await fixtures.insert({ ...forSale, name: 'New', createdAt: new Date(now) });
    await fixtures.insert({ ...forSale, name: 'A month old', createdAt: new Date(now - 30 * day) });
    await fixtures.insert({ ...forSale, name: 'Three months old', createdAt: new Date(now - 90 * day) });
  });
  afterAll(() => t.close());

  it('orders a tie of criteria by where the text mentions the word: name, then address, then description', async () => {
    const body = await search({ q: 'terrace in Lavington' });
    expect(body.criteria.unmatchedTerms).toEqual(['terrace']);
    expect(names(body)).toEqual([
      'Terrace Court',
      'On the road',
      // Both mention it once in the description: verified, then newest.
      'Bright flat',
      'Quiet corner',
      'Plain flat',
      // Meets fewer criteria, however relevant its name.
      'Terrace House',
    ]);
    expect(body.results.slice(0, 5).map((result) => result.match.percent)).toEqual([100, 100, 100, 100, 100]);
  });

  it('ranks by weighted relevance, not by how many words a home mentions', async () => {
    const body = await search({ q: 'leafy terrace in Lavington' });
    expect(body.criteria.unmatchedTerms).toEqual(['leafy', 'terrace']);
    // Name (1.0) over two description mentions (0.4 + 0.4), over the address (0.7), over one mention.
    expect(names(body).slice(0, 5)).toEqual([
      'Terrace Court',
      'Quiet corner',
      'On the road',
      'Bright flat',
      'Plain flat',
    ]);
  });

  it('with free words only, scores each home by that relevance and says where it mentions each word', async () => {
    const body = await search({ q: 'leafy terrace' });
    expect(body.criteria).toMatchObject({ locations: [], unmatchedTerms: ['leafy', 'terrace'] });
    const byName = Object.fromEntries(body.results.map((result) => [result.name, result.match]));
    // Only the homes mentioning a word are listed: 'Plain flat' mentions neither.
    expect(names(body)).toEqual([
      'Terrace House',
      'Terrace Court',
      'Quiet corner',
      'On the road',
      'Bright flat',
    ]);
    // 100 would be every word in the name; each word here counts half.
    expect(byName['Terrace Court']).toEqual({
      percent: 50,
      close: true,
      reasons: [
        { criterion: 'words', met: false, detail: 'Does not mention “leafy”' },
        { criterion: 'words', met: true, detail: 'Mentions “terrace” in its name' },
      ],
    });
    expect(byName['Quiet corner']).toEqual({
      percent: 40,
      close: false,
      reasons: [
        { criterion: 'words', met: true, detail: 'Mentions “leafy” in its description' },
        { criterion: 'words', met: true, detail: 'Mentions “terrace” in its description' },
      ],
    });
    expect(byName['On the road']!.percent).toBe(35);
    expect(byName['On the road']!.reasons[1]!.detail).toBe('Mentions “terrace” in its address');
    expect(byName['Bright flat']!.percent).toBe(20);
    expect(byName['Plain flat']).toBeUndefined();
    const percents = body.results.map((result) => result.match.percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
  });

  it('with nothing asked, scores what the order is by: half verified, half freshness', async () => {
    const first = await search({ q: '', intent: 'buy' });
    const again = await search({ q: '', intent: 'buy' });
    expect(again.results).toEqual(first.results);
    expect(names(first)).toEqual([
      'Verified, new',
      'Verified, a month old',
      'New',
      'A month old',
      'Three months old',
    ]);
    expect(first.results.map((result) => result.match.percent)).toEqual([100, 75, 50, 25, 6]);
    expect(first.results[0]!.match.reasons).toEqual([
      { criterion: 'none', met: true, detail: 'Verified by ABODE' },
      { criterion: 'none', met: true, detail: 'Listed today' },
    ]);
    expect(first.results[4]!.match.reasons).toEqual([
      { criterion: 'none', met: false, detail: 'Not verified by ABODE yet' },
      { criterion: 'none', met: false, detail: 'Listed 90 days ago' },
    ]);
  });
});
