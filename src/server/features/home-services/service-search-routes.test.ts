import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceSearchResponse, type ServiceSearchResponse } from '@common/services/service-contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertProvider } from './testing/service-fixtures';

describe('GET /api/services/search', () => {
  let t: TestApp;
  const id: Record<string, string> = {};

  const search = async (params: Record<string, string>) => {
    const res = await t.request(`/api/services/search?${new URLSearchParams(params)}`);
    expect(res.status).toBe(200);
    return serviceSearchResponse.parse(await res.json());
  };
  const names = (body: ServiceSearchResponse) => body.results.map((result) => result.name);
  const older = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    id.exact = await insertProvider(db, {
      businessName: 'Exact Plumbing',
      categories: ['plumbing'],
      areas: ['Kilimani', 'Kileleshwa'],
      priceFrom: 1500,
      createdAt: older(10),
    });
    id.verified = await insertProvider(db, {
      businessName: 'Verified Plumbing',
      categories: ['plumbing', 'electrical'],
      areas: ['Kilimani'],
      priceFrom: 1800,
      approvedKyc: ['id_front', 'id_back', 'selfie'],
      createdAt: older(20),
    });
    id.halfVerified = await insertProvider(db, {
      businessName: 'Half Verified Plumbing',
      areas: ['Kilimani'],
      approvedKyc: ['id_front', 'id_back'],
      createdAt: older(30),
    });
    id.overBudget = await insertProvider(db, {
      businessName: 'Pricey Plumbing',
      areas: ['Kilimani'],
      priceFrom: 3000,
      createdAt: older(5),
    });
    id.elsewhere = await insertProvider(db, {
      businessName: 'Westlands Plumbing',
      areas: ['Westlands', 'Parklands'],
      priceFrom: 1000,
      reviewCount: 2,
      ratingTotal: 10,
      createdAt: older(4),
    });
    id.cleaner = await insertProvider(db, {
      businessName: 'Kilimani Cleaners',
      categories: ['cleaning'],
      areas: ['Kilimani'],
      priceFrom: 800,
      description: 'Mama fua and house help, with our own detergents.',
      createdAt: older(3),
    });
    id.mombasa = await insertProvider(db, {
      businessName: 'Nyali Movers',
      categories: ['delivery'],
      areas: ['Nyali', 'Bamburi'],
      priceFrom: 4000,
      createdAt: older(2),
    });
    id.unverifiedPhone = await insertProvider(db, {
      businessName: 'Hidden Plumbing',
      areas: ['Kilimani'],
      phoneVerified: false,
    });
  });
  afterAll(() => t.close());

  it('answers the contract: criteria, filter, total and cards with a computed match', async () => {
    const body = await search({ q: 'plumber in Kilimani under 2k' });
    expect(body.criteria).toEqual({
      categories: ['plumbing'],
      locations: ['Kilimani'],
      price: { min: null, max: 2000 },
      unmatchedTerms: [],
    });
    expect(body).toMatchObject({ category: null, total: 7, page: 1, pageSize: 12 });
    const exact = body.results.find((result) => result.id === id.exact)!;
    expect(exact).toMatchObject({
      name: 'Exact Plumbing',
      categories: ['plumbing'],
      location: { name: 'Kilimani', city: 'Nairobi' },
      city: 'Nairobi',
      areas: ['Kilimani', 'Kileleshwa'],
      rating: null,
      reviewCount: 0,
      priceFrom: 1500,
      verified: false,
      availability: { text: 'Mon–Fri, 8:00 AM – 5:00 PM' },
      match: {
        percent: 100,
        reasons: [
          { criterion: 'category', met: true, detail: 'Offers plumbing' },
          { criterion: 'location', met: true, detail: 'Serves Kilimani' },
          { criterion: 'price', met: true, detail: 'From KES 1,500, within budget' },
        ],
      },
    });
    expect(exact.photo.url).toMatch(/^\/api\/services\/photos\/pl-[0-9a-f]{12}\?w=480$/);
  });

  it('lists only providers whose phone is verified', async () => {
    const body = await search({ q: '' });
    expect(body.results.map((result) => result.id)).not.toContain(id.unverifiedPhone);
  });

  it('ranks full matches first (verified first among them), then by the weight of what each misses', async () => {
    const body = await search({ q: 'plumber in Kilimani under 2k' });
    expect(names(body)).toEqual([
      'Verified Plumbing',
      'Exact Plumbing',
      'Half Verified Plumbing',
      'Pricey Plumbing',
      'Westlands Plumbing',
      'Kilimani Cleaners',
      'Nyali Movers',
    ]);
    expect(body.results.map((result) => result.match.percent)).toEqual([100, 100, 100, 75, 63, 63, 0]);
    expect(body.results[0]!.verified).toBe(true);
    expect(body.results[2]!.verified).toBe(false);
    expect(body.results[3]!.match.reasons[2]).toEqual({
      criterion: 'price',
      met: false,
      detail: 'Starts KES 1,000 over budget',
    });
    expect(body.results[4]!.match.reasons[1]).toEqual({
      criterion: 'location',
      met: false,
      detail: 'Does not serve Kilimani (serves Westlands, Parklands)',
    });
    expect(body.results[5]!.match.reasons[0]).toEqual({
      criterion: 'category',
      met: false,
      detail: 'Does not offer plumbing (offers cleaning)',
    });
  });

  it('counts the providers that match what was asked, never the whole directory', async () => {
    const everyone = await search({ q: '' });
    expect(everyone.matched).toBe(everyone.total);
    const nothing = await search({ q: 'zzzz qqqq' });
    expect(nothing.total).toBe(everyone.total);
    expect(nothing.matched).toBe(0);
    const plumbers = await search({ q: 'plumber in Kilimani' });
    expect(plumbers.matched).toBeGreaterThan(0);
    expect(plumbers.matched).toBeLessThan(plumbers.total);
    // Every provider counted as a match is one the page shows with a reason met.
    const page = await search({ q: 'plumber in Kilimani', pageSize: String(Math.min(48, plumbers.total)) });
    const met = page.results.filter((result) => result.match.reasons.some((reason) => reason.met));
    expect(met).toHaveLength(Math.min(48, plumbers.matched));
  });

  it('gives the same page every time: never random', async () => {
    const runs = await Promise.all([1, 2, 3].map(() => search({ q: 'fundi Kilimani' })));
    expect(new Set(runs.map((run) => JSON.stringify(run.results))).size).toBe(1);
  });

  it('reads everyday words: a leak, mama fua, moving house, a city outside Nairobi', async () => {
    expect((await search({ q: 'my tap is leaking in kili' })).results[0]!.categories).toContain('plumbing');
    const fua = await search({ q: 'mama fua kilimani' });
    expect(fua.results[0]!.name).toBe('Kilimani Cleaners');
    const moving = await search({ q: 'moving house in Mombasa' });
    expect(moving.criteria.categories).toEqual(['delivery']);
    expect(moving.criteria.locations).toEqual(['Nyali', 'Bamburi']);
    expect(moving.results[0]).toMatchObject({
      name: 'Nyali Movers',
      city: 'Mombasa',
      match: { percent: 100 },
    });
  });

  it('filters by the category filter, which the text only ranks', async () => {
    const body = await search({ q: 'plumber', category: 'cleaning' });
    expect(body).toMatchObject({ category: 'cleaning', total: 1 });
    expect(names(body)).toEqual(['Kilimani Cleaners']);
    expect(body.results[0]!.match.percent).toBe(0);
    expect((await search({ category: 'all' })).total).toBe(7);
  });

  it('with nothing asked shows everyone at 100%, verified and best rated first', async () => {
    const body = await search({});
    expect(body.results.every((result) => result.match.percent === 100)).toBe(true);
    expect(body.results[0]!.match.reasons).toEqual([
      {
        criterion: 'none',
        met: true,
        detail: 'No preferences given: verified and best-rated providers first',
      },
    ]);
    expect(names(body).slice(0, 2)).toEqual(['Verified Plumbing', 'Westlands Plumbing']);
    expect(body.results[1]!.rating).toBe(5);
  });

  it('ranks free words by mention when the text names no criteria', async () => {
    const body = await search({ q: 'detergents' });
    expect(body.results[0]!.name).toBe('Kilimani Cleaners');
    expect(body.results[0]!.match).toEqual({
      percent: 100,
      reasons: [{ criterion: 'words', met: true, detail: 'Mentions "detergents"' }],
    });
  });

  it('takes criteria JSON instead of the text, and pages', async () => {
    const criteria = {
      categories: ['delivery'],
      locations: [],
      price: { min: null, max: null },
      unmatchedTerms: [],
    };
    const body = await search({ q: 'plumber', criteria: JSON.stringify(criteria) });
    expect(body.results[0]!.name).toBe('Nyali Movers');
    const second = await search({ q: 'plumber in Kilimani under 2k', page: '2', pageSize: '5' });
    expect(names(second)).toEqual(['Kilimani Cleaners', 'Nyali Movers']);
    expect((await search({ page: '9' })).results).toEqual([]);
  });

  it.each([
    [{ category: 'roofing' }, 'category: must be all or one of'],
    [{ page: '0' }, 'page: must be a whole number from 1 to 1000'],
    [{ page: 'two' }, 'page: must be a whole number'],
    [{ pageSize: '100' }, 'pageSize: must be a whole number from 1 to 48'],
    [{ q: 'x'.repeat(501) }, 'q: The search text must be at most 500 characters'],
    [{ criteria: '{not json' }, 'criteria: must be the JSON of a service criteria object'],
    [{ criteria: JSON.stringify({ categories: ['roofing'] }) }, 'criteria.categories.0'],
  ])('refuses %j with 400', async (params, message) => {
    const res = await t.request(`/api/services/search?${new URLSearchParams(params)}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toContain(message);
  });

  it('draws provider photos locally and 404s an unknown photo key', async () => {
    const body = await search({ q: 'Nyali' });
    const res = await t.request(body.results[0]!.photo.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="480" height="360"/);
    expect((await t.request('/api/services/photos/zz-000000000000')).status).toBe(404);
    expect((await t.request(`${body.results[0]!.photo.url.split('?')[0]}?w=999`)).status).toBe(400);
  });
});
