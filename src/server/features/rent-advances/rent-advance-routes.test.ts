import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RentAdvance,
  RentAdvanceEligibility,
  RentAdvanceQueue,
} from '@common/financing/rent-advance-contracts';
import { rentAdvanceTexts as texts } from '@common/financing/rent-advance-texts';
import type { TenancyInvoices } from '@common/rent/rent-contracts';
import { auditEvents, jobs, ledgerTransactions, notifications, rentAdvances } from '../../db/schema/index';
import { eventSmsRunner } from '../../testing/event-sms-runner';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { balanceOf, checkLedger, platformAccountOf } from '../ledger';
import { fundWallet, rentedUnit } from '../../testing/paid-rent-fixtures';
import { raiseRentInvoices } from '../rent';

/** The committed sample PDF the KYC tests and the browser tests upload too. */
const samplePdf = () =>
  readFileSync(
    path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../../e2e/fixtures/registration-cert.pdf',
    ),
  );
const unknownId = '00000000-0000-4000-8000-00000000ffff';

describe('/api/rent-advances: CoopaRent rent advance for landlords', () => {
  let t: TestApp;
  let landlord: TestUser;
  let officer: TestUser;
  let admin: TestUser;
  let tenantUser: TestUser;
  let caretaker: TestUser;
  let provider: TestUser;
  let ip = 0;
  const call = async (
    user: TestUser | null,
    method: string,
    route: string,
    json?: unknown,
    key?: string | null,
  ) => {
    ip += 1;
    const res = await t.request(route, {
      method,
      ...(json !== undefined ? { json } : {}),
      headers: {
        ...(user ? { cookie: user.cookie } : {}),
        ...(key === null ? {} : { 'idempotency-key': key ?? randomUUID() }),
      },
      clientIp: `203.0.113.${ip % 250}`,
    });
    return { status: res.status, body: await res.json() };
  };
  const newTenancy = async (owner: TestUser, monthlyRent: number) => {
    const { tenant, tenancyId } = await rentedUnit(t, owner, monthlyRent);
    return { tenant, tenancy: { id: tenancyId } };
  };
  const fund = (user: TestUser, amount: number) => fundWallet(t, user, amount);

  const upload = async (user: TestUser | null, category: string, file: Buffer | null = samplePdf()) => {
    const form = new FormData();
    form.set('category', category);
    if (file) form.set('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'deed.pdf');
    const res = await t.request('/api/rent-advances/documents', {
      method: 'POST',
      body: form,
      headers: user ? { cookie: user.cookie } : {},
    });
    return { status: res.status, body: await res.json() };
  };
  const uploadAll = async (user: TestUser) => {
    for (const category of ['ownership', 'tenancy_agreement', 'kra_pin']) {
      const { status, body } = await upload(user, category);
      expect(status, JSON.stringify(body)).toBe(201);
    }
  };
  const apply = (user: TestUser | null, json: Record<string, unknown>) =>
    call(user, 'POST', '/api/rent-advances', { bankAccount: 'will_open', ...json }, null);
  const approve = (user: TestUser | null, id: string, json: Record<string, unknown> = {}) =>
    call(user, 'POST', `/api/rent-advances/${id}/approve`, json, null);
  const decline = (user: TestUser | null, id: string, reason = 'The title deed is not legible.') =>
    call(user, 'POST', `/api/rent-advances/${id}/decline`, { reason }, null);
  const earningsOf = async (user: TestUser) =>
    (await call(user, 'GET', '/api/withdrawals?source=earnings', undefined, null)).body.balance as number;
  const mine = async (user: TestUser) =>
    (
      (await call(user, 'GET', '/api/rent-advances/mine', undefined, null)).body.advances as RentAdvance[]
    )[0]!;
  const unpaidInvoices = async (user: TestUser, tenancyId: string) =>
    (
      (await call(user, 'GET', `/api/rent/tenancies/${tenancyId}/invoices`, undefined, null))
        .body as TenancyInvoices
    ).invoices
      .filter((invoice) => invoice.kind === 'rent' && invoice.paid < invoice.amount)
      .sort((a, b) => a.period.localeCompare(b.period));
  const payRent = async (tenant: TestUser, invoiceId: string, amount: number) => {
    await fund(tenant, amount);
    const res = await call(tenant, 'POST', `/api/rent/invoices/${invoiceId}/pay`, { amount });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { receiptNumber: string; amount: number };
  };
  const ledgerClean = async () => expect((await checkLedger(t.database.db)).drift).toEqual([]);

  beforeAll(async () => {
    t = await createTestApp();
    [landlord, officer, admin, tenantUser, caretaker, provider] = await Promise.all([
      signedInAs(t, 'landlord'),
      signedInAs(t, 'financing_officer'),
      signedInAs(t, 'superadmin'),
      signedInAs(t, 'tenant'),
      signedInAs(t, 'caretaker'),
      signedInAs(t, 'service_provider'),
    ]);
  });
  afterAll(() => t.close());

  describe('access', () => {
    it('answers 401 signed out on every route', async () => {
      for (const [method, route] of [
        ['GET', '/api/rent-advances/eligibility'],
        ['GET', '/api/rent-advances/mine'],
        ['GET', '/api/rent-advances/queue'],
        ['POST', '/api/rent-advances'],
        ['POST', `/api/rent-advances/${unknownId}/approve`],
        ['POST', `/api/rent-advances/${unknownId}/decline`],
        ['GET', `/api/rent-advances/documents/${unknownId}/file`],
      ] as const) {
        const body =
          method === 'POST'
            ? route.endsWith('decline')
              ? { reason: 'Not legible at all' }
              : route.endsWith('approve')
                ? {}
                : { tenancyIds: [unknownId], amount: 10_000, bankAccount: 'will_open' }
            : undefined;
        expect((await call(null, method, route, body, null)).status, route).toBe(401);
      }
      expect((await upload(null, 'kra_pin')).status).toBe(401);
    });

    it('lets only a landlord apply (403 for tenant, caretaker, provider, officer and superadmin)', async () => {
      for (const user of [tenantUser, caretaker, provider, officer, admin]) {
        for (const route of ['/api/rent-advances/eligibility', '/api/rent-advances/mine']) {
          const { status, body } = await call(user, 'GET', route, undefined, null);
          expect(status, route).toBe(403);
          expect(body.error.code).toBe('FORBIDDEN');
        }
        expect((await apply(user, { tenancyIds: [unknownId], amount: 10_000 })).status).toBe(403);
        expect((await upload(user, 'kra_pin')).status).toBe(403);
      }
    });

    it('lets only the financing officer and the superadmin see the queue and decide (403 for the others)', async () => {
      for (const user of [landlord, tenantUser, caretaker, provider]) {
        expect((await call(user, 'GET', '/api/rent-advances/queue', undefined, null)).status).toBe(403);
        expect((await approve(user, unknownId)).status).toBe(403);
        expect((await decline(user, unknownId)).status).toBe(403);
      }
      for (const user of [officer, admin]) {
        expect((await call(user, 'GET', '/api/rent-advances/queue', undefined, null)).status).toBe(200);
        const { status, body } = await approve(user, unknownId);
        expect(status).toBe(404);
        expect(body.error.message).toBe(texts.notFound.advance);
        expect((await decline(user, 'not-an-id')).status).toBe(404);
      }
    });
  });

  describe('eligibility and applying', () => {
    it('refuses a landlord with no confirmed tenancies with 409, saying why', async () => {
      const newcomer = await signedInAs(t, 'landlord');
      await uploadAll(newcomer);
      const eligibility = (await call(newcomer, 'GET', '/api/rent-advances/eligibility', undefined, null))
        .body as RentAdvanceEligibility;
      expect(eligibility).toMatchObject({ tenancies: [], feePercent: 3, minAmount: 1_000, maxMonths: 3 });
      expect(eligibility.documents.map((doc) => doc.category)).toEqual([
        'kra_pin',
        'ownership',
        'tenancy_agreement',
      ]);
      const { status, body } = await apply(newcomer, { tenancyIds: [unknownId], amount: 10_000 });
      expect(status).toBe(409);
      expect(body.error.message).toBe(texts.refusal.noTenancies);
    });

    it('refuses bad input with 400 and writes nothing', async () => {
      const { tenancy } = await newTenancy(landlord, 45_000);
      const other = await newTenancy(await signedInAs(t, 'landlord'), 45_000);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ tenancyIds: [], amount: 10_000 }, 'tenancyIds: Choose at least one tenancy'],
        [
          { tenancyIds: [tenancy.id, tenancy.id], amount: 10_000 },
          'tenancyIds: Each tenancy may be chosen once',
        ],
        [{ tenancyIds: ['x'], amount: 10_000 }, 'tenancyIds.0: Choose tenancies from the list'],
        [{ tenancyIds: [tenancy.id], amount: 10_000.5 }, 'amount: The amount must be a whole number'],
        [{ tenancyIds: [tenancy.id], amount: '10000' }, 'amount: The amount must be a whole number'],
        [{ tenancyIds: [tenancy.id], amount: 10_000, bankAccount: 'maybe' }, 'bankAccount: Say whether'],
        [
          { tenancyIds: [tenancy.id], amount: 10_000, bankAccount: 'existing', accountNumber: '12ab' },
          'accountNumber: The account number is 10 to 16 digits',
        ],
        [{ tenancyIds: [other.tenancy.id], amount: 10_000 }, `tenancyIds: ${texts.refusal.tenancyNotYours}`],
        [{ tenancyIds: [tenancy.id], amount: 999 }, 'amount: The smallest advance is KES 1,000.'],
      ];
      for (const [input, message] of cases) {
        const { status, body } = await apply(landlord, input);
        expect(status, JSON.stringify(input)).toBe(400);
        expect(body.error.message).toContain(message);
      }
      // The documents come first.
      const { status, body } = await apply(landlord, { tenancyIds: [tenancy.id], amount: 10_000 });
      expect(status).toBe(400);
      expect(body.error.message).toBe(
        texts.refusal.documentsMissing([
          'Property ownership documents',
          'Valid tenancy agreements',
          'KRA PIN certificate',
        ]),
      );
      expect((await upload(landlord, 'passport')).status).toBe(400);
      expect((await upload(landlord, 'kra_pin', Buffer.from('not a pdf at all'))).status).toBe(400);
      expect((await upload(landlord, 'kra_pin', null)).status).toBe(400);
      expect(
        await t.database.db.select().from(rentAdvances).where(eq(rentAdvances.landlordId, landlord.userId)),
      ).toEqual([]);
    });

    it("shows the limit and fee, takes exactly 3 months' rent and refuses one shilling more (409)", async () => {
      const owner = await signedInAs(t, 'landlord');
      const first = await newTenancy(owner, 45_000);
      const second = await newTenancy(owner, 30_000);
      await uploadAll(owner);
      const eligibility = (await call(owner, 'GET', '/api/rent-advances/eligibility', undefined, null))
        .body as RentAdvanceEligibility;
      expect(eligibility.tenancies).toHaveLength(2);
      expect(eligibility.tenancies.find((each) => each.id === first.tenancy.id)).toMatchObject({
        monthlyRent: 45_000,
        advances: [],
        pendingApplication: false,
      });

      const over = await apply(owner, { tenancyIds: [first.tenancy.id], amount: 135_001 });
      expect(over.status).toBe(409);
      expect(over.body.error.message).toBe(texts.refusal.overLimit(135_000));
      // The limit as a value too, for the web to say it in Kiswahili.
      expect(over.body.error).toMatchObject({ reason: 'advance_over_limit', params: { limit: 135_000 } });
      const both = await apply(owner, {
        tenancyIds: [first.tenancy.id, second.tenancy.id],
        amount: 225_001,
      });
      expect(both.status).toBe(409);
      expect(both.body.error.message).toBe(texts.refusal.overLimit(225_000));
      expect(both.body.error).toMatchObject({ reason: 'advance_over_limit', params: { limit: 225_000 } });

      const { status, body } = await apply(owner, {
        tenancyIds: [first.tenancy.id],
        amount: 135_000,
        bankAccount: 'existing',
        accountNumber: '01109876543200',
      });
      expect(status, JSON.stringify(body)).toBe(201);
      expect(body).toMatchObject({
        status: 'pending',
        amount: 135_000,
        requestedAmount: 135_000,
        fee: 4_050,
        totalToRepay: 139_050,
        repaid: 0,
        outstanding: 0,
        bankAccount: 'existing',
        accountNumber: '01109876543200',
        tenancies: [{ id: first.tenancy.id, monthlyRent: 45_000, unitLabel: 'Apt 101' }],
      });
      expect((body as RentAdvance).documents).toHaveLength(3);

      // A second application on a tenancy with one waiting is refused, even with new documents.
      await uploadAll(owner);
      const again = await apply(owner, { tenancyIds: [second.tenancy.id, first.tenancy.id], amount: 5_000 });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(texts.refusal.pendingOnTenancy('Kilimani Heights, Apt 101'));
      // The documents went with the application: none wait for the next one.
      expect(
        (
          (await call(owner, 'GET', '/api/rent-advances/eligibility', undefined, null))
            .body as RentAdvanceEligibility
        ).tenancies.find((each) => each.id === first.tenancy.id)!.pendingApplication,
      ).toBe(true);
      const [audit] = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'rent_advance.applied'), eq(auditEvents.subjectId, body.id)));
      expect(audit?.details).toMatchObject({ amount: 135_000, fee: 4_050, limit: 135_000 });
    });

    it('keeps the documents private: the landlord and the officer read them, nobody else (404)', async () => {
      const owner = await signedInAs(t, 'landlord');
      const { tenancy } = await newTenancy(owner, 20_000);
      await uploadAll(owner);
      const draft = (
        (await call(owner, 'GET', '/api/rent-advances/eligibility', undefined, null))
          .body as RentAdvanceEligibility
      ).documents[0]!;
      const file = (user: TestUser, id: string) =>
        t.request(`/api/rent-advances/documents/${id}/file`, { headers: { cookie: user.cookie } });
      expect((await file(owner, draft.id)).status).toBe(200);
      // Not yet part of an application: not the officer's to read.
      expect((await file(officer, draft.id)).status).toBe(404);
      const { body } = await apply(owner, { tenancyIds: [tenancy.id], amount: 20_000 });
      const doc = (body as RentAdvance).documents[0]!;
      const res = await file(officer, doc.id);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect((await file(admin, doc.id)).status).toBe(200);
      for (const user of [landlord, tenantUser, caretaker])
        expect((await file(user, doc.id)).status).toBe(404);
      expect((await file(owner, unknownId)).status).toBe(404);
    });
  });

  describe('deciding', () => {
    it('approves once: 20 officers pressing at once make one payout to the earnings, the rest 409', async () => {
      const owner = await signedInAs(t, 'landlord');
      const { tenancy } = await newTenancy(owner, 40_000);
      await uploadAll(owner);
      const { body: applied } = await apply(owner, { tenancyIds: [tenancy.id], amount: 120_000 });
      const queue = (await call(officer, 'GET', '/api/rent-advances/queue', undefined, null))
        .body as RentAdvanceQueue;
      const queued = queue.pending.find((each) => each.id === applied.id)!;
      expect(queued).toMatchObject({ status: 'pending', rentCollected3Months: 0 });
      expect(new Date(queued.decideBy).getTime() - new Date(queued.createdAt).getTime()).toBe(86_400_000);
      expect(queued.landlord.name).toBeTruthy();
      const bookBefore = queue.book;

      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) => approve(index % 2 ? officer : admin, applied.id)),
      );
      expect(results.filter((each) => each.status === 200)).toHaveLength(1);
      const refused = results.filter((each) => each.status === 409);
      expect(refused).toHaveLength(19);
      expect(refused[0]!.body.error.message).toBe(
        texts.refusal.alreadyDecided('Paid out, repaying from rent'),
      );
      const journals = await t.database.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, `rent-advance:disburse:${applied.id}`));
      expect(journals).toHaveLength(1);
      expect(await earningsOf(owner)).toBe(120_000);
      expect(await mine(owner)).toMatchObject({
        status: 'repaying',
        amount: 120_000,
        fee: 3_600,
        outstanding: 123_600,
      });
      const audits = await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'rent_advance.approved'), eq(auditEvents.subjectId, applied.id)));
      expect(audits).toHaveLength(1);
      const told = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.userId), eq(notifications.kind, 'rent-advance')));
      expect(told.map((each) => each.title)).toEqual(['Rent advance approved']);
      const sms = await t.database.db
        .select()
        .from(jobs)
        .where(like(jobs.singletonKey, `sms:event:rent-advance.approved:${applied.id}`));
      expect(sms).toHaveLength(1);
      const { book } = (await call(admin, 'GET', '/api/rent-advances/queue', undefined, null))
        .body as RentAdvanceQueue;
      expect(book).toMatchObject({
        advances: bookBefore.advances + 1,
        disbursed: bookBefore.disbursed + 120_000,
        fees: bookBefore.fees + 3_600,
        outstanding: bookBefore.outstanding + 123_600,
      });
      // Decided: neither approved again nor declined.
      expect((await decline(officer, applied.id)).status).toBe(409);
      await ledgerClean();
    });

    it('lowers an amount on approval (the fee follows), never raises it', async () => {
      const owner = await signedInAs(t, 'landlord');
      const { tenancy } = await newTenancy(owner, 20_000);
      await uploadAll(owner);
      const { body: applied } = await apply(owner, { tenancyIds: [tenancy.id], amount: 60_000 });
      const higher = await approve(officer, applied.id, { amount: 60_001 });
      expect(higher.status).toBe(400);
      expect(higher.body.error.message).toContain(texts.refusal.approveAboveRequested(60_000));
      expect((await approve(officer, applied.id, { amount: 999 })).status).toBe(400);
      expect((await approve(officer, applied.id, { amount: 1.5 })).status).toBe(400);
      const { status, body } = await approve(officer, applied.id, { amount: 40_000 });
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'repaying', requestedAmount: 60_000, amount: 40_000, fee: 1_200 });
      expect(await earningsOf(owner)).toBe(40_000);
      await ledgerClean();
    });

    it('declines with a reason the landlord sees; the tenancy is free for a new application', async () => {
      const owner = await signedInAs(t, 'landlord');
      const { tenancy } = await newTenancy(owner, 20_000);
      await uploadAll(owner);
      const { body: applied } = await apply(owner, { tenancyIds: [tenancy.id], amount: 60_000 });
      expect((await decline(officer, applied.id, 'Bad')).status).toBe(400);
      const { status } = await decline(officer, applied.id, 'The title deed is not legible.');
      expect(status).toBe(200);
      expect(await mine(owner)).toMatchObject({
        status: 'declined',
        declineReason: 'The title deed is not legible.',
      });
      expect((await approve(admin, applied.id)).status).toBe(409);
      expect(await earningsOf(owner)).toBe(0);
      const [note] = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.userId), eq(notifications.kind, 'rent-advance')));
      expect(note?.body).toContain('The title deed is not legible.');
      await uploadAll(owner);
      expect((await apply(owner, { tenancyIds: [tenancy.id], amount: 60_000 })).status).toBe(201);
    });
  });

  describe("SMS in the landlord's language", () => {
    it('texts a Kiswahili landlord the decline in Kiswahili (the reason as written), an English one the approval in English', async () => {
      const sms = eventSmsRunner(() => t);
      const swahili = await signedInAs(t, 'landlord');
      const english = await signedInAs(t, 'landlord');
      expect((await call(swahili, 'PUT', '/api/me/locale', { locale: 'sw' }, null)).status).toBe(200);
      const declined = await newTenancy(swahili, 20_000);
      await uploadAll(swahili);
      const { body: one } = await apply(swahili, { tenancyIds: [declined.tenancy.id], amount: 60_000 });
      expect((await decline(officer, one.id, 'The title deed is not legible.')).status).toBe(200);
      const approved = await newTenancy(english, 20_000);
      await uploadAll(english);
      const { body: two } = await apply(english, { tenancyIds: [approved.tenancy.id], amount: 60_000 });
      expect((await approve(officer, two.id)).status).toBe(200);
      await sms.deliver();
      expect(await sms.textsTo(swahili)).toEqual([
        'ABODE: Kodi ya mapema imekataliwa. Ombi lako la kodi ya mapema ya CoopaRent limekataliwa: The title deed is not legible.',
      ]);
      expect(await sms.textsTo(english)).toEqual([
        'ABODE: Rent advance approved. CoopaRent paid KES 60,000 to your earnings. KES 61,800 will be repaid from the rent of the tenancies it covers; your tenants pay as before.',
      ]);
    });
  });

  describe('repayment from rent', () => {
    it('takes the rent first until the advance is cleared, then the landlord gets the rest; tenants see nothing', async () => {
      const owner = await signedInAs(t, 'landlord');
      const { tenant, tenancy } = await newTenancy(owner, 10_000);
      // A second tenancy of the landlord's without an advance: its rent is untouched.
      const plain = await newTenancy(owner, 8_000);
      await uploadAll(owner);
      const { body: applied } = await apply(owner, { tenancyIds: [tenancy.id], amount: 20_000 });
      expect((await approve(officer, applied.id)).status).toBe(200);
      expect(await earningsOf(owner)).toBe(20_000);
      // 20,000 + 600 fee to repay; the outstanding lowers the limit on the tenancy.
      const eligibility = (await call(owner, 'GET', '/api/rent-advances/eligibility', undefined, null))
        .body as RentAdvanceEligibility;
      expect(eligibility.tenancies.find((each) => each.id === tenancy.id)!.advances).toEqual([
        { id: applied.id, outstanding: 20_600 },
      ]);
      await uploadAll(owner);
      const over = await apply(owner, { tenancyIds: [tenancy.id], amount: 9_401 });
      expect(over.status).toBe(409);
      expect(over.body.error.message).toBe(texts.refusal.overLimit(9_400));
      expect(over.body.error).toMatchObject({ reason: 'advance_over_limit', params: { limit: 9_400 } });

      for (const period of ['2026-12-01', '2027-01-01', '2027-02-01']) {
        await raiseRentInvoices(t.database.db, { period });
      }
      const invoices = await unpaidInvoices(tenant, tenancy.id);
      expect(invoices.length).toBeGreaterThanOrEqual(3);
      const lender = await t.database.db.transaction((tx) => platformAccountOf(tx, 'cooparent_lender'));
      const lenderBefore = await balanceOf(t.database.db, lender);

      // A part payment: all of it to the lender.
      const part = await payRent(tenant, invoices[0]!.id, 4_000);
      expect(part.amount).toBe(4_000);
      expect(await earningsOf(owner)).toBe(20_000);
      expect(await mine(owner)).toMatchObject({ repaid: 4_000, outstanding: 16_600, status: 'repaying' });
      await payRent(tenant, invoices[0]!.id, 6_000);
      await payRent(tenant, invoices[1]!.id, 10_000);
      expect(await mine(owner)).toMatchObject({ repaid: 20_000, outstanding: 600 });
      expect(await earningsOf(owner)).toBe(20_000);
      // The rent without an advance comes to the landlord in full meanwhile.
      const [plainInvoice] = await unpaidInvoices(plain.tenant, plain.tenancy.id);
      await payRent(plain.tenant, plainInvoice!.id, plainInvoice!.amount);
      expect(await earningsOf(owner)).toBe(20_000 + plainInvoice!.amount);

      // The third month clears it: 600 to the lender, 9,400 to the landlord.
      const clearing = await payRent(tenant, invoices[2]!.id, 10_000);
      expect(await mine(owner)).toMatchObject({ status: 'cleared', repaid: 20_600, outstanding: 0 });
      expect(await earningsOf(owner)).toBe(20_000 + plainInvoice!.amount + 9_400);
      // Lent 20,000, repaid 20,600: the lender's balance is 600 below where it was before the advance.
      expect((await balanceOf(t.database.db, lender)) - lenderBefore).toBe(-20_600);
      const told = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.userId), eq(notifications.kind, 'rent-advance')));
      expect(told.map((each) => each.title).sort()).toEqual([
        'Rent advance approved',
        'Rent advance cleared',
      ]);

      // The tenant's receipt says what any receipt says: the rent paid, nothing of the advance.
      const receipt = await call(tenant, 'GET', `/api/receipts/${clearing.receiptNumber}`, undefined, null);
      expect(receipt.status).toBe(200);
      expect(JSON.stringify(receipt.body)).not.toMatch(/advance|CoopaRent|lender/i);
      expect(receipt.body).toMatchObject({ amount: 10_000 });

      // Cleared: the next rent is the landlord's in full, and a new advance may be asked for.
      const next = await unpaidInvoices(tenant, tenancy.id);
      if (next[0]) {
        const before = await earningsOf(owner);
        await payRent(tenant, next[0].id, next[0].amount);
        expect(await earningsOf(owner)).toBe(before + next[0].amount);
      }
      expect((await apply(owner, { tenancyIds: [tenancy.id], amount: 30_000 })).status).toBe(201);
      await ledgerClean();
    });

    it('repays from credit a new invoice takes, and never past what is owed when two rents arrive at once', async () => {
      const owner = await signedInAs(t, 'landlord');
      const first = await newTenancy(owner, 10_000);
      const second = await newTenancy(owner, 10_000);
      // The first tenant pays the month under way and 10,000 more, kept as credit for the next invoice.
      const [current] = await unpaidInvoices(first.tenant, first.tenancy.id);
      await payRent(first.tenant, current!.id, current!.amount + 10_000);
      const before = await earningsOf(owner);
      await uploadAll(owner);
      const { body: applied } = await apply(owner, {
        tenancyIds: [first.tenancy.id, second.tenancy.id],
        amount: 10_000,
      });
      expect((await approve(officer, applied.id)).status).toBe(200);
      expect(await earningsOf(owner)).toBe(before + 10_000);

      // Next month's invoice takes the credit: it repays the advance, not the earnings.
      await raiseRentInvoices(t.database.db, { period: '2026-12-01', tenancyId: first.tenancy.id });
      expect(await mine(owner)).toMatchObject({ repaid: 10_000, outstanding: 300, status: 'repaying' });
      expect(await earningsOf(owner)).toBe(before + 10_000);

      // Two rents at once: 300 between them to the lender, the rest to the landlord.
      const [secondInvoice] = await unpaidInvoices(second.tenant, second.tenancy.id);
      await fund(second.tenant, secondInvoice!.amount);
      await raiseRentInvoices(t.database.db, { period: '2027-01-01', tenancyId: first.tenancy.id });
      const [firstInvoice] = await unpaidInvoices(first.tenant, first.tenancy.id);
      await fund(first.tenant, firstInvoice!.amount);
      const paid = await Promise.all([
        call(first.tenant, 'POST', `/api/rent/invoices/${firstInvoice!.id}/pay`, {
          amount: firstInvoice!.amount,
        }),
        call(second.tenant, 'POST', `/api/rent/invoices/${secondInvoice!.id}/pay`, {
          amount: secondInvoice!.amount,
        }),
      ]);
      expect(paid.map((each) => each.status)).toEqual([201, 201]);
      expect(await mine(owner)).toMatchObject({ status: 'cleared', repaid: 10_300, outstanding: 0 });
      expect(await earningsOf(owner)).toBe(
        before + 10_000 + firstInvoice!.amount + secondInvoice!.amount - 300,
      );
      await ledgerClean();
    });
  });
});
