import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MpesaPayment, Wallet } from '@common/payments/payment-contracts';
import { paymentMessages as m } from '@common/payments/payment-messages';
import { mpesaCallbacks, mpesaPayments } from '../../db/schema/index';
import { callbackUrls } from '../../lib/daraja/callback-urls';
import { darajaMsisdn } from '../../lib/daraja/daraja-inputs';
import { createSimulatedPhoneClient } from '../../lib/daraja/stand-in/simulated-phone-client';
import {
  startDarajaStandIn,
  type RunningDarajaStandIn,
} from '../../lib/daraja/stand-in/start-daraja-stand-in';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { balanceOf, checkLedger, platformAccountOf } from '../ledger';
import { reconcileStkPayments } from './reconcile-stk-payments';

/** A Daraja stand-in on its own port whose callbacks reach the in-process app, and the app pointed at it. */
async function appWithStandIn(options: Parameters<typeof startDarajaStandIn>[0] = {}) {
  // The app exists only once the stand-in's address is known; its callbacks come later, to the app made below.
  const made: { app?: TestApp } = {};
  const standIn = await startDarajaStandIn({
    instantOutcomeDelayMs: 10,
    ...options,
    callbackFetch: async (url, init) => made.app!.app.request(url, init),
  });
  made.app = await createTestApp({ MPESA_BASE_URL: standIn.baseUrl });
  return { t: made.app, standIn, phone: createSimulatedPhoneClient(standIn.baseUrl) };
}

