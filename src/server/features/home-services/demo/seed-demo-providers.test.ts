import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceSearchResponse } from '@common/services/service-contracts';
import { serviceProviders, serviceRequests, serviceReviews, users } from '../../../db/schema/index';
import { signIn } from '../../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { seedDemoAccounts } from '../../identity';
import { demoProviderPassword, demoProviderProfile, seedDemoServiceProviders } from './seed-demo-providers';

describe('demo service providers', () => {
  let t: TestApp;
  const logger = pino({ level: 'silent' });
  const counts = async () => ({
    users: (await t.database.db.select({ n: count() }).from(users))[0]!.n,
    providers: (await t.database.db.select({ n: count() }).from(serviceProviders))[0]!.n,
    requests: (await t.database.db.select({ n: count() }).from(serviceRequests))[0]!.n,
    reviews: (await t.database.db.select({ n: count() }).from(serviceReviews))[0]!.n,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoAccounts(t.database.db, { logger });
    await seedDemoServiceProviders(t.database.db, { logger });
  }, 60_000);
  afterAll(() => t.close());

  it('loads 60 providers plus the demo provider, with reviews backed by completed requests', async () => {
    const first = await counts();
    expect(first.providers).toBe(61);
    expect(first.reviews).toBeGreaterThan(100);
    expect(first.requests).toBe(first.reviews);
    const providers = await t.database.db.select().from(serviceProviders);
    const reviews = await t.database.db.select().from(serviceReviews);
    for (const provider of providers) {
      const own = reviews.filter((review) => review.providerId === provider.id);
      expect(provider.reviewCount).toBe(own.length);
      expect(provider.ratingTotal).toBe(own.reduce((sum, review) => sum + review.rating, 0));
    }
    expect(new Set(providers.map((provider) => provider.city)).size).toBeGreaterThan(2);
    expect(new Set(providers.flatMap((provider) => provider.categories)).size).toBe(7);
  });

  it('changes nothing when run again', async () => {
    const before = await counts();
    await seedDemoServiceProviders(t.database.db, { logger });
    expect(await counts()).toEqual(before);
  });

  it('gives every demo provider a working account and finds the demo plumber for a leak in Kilimani', async () => {
    await signIn(t, 'provider01@demo.abode.co.ke', demoProviderPassword);
    await signIn(t, 'provider@demo.abode.co.ke', 'Demo-Provider-2026', 'provider');
    const res = await t.request(
      `/api/services/search?${new URLSearchParams({ q: 'fix a leaking tap in Kilimani' })}`,
    );
    const body = serviceSearchResponse.parse(await res.json());
    expect(body.total).toBe(61);
    const demo = body.results.find((result) => result.id === demoProviderProfile.id);
    expect(demo).toMatchObject({ name: "Achieng's Plumbing Services", match: { percent: 100 } });
    expect(demo!.reviewCount).toBeGreaterThan(0);
    expect(body.results[0]!.match.percent).toBe(100);
  });
});
