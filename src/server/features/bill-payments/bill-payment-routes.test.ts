import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billPaymentMessages as m } from '@common/payments/bill-payment-messages';
import { moneyOutMessages } from '@common/payments/money-out-messages';
import type { OwnBills, SavedBiller, SavedBillers } from '@common/payments/saved-biller-contracts';
import type { Receipt } from '@common/receipts/receipt-contracts';
import type { InvoicePaymentResult } from '@common/rent/rent-contracts';
import type { ManagedProperty, Tenancy } from '@common/tenancy/rent-terms';
import { callbackUrls } from '../../lib/daraja/callback-urls';
import { signedInAs, signUpUnverified, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { raiseRentInvoices } from '../rent';

describe('Pay Bills: own bills and saved billers', () => {
  let t: TestApp;
  let landlord: TestUser;
  let ip = 0;
  let receipt = 0;

  const call = async (user: TestUser | null, method: string, path: string, json?: unknown, key?: string) => {
    ip += 1;
    const res = await t.request(path, {
      method,
      ...(json !== undefined ? { json } : {}),
      headers: {
        ...(user ? { cookie: user.cookie } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      clientIp: `203.0.113.${ip % 250}`,
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test names the shape it reads
    return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
  };

  /** A tenant confirmed in a new unit of the landlord's, and their tenancy. */
  const newTenancy = async (monthlyRent = 30_000) => {
    const property = (
      await call(landlord, 'POST', '/api/properties', {
        name: 'Kilimani Heights',
        address: 'Argwings Kodhek Road',
        city: 'Nairobi',
        state: 'Nairobi County',
        location: 'Kilimani',
      })
    ).body as ManagedProperty;
    const unit = (
      (
        await call(landlord, 'POST', `/api/properties/${property.id}/units`, {
          label: 'Apt 7B',
          monthlyRent,
          deposit: 0,
        })
      ).body as ManagedProperty
    ).units[0]!;
    const tenant = await signedInAs(t, 'tenant');
    const link = await call(tenant, 'POST', '/api/tenant-properties', { propertyId: property.id });
    await call(landlord, 'POST', `/api/tenant-properties/${link.body.id}/confirm`, {
      unitId: unit.id,
      dueDay: 5,
      startDate: '2026-06-01',
    });
    const [tenancy] = (await call(tenant, 'GET', '/api/tenancies')).body.tenancies as Tenancy[];
    return { tenant, tenancy: tenancy! };
  };

  /** Money into the wallet as it really comes: a paybill payment to the wallet's account number. */
  const fund = async (user: TestUser, amount: number) => {
    const { accountNumber } = (await call(user, 'GET', '/api/wallet')).body;
    receipt += 1;
    const res = await t.app.request(callbackUrls(t.config).c2bConfirmation, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        TransactionType: 'Pay Bill',
        TransID: `TKPB${randomUUID().slice(0, 4).toUpperCase()}${String(receipt).padStart(4, '0')}`,
        TransTime: '20261201101500',
        TransAmount: String(amount),
        BusinessShortCode: '174379',
        BillRefNumber: accountNumber,
        MSISDN: '2547 ***** 149',
      }),
    });
    expect(res.status).toBe(200);
    await t.callbacksApplied();
  };
  const ownBillsOf = async (user: TestUser) => (await call(user, 'GET', '/api/bills/own')).body as OwnBills;
  const savedOf = async (user: TestUser) =>
    (await call(user, 'GET', '/api/bills/saved')).body as SavedBillers;
  const save = (user: TestUser | null, json: unknown) => call(user, 'POST', '/api/bills/saved', json);

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
  });
  afterAll(() => t.close());

  describe('GET /api/bills/own', () => {
    it('lists the tenant’s open rent and bills with the amount due and due date, earliest due first, and no one else’s', async () => {
      const { tenant, tenancy } = await newTenancy(30_000);
      const other = await newTenancy(25_000);
      await raiseRentInvoices(t.database.db, { period: '2026-12-01' });
      const water = await call(landlord, 'POST', `/api/rent/tenancies/${tenancy.id}/bills`, {
        kind: 'water',
        period: '2026-12',
        dueDate: '2026-12-03',
        amount: 1_200,
      });
      expect(water.status).toBe(201);

      const { items } = await ownBillsOf(tenant);
      // Confirming the tenancy raised this month's rent too: every open one is listed, earliest due first.
      const dueDates = items.map((bill) => bill.dueDate);
      expect(dueDates).toEqual([...dueDates].sort());
      expect(items.every((bill) => bill.tenancyId === tenancy.id)).toBe(true);
      const december = items.filter((bill) => bill.period === '2026-12-01');
      expect(december.map((bill) => [bill.kind, bill.balance, bill.dueDate])).toEqual([
        ['water', 1_200, '2026-12-03'],
        ['rent', 30_000, '2026-12-05'],
      ]);
      expect(december[1]).toMatchObject({
        tenancyId: tenancy.id,
        amount: 30_000,
        paid: 0,
        propertyName: 'Kilimani Heights',
        unitLabel: 'Apt 7B',
      });
      expect(['pending', 'overdue']).toContain(december[1]!.status);
      // The other tenant sees only their own rent; the landlord and a newcomer none.
      const others = (await ownBillsOf(other.tenant)).items;
      expect(others.length).toBeGreaterThan(0);
      expect(others.every((bill) => bill.tenancyId === other.tenancy.id && bill.kind === 'rent')).toBe(true);
      expect((await ownBillsOf(landlord)).items).toEqual([]);
      expect((await ownBillsOf(await signedInAs(t, 'tenant'))).items).toEqual([]);
    });

    it('drops a bill once the wallet pays it in full, shows the rest of a part-paid one, and the payment has its receipt', async () => {
      const { tenant, tenancy } = await newTenancy(20_000);
      await raiseRentInvoices(t.database.db, { period: '2027-01-01' });
      await call(landlord, 'POST', `/api/rent/tenancies/${tenancy.id}/bills`, {
        kind: 'electricity',
        period: '2027-01',
        dueDate: '2027-01-04',
        amount: 2_000,
      });
      const january = (await ownBillsOf(tenant)).items.filter((bill) => bill.period === '2027-01-01');
      const electricity = january.find((bill) => bill.kind === 'electricity');
      const rent = january.find((bill) => bill.kind === 'rent');
      expect(electricity?.balance).toBe(2_000);
      expect(rent?.balance).toBe(20_000);
      const before = (await ownBillsOf(tenant)).items.length;

      // Short of funds: 409, and the bill stays.
      const short = await call(
        tenant,
        'POST',
        `/api/rent/invoices/${electricity!.invoiceId}/pay`,
        { amount: 2_000 },
        randomUUID(),
      );
      expect(short.status).toBe(409);
      expect((await ownBillsOf(tenant)).items).toHaveLength(before);

      await fund(tenant, 12_000);
      const paid = await call(
        tenant,
        'POST',
        `/api/rent/invoices/${electricity!.invoiceId}/pay`,
        { amount: electricity!.balance },
        randomUUID(),
      );
      expect(paid.status).toBe(201);
      const payment = paid.body as InvoicePaymentResult;
      expect(payment.walletBalance).toBe(10_000);
      const receiptRes = await call(tenant, 'GET', `/api/receipts/${payment.receiptNumber}`);
      expect(receiptRes.status).toBe(200);
      expect(receiptRes.body as Receipt).toMatchObject({
        invoiceKind: 'electricity',
        amount: 2_000,
        balanceAfter: 0,
      });

      const partly = await call(
        tenant,
        'POST',
        `/api/rent/invoices/${rent!.invoiceId}/pay`,
        { amount: 10_000 },
        randomUUID(),
      );
      expect(partly.status).toBe(201);
      const { items } = await ownBillsOf(tenant);
      // The electricity bill is gone; the rent stays with what is left of it.
      expect(items).toHaveLength(before - 1);
      expect(items.find((bill) => bill.invoiceId === electricity!.invoiceId)).toBeUndefined();
      const left = items.find((bill) => bill.invoiceId === rent!.invoiceId);
      expect(left).toMatchObject({ kind: 'rent', amount: 20_000, paid: 10_000, balance: 10_000 });
      expect(['partly_paid', 'overdue']).toContain(left!.status);
    });

    it('is 401 anonymously and 403 until the phone is verified', async () => {
      expect((await call(null, 'GET', '/api/bills/own')).status).toBe(401);
      const unverified = await signUpUnverified(t);
      expect((await call(unverified, 'GET', '/api/bills/own')).status).toBe(403);
    });
  });

  describe('saved billers', () => {
    it('saves a biller and account under a name, lists, renames and removes it', async () => {
      const user = await signedInAs(t, 'tenant');
      expect(await savedOf(user)).toEqual({ items: [], max: 20 });
      const made = await save(user, {
        billerId: 'kplc-prepaid',
        account: ' 12345678901 ',
        name: ' Home KPLC ',
      });
      expect(made.status).toBe(201);
      expect(made.body as SavedBiller).toMatchObject({
        billerId: 'kplc-prepaid',
        billerName: 'KPLC Prepaid (tokens)',
        account: '12345678901',
        name: 'Home KPLC',
      });
      const water = await save(user, { billerId: 'nairobi-water', account: '556677', name: 'Water' });
      expect(water.status).toBe(201);
      expect((await savedOf(user)).items.map((item) => item.name)).toEqual(['Home KPLC', 'Water']);

      const renamed = await call(user, 'PATCH', `/api/bills/saved/${made.body.id}`, { name: 'Flat tokens' });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ id: made.body.id, name: 'Flat tokens', account: '12345678901' });
      expect((await call(user, 'DELETE', `/api/bills/saved/${water.body.id}`)).status).toBe(204);
      expect((await savedOf(user)).items.map((item) => item.name)).toEqual(['Flat tokens']);
      expect((await call(user, 'DELETE', `/api/bills/saved/${water.body.id}`)).status).toBe(404);
    });

    it('checks the account against the biller’s format and the name (400), never answering 5xx', async () => {
      const user = await signedInAs(t, 'tenant');
      const bad: unknown[] = [
        { billerId: 'kplc-prepaid', account: '1234567890', name: 'Ten digits' },
        { billerId: 'kplc-prepaid', account: '1234567890A', name: 'Letter' },
        { billerId: 'kplc-postpaid', account: '12345', name: 'Five digits' },
        { billerId: 'nairobi-water', account: '12345678901', name: 'Eleven digits' },
        { billerId: 'acme-power', account: '123456', name: 'Unknown biller' },
        { billerId: 'zuku', account: '123456', name: '' },
        { billerId: 'zuku', account: '123456', name: '   ' },
        { billerId: 'zuku', account: '123456', name: 'x'.repeat(41) },
        { billerId: 'zuku', account: 123456, name: 'Number' },
        { billerId: 'zuku', name: 'No account' },
        {},
        null,
        'zuku',
      ];
      for (const json of bad) {
        const res = await save(user, json);
        expect(res.status, JSON.stringify(json)).toBe(400);
      }
      const format = await save(user, { billerId: 'kplc-prepaid', account: '1234567890', name: 'Ten' });
      expect(JSON.stringify(format.body)).toContain(moneyOutMessages.billAccount);
      const name = await save(user, { billerId: 'zuku', account: '123456', name: '' });
      expect(JSON.stringify(name.body)).toContain(m.name);
      const made = (await save(user, { billerId: 'zuku', account: '123456', name: 'Zuku' }))
        .body as SavedBiller;
      for (const json of [{ name: '' }, { name: 'y'.repeat(41) }, {}, { name: 5 }]) {
        expect((await call(user, 'PATCH', `/api/bills/saved/${made.id}`, json)).status).toBe(400);
      }
      expect((await savedOf(user)).items).toHaveLength(1);
    });

    it('refuses the same biller and account twice, and more than 20, with 409', async () => {
      const user = await signedInAs(t, 'tenant');
      expect((await save(user, { billerId: 'zuku', account: '100001', name: 'Home Zuku' })).status).toBe(201);
      const again = await save(user, { billerId: 'zuku', account: '100001', name: 'Again' });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(m.savedDuplicate('Home Zuku'));
      // The same account at another biller is another saved biller.
      expect((await save(user, { billerId: 'nairobi-water', account: '100001', name: 'W' })).status).toBe(
        201,
      );
      for (let n = 2; n < 20; n += 1) {
        const res = await save(user, { billerId: 'zuku', account: String(100_000 + n), name: `Zuku ${n}` });
        expect(res.status, String(n)).toBe(201);
      }
      expect((await savedOf(user)).items).toHaveLength(20);
      const full = await save(user, { billerId: 'zuku', account: '200000', name: 'One more' });
      expect(full.status).toBe(409);
      expect(full.body.error.message).toBe(m.savedFull);
      expect((await savedOf(user)).items).toHaveLength(20);
      // Removing one makes room again.
      const first = (await savedOf(user)).items[0]!;
      expect((await call(user, 'DELETE', `/api/bills/saved/${first.id}`)).status).toBe(204);
      expect((await save(user, { billerId: 'zuku', account: '200000', name: 'One more' })).status).toBe(201);
    });

    it('keeps each user’s saved billers their own: others’ are 404 to rename or remove, and unlisted', async () => {
      const owner = await signedInAs(t, 'tenant');
      const made = (await save(owner, { billerId: 'safaricom-home', account: '12345', name: 'Fibre' }))
        .body as SavedBiller;
      for (const role of ['tenant', 'landlord', 'superadmin'] as const) {
        const other = await signedInAs(t, role);
        expect((await call(other, 'PATCH', `/api/bills/saved/${made.id}`, { name: 'Mine' })).status).toBe(
          404,
        );
        expect((await call(other, 'DELETE', `/api/bills/saved/${made.id}`)).status).toBe(404);
        expect((await savedOf(other)).items).toEqual([]);
      }
      expect((await call(owner, 'PATCH', '/api/bills/saved/not-a-uuid', { name: 'X' })).status).toBe(404);
      expect((await call(owner, 'DELETE', `/api/bills/saved/${randomUUID()}`)).status).toBe(404);
      expect((await savedOf(owner)).items).toEqual([made]);
    });

    it('is 401 anonymously and 403 until the phone is verified', async () => {
      const id = randomUUID();
      for (const [method, path, json] of [
        ['GET', '/api/bills/saved', undefined],
        ['POST', '/api/bills/saved', { billerId: 'zuku', account: '123456', name: 'Z' }],
        ['PATCH', `/api/bills/saved/${id}`, { name: 'Z' }],
        ['DELETE', `/api/bills/saved/${id}`, undefined],
      ] as const) {
        expect((await call(null, method, path, json)).status, `${method} ${path}`).toBe(401);
        const unverified = await signUpUnverified(t);
        expect((await call(unverified, method, path, json)).status, `${method} ${path}`).toBe(403);
      }
    });
  });
});
