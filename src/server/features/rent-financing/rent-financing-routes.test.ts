import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LenderBook,
  OkoaRentApplication,
  OkoaRentOverview,
  OkoaRentQueueItem,
} from '@common/financing/okoa-rent-contracts';
import { addDays } from '@common/financing/okoa-rent-terms';
import { okoaRentTexts as texts } from '@common/financing/okoa-rent-texts';
import { nairobiToday } from '@common/rent/rent-cycle';
import {
  auditEvents,
  invoicePayments,
  jobs,
  notifications,
  okoaRentApplications,
} from '../../db/schema/index';
import {
  chooseLanguage,
  everyone,
  signedInAs,
  signedInAsEveryone,
  type TestUser,
  type Who,
} from '../../testing/identity-helpers';
import { eventSmsRunner } from '../../testing/event-sms-runner';
import { approveKyc } from '../../testing/kyc-helpers';
import { fundWallet } from '../../testing/paid-rent-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { callbackUrls } from '../../lib/daraja/callback-urls';
import { balanceOf, checkLedger, platformAccountOf } from '../ledger';
import { runOkoaRentClock } from './run-okoa-rent-clock';

const pdf = readFileSync(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../../e2e/fixtures/registration-cert.pdf',
  ),
);

describe('/api/rent-financing: Okoa Rent', () => {
  let t: TestApp;
  let landlord: TestUser;
  let officer: TestUser;
  let superadmin: TestUser;
  let users: Record<Who, TestUser>;
  let ip = 0;
  const smsRunner = eventSmsRunner(() => t);
  const today = () => nairobiToday(new Date());
  const firstOfMonth = () => `${today().slice(0, 7)}-01`;

  const call = async (user: TestUser | null, method: string, url: string, json?: unknown, key?: string) => {
    ip += 1;
    const res = await t.request(`/api/rent-financing${url}`, {
      method,
      ...(json !== undefined ? { json } : {}),
      headers: { ...(user ? { cookie: user.cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
      clientIp: `203.0.113.${ip % 250}`,
    });
    return { status: res.status, body: await res.json() };
  };
  const upload = async (user: TestUser, category: string) => {
    const form = new FormData();
    form.set('category', category);
    form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `${category}.pdf`);
    const res = await t.request('/api/rent-financing/documents', {
      method: 'POST',
      body: form,
      headers: { cookie: user.cookie },
    });
    return { status: res.status, body: await res.json() };
  };
  const json = async (user: TestUser, method: string, url: string, body?: unknown) => {
    const res = await t.request(url, {
      method,
      ...(body ? { json: body } : {}),
      headers: { cookie: user.cookie },
    });
    expect(res.status, `${method} ${url}: ${await res.clone().text()}`).toBeLessThan(300);
    return res.json();
  };

  /** A tenant renting from this month's 1st (the month is billed at once) at `rent`, KYC approved and documents up. */
  const readyTenant = async (rent = 20_000, { kyc = true, documents = true } = {}) => {
    const tenant = await signedInAs(t, 'tenant');
    const property = await json(landlord, 'POST', '/api/properties', {
      name: 'Roysambu Court',
      address: 'Thika Road',
      city: 'Nairobi',
      state: 'Nairobi County',
      location: 'Roysambu',
    });
    const unit = (
      await json(landlord, 'POST', `/api/properties/${property.id}/units`, {
        label: 'B4',
        monthlyRent: rent,
        deposit: 0,
      })
    ).units[0];
    const link = await json(tenant, 'POST', '/api/tenant-properties', { propertyId: property.id });
    await json(landlord, 'POST', `/api/tenant-properties/${link.id}/confirm`, {
      unitId: unit.id,
      dueDay: 5,
      startDate: firstOfMonth(),
    });
    if (kyc) await approveKyc(t, tenant.userId);
    if (documents) {
      for (const category of ['rental_agreement', 'statements', 'proof_of_income']) {
        expect((await upload(tenant, category)).status).toBe(201);
      }
    }
    const overview = (await call(tenant, 'GET', '/mine')).body as OkoaRentOverview;
    return { tenant, invoice: overview.openInvoices[0]! };
  };
  const application = (invoiceId: string, overrides: Record<string, unknown> = {}) => ({
    invoiceId,
    amount: 20_000,
    repayBy: addDays(today(), 14),
    monthlyIncome: 80_000,
    employer: 'Safaricom PLC',
    ...overrides,
  });
  const apply = (tenant: TestUser, invoiceId: string, overrides: Record<string, unknown> = {}) =>
    call(tenant, 'POST', '/applications', application(invoiceId, overrides));

  beforeAll(async () => {
    t = await createTestApp();
    [landlord, officer, superadmin] = await Promise.all([
      signedInAs(t, 'landlord'),
      signedInAs(t, 'financing_officer'),
      signedInAs(t, 'superadmin'),
    ]);
    users = await signedInAsEveryone(t);
  });
  afterAll(() => t.close());

  it('answers every role as its permissions say', async () => {
    const expectations: Array<[string, string, Who[], number]> = [
      ['GET', '/mine', ['tenant'], 200],
      ['GET', '/applications', ['superadmin', 'financing_officer'], 200],
      ['GET', '/book', ['superadmin', 'financing_officer'], 200],
    ];
    for (const [method, url, allowed, ok] of expectations) {
      expect((await call(null, method, url)).status).toBe(401);
      for (const who of everyone) {
        const { status } = await call(users[who], method, url);
        expect(status, `${method} ${url} as ${who}`).toBe(allowed.includes(who) ? ok : 403);
      }
    }
    for (const who of everyone.filter((each) => each !== 'tenant')) {
      expect((await call(users[who], 'POST', '/applications', application(randomUUID()))).status).toBe(403);
      expect((await upload(users[who], 'statements')).status).toBe(403);
    }
    for (const who of ['tenant', 'landlord', 'no role'] as const) {
      expect((await call(users[who], 'POST', `/applications/${randomUUID()}/approve`, {})).status).toBe(403);
    }
    expect((await call(officer, 'POST', `/applications/${randomUUID()}/approve`, {})).status).toBe(404);
    expect(
      (await call(officer, 'POST', '/applications/not-an-id/decline', { reason: 'Not enough income' }))
        .status,
    ).toBe(404);
  });

  it('refuses what the terms and the tenancy do not allow, with the reason', async () => {
    // No active tenancy.
    const loner = await signedInAs(t, 'tenant');
    const none = await apply(loner, randomUUID());
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe(texts.refusal.noTenancy);

    const { tenant, invoice } = await readyTenant(20_000);
    expect(invoice.balance).toBe(20_000);
    // Bad input: 400 with the field.
    for (const bad of [
      { amount: 1.5 },
      { repayBy: 'tomorrow' },
      { employer: '' },
      { monthlyIncome: -1 },
      { invoiceId: 'nope' },
    ]) {
      expect((await apply(tenant, invoice.id, bad)).status).toBe(400);
    }
    // The date: tomorrow up to 30 days ahead.
    for (const days of [0, 31, -1]) {
      const res = await apply(tenant, invoice.id, { repayBy: addDays(today(), days) });
      expect(res.status, `${days} days`).toBe(400);
      expect(res.body.error.message).toContain(texts.validation.repayByRange);
    }
    // The amount: up to the invoice's balance, at least the minimum.
    const above = await apply(tenant, invoice.id, { amount: 20_001 });
    expect(above.status).toBe(409);
    expect(above.body.error.message).toBe(texts.refusal.aboveBalance(20_000));
    expect((await apply(tenant, invoice.id, { amount: 999 })).status).toBe(400);
    // Someone else's invoice is not found.
    expect((await apply(users.tenant, invoice.id)).status).toBe(409);
    const other = await readyTenant(15_000);
    expect((await apply(tenant, other.invoice.id)).status).toBe(404);

    // The ID comes from KYC; the documents must be up.
    const unverified = await readyTenant(20_000, { kyc: false });
    const noId = await apply(unverified.tenant, unverified.invoice.id);
    expect(noId.status).toBe(409);
    expect(noId.body.error.message).toBe(texts.refusal.idNotVerified);
    const noDocs = await readyTenant(20_000, { documents: false });
    const missing = await apply(noDocs.tenant, noDocs.invoice.id);
    expect(missing.status).toBe(409);
    expect(missing.body.error.message).toContain(texts.documentLabels.statements);

    // One at a time: a second application while the first is open.
    const first = await apply(tenant, invoice.id, { amount: 10_000, repayBy: addDays(today(), 30) });
    expect(first.status).toBe(201);
    const created = first.body as OkoaRentApplication;
    expect(created).toMatchObject({
      status: 'pending',
      amountRequested: 10_000,
      ratePercent: 7,
      fee: 700,
      totalToRepay: 10_700,
      loan: null,
    });
    expect(created.documents.map((d) => d.category).sort()).toEqual([
      'proof_of_income',
      'rental_agreement',
      'statements',
    ]);
    expect(Date.parse(created.decideBy) - Date.parse(created.appliedAt)).toBe(24 * 3_600_000);
    for (const category of ['rental_agreement', 'statements', 'proof_of_income']) {
      expect((await upload(tenant, category)).status).toBe(201);
    }
    const second = await apply(tenant, invoice.id, { amount: 5_000 });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(texts.refusal.openLoan);

    // The documents: the tenant and officers only.
    const documentId = created.documents[0]!.id;
    const file = (user: TestUser) =>
      t.request(`/api/rent-financing/documents/${documentId}/file`, { headers: { cookie: user.cookie } });
    expect((await file(tenant)).status).toBe(200);
    expect((await file(officer)).status).toBe(200);
    expect((await file(superadmin)).status).toBe(200);
    expect((await file(other.tenant)).status).toBe(404);
    expect((await file(landlord)).status).toBe(404);
    expect((await call(other.tenant, 'GET', `/applications/${created.id}`)).status).toBe(404);
    expect((await call(tenant, 'GET', `/applications/${created.id}`)).status).toBe(200);
  });

  it('declines with a reason the tenant sees, once, audited, told by SMS', async () => {
    const { tenant, invoice } = await readyTenant(18_000);
    const { body: created } = await apply(tenant, invoice.id, { amount: 18_000 });
    expect(
      (await call(officer, 'POST', `/applications/${created.id}/decline`, { reason: 'no' })).status,
    ).toBe(400);
    const declined = await call(officer, 'POST', `/applications/${created.id}/decline`, {
      reason: 'Your statements show too little income',
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      status: 'declined',
      declineReason: 'Your statements show too little income',
    });
    const again = await call(superadmin, 'POST', `/applications/${created.id}/approve`, {});
    expect(again.status).toBe(409);
    const mine = (await call(tenant, 'GET', '/mine')).body as OkoaRentOverview;
    expect(mine.applications[0]).toMatchObject({
      status: 'declined',
      declineReason: 'Your statements show too little income',
    });
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, created.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['okoa_rent.applied', 'okoa_rent.declined']);
    const sms = await t.database.db
      .select()
      .from(jobs)
      .where(like(jobs.singletonKey, `sms:event:okoa-rent.declined:${created.id}%`));
    expect(sms).toHaveLength(1);
    // In English, the tenant's language; the officer's reason as written.
    await smsRunner.deliver();
    expect(await smsRunner.textsTo(tenant)).toEqual([
      'ABODE: Okoa Rent declined. Your Okoa Rent application was declined: Your statements show too little income',
    ]);
    // Declined, the tenant may apply again.
    for (const category of ['rental_agreement', 'statements', 'proof_of_income'])
      await upload(tenant, category);
    expect((await apply(tenant, invoice.id, { amount: 9_000 })).status).toBe(201);
  });

  it('approves once of 20 at a time: one payment to the landlord from the lender, the loan opened', async () => {
    const { tenant, invoice } = await readyTenant(25_000);
    const { body: created } = await apply(tenant, invoice.id, {
      amount: 25_000,
      repayBy: addDays(today(), 10),
    });
    const queue = (await call(officer, 'GET', '/applications')).body.applications as OkoaRentQueueItem[];
    const item = queue.find((each) => each.id === created.id)!;
    expect(item.applicant).toMatchObject({ idVerified: true });
    expect(item.history.invoices).toBeGreaterThanOrEqual(1);
    expect(item.documents).toHaveLength(3);
    // Raised, never above what was asked.
    expect(
      (await call(officer, 'POST', `/applications/${created.id}/approve`, { amount: 25_001 })).status,
    ).toBe(409);

    const lender = await t.database.db.transaction((tx) => platformAccountOf(tx, 'cooparent_lender'));
    const lentBefore = await balanceOf(t.database.db, lender);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? officer : superadmin, 'POST', `/applications/${created.id}/approve`, { amount: 24_000 }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const approved = answers.find((answer) => answer.status === 200)!.body as OkoaRentApplication;
    expect(approved.status).toBe('open');
    expect(approved.loan).toMatchObject({
      principal: 24_000,
      fee: 1_200,
      total: 25_200,
      repaid: 0,
      outstanding: 25_200,
    });
    expect(approved.loan!.accountNumber).toMatch(/^OK\d{8}$/);
    expect(await balanceOf(t.database.db, lender)).toBe(lentBefore + 24_000);
    const payments = await t.database.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: 24_000, method: 'lender' });
    // The receipt says CoopaRent paid it.
    const receipt = await t.request(`/api/receipts/${payments[0]!.receiptNumber}`, {
      headers: { cookie: tenant.cookie },
    });
    expect((await receipt.json()).method).toBe('lender');
    // The landlord was told of the rent paid.
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, landlord.userId), eq(notifications.kind, 'rent.paid')));
    expect(told.length).toBeGreaterThanOrEqual(1);
    expect((await checkLedger(t.database.db)).drift).toEqual([]);

    // Repayment: the wallet first (short, then part, then the rest).
    const short = await call(tenant, 'POST', `/loans/${approved.id}/repay`, { amount: 5_000 }, randomUUID());
    expect(short.status).toBe(409);
    expect(short.body.error.code).toBe('INSUFFICIENT_FUNDS');
    expect((await call(tenant, 'POST', `/loans/${approved.id}/repay`, { amount: 5_000 })).status).toBe(400);
    expect(
      (await call(users.tenant, 'POST', `/loans/${approved.id}/repay`, { amount: 5_000 }, randomUUID()))
        .status,
    ).toBe(404);
    await fundWallet(t, tenant, 30_000);
    const tooMuch = await call(
      tenant,
      'POST',
      `/loans/${approved.id}/repay`,
      { amount: 25_201 },
      randomUUID(),
    );
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toMatchObject({
      code: 'CONFLICT',
      message: "The loan's balance is KES 25,200: repay that much or less.",
      // The balance as a value too, for the web to say it in Kiswahili.
      reason: 'repay_above_outstanding',
      params: { outstanding: 25_200 },
    });
    const key = randomUUID();
    const part = await call(tenant, 'POST', `/loans/${approved.id}/repay`, { amount: 10_000 }, key);
    expect(part.status).toBe(200);
    expect(part.body.loan).toMatchObject({ repaid: 10_000, outstanding: 15_200 });
    const repeat = await call(tenant, 'POST', `/loans/${approved.id}/repay`, { amount: 10_000 }, key);
    expect(repeat.body.loan).toMatchObject({ repaid: 10_000, outstanding: 15_200 });
    const rest = await call(tenant, 'POST', `/loans/${approved.id}/repay`, { amount: 15_200 }, randomUUID());
    expect(rest.body).toMatchObject({ status: 'repaid', loan: { outstanding: 0 } });
    expect(await balanceOf(t.database.db, lender)).toBe(lentBefore + 24_000 - 25_200);
    expect(
      (await call(tenant, 'POST', `/loans/${approved.id}/repay`, { amount: 1 }, randomUUID())).status,
    ).toBe(409);
    expect((await checkLedger(t.database.db)).drift).toEqual([]);

    const book = (await call(officer, 'GET', '/book')).body as LenderBook;
    expect(book.disbursed).toBeGreaterThanOrEqual(24_000);
    expect(book.repaid).toBeGreaterThanOrEqual(25_200);
    expect(book.loans.repaid).toBeGreaterThanOrEqual(1);
  });

  it("is repaid by paybill to the loan's account number, in parts, through the wallet", async () => {
    const { tenant, invoice } = await readyTenant(16_000);
    const { body: created } = await apply(tenant, invoice.id, {
      amount: 16_000,
      repayBy: addDays(today(), 20),
    });
    const approved = (await call(officer, 'POST', `/applications/${created.id}/approve`, {}))
      .body as OkoaRentApplication;
    expect(approved.loan).toMatchObject({ principal: 16_000, fee: 960, total: 16_960 });
    const paybill = async (amount: number, receipt: string) => {
      const res = await t.app.request(callbackUrls(t.config).c2bConfirmation, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          TransactionType: 'Pay Bill',
          TransID: receipt,
          TransTime: '20261201101500',
          TransAmount: String(amount),
          BusinessShortCode: '174379',
          BillRefNumber: approved.loan!.accountNumber.toLowerCase(),
          MSISDN: '2547 ***** 149',
        }),
      });
      expect(res.status).toBe(200);
      await t.callbacksApplied();
    };
    await paybill(6_000, `TKOKOA${String(Date.now()).slice(-4)}A1`);
    let loan = (await call(tenant, 'GET', `/applications/${created.id}`)).body as OkoaRentApplication;
    expect(loan.loan).toMatchObject({ repaid: 6_000, outstanding: 10_960 });
    // More than it owes: the loan is repaid and the rest stays in the wallet.
    await paybill(12_000, `TKOKOA${String(Date.now()).slice(-4)}B2`);
    loan = (await call(tenant, 'GET', `/applications/${created.id}`)).body as OkoaRentApplication;
    expect(loan).toMatchObject({ status: 'repaid', loan: { repaid: 16_960, outstanding: 0 } });
    expect(((await call(tenant, 'GET', '/mine')).body as OkoaRentOverview).walletBalance).toBe(1_040);
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });

  it('texts a tenant who reads ABODE in Kiswahili the approval, the reminder and the overdue notice in Kiswahili', async () => {
    const { tenant, invoice } = await readyTenant(12_000);
    await chooseLanguage(t, tenant, 'sw');
    const { body: created } = await apply(tenant, invoice.id, {
      amount: 12_000,
      repayBy: addDays(today(), 5),
    });
    expect((await call(officer, 'POST', `/applications/${created.id}/approve`, {})).status).toBe(200);
    const at = (days: number) => new Date(Date.now() + days * 86_400_000);
    await runOkoaRentClock(t.database.db, at(2));
    await runOkoaRentClock(t.database.db, at(6));
    await smsRunner.deliver();
    const account = ((await call(tenant, 'GET', `/applications/${created.id}`)).body as OkoaRentApplication)
      .loan!.accountNumber;
    const day = /\d{1,2} (Jan|Feb|Mac|Apr|Mei|Jun|Jul|Ago|Sep|Okt|Nov|Des) \d{4}/.source;
    expect(await smsRunner.textsTo(tenant)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^ABODE: Okoa Rent imeidhinishwa\\. CoopaRent imemlipa mwenye nyumba wako KES 12,000 za kodi yako\\. Lipa KES 12,600 kufikia ${day}\\.$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^ABODE: Okoa Rent inadaiwa baada ya siku 3\\. Lipa KES 12,600 kufikia ${day} kutoka kwenye pochi yako, kwa M-Pesa, au kwa paybill, akaunti ${account}\\.$`,
        ),
      ),
      expect.stringMatching(
        /^ABODE: Okoa Rent imechelewa\. Salio lako la Okoa Rent la KES 12,600 lilidaiwa tarehe /,
      ),
    ]);
  });

  it('reminds 3 days before and on the day, and turns a loan overdue by the clock', async () => {
    const { tenant, invoice } = await readyTenant(12_000);
    const { body: created } = await apply(tenant, invoice.id, {
      amount: 12_000,
      repayBy: addDays(today(), 5),
    });
    await call(officer, 'POST', `/applications/${created.id}/approve`, {});
    const at = (days: number) => new Date(Date.now() + days * 86_400_000);
    await runOkoaRentClock(t.database.db, at(2));
    await runOkoaRentClock(t.database.db, at(2));
    await runOkoaRentClock(t.database.db, at(5));
    const reminders = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, tenant.userId), like(notifications.dedupeKey, 'okoa-rent.reminder:%')),
      );
    expect(reminders.map((row) => row.title).sort()).toEqual([
      'Okoa Rent due in 3 days',
      'Okoa Rent due today',
    ]);
    expect((await call(tenant, 'GET', `/applications/${created.id}`)).body.status).toBe('open');
    await runOkoaRentClock(t.database.db, at(6));
    const overdue = (await call(tenant, 'GET', `/applications/${created.id}`)).body as OkoaRentApplication;
    expect(overdue.status).toBe('overdue');
    expect(overdue.loan).toMatchObject({ total: 12_600, outstanding: 12_600 });
    const queue = (await call(officer, 'GET', '/applications?status=overdue')).body
      .applications as OkoaRentQueueItem[];
    expect(queue.map((each) => each.id)).toContain(created.id);
    const book = (await call(superadmin, 'GET', '/book')).body as LenderBook;
    expect(book.overdue).toBeGreaterThanOrEqual(12_600);
    // Overdue loans are still repaid, with no extra fee.
    await fundWallet(t, tenant, 12_600);
    const repaid = await call(tenant, 'POST', `/loans/${created.id}/repay`, { amount: 12_600 }, randomUUID());
    expect(repaid.body.status).toBe('repaid');
    const [row] = await t.database.db
      .select()
      .from(okoaRentApplications)
      .where(eq(okoaRentApplications.id, created.id));
    expect(row!.loanRepaid).toBe(12_600);
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });
});
