import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { favouriteIds, favouriteListings } from '@common/listings/listing-contracts';
import { listings } from '../../db/schema/index';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fixtureId, listingFixtures } from './testing/listing-fixtures';

describe('/api/favourites', () => {
  let t: TestApp;
  let amina: TestUser;
  let otieno: TestUser;
  const live: string[] = [];
  let sold: string;

  const call = async (user: TestUser | null, method: string, path: string, json?: unknown) => {
    const res = await t.request(`/api/favourites${path}`, {
      method,
      json,
      headers: user ? { cookie: user.cookie } : {},
    });
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const fixtures = await listingFixtures(t.database.db);
    for (let i = 0; i < 3; i += 1) live.push(await fixtures.insert());
    sold = await fixtures.insert({ intent: 'buy', status: 'sold', price: 9_000_000 });
    amina = await signedInAs(t, 'tenant');
    otieno = await signedInAs(t, 'tenant');
  });
  afterAll(() => t.close());

  it.each([
    ['GET', ''],
    ['PUT', `/${fixtureId(1)}`],
    ['DELETE', `/${fixtureId(1)}`],
    ['POST', '/merge'],
    ['GET', '/listings'],
  ])('answers %s %s with 401 when signed out', async (method, path) => {
    const { status, body } = await call(
      null,
      method,
      path,
      method === 'POST' ? { listingIds: [] } : undefined,
    );
    expect(status).toBe(401);
    expect(body.error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Sign in to keep your favourites on your account.',
    });
  });

  it('adds, lists newest first, and removes, each user their own', async () => {
    expect((await call(amina, 'GET', '')).body).toEqual({ listingIds: [] });
    expect((await call(amina, 'PUT', `/${live[0]}`)).body).toEqual({ listingIds: [live[0]] });
    const second = await call(amina, 'PUT', `/${live[1]}`);
    expect(second.status).toBe(200);
    expect(favouriteIds.parse(second.body).listingIds).toEqual([live[1], live[0]]);
    // Adding again changes nothing.
    expect((await call(amina, 'PUT', `/${live[0]}`)).body.listingIds).toHaveLength(2);
    expect((await call(otieno, 'GET', '')).body).toEqual({ listingIds: [] });
    expect((await call(amina, 'DELETE', `/${live[1]}`)).body).toEqual({ listingIds: [live[0]] });
    // Removing one that is not there is fine.
    expect((await call(amina, 'DELETE', `/${live[2]}`)).body).toEqual({ listingIds: [live[0]] });
  });

  it('refuses to favourite an unknown or no longer live listing', async () => {
    for (const listingId of [sold, fixtureId(999)]) {
      const { status, body } = await call(otieno, 'PUT', `/${listingId}`);
      expect(status).toBe(404);
      expect(body.error.message).toBe('This listing does not exist or is no longer available');
    }
    expect((await call(otieno, 'PUT', '/not-an-id')).status).toBe(400);
  });

  it("merges the browser's hearts into the account, dropping stale ids", async () => {
    const { status, body } = await call(otieno, 'POST', '/merge', {
      listingIds: [live[2], live[1], live[2], sold, fixtureId(999), 'placeholder-7'],
    });
    expect(status).toBe(200);
    expect(new Set(body.listingIds)).toEqual(new Set([live[1], live[2]]));
    const again = await call(otieno, 'POST', '/merge', { listingIds: [live[0]] });
    expect(new Set(again.body.listingIds)).toEqual(new Set([live[0], live[1], live[2]]));
  });

  it('refuses a merge of more than 500 ids', async () => {
    const { status, body } = await call(otieno, 'POST', '/merge', { listingIds: Array(501).fill(live[0]) });
    expect(status).toBe(400);
    expect(body.error.message).toBe('listingIds: At most 500 favourites can be merged at once');
  });

  it('lists the saved homes themselves for the dashboard, newest first, marking one no longer live', async () => {
    const wanjiru = await signedInAs(t, 'tenant');
    await call(wanjiru, 'PUT', `/${live[2]}`);
    await call(wanjiru, 'PUT', `/${live[1]}`);
    expect((await call(await signedInAs(t, 'tenant'), 'GET', '/listings')).body).toEqual({ listings: [] });
    await t.database.db.update(listings).set({ status: 'paused' }).where(eq(listings.id, live[2]!));
    const { status, body } = await call(wanjiru, 'GET', '/listings');
    expect(status).toBe(200);
    const saved = favouriteListings.parse(body).listings;
    expect(saved.map((home) => [home.id, home.available])).toEqual([
      [live[1], true],
      [live[2], false],
    ]);
    expect(saved[0]).toMatchObject({ intent: 'rent', bedrooms: 2, location: { name: 'Kilimani' } });
    await t.database.db.update(listings).set({ status: 'live' }).where(eq(listings.id, live[2]!));
  });
});
