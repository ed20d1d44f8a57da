import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billMessages as b } from '@common/rent/bill-messages';
import type { RentInvoice, TenancyInvoices } from '@common/rent/rent-contracts';
import { auditEvents } from '../../db/schema/index';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { checkLedger } from '../ledger';
import { rentFixtures } from './testing/rent-fixtures';

describe('bills added by the landlord or caretaker, paid by the tenant', () => {
  let t: TestApp;
  let landlord: TestUser;
  const { call, newTenancy, fund } = rentFixtures(
    () => t,
    () => signedInAs(t, 'tenant'),
  );
  const addBill = (user: TestUser | null, tenancyId: string, json: unknown) =>
    call(user, 'POST', `/api/rent/tenancies/${tenancyId}/bills`, json);
  const internet = { kind: 'internet', period: '2026-12', dueDate: '2026-12-10', amount: 2_500 };

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
  });
  afterAll(() => t.close());

  it('adds a bill by its amount, audited, which the tenant sees beside the rent', async () => {
    const { tenant, tenancy } = await newTenancy(landlord);
    const added = await addBill(landlord, tenancy.id, internet);
    expect(added.status).toBe(201);
    expect(added.body as RentInvoice).toMatchObject({
      kind: 'internet',
      period: '2026-12-01',
      amount: 2_500,
      paid: 0,
      balance: 2_500,
      dueDate: '2026-12-10',
      details: null,
      payments: [],
    });
    const seen = (await call(tenant, 'GET', `/api/rent/tenancies/${tenancy.id}/invoices`))
      .body as TenancyInvoices;
    expect(seen.invoices.find((invoice) => invoice.kind === 'internet')?.id).toBe(added.body.id);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, added.body.id as string));
    expect(audit).toMatchObject({ action: 'tenancy_bill.added', actorUserId: landlord.userId });
  });

  it.each([
    [{ previousReading: 1200, currentReading: 1234, ratePerUnit: 150 }, 5_100],
    [{ previousReading: 1200.5, currentReading: 1210.8, ratePerUnit: 120.5 }, 1_241],
    [{ previousReading: 0, currentReading: 3, ratePerUnit: 0.5 }, 2],
  ])('bills water by meter readings × rate: %j → KES %i', async (meter, amount) => {
    const { tenancy } = await newTenancy(landlord);
    const added = await addBill(landlord, tenancy.id, {
      kind: 'water',
      period: '2026-12-01',
      dueDate: '2026-12-15',
      ...meter,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ kind: 'water', amount, details: meter });
  });

  it('lets the caretaker add one too', async () => {
    const { tenancy, property } = await newTenancy(landlord);
    const caretaker = await signedInAs(t, 'caretaker');
    const named = await call(landlord, 'PUT', `/api/properties/${property.id}/caretaker`, {
      contact: caretaker.email,
    });
    expect(named.status).toBe(200);
    expect((await addBill(caretaker, tenancy.id, { ...internet, kind: 'electricity' })).status).toBe(201);
  });

  it('refuses a second bill of the same kind for the same month with a 409', async () => {
    const { tenancy } = await newTenancy(landlord);
    expect((await addBill(landlord, tenancy.id, internet)).status).toBe(201);
    const again = await addBill(landlord, tenancy.id, { ...internet, period: '2026-12-01', amount: 3_000 });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(b.billExists('internet', '2026-12'));
    // Another kind, or another month, is a bill of its own.
    expect((await addBill(landlord, tenancy.id, { ...internet, kind: 'electricity' })).status).toBe(201);
    expect((await addBill(landlord, tenancy.id, { ...internet, period: '2027-01' })).status).toBe(201);
  });

  it.each([
    [{ ...internet, kind: 'rent' }, 'kind', b.kind],
    [{ ...internet, period: '2026-13' }, 'period', b.period],
    [{ ...internet, period: '2026-12-15' }, 'period', b.period],
    [{ ...internet, dueDate: '2026-02-30' }, 'dueDate', 'Due date'],
    [{ ...internet, amount: 0 }, 'amount', b.amountMin],
    [{ ...internet, amount: 99.5 }, 'amount', b.amountWhole],
    [{ ...internet, amount: '2500' }, 'amount', b.amountWhole],
    [{ ...internet, amount: undefined }, 'amount', b.amountRequired],
    [{ ...internet, kind: 'water', amount: undefined }, 'amount', b.amountOrReadings],
    [
      { ...internet, amount: undefined, previousReading: 1, currentReading: 2, ratePerUnit: 100 },
      'previousReading',
      b.readingsForWaterOnly,
    ],
    [
      { ...internet, kind: 'water', previousReading: 1, currentReading: 2, ratePerUnit: 100 },
      'amount',
      b.amountAndReadings,
    ],
    [
      { ...internet, kind: 'water', amount: undefined, previousReading: 1, ratePerUnit: 100 },
      'currentReading',
      b.readingsIncomplete,
    ],
    [
      {
        ...internet,
        kind: 'water',
        amount: undefined,
        previousReading: 50,
        currentReading: 40,
        ratePerUnit: 100,
      },
      'currentReading',
      b.readingBackwards,
    ],
    [
      {
        ...internet,
        kind: 'water',
        amount: undefined,
        previousReading: 40,
        currentReading: 40,
        ratePerUnit: 100,
      },
      'currentReading',
      b.nothingUsed,
    ],
    [
      {
        ...internet,
        kind: 'water',
        amount: undefined,
        previousReading: 1,
        currentReading: 2,
        ratePerUnit: 0,
      },
      'ratePerUnit',
      b.rate,
    ],
    [
      {
        ...internet,
        kind: 'water',
        amount: undefined,
        previousReading: -1,
        currentReading: 2,
        ratePerUnit: 5,
      },
      'previousReading',
      b.reading,
    ],
  ])('refuses %j with a 400 naming %s', async (json, field, message) => {
    const { tenancy } = await newTenancy(landlord);
    const res = await addBill(landlord, tenancy.id, json);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(`${field}: `);
    expect(res.body.error.message).toContain(message);
  });

  it('needs a session and the permission, and keeps to the actor’s own tenancies', async () => {
    const { tenant, tenancy } = await newTenancy(landlord);
    expect((await addBill(null, tenancy.id, internet)).status).toBe(401);
    expect((await addBill(tenant, tenancy.id, internet)).status).toBe(403);
    const other = await signedInAs(t, 'landlord');
    const stranger = await addBill(other, tenancy.id, internet);
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe(b.tenancyNotFound);
    expect((await addBill(other, 'nope', internet)).status).toBe(404);
    const caretaker = await signedInAs(t, 'caretaker');
    expect((await addBill(caretaker, tenancy.id, internet)).status).toBe(404);
    // Nothing was added by any of them: the landlord's own bill is still the first.
    expect((await addBill(landlord, tenancy.id, internet)).status).toBe(201);
  });

  it('is paid by the tenant from the wallet like rent, and then shows paid', async () => {
    const { tenant, tenancy } = await newTenancy(landlord);
    const bill = (
      await addBill(landlord, tenancy.id, {
        kind: 'water',
        period: '2026-12',
        dueDate: '2026-12-15',
        previousReading: 310,
        currentReading: 322,
        ratePerUnit: 150,
      })
    ).body as RentInvoice;
    expect(bill.amount).toBe(1_800);
    await fund(tenant, 2_000);
    const paid = await call(tenant, 'POST', `/api/rent/invoices/${bill.id}/pay`, { amount: 1_800 });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ amount: 1_800, walletBalance: 200 });
    const seen = (
      (await call(tenant, 'GET', `/api/rent/tenancies/${tenancy.id}/invoices`)).body as TenancyInvoices
    ).invoices.find((invoice) => invoice.id === bill.id);
    expect(seen).toMatchObject({ kind: 'water', paid: 1_800, balance: 0, status: 'paid' });
    expect(seen!.payments[0]!.receiptNumber).toBe(paid.body.receiptNumber);
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });
});
