import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, tenancyInvoices } from '../../db/schema/index';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { raisedInvoice, rentedUnit } from '../../testing/paid-rent-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { raiseRentInvoices } from './raise-rent-invoices';

describe('a raised rent invoice tells its tenant in the app', () => {
  let t: TestApp;
  let landlord: TestUser;

  const invoiceNotices = (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), like(notifications.dedupeKey, 'rent.invoice:%')));

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
  });
  afterAll(() => t.close());

  it('notifies each invoice once, however often the month is raised, leading to Rent & Bills', async () => {
    const { tenant, tenancyId } = await rentedUnit(t, landlord, 40_000);
    const before = (await invoiceNotices(tenant.userId)).length;
    const invoice = await raisedInvoice(t, tenancyId, '2027-04-01');
    await raiseRentInvoices(t.database.db, { period: '2027-04-01' });
    await raiseRentInvoices(t.database.db, { period: '2027-04-01', tenancyId });
    const notices = await invoiceNotices(tenant.userId);
    expect(notices).toHaveLength(before + 1);
    const april = notices.find((n) => n.dedupeKey === `rent.invoice:${invoice.id}`);
    expect(april).toMatchObject({
      kind: 'rent.reminder',
      title: 'Rent for Apr 2027',
      body: 'Your rent invoice for Apr 2027 is ready. See the amount and due date in Rent & Bills.',
      link: '/dashboard/tenant/rent',
    });
  });

  it('tells nobody who turned rent notifications off in the app; the invoice is raised all the same', async () => {
    const { tenant, tenancyId } = await rentedUnit(t, landlord, 30_000);
    const off = await t.request('/api/notifications/preferences', {
      method: 'PUT',
      json: { preferences: [{ kind: 'rent.reminder', inApp: false, sms: true }] },
      headers: { cookie: tenant.cookie },
    });
    expect(off.status).toBe(200);
    const before = (await invoiceNotices(tenant.userId)).length;
    await raisedInvoice(t, tenancyId, '2027-05-01');
    expect(await invoiceNotices(tenant.userId)).toHaveLength(before);
    const raised = await t.database.db
      .select()
      .from(tenancyInvoices)
      .where(and(eq(tenancyInvoices.tenancyId, tenancyId), eq(tenancyInvoices.period, '2027-05-01')));
    expect(raised).toHaveLength(1);
  });
});
