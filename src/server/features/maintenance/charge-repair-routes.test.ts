import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceRequestDetail } from '@common/maintenance/maintenance-contracts';
import type { TenancyInvoices } from '@common/rent/rent-contracts';
import { auditEvents, ledgerAccounts, notifications, tenancyInvoices } from '../../db/schema/index';
import { checkLedger } from '../ledger';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { fundWallet, payInvoice, raisedInvoice, rentedUnit } from '../../testing/paid-rent-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

const report = {
  category: 'plumbing',
  description: 'The kitchen tap is leaking and the sink cupboard is wet.',
  urgency: 'soon',
};

describe('charging a fixed repair to the tenant as a bill', () => {
  let t: TestApp;
  let landlord: TestUser;
  let caretaker: TestUser;
  let tenant: TestUser;
  let plumber: TestUser;
  let stranger: TestUser;
  let tenancyId: string;
  let plumberId: string;
  let ip = 0;

  const call = async (user: TestUser | null, method: string, url: string, json?: unknown) => {
    ip += 1;
    const res = await t.request(url, {
      method,
      ...(json !== undefined ? { json } : {}),
      headers: user ? { cookie: user.cookie } : {},
      clientIp: `198.51.100.${(ip % 250) + 1}`,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const step = (user: TestUser | null, id: string, action: string, json?: unknown) =>
    call(user, 'POST', `/api/maintenance/requests/${id}/${action}`, json);
  const charge = (user: TestUser | null, id: string) => step(user, id, 'charge-tenant');
  const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const balance = async (kind: 'wallet' | 'earnings', userId: string) => {
    const [row] = await t.database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.userId, userId)));
    return row?.balance ?? 0;
  };
  const repairBills = () =>
    t.database.db
      .select()
      .from(tenancyInvoices)
      .where(and(eq(tenancyInvoices.tenancyId, tenancyId), eq(tenancyInvoices.kind, 'repair')));

  /** A request the plumber fixed for `cost`, completed and (unless told) confirmed by the tenant. */
  const fixedRequest = async (cost: number, confirm = true) => {
    const created = await call(tenant, 'POST', '/api/maintenance/requests', report);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await step(caretaker, id, 'assign', { providerId: plumberId })).status).toBe(200);
    expect((await step(plumber, id, 'accept')).status).toBe(200);
    expect((await step(plumber, id, 'schedule', { date: nextWeek(), window: '10:00-12:00' })).status).toBe(
      200,
    );
    expect((await step(plumber, id, 'complete', { note: 'Replaced the tap.', cost })).status).toBe(200);
    if (confirm) expect((await step(tenant, id, 'confirm', { rating: 5 })).body.status).toBe('closed');
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
    caretaker = await signedInAs(t, 'caretaker');
    stranger = await signedInAs(t, 'landlord');
    const rented = await rentedUnit(t, landlord, 45_000);
    tenant = rented.tenant;
    tenancyId = rented.tenancyId;
    expect(
      (
        await call(landlord, 'PUT', `/api/properties/${rented.propertyId}/caretaker`, {
          contact: caretaker.email,
        })
      ).status,
    ).toBe(200);
    const invoice = await raisedInvoice(t, tenancyId);
    await fundWallet(t, tenant, 45_000);
    await payInvoice(t, tenant, invoice.id, 45_000);
    plumber = await signedInAs(t, 'service_provider');
    expect(
      (
        await call(plumber, 'PUT', '/api/services/my-profile', {
          businessName: 'Kile Plumbers',
          categories: ['plumbing'],
          areas: ['Kileleshwa'],
          priceFrom: 1500,
          availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opensAt: '08:00', closesAt: '17:00' },
          description: 'Kile Plumbers: quick and careful work in Kileleshwa.',
        })
      ).status,
    ).toBe(200);
    plumberId = (await call(plumber, 'GET', '/api/services/my-profile')).body.profile.id;
  });
  afterAll(() => t.close());

  it('bills the tenant once, after they confirm; the provider stays paid and the tenant’s payment makes the landlord whole', async () => {
    const earningsAtStart = await balance('earnings', landlord.userId);
    const id = await fixedRequest(4_500, false);

    // Not before the tenant confirms it fixed: the cost may still be reopened away.
    const early = await charge(landlord, id);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/done: waiting for the tenant: the cost can be charged/);
    expect(await repairBills()).toHaveLength(0);

    expect((await step(tenant, id, 'confirm', { rating: 4 })).body.status).toBe('closed');
    expect(await balance('earnings', landlord.userId)).toBe(earningsAtStart - 4_500);
    expect(await balance('wallet', plumber.userId)).toBe(4_500);

    // Who may not: anonymous 401, roles without the bill permission 403, others' requests 404.
    expect((await charge(null, id)).status).toBe(401);
    expect((await charge(tenant, id)).status).toBe(403);
    expect((await charge(plumber, id)).status).toBe(403);
    expect((await charge(stranger, id)).status).toBe(404);
    expect((await charge(landlord, 'not-an-id')).status).toBe(404);
    expect((await charge(landlord, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await repairBills()).toHaveLength(0);

    // The landlord charges it twice at once, then again: one bill.
    const answers = await Promise.all([charge(landlord, id), charge(landlord, id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const again = await charge(landlord, id);
    expect(again.status).toBe(200);
    const bills = await repairBills();
    expect(bills).toHaveLength(1);
    const bill = bills[0]!;
    expect(bill).toMatchObject({ amount: 4_500, paid: 0, createdBy: landlord.userId });
    expect(bill.details).toMatchObject({ maintenanceRequestId: id });
    for (const answer of [...answers, again]) {
      expect((answer.body as MaintenanceRequestDetail).tenantBillId).toBe(bill.id);
    }

    // On the timeline, audited once, and the tenant told once.
    const detail = (await call(tenant, 'GET', `/api/maintenance/requests/${id}`))
      .body as MaintenanceRequestDetail;
    const charged = detail.timeline.filter((e) => e.action === 'charged_tenant');
    expect(charged).toHaveLength(1);
    expect(charged[0]!.note).toBe(`KES 4,500 billed to the tenant, due ${bill.dueDate}`);
    expect(detail.timeline.map((e) => e.action).slice(-3)).toEqual(['confirm', 'paid', 'charged_tenant']);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'maintenance_request.charged_tenant'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: landlord.userId, subjectId: id });
    expect(audits[0]!.details).toMatchObject({ billId: bill.id, cost: 4_500 });
    const billAudits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'tenancy_bill.added'), eq(auditEvents.subjectId, bill.id)));
    expect(billAudits).toHaveLength(1);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `maintenance:${id}:charged_tenant:${tenant.userId}`));
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('KES 4,500');

    // The tenant sees it in Rent & Bills and pays it: the landlord's earnings are whole again.
    const rent = (await call(tenant, 'GET', `/api/rent/tenancies/${tenancyId}/invoices`))
      .body as TenancyInvoices;
    expect(rent.invoices.find((i) => i.id === bill.id)).toMatchObject({
      kind: 'repair',
      amount: 4_500,
      balance: 4_500,
      status: 'pending',
    });
    await fundWallet(t, tenant, 4_500);
    await payInvoice(t, tenant, bill.id, 4_500);
    expect(await balance('earnings', landlord.userId)).toBe(earningsAtStart);
    expect(await balance('wallet', plumber.userId)).toBe(4_500);
    expect(await balance('wallet', tenant.userId)).toBe(0);
    expect((await charge(landlord, id)).body.tenantBillId).toBe(bill.id);
    expect(await repairBills()).toHaveLength(1);
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });

  it('lets the caretaker charge (they may add bills), two repairs in a month make two bills, and nothing to charge is a 409', async () => {
    const before = (await repairBills()).length;
    const first = await fixedRequest(1_200);
    const second = await fixedRequest(800);
    expect((await charge(caretaker, first)).body.tenantBillId).toBeTruthy();
    expect((await charge(landlord, second)).body.tenantBillId).toBeTruthy();
    expect(await repairBills()).toHaveLength(before + 2);

    const free = await fixedRequest(0);
    const refused = await charge(landlord, free);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/cost nothing/);
    expect(await repairBills()).toHaveLength(before + 2);
  });
});
