import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewingRequests } from '../../db/schema/index';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listingFixtures } from './testing/listing-fixtures';

describe('GET /api/hosting/summary', () => {
  let t: TestApp;
  let host: TestUser;
  let otherHost: TestUser;
  let renter: TestUser;
  const get = (user?: TestUser) =>
    t.request('/api/hosting/summary', { headers: user ? { cookie: user.cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp();
    host = await signedInAs(t, 'landlord');
    otherHost = await signedInAs(t, 'landlord');
    renter = await signedInAs(t, 'tenant');
  });
  afterAll(() => t.close());

  it('needs a session (401)', async () => {
    expect((await get()).status).toBe(401);
  });

  it('answers zeros for a user who hosts nothing', async () => {
    const res = await get(renter);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await res.json()).toEqual({ listed: 0, viewingRequests: 0 });
  });

  it("counts the host's own listings, drafts left out, and the viewings asked of them", async () => {
    const fixtures = await listingFixtures(t.database.db);
    const live = await fixtures.insert({ hostUserId: host.userId, status: 'live' });
    await fixtures.insert({ hostUserId: host.userId, status: 'let' });
    await fixtures.insert({ hostUserId: host.userId, status: 'draft' });
    await fixtures.insert({ hostUserId: otherHost.userId, status: 'live' });
    await t.database.db.insert(viewingRequests).values({
      listingId: live,
      requesterUserId: renter.userId,
      hostUserId: host.userId,
      scheduledAt: new Date(Date.now() + 86_400_000),
    });
    expect(await (await get(host)).json()).toEqual({ listed: 2, viewingRequests: 1 });
    expect(await (await get(otherHost)).json()).toEqual({ listed: 1, viewingRequests: 0 });
  });
});
