import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationsInMetroOf, neighbouringLocations } from '@common/locations/locations';
import { parseServiceText } from '@common/services/parse-service-text';
import { serviceSearchResponse } from '@common/services/service-contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { rankProvidersForJob } from './rank-providers-for-job';
import { nearnessOf } from './service-ranking';
import { insertProvider } from './testing/service-fixtures';

describe('the one ranking of providers for a job', () => {
  let t: TestApp;

  const searchNames = async (q: string) => {
    const res = await t.request(`/api/services/search?${new URLSearchParams({ q })}`);
    expect(res.status).toBe(200);
    return serviceSearchResponse.parse(await res.json()).results.map((result) => result.name);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    // Right trade one area away, wrong trade next door (and better rated).
    await insertProvider(db, {
      businessName: 'Kileleshwa Plumbing',
      categories: ['plumbing'],
      areas: ['Kileleshwa'],
    });
    await insertProvider(db, {
      businessName: 'Kilimani Carpentry',
      categories: ['carpentry'],
      areas: ['Kilimani'],
      reviewCount: 10,
      ratingTotal: 50,
    });
    await insertProvider(db, { businessName: 'Karen Plumbing', categories: ['plumbing'], areas: ['Karen'] });
    // Movers: a five-star one in Mombasa, an unrated one in Ruiru (same metro, not next door), one in Roysambu.
    await insertProvider(db, {
      businessName: 'Coast Movers',
      categories: ['delivery'],
      areas: ['Nyali'],
      reviewCount: 40,
      ratingTotal: 200,
    });
    await insertProvider(db, { businessName: 'Ruiru Movers', categories: ['delivery'], areas: ['Ruiru'] });
    await insertProvider(db, {
      businessName: 'Roysambu Movers',
      categories: ['delivery'],
      areas: ['Roysambu'],
      reviewCount: 1,
      ratingTotal: 3,
    });
  });
  afterAll(() => t.close());

  it('has neighbours from coordinates: next-door areas of the same metro, never another city', () => {
    expect(neighbouringLocations.Kilimani).toContain('Kileleshwa');
    expect(neighbouringLocations.Kilimani).not.toContain('Karen');
    expect(neighbouringLocations.Kasarani).toContain('Roysambu');
    expect(neighbouringLocations.Nyali).not.toContain('Kasarani');
    expect(locationsInMetroOf('Ruaka')).toContain('Kasarani');
    expect(locationsInMetroOf('Kasarani')).not.toContain('Nyali');
    expect(nearnessOf(['Kileleshwa'], ['Kilimani'])).toBe('neighbouring');
    expect(nearnessOf(['Karen'], ['Kilimani'])).toBe('same-city');
    expect(nearnessOf(['Nyali'], ['Kilimani'])).toBe('elsewhere');
  });

  it('puts a plumber in a nearby area above a carpenter in the same area for "fix a leaking tap"', async () => {
    const names = await searchNames('fix a leaking tap in Kilimani');
    expect(names.indexOf('Kileleshwa Plumbing')).toBeLessThan(names.indexOf('Kilimani Carpentry'));
    // Nearer first among the right trade: Kileleshwa (next door) before Karen (same city).
    expect(names.indexOf('Kileleshwa Plumbing')).toBeLessThan(names.indexOf('Karen Plumbing'));
    expect(names[0]).toBe('Kileleshwa Plumbing');
  });

  it('does not put a Mombasa mover first for "moving house from Ruaka to Kasarani"', async () => {
    const names = await searchNames('moving house from Ruaka to Kasarani');
    expect(names.slice(0, 3)).toEqual(['Roysambu Movers', 'Ruiru Movers', 'Coast Movers']);
  });

  it('gives a maintenance assignment the same order as the search', async () => {
    const criteria = parseServiceText('fix a leaking tap in Kilimani');
    const ranked = await rankProvidersForJob(t.database.db, {
      categories: criteria.categories,
      locations: criteria.locations,
      limit: 10,
    });
    expect(ranked.map((p) => p.businessName).slice(0, 3)).toEqual([
      'Kileleshwa Plumbing',
      'Karen Plumbing',
      'Kilimani Carpentry',
    ]);
    expect(ranked[0]).toMatchObject({ tradeMatch: true, nearness: 'neighbouring' });
  });
});