describe('M-Pesa deposits to the wallet', () => {
  let t: TestApp;
  let standIn: RunningDarajaStandIn;
  let phone: ReturnType<typeof createSimulatedPhoneClient>;
  let tenant: TestUser;
  let ip = 0;

  const deposit = async (user: TestUser | null, json: unknown, key: string | null = randomUUID()) => {
    ip += 1;
    const res = await t.request('/api/payments/mpesa', {
      method: 'POST',
      json,
      headers: { ...(user ? { cookie: user.cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
      clientIp: `203.0.113.${ip % 250}`,
    });
    return { status: res.status, body: await res.json() };
  };
  const paymentOf = async (user: TestUser, id: string) =>
    (
      await t.request(`/api/payments/mpesa/${id}`, { headers: { cookie: user.cookie } })
    ).json() as Promise<MpesaPayment>;
  const walletOf = async (user: TestUser) =>
    (await t.request('/api/wallet', { headers: { cookie: user.cookie } })).json() as Promise<Wallet>;
  /** The prompt the stand-in shows on `user`'s phone for the latest push. */
  const promptOn = async (user: TestUser) => {
    const [prompt] = await phone.pendingPrompts(user.phone);
    expect(prompt, `a prompt on ${user.phone}`).toBeDefined();
    return prompt!;
  };
  const settled = async (user: TestUser, id: string) => {
    await standIn.standIn.idle();
    await t.callbacksApplied();
    return paymentOf(user, id);
  };

  beforeAll(async () => {
    ({ t, standIn, phone } = await appWithStandIn());
    tenant = await signedInAs(t, 'tenant');
  });
  afterAll(async () => {
    await standIn.close();
    await t.close();
  });

  it('tops up the wallet only when the callback says paid, with the receipt, in a balanced ledger', async () => {
    const { status, body } = await deposit(tenant, { amount: 2500 });
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'pending', amount: 2500, phone: tenant.phone, receipt: null });
    // Accepted is not paid: nothing is in the wallet while the prompt waits.
    expect((await walletOf(tenant)).amount).toBe(0);

    const prompt = await promptOn(tenant);
    expect(prompt).toMatchObject({ amount: 2500 });
    expect(prompt.accountReference).toMatch(/^AB\d{8}$/);
    await phone.enterPin(prompt.checkoutRequestId, '1234');
    const paid = await settled(tenant, body.id);
    expect(paid.status).toBe('paid');
    expect(paid.receipt).toMatch(/^[A-Z0-9]{10}$/);

    const wallet = await walletOf(tenant);
    expect(wallet).toMatchObject({ currency: 'KES', amount: 2500, accountNumber: prompt.accountReference });
    expect(wallet.paybillNumber).toBe('174379');
    expect(wallet.transactions[0]).toMatchObject({
      amount: 2500,
      balanceAfter: 2500,
      description: `M-Pesa deposit ${paid.receipt}`,
    });
    const ledger = await checkLedger(t.database.db);
    expect(ledger.drift).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key with the first payment, even twenty at once', async () => {
    const user = await signedInAs(t, 'tenant');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(user, { amount: 700 }, key)));
    const ids = new Set(answers.map((answer) => answer.body.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(mpesaPayments)
      .where(eq(mpesaPayments.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(await phone.pendingPrompts(user.phone)).toHaveLength(1);

    const other = await deposit(user, { amount: 800 }, key);
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe(m.idempotencyKeyReused);
  });

  it('refuses the same amount to the same phone within two minutes, as M-Pesa does, saying how long', async () => {
    const user = await signedInAs(t, 'tenant');
    expect((await deposit(user, { amount: 1500 })).status).toBe(201);
    const again = await deposit(user, { amount: 1500 });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/Wait \d+ seconds, or change the amount/);
    expect(again.body.error.retryAfterSeconds).toBeGreaterThan(100);
    // The wait as a value too, for the web to say it in Kiswahili.
    expect(again.body.error.reason).toBe('SAME_AMOUNT');
    expect(again.body.error.params).toEqual({ seconds: again.body.error.retryAfterSeconds });
    expect((await deposit(user, { amount: 1501 })).status).toBe(201);
  });

  it.each([
    ['cancels', (id: string) => phone.cancel(id), 1032],
    ['enters a wrong PIN', (id: string) => phone.enterPin(id, '9999'), 2001],
    ['lets the prompt time out', (id: string) => phone.timeOut(id), 1019],
  ])('fails with a message the payer can act on when the payer %s', async (_name, answer, code) => {
    const user = await signedInAs(t, 'tenant');
    const { body } = await deposit(user, { amount: 300 });
    await answer((await promptOn(user)).checkoutRequestId);
    const failed = await settled(user, body.id);
    expect(failed).toMatchObject({ status: 'failed', failureMessage: m.stkResult[code] });
    expect((await walletOf(user)).amount).toBe(0);
  });

  it('takes a phone other than the verified one, and says when none is verified', async () => {
    const user = await signedInAs(t, 'tenant');
    const { status, body } = await deposit(user, { amount: 450, phone: '0711 222 333' });
    expect(status).toBe(201);
    expect(body.phone).toBe('+254711222333');
  });

  it.each([
    [{ amount: 0 }, m.amountMin(10)],
    [{ amount: 9 }, m.amountMin(10)],
    [{ amount: -100 }, m.amountMin(10)],
    [{ amount: 99.5 }, m.amountWhole],
    [{ amount: 150_001 }, m.amountMax(150_000)],
    [{ amount: '500' }, m.amountWhole],
    [{}, m.amountWhole],
    [{ amount: 500, phone: '12345' }, 'Enter a valid Kenyan phone number'],
  ])('refuses %j with a 400 naming the problem, starting nothing', async (json, message) => {
    const user = await signedInAs(t, 'tenant');
    const { status, body } = await deposit(user, json);
    expect(status).toBe(400);
    expect(body.error.message).toContain(message);
    expect(
      await t.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.userId, user.userId)),
    ).toEqual([]);
  });

  it('needs a session and an Idempotency-Key', async () => {
    expect((await deposit(null, { amount: 500 })).status).toBe(401);
    for (const key of [null, 'short', 'x'.repeat(101), 'spaces are not allowed']) {
      const { status, body } = await deposit(tenant, { amount: 500 }, key);
      expect(status).toBe(400);
      expect(body.error.message).toBe(m.idempotencyKeyMissing);
    }
    expect((await t.request('/api/wallet')).status).toBe(401);
  });

  it("keeps another user's payment from them: 404, as for none", async () => {
    const { body } = await deposit(tenant, { amount: 350 });
    const stranger = await signedInAs(t, 'tenant');
    expect(
      (await t.request(`/api/payments/mpesa/${body.id}`, { headers: { cookie: stranger.cookie } })).status,
    ).toBe(404);
    expect(
      (await t.request('/api/payments/mpesa/not-an-id', { headers: { cookie: tenant.cookie } })).status,
    ).toBe(404);
  });

  it('pays the invoice a deposit was asked for once it lands, and keeps an invoice of someone else’s apart', async () => {
    const landlord = await signedInAs(t, 'landlord');
    const as = (user: TestUser, method: string, path: string, json?: unknown) =>
      t.request(path, { method, json, headers: { cookie: user.cookie } }).then((res) => res.json());
    const property = await as(landlord, 'POST', '/api/properties', {
      name: 'Ruaka Court',
      address: 'Limuru Road',
      city: 'Ruaka',
      state: 'Kiambu County',
      location: 'Ruaka',
    });
    const unit = (
      await as(landlord, 'POST', `/api/properties/${property.id}/units`, {
        label: 'A1',
        monthlyRent: 18_000,
        deposit: 0,
      })
    ).units[0];
    const renter = await signedInAs(t, 'tenant');
    const link = await as(renter, 'POST', '/api/tenant-properties', { propertyId: property.id });
    await as(landlord, 'POST', `/api/tenant-properties/${link.id}/confirm`, {
      unitId: unit.id,
      dueDay: 5,
      startDate: '2026-06-01',
    });
    const [tenancy] = (await as(renter, 'GET', '/api/tenancies')).tenancies;
    // The month under way was billed when the landlord confirmed the tenant.
    const [invoice] = (await as(renter, 'GET', `/api/rent/tenancies/${tenancy.id}/invoices`)).invoices;
    expect(invoice).toMatchObject({ amount: 18_000, paid: 0 });

    expect((await deposit(tenant, { amount: 18_000, invoiceId: invoice.id })).status).toBe(404);
    const { status, body } = await deposit(renter, { amount: 18_000, invoiceId: invoice.id });
    expect(status).toBe(201);
    await phone.enterPin((await promptOn(renter)).checkoutRequestId, '1234');
    expect((await settled(renter, body.id)).status).toBe('paid');
    const [paid] = (await as(renter, 'GET', `/api/rent/tenancies/${tenancy.id}/invoices`)).invoices;
    expect(paid).toMatchObject({ status: 'paid', paid: 18_000 });
    expect(paid.payments[0].mpesaReceipt).toMatch(/^[A-Z0-9]{10}$/);
    expect((await walletOf(renter)).amount).toBe(0);
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });

  describe('the callback routes', () => {
    const urls = () => callbackUrls(t.config);
    // Answered first, applied just after: the helper waits for both, as a reader of the books would.
    const post = async (url: string, body: unknown) => {
      const res = await t.app.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      await t.callbacksApplied();
      return res;
    };
    const stkCallback = (checkoutRequestId: string, resultCode: number, amount = 0) => ({
      Body: {
        stkCallback: {
          MerchantRequestID: 'm-1',
          CheckoutRequestID: checkoutRequestId,
          ResultCode: resultCode,
          ResultDesc: resultCode === 0 ? 'The service request is processed successfully.' : 'Failed',
          ...(resultCode === 0
            ? {
                CallbackMetadata: {
                  Item: [
                    { Name: 'Amount', Value: amount },
                    { Name: 'MpesaReceiptNumber', Value: `TK${checkoutRequestId.slice(-8).toUpperCase()}` },
                    { Name: 'TransactionDate', Value: 20261201101500 },
                    { Name: 'PhoneNumber', Value: 254712345678 },
                  ],
                },
              }
            : {}),
        },
      },
    });

    it('credits a callback sent twice, late and after a failure once, and keeps every body', async () => {
      const user = await signedInAs(t, 'tenant');
      const { body } = await deposit(user, { amount: 1200 });
      const [row] = await t.database.db.select().from(mpesaPayments).where(eq(mpesaPayments.id, body.id));
      const id = row!.checkoutRequestId!;
      const paid = stkCallback(id, 0, 1200);
      const answers = await Promise.all([post(urls().stkResult, paid), post(urls().stkResult, paid)]);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
      }
      // A late failure for a paid push changes nothing.
      expect((await post(urls().stkResult, stkCallback(id, 1032))).status).toBe(200);
      expect((await walletOf(user)).amount).toBe(1200);
      expect((await paymentOf(user, body.id)).status).toBe('paid');
      const kept = await t.database.db.select().from(mpesaCallbacks).where(eq(mpesaCallbacks.externalId, id));
      expect(kept).toHaveLength(3);
      expect((await checkLedger(t.database.db)).drift).toEqual([]);
    });

    it('answers a callback for an unknown push, changing nothing but keeping it', async () => {
      const before = await checkLedger(t.database.db);
      const res = await post(urls().stkResult, stkCallback('ws_CO_unknown_000000001', 0, 5000));
      expect(res.status).toBe(200);
      expect((await checkLedger(t.database.db)).transactions).toBe(before.transactions);
      const kept = await t.database.db
        .select()
        .from(mpesaCallbacks)
        .where(eq(mpesaCallbacks.externalId, 'ws_CO_unknown_000000001'));
      expect(kept).toHaveLength(1);
    });

    it('answers 404 to a wrong token and 400 to a body that is not a callback', async () => {
      const wrong = urls().stkResult.replace(
        t.config.MPESA_CALLBACK_TOKEN ?? 'abode-local-standin-callbacks',
        'guess',
      );
      expect((await post(wrong, stkCallback('x', 0, 1))).status).toBe(404);
      for (const body of ['{not json', { Body: {} }, [], 'null']) {
        const res = await post(urls().stkResult, body);
        expect(res.status).toBe(400);
        expect((await res.json()).error.code).toBe('BAD_REQUEST');
      }
      expect((await post(urls().c2bConfirmation, { TransID: 'x' })).status).toBe(400);
    });
  });

  describe('paybill payments from any phone', () => {
    const notice = (transId: string, account: string, amount: string | number = '2000.00') => ({
      TransactionType: 'Pay Bill',
      TransID: transId,
      TransTime: '20261201101500',
      TransAmount: amount,
      BusinessShortCode: '174379',
      BillRefNumber: account,
      MSISDN: '2547 ***** 149',
      FirstName: 'Wanjiru',
    });
    const post = async (url: string, body: unknown) => {
      const res = await t.app.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await t.callbacksApplied();
      return res;
    };

    it('validates the account number: a wallet or an active tenancy, else C2B00012', async () => {
      const { accountNumber } = await walletOf(tenant);
      const urls = callbackUrls(t.config);
      expect(
        await (await post(urls.c2bValidation, notice('TKV0000001', accountNumber))).json(),
      ).toMatchObject({
        ResultCode: '0',
      });
      expect(
        await (
          await post(urls.c2bValidation, notice('TKV0000002', ` ${accountNumber.toLowerCase()} `))
        ).json(),
      ).toMatchObject({ ResultCode: '0' });
      expect(await (await post(urls.c2bValidation, notice('TKV0000003', 'NOSUCH123'))).json()).toMatchObject({
        ResultCode: 'C2B00012',
      });
      expect(
        await (await post(urls.c2bValidation, notice('TKV0000004', accountNumber, '10.50'))).json(),
      ).toMatchObject({ ResultCode: 'C2B00013' });
    });

    it('credits a confirmation once by its TransID; money for no account goes to suspense', async () => {
      const user = await signedInAs(t, 'tenant');
      const { accountNumber } = await walletOf(user);
      const urls = callbackUrls(t.config);
      const confirmation = notice('TKC0000001', accountNumber, '2000.00');
      await Promise.all([post(urls.c2bConfirmation, confirmation), post(urls.c2bConfirmation, confirmation)]);
      expect((await walletOf(user)).amount).toBe(2000);

      const suspense = await t.database.db.transaction((tx) => platformAccountOf(tx, 'suspense'));
      const before = await balanceOf(t.database.db, suspense);
      expect((await post(urls.c2bConfirmation, notice('TKC0000002', 'TYPO99', 750))).status).toBe(200);
      expect(await balanceOf(t.database.db, suspense)).toBe(before + 750);
      expect((await checkLedger(t.database.db)).drift).toEqual([]);
    });

    it('takes a payment simulated through Daraja end to end: registered URLs, validation, confirmation', async () => {
      const user = await signedInAs(t, 'tenant');
      const { accountNumber } = await walletOf(user);
      const urls = callbackUrls(t.config);
      const mpesa = t.serviceContext(null).mpesa;
      await mpesa.registerC2bUrls({
        confirmationUrl: urls.c2bConfirmation,
        validationUrl: urls.c2bValidation,
        responseType: 'Completed',
      });
      await mpesa.simulateC2b({ phone: '0712345678', amount: 4200, billRefNumber: accountNumber });
      // Validation, then confirmation, each a call back from the stand-in.
      await expect.poll(async () => (await walletOf(user)).amount, { timeout: 5000 }).toBe(4200);
    });
  });
});

