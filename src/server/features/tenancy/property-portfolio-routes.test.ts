import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, tenantProperties } from '../../db/schema/index';
import {
  everyone,
  grantRole,
  signedInAs,
  signedInAsEveryone,
  type TestUser,
  type Who,
} from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/properties/portfolio', () => {
  let t: TestApp;
  let users: Record<Who, TestUser>;
  const get = (query: string, user?: TestUser) =>
    t.request(`/api/properties/portfolio${query}`, { headers: user ? { cookie: user.cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp();
    users = await signedInAsEveryone(t);
  });
  afterAll(() => t.close());

  it('needs a session (401)', async () => {
    expect((await get('?as=landlord')).status).toBe(401);
  });

  it.each(['', '?as=tenant', '?as=LANDLORD', '?as=landlord&as=caretaker'])(
    'names the bad query %j (400)',
    async (query) => {
      const res = await get(query, users.landlord);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION_FAILED');
    },
  );

  const matrix = everyone.flatMap((who) =>
    (['landlord', 'caretaker'] as const).map((as) => [who, as, who === as ? 200 : 403] as const),
  );
  it.each(matrix)('%s asking as %s gets %i', async (who, as, status) => {
    const res = await get(`?as=${as}`, users[who]);
    expect(res.status).toBe(status);
    if (status === 403) expect((await res.json()).error.code).toBe('FORBIDDEN');
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('answers zeros and no occupancy rate while the user has no property', async () => {
    expect(await (await get('?as=landlord', users.landlord)).json()).toEqual({
      properties: 0,
      occupied: 0,
      tenants: 0,
      occupancyRate: null,
    });
  });

  it("counts the user's own properties, the occupied ones and their confirmed tenants only", async () => {
    const landlord = await signedInAs(t, 'landlord');
    const other = await signedInAs(t, 'landlord');
    const caretaker = await signedInAs(t, 'caretaker');
    const tenantA = await signedInAs(t, 'tenant');
    const tenantB = await signedInAs(t, 'tenant');
    const place = (id: string, landlordId: string, caretakerId: string | null = null) => ({
      id,
      name: id,
      address: 'Ngong Rd',
      city: 'Nairobi',
      state: 'Nairobi',
      landlordId,
      caretakerId,
    });
    await t.database.db
      .insert(properties)
      .values([
        place('ABD-3AAA', landlord.userId, caretaker.userId),
        place('ABD-3BBB', landlord.userId),
        place('ABD-3CCC', landlord.userId),
        place('ABD-3DDD', other.userId),
      ]);
    await t.database.db.insert(tenantProperties).values([
      { tenantId: tenantA.userId, propertyId: 'ABD-3AAA', status: 'active' },
      { tenantId: tenantB.userId, propertyId: 'ABD-3AAA', status: 'active' },
      { tenantId: tenantB.userId, propertyId: 'ABD-3BBB', status: 'pending' },
      { tenantId: tenantA.userId, propertyId: 'ABD-3CCC', status: 'ended' },
      { tenantId: tenantA.userId, propertyId: 'ABD-3DDD', status: 'active' },
    ]);

    expect(await (await get('?as=landlord', landlord)).json()).toEqual({
      properties: 3,
      occupied: 1,
      tenants: 2,
      occupancyRate: 33,
    });
    expect(await (await get('?as=landlord', other)).json()).toEqual({
      properties: 1,
      occupied: 1,
      tenants: 1,
      occupancyRate: 100,
    });
    expect(await (await get('?as=caretaker', caretaker)).json()).toEqual({
      properties: 1,
      occupied: 1,
      tenants: 2,
      occupancyRate: 100,
    });
    // A landlord who also looks after someone else's building sees each role's own portfolio.
    await grantRole(t, other.userId, 'caretaker');
    expect(await (await get('?as=caretaker', other)).json()).toMatchObject({ properties: 0 });
  });
});
