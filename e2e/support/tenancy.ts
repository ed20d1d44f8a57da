import { expect, type Browser, type Page } from '@playwright/test';
import { signUpViaApi } from './auth';

/**
 * Through the API, as the landlord's own screens are tested elsewhere: a new landlord lets a new unit from the
 * 1st of this month to the tenant signed in on `page` (a new one too), which bills the month at once. Returns
 * the property and the landlord's sign-in, for a test that goes on as the landlord.
 */
export async function rentedFromThisMonth(
  browser: Browser,
  page: Page,
  input: {
    property: string;
    unit: string;
    monthlyRent: number;
    tenant: { firstName: string; lastName: string };
  },
) {
  const landlordContext = await browser.newContext({
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}`,
  });
  const landlord = await landlordContext.newPage();
  const landlordAccount = await signUpViaApi(landlord, {
    purpose: 'landlord',
    firstName: 'Otieno',
    lastName: input.tenant.lastName,
  });
  const property = await (
    await landlord.request.post('/api/properties', {
      data: {
        name: input.property,
        address: 'Thika Road',
        city: 'Nairobi',
        state: 'Nairobi County',
        location: 'Roysambu',
      },
    })
  ).json();
  const unit = (
    await (
      await landlord.request.post(`/api/properties/${property.id}/units`, {
        data: { label: input.unit, monthlyRent: input.monthlyRent, deposit: 0 },
      })
    ).json()
  ).units[0];
  await signUpViaApi(page, { purpose: 'tenant', ...input.tenant });
  const link = await (
    await page.request.post('/api/tenant-properties', { data: { propertyId: property.id } })
  ).json();
  const firstOfMonth = `${new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 7)}-01`;
  const confirmed = await landlord.request.post(`/api/tenant-properties/${link.id}/confirm`, {
    data: { unitId: unit.id, dueDay: 5, startDate: firstOfMonth },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await landlordContext.close();
  return {
    propertyId: property.id as string,
    landlord: { email: landlordAccount.email, password: landlordAccount.password },
  };
}
