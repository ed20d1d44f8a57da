import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from '@common/payments/payment-contracts';
import { suspenseMessages as m, type SuspensePaymentList } from '@common/payments/suspense-allocation';
import { auditEvents, mpesaPayments, properties, propertyUnits, tenancies } from '../../db/schema/index';
import { callbackUrls } from '../../lib/daraja/callback-urls';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { balanceOf, checkLedger, platformAccountOf } from '../ledger';

describe('suspense payments allocated by a superadmin', () => {
  let t: TestApp;
  let admin: TestUser;
  let tenant: TestUser;
  let landlord: TestUser;
  let seq = 0;

  /** A paybill payment M-Pesa confirms for an account number that matches nothing: it lands in suspense. */
  const unmatched = async (amount = 1800) => {
    seq += 1;
    const transId = `SUS${String(seq).padStart(7, '0')}${randomUUID().slice(0, 4).toUpperCase()}`;
    const res = await t.app.request(callbackUrls(t.config).c2bConfirmation, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        TransactionType: 'Pay Bill',
        TransID: transId,
        TransTime: '20261201101500',
        TransAmount: `${amount}.00`,
        BusinessShortCode: '174379',
        BillRefNumber: `NOPE${seq}`,
        MSISDN: '2547 ***** 149',
      }),
    });
    expect(res.status).toBe(200);
    await t.callbacksApplied();
    const [row] = await t.database.db
      .select({ id: mpesaPayments.id })
      .from(mpesaPayments)
      .where(eq(mpesaPayments.receipt, transId));
    return { id: row!.id, transId, amount };
  };
  const list = (user: TestUser | null) =>
    t.request('/api/payments/suspense', { headers: user ? { cookie: user.cookie } : {} });
  const allocate = (user: TestUser | null, id: string, json: unknown) =>
    t.request(`/api/payments/suspense/${id}/allocate`, {
      method: 'POST',
      json,
      headers: user ? { cookie: user.cookie } : {},
    });
  const walletOf = async (user: TestUser) =>
    (await (await t.request('/api/wallet', { headers: { cookie: user.cookie } })).json()) as Wallet;
  const reason = 'The payer called and gave the wallet number by phone.';

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAs(t, 'superadmin');
    tenant = await signedInAs(t, 'tenant');
    landlord = await signedInAs(t, 'landlord');
  });
  afterAll(() => t.close());

  it('lists unallocated suspense payments oldest first for a superadmin only', async () => {
    const first = await unmatched(1200);
    const second = await unmatched(3400);
    expect((await list(null)).status).toBe(401);
    expect((await list(tenant)).status).toBe(403);
    const res = await list(admin);
    expect(res.status).toBe(200);
    const { payments } = (await res.json()) as SuspensePaymentList;
    const ours = payments.filter((p) => [first.id, second.id].includes(p.id));
    expect(ours.map((p) => p.id)).toEqual([first.id, second.id]);
    expect(ours[0]).toMatchObject({ receipt: first.transId, amount: 1200, accountTyped: expect.any(String) });
    expect(Date.parse(ours[0]!.receivedAt)).not.toBeNaN();
  });

  it('allocates to a wallet by its account number: one ledger transaction, the row owned, audited', async () => {
    const payment = await unmatched(2500);
    const suspense = await t.database.db.transaction((tx) => platformAccountOf(tx, 'suspense'));
    const suspenseBefore = await balanceOf(t.database.db, suspense);
    const { accountNumber, amount: before } = await walletOf(tenant);
    const res = await allocate(admin, payment.id, { to: { walletAccountNumber: accountNumber }, reason });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: payment.id, amount: 2500, userId: tenant.userId, tenancyId: null });
    expect((await walletOf(tenant)).amount).toBe(before + 2500);
    expect(await balanceOf(t.database.db, suspense)).toBe(suspenseBefore - 2500);
    const [row] = await t.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.id, payment.id));
    expect(row).toMatchObject({ userId: tenant.userId, tenancyId: null, status: 'paid' });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subjectId, payment.id),
          eq(auditEvents.action, 'mpesa_payment.suspense_allocated'),
        ),
      );
    expect(audit).toMatchObject({ actorUserId: admin.userId, subjectType: 'mpesa_payment' });
    expect(audit!.details).toMatchObject({ reason, toUserId: tenant.userId, journalId: body.journalId });
    const listed = (await (await list(admin)).json()) as SuspensePaymentList;
    expect(listed.payments.map((p) => p.id)).not.toContain(payment.id);
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });

  it("allocates to a tenancy's paybill account: its tenant's wallet, the row pointing at the tenancy", async () => {
    const letters = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
    const code = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
    const paybillAccount = code(8);
    const propertyId = `ABD-${code(4)}`;
    await t.database.db.insert(properties).values({
      id: propertyId,
      name: 'Suspense Court',
      address: 'Ngong Road',
      city: 'Nairobi',
      state: 'Nairobi County',
      landlordId: landlord.userId,
    });
    const [unit] = await t.database.db
      .insert(propertyUnits)
      .values({ propertyId, label: 'Apt 1', monthlyRent: 20_000, deposit: 20_000 })
      .returning({ id: propertyUnits.id });
    const [tenancy] = await t.database.db
      .insert(tenancies)
      .values({
        unitId: unit!.id,
        tenantId: tenant.userId,
        monthlyRent: 20_000,
        deposit: 20_000,
        dueDay: 5,
        startDate: '2026-06-01',
        paybillAccount,
      })
      .returning({ id: tenancies.id });
    const payment = await unmatched(20_000);
    const before = (await walletOf(tenant)).amount;
    const res = await allocate(admin, payment.id, {
      to: { paybillAccount: paybillAccount.toLowerCase() },
      reason: 'Rent for December; the tenant mistyped the account.',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ userId: tenant.userId, tenancyId: tenancy!.id });
    expect((await walletOf(tenant)).amount).toBe(before + 20_000);
    const [row] = await t.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.id, payment.id));
    expect(row).toMatchObject({ userId: tenant.userId, tenancyId: tenancy!.id });
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });

  it('answers 409 for a payment already allocated, even two at once, and credits once', async () => {
    const payment = await unmatched(900);
    const { accountNumber, amount: before } = await walletOf(tenant);
    const json = { to: { walletAccountNumber: accountNumber }, reason };
    const statuses = (
      await Promise.all([allocate(admin, payment.id, json), allocate(admin, payment.id, json)])
    ).map((res) => res.status);
    expect(statuses.sort()).toEqual([200, 409]);
    const again = await allocate(admin, payment.id, json);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(m.alreadyAllocated);
    expect((await walletOf(tenant)).amount).toBe(before + 900);
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });

  it('answers 404 for an unknown payment, and for one that is not in suspense', async () => {
    const json = { to: { walletAccountNumber: 'AB12345678' }, reason };
    expect((await allocate(admin, randomUUID(), json)).status).toBe(404);
    expect((await allocate(admin, 'not-an-id', json)).status).toBe(404);
  });

  it('answers 400 for an account that matches nothing, and for bad input', async () => {
    const payment = await unmatched(700);
    const { accountNumber } = await walletOf(tenant);
    const noWallet = await allocate(admin, payment.id, { to: { walletAccountNumber: 'AB00000001' }, reason });
    expect(noWallet.status).toBe(400);
    expect((await noWallet.json()).error.message).toBe(m.noSuchWallet);
    // A wallet number is not a tenancy's paybill account.
    const notTenancy = await allocate(admin, payment.id, { to: { paybillAccount: accountNumber }, reason });
    expect(notTenancy.status).toBe(400);
    expect((await notTenancy.json()).error.message).toBe(m.noSuchTenancy);
    for (const json of [
      {},
      { to: { walletAccountNumber: accountNumber } },
      { to: { walletAccountNumber: accountNumber }, reason: 'short' },
      { to: {}, reason },
      { to: { walletAccountNumber: accountNumber, paybillAccount: 'X1234' }, reason },
      { to: { walletAccountNumber: '' }, reason },
    ]) {
      expect((await allocate(admin, payment.id, json)).status, JSON.stringify(json)).toBe(400);
    }
    // Still in suspense after every refusal.
    const listed = (await (await list(admin)).json()) as SuspensePaymentList;
    expect(listed.payments.map((p) => p.id)).toContain(payment.id);
  });

  it('refuses everyone but a superadmin: 401 signed out, 403 for other roles', async () => {
    const payment = await unmatched(650);
    const json = { to: { walletAccountNumber: (await walletOf(tenant)).accountNumber }, reason };
    expect((await allocate(null, payment.id, json)).status).toBe(401);
    expect((await allocate(tenant, payment.id, json)).status).toBe(403);
    expect((await allocate(landlord, payment.id, json)).status).toBe(403);
  });
});