describe('reconciliation of pushes Daraja never called back about', () => {
  it('queries a push still pending after two minutes and settles it as paid, once', async () => {
    const { t, standIn, phone } = await appWithStandIn({ callbacks: { dropShare: 1, seed: 1 } });
    try {
      const user = await signedInAs(t, 'tenant');
      const res = await t.request('/api/payments/mpesa', {
        method: 'POST',
        json: { amount: 900 },
        headers: { cookie: user.cookie, 'idempotency-key': randomUUID() },
      });
      const { id } = (await res.json()) as MpesaPayment;
      const [prompt] = await phone.pendingPrompts(darajaMsisdn(user.phone));
      await phone.enterPin(prompt!.checkoutRequestId, '1234');
      await standIn.standIn.idle();
      const deps = {
        db: t.database.db,
        mpesa: t.serviceContext(null).mpesa,
        logger: t.serviceContext(null).logger,
      };
      // Not yet due: sent less than two minutes ago.
      expect(await reconcileStkPayments({ ...deps, now: () => new Date() })).toBe(0);
      const later = () => new Date(Date.now() + 3 * 60_000);
      expect(await reconcileStkPayments({ ...deps, now: later })).toBe(1);
      expect(await reconcileStkPayments({ ...deps, now: later })).toBe(0);
      const payment = (await (
        await t.request(`/api/payments/mpesa/${id}`, { headers: { cookie: user.cookie } })
      ).json()) as MpesaPayment;
      expect(payment.status).toBe('paid');
      const wallet = (await (
        await t.request('/api/wallet', { headers: { cookie: user.cookie } })
      ).json()) as Wallet;
      expect(wallet.amount).toBe(900);
      expect((await checkLedger(t.database.db)).drift).toEqual([]);
    } finally {
      await standIn.close();
      await t.close();
    }
  });

  it('fails a push M-Pesa never confirms after its last query', async () => {
    const { t, standIn } = await appWithStandIn({ callbacks: { dropShare: 1, seed: 2 } });
    try {
      const user = await signedInAs(t, 'tenant');
      const res = await t.request('/api/payments/mpesa', {
        method: 'POST',
        json: { amount: 950 },
        headers: { cookie: user.cookie, 'idempotency-key': randomUUID() },
      });
      const { id } = (await res.json()) as MpesaPayment;
      const deps = {
        db: t.database.db,
        mpesa: t.serviceContext(null).mpesa,
        logger: t.serviceContext(null).logger,
      };
      let clock = Date.now();
      for (let round = 0; round < 9; round += 1) {
        clock += 2 * 3_600_000;
        await reconcileStkPayments({ ...deps, now: () => new Date(clock) });
      }
      const payment = (await (
        await t.request(`/api/payments/mpesa/${id}`, { headers: { cookie: user.cookie } })
      ).json()) as MpesaPayment;
      expect(payment).toMatchObject({ status: 'failed', failureMessage: m.stkUnconfirmed });
    } finally {
      await standIn.close();
      await t.close();
    }
  });
});
