import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceRequestDetail, RankedProvider } from '@common/maintenance/maintenance-contracts';
import type { ManagedProperty } from '@common/tenancy/rent-terms';
import { properties } from '../../db/schema/index';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The providers offered for a maintenance job are ranked by nearness to the property's chosen area (its
 * location_id), not to what its name or address happen to say; only a property without an area falls back
 * to reading them.
 */
describe("a maintenance job's providers, nearest to the property's area first", () => {
  let t: TestApp;
  let landlord: TestUser;
  let ip = 0;

  const call = async (user: TestUser, method: string, url: string, json?: unknown) => {
    ip += 1;
    const res = await t.request(url, {
      method,
      ...(json !== undefined ? { json } : {}),
      headers: { cookie: user.cookie },
      clientIp: `198.51.100.${(ip % 250) + 1}`,
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBeLessThan(300);
    return body;
  };

  /** A plumber listed in `area`, created in the order given (the ranking's last key prefers the newest). */
  const plumberIn = async (businessName: string, area: string) => {
    const provider = await signedInAs(t, 'service_provider');
    await call(provider, 'PUT', '/api/services/my-profile', {
      businessName,
      categories: ['plumbing'],
      areas: [area],
      priceFrom: 1500,
      availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opensAt: '08:00', closesAt: '17:00' },
      description: `${businessName}: leaking taps, blocked drains and new pipes in ${area}.`,
    });
  };

  /** A property of the landlord's in `location`, a tenant in its unit, and the tenant's plumbing request. */
  const requestAt = async (name: string, address: string, location: string) => {
    const property = (await call(landlord, 'POST', '/api/properties', {
      name,
      address,
      city: 'Nairobi',
      state: 'Nairobi County',
      location,
    })) as ManagedProperty;
    const unit = (
      (await call(landlord, 'POST', `/api/properties/${property.id}/units`, {
        label: 'Apt 1',
        monthlyRent: 30_000,
        deposit: 0,
      })) as ManagedProperty
    ).units[0]!;
    const tenant = await signedInAs(t, 'tenant');
    const link = await call(tenant, 'POST', '/api/tenant-properties', { propertyId: property.id });
    await call(landlord, 'POST', `/api/tenant-properties/${link.id}/confirm`, {
      unitId: unit.id,
      dueDay: 5,
      startDate: '2026-06-01',
    });
    const request = (await call(tenant, 'POST', '/api/maintenance/requests', {
      category: 'plumbing',
      description: 'The kitchen tap drips all night and the cupboard under it is wet.',
      urgency: 'soon',
      accessNotes: 'Call before coming.',
    })) as MaintenanceRequestDetail;
    return { propertyId: property.id, requestId: request.id };
  };

  const rankedFor = async (requestId: string) => {
    const { providers } = (await call(
      landlord,
      'GET',
      `/api/maintenance/requests/${requestId}/providers`,
    )) as {
      providers: RankedProvider[];
    };
    return providers.map((provider) => [provider.businessName, provider.nearness]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
    // Oldest first, so the newest-first tie-break alone would put them the wrong way round.
    await plumberIn('Kilimani Plumbing', 'Kilimani');
    await plumberIn('Kileleshwa Plumbing', 'Kileleshwa');
    await plumberIn('Kasarani Plumbing', 'Kasarani');
  });
  afterAll(() => t.close());

  it("puts the area's plumber above the neighbouring area's, and that one above another area of the city", async () => {
    // The name and address name Kasarani; the area the landlord chose is Kilimani, and it decides.
    const { requestId } = await requestAt('Kasarani View', 'Off Ngong Road', 'Kilimani');
    expect(await rankedFor(requestId)).toEqual([
      ['Kilimani Plumbing', 'same-area'],
      ['Kileleshwa Plumbing', 'neighbouring'],
      ['Kasarani Plumbing', 'same-city'],
    ]);
  });

  it('follows the area when the landlord moves the property to another one', async () => {
    const { propertyId, requestId } = await requestAt('Baraka Flats', 'Plot 12', 'Kilimani');
    await call(landlord, 'PATCH', `/api/properties/${propertyId}`, {
      name: 'Baraka Flats',
      address: 'Plot 12',
      city: 'Nairobi',
      state: 'Nairobi County',
      location: 'Kasarani',
    });
    const ranked = await rankedFor(requestId);
    expect(ranked[0]).toEqual(['Kasarani Plumbing', 'same-area']);
    expect(ranked.slice(1)).toEqual(
      expect.arrayContaining([
        ['Kilimani Plumbing', 'same-city'],
        ['Kileleshwa Plumbing', 'same-city'],
      ]),
    );
  });

  it('falls back to what the name and address say only for a property without an area', async () => {
    const { propertyId, requestId } = await requestAt('Kileleshwa Gardens', 'Othaya Road', 'Kasarani');
    // As a property from before areas were asked, that the backfill could not place.
    await t.database.db.update(properties).set({ locationId: null }).where(eq(properties.id, propertyId));
    expect(await rankedFor(requestId)).toEqual([
      ['Kileleshwa Plumbing', 'same-area'],
      ['Kilimani Plumbing', 'neighbouring'],
      ['Kasarani Plumbing', 'same-city'],
    ]);
  });
});
