import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPayment } from '@common/payments/card-payment-contracts';
import { cardPaymentMessages as m } from '@common/payments/card-payment-messages';
import type { Wallet } from '@common/payments/payment-contracts';
import { cardPayments, ledgerTransactions, notifications } from '../../db/schema/index';
import { paystackSignatureOf } from '../../lib/paystack/paystack-signature';
import { paystackStandInSecretKey } from '../../lib/paystack/paystack-settings';
import {
  startPaystackStandIn,
  type RunningPaystackStandIn,
} from '../../lib/paystack/stand-in/start-paystack-stand-in';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { balanceOf, checkLedger, platformAccountOf } from '../ledger';
import { reconcileCardPayments } from './reconcile-card-payments';

const cards = { success: '4084 0840 8408 4081', otp: '4084 0800 0000 0409', declined: '4084 0800 0000 5408' };

describe('card deposits through the Paystack stand-in', () => {
  let t: TestApp;
  let paystack: RunningPaystackStandIn;
  let tenant: TestUser;
  let ip = 0;

  const start = async (user: TestUser | null, json: unknown, key: string | null = randomUUID()) => {
    ip += 1;
    const res = await t.request('/api/card-payments', {
      method: 'POST',
      json,
      headers: { ...(user ? { cookie: user.cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
      clientIp: `203.0.113.${ip % 250}`,
    });
    return { status: res.status, body: (await res.json()) as CardPayment & { error?: { message: string } } };
  };
  const paymentOf = async (user: TestUser, id: string) => {
    const res = await t.request(`/api/card-payments/${id}`, { headers: { cookie: user.cookie } });
    return { status: res.status, body: (await res.json()) as CardPayment };
  };
  const verify = async (user: TestUser, id: string) => {
    const res = await t.request(`/api/card-payments/${id}/verify`, {
      method: 'POST',
      headers: { cookie: user.cookie },
    });
    return { status: res.status, body: (await res.json()) as CardPayment };
  };
  const walletOf = async (user: TestUser) =>
    (await t.request('/api/wallet', { headers: { cookie: user.cookie } })).json() as Promise<Wallet>;
  const webhook = (body: string, signature?: string) =>
    t.request('/api/card-payments/webhook', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-paystack-signature': signature } : {}),
      },
    });
  /** Pays on the hosted checkout as the payer's browser would (a form post), and waits for the webhook. */
  const payOnCheckout = async (url: string, number: string, otp?: string) => {
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Card number');
    const form = new URLSearchParams({ number, expiry: '12/39', cvv: '408' });
    const answer = await fetch(url, { method: 'POST', body: form });
    let html = await answer.text();
    if (otp !== undefined) {
      expect(html).toContain('One-time code');
      const confirmed = await fetch(`${url}/otp`, { method: 'POST', body: new URLSearchParams({ otp }) });
      html = await confirmed.text();
    }
    await paystack.standIn.idle();
    return html;
  };
  const feesBalance = async () =>
    t.database.db.transaction(async (tx) => balanceOf(tx, await platformAccountOf(tx, 'fees')));

  beforeAll(async () => {
    const made: { app?: TestApp } = {};
    paystack = await startPaystackStandIn({
      secretKey: paystackStandInSecretKey,
      webhookUrl: 'http://localhost/api/card-payments/webhook',
      webhookFetch: async (url, init) => made.app!.app.request(url, init),
    });
    made.app = await createTestApp({ PAYSTACK_BASE_URL: paystack.baseUrl });
    t = made.app;
    tenant = await signedInAs(t, 'tenant');
  });
  afterAll(async () => {
    await paystack.close();
    await t.close();
  });

  it('shows the fee, opens the checkout, and credits the wallet only once the webhook is verified', async () => {
    const fees = await feesBalance();
    const { status, body } = await start(tenant, { amount: 2500 });
    expect(status).toBe(201);
    // 2.9% of 2,500 is 72.5: rounded up to 73.
    expect(body).toMatchObject({
      status: 'pending',
      amount: 2500,
      fee: 73,
      total: 2573,
      failureMessage: null,
    });
    expect(body.reference).toMatch(/^ABODE-CARD-[0-9A-F]{20}$/);
    expect(body.authorizationUrl).toMatch(new RegExp(`^${paystack.baseUrl}/checkout/[0-9a-f]{16}$`));
    // Opened is not paid.
    expect((await walletOf(tenant)).amount).toBe(0);

    const html = await payOnCheckout(body.authorizationUrl!, cards.success);
    expect(html).toContain('Payment successful');
    // The way back is the card route's result page for this payment, with Paystack's own parameters.
    expect(html).toContain(
      `/dashboard/tenant/card/${body.id}?trxref=${body.reference}&amp;reference=${body.reference}`,
    );

    const paid = (await paymentOf(tenant, body.id)).body;
    expect(paid).toMatchObject({ status: 'paid', amount: 2500, total: 2573, authorizationUrl: null });
    const wallet = await walletOf(tenant);
    expect(wallet.amount).toBe(2500);
    expect(wallet.transactions[0]).toMatchObject({
      kind: 'card.deposit',
      amount: 2500,
      description: 'Card deposit, card ending 4081',
    });
    // The fee is ABODE's, in the same journal; card clearing holds what the card was charged.
    expect((await feesBalance()) - fees).toBe(73);
    const [row] = await t.database.db.select().from(cardPayments).where(eq(cardPayments.id, body.id));
    expect(row).toMatchObject({ cardLast4: '4081', providerTransactionId: expect.any(Number) });
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, tenant.userId));
    expect(notices.filter((n) => n.kind === 'payment.received' && n.title === m.receivedTitle)).toHaveLength(
      1,
    );
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });

  it('changes nothing on a repeated or late webhook, nor on the return page verifying again', async () => {
    const user = await signedInAs(t, 'tenant');
    const { body } = await start(user, { amount: 1000 });
    await payOnCheckout(body.authorizationUrl!, cards.success);
    const signed = paystack.standIn.webhookOf(body.reference)!;
    const journalsBefore = (await t.database.db.select().from(ledgerTransactions)).length;
    for (let i = 0; i < 3; i++) expect((await webhook(signed.body, signed.signature)).status).toBe(200);
    // Twenty at once.
    const again = await Promise.all(Array.from({ length: 20 }, () => webhook(signed.body, signed.signature)));
    expect(again.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await verify(user, body.id)).body.status).toBe('paid');
    expect((await walletOf(user)).amount).toBe(1000);
    expect((await t.database.db.select().from(ledgerTransactions)).length).toBe(journalsBefore);
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.userId));
    expect(notices.filter((n) => n.kind === 'payment.received')).toHaveLength(1);
  });

  it('asks for the 3-D Secure code, refuses a wrong one, and pays with the right one', async () => {
    const user = await signedInAs(t, 'tenant');
    const { body } = await start(user, { amount: 5000 });
    const url = body.authorizationUrl!;
    await fetch(url);
    const otpPage = await (
      await fetch(url, {
        method: 'POST',
        body: new URLSearchParams({ number: cards.otp, expiry: '01/40', cvv: '231' }),
      })
    ).text();
    expect(otpPage).toContain('3-D Secure');
    const wrong = await fetch(`${url}/otp`, { method: 'POST', body: new URLSearchParams({ otp: '000000' }) });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('That code is not right');
    await paystack.standIn.idle();
    expect((await paymentOf(user, body.id)).body.status).toBe('pending');
    expect((await verify(user, body.id)).body.status).toBe('pending');
    const right = await fetch(`${url}/otp`, { method: 'POST', body: new URLSearchParams({ otp: '123456' }) });
    expect(await right.text()).toContain('Payment successful');
    await paystack.standIn.idle();
    expect((await paymentOf(user, body.id)).body.status).toBe('paid');
    expect((await walletOf(user)).amount).toBe(5000);
    expect((await walletOf(user)).transactions[0]?.description).toBe('Card deposit, card ending 0409');
  });

  it('fails a declined card with the bank’s reason when the payer comes back, and credits nothing', async () => {
    const user = await signedInAs(t, 'tenant');
    const { body } = await start(user, { amount: 3000 });
    const html = await payOnCheckout(body.authorizationUrl!, cards.declined);
    expect(html).toContain('Payment failed');
    // No webhook for a decline: the return page's verify learns it.
    expect((await paymentOf(user, body.id)).body.status).toBe('pending');
    const failed = (await verify(user, body.id)).body;
    expect(failed).toMatchObject({ status: 'failed', failureMessage: m.declined('Insufficient Funds') });
    expect((await walletOf(user)).amount).toBe(0);
  });

  it('settles by the return page’s verify when the webhook never came, and a late one then changes nothing', async () => {
    const user = await signedInAs(t, 'tenant');
    const { body } = await start(user, { amount: 750 });
    paystack.standIn.setWebhooks(false);
    try {
      await payOnCheckout(body.authorizationUrl!, cards.success);
    } finally {
      paystack.standIn.setWebhooks(true);
    }
    expect((await paymentOf(user, body.id)).body.status).toBe('pending');
    expect((await verify(user, body.id)).body).toMatchObject({ status: 'paid', amount: 750 });
    const late = paystack.standIn.webhookOf(body.reference)!;
    expect((await webhook(late.body, late.signature)).status).toBe(200);
    expect((await walletOf(user)).amount).toBe(750);
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });

  it('refuses a webhook with a bad or missing signature (401) and credits nothing', async () => {
    const user = await signedInAs(t, 'tenant');
    const { body } = await start(user, { amount: 1200 });
    paystack.standIn.setWebhooks(false);
    try {
      await payOnCheckout(body.authorizationUrl!, cards.success);
    } finally {
      paystack.standIn.setWebhooks(true);
    }
    const genuine = paystack.standIn.webhookOf(body.reference)!;
    expect((await webhook(genuine.body)).status).toBe(401);
    expect((await webhook(genuine.body, 'a'.repeat(128))).status).toBe(401);
    expect((await webhook(genuine.body, 'not-hex')).status).toBe(401);
    // Signed with another key, or the body changed after signing.
    expect(
      (await webhook(genuine.body, paystackSignatureOf(genuine.body, 'sk_test_someoneelse000000'))).status,
    ).toBe(401);
    expect((await webhook(`${genuine.body} `, genuine.signature)).status).toBe(401);
    expect((await paymentOf(user, body.id)).body.status).toBe('pending');
    expect((await walletOf(user)).amount).toBe(0);
    // The genuine one goes through.
    expect((await webhook(genuine.body, genuine.signature)).status).toBe(200);
    expect((await walletOf(user)).amount).toBe(1200);
  });

  it('credits nothing when verify disagrees with a correctly signed webhook', async () => {
    const user = await signedInAs(t, 'tenant');
    const { body } = await start(user, { amount: 4000 });
    // A charge.success the provider's verify does not back: the checkout was never paid.
    const forged = JSON.stringify({
      event: 'charge.success',
      data: {
        id: 1,
        status: 'success',
        reference: body.reference,
        amount: 400_000 + 11_600,
        currency: 'KES',
      },
    });
    const res = await webhook(forged, paystackSignatureOf(forged, paystackStandInSecretKey));
    expect(res.status).toBe(200);
    expect((await paymentOf(user, body.id)).body.status).toBe('pending');
    expect((await walletOf(user)).amount).toBe(0);
    // A reference that is not ours, or another event: acknowledged, nothing moves.
    for (const event of [
      { event: 'charge.success', data: { reference: 'ABODE-CARD-NOTOURS' } },
      { event: 'transfer.success', data: { reference: body.reference } },
      { event: 'charge.success' },
    ]) {
      const raw = JSON.stringify(event);
      expect((await webhook(raw, paystackSignatureOf(raw, paystackStandInSecretKey))).status).toBe(200);
    }
    expect((await paymentOf(user, body.id)).body.status).toBe('pending');
    const notJson = 'not json';
    expect((await webhook(notJson, paystackSignatureOf(notJson, paystackStandInSecretKey))).status).toBe(400);
  });

  it('keeps to the amount limits, and the Idempotency-Key rules', async () => {
    for (const amount of [49, 150_001, 12.5, 0, -100, '500', null]) {
      const { status } = await start(tenant, { amount });
      expect(status, String(amount)).toBe(400);
    }
    expect((await start(tenant, {})).status).toBe(400);
    const smallest = await start(tenant, { amount: 50 });
    expect(smallest.body).toMatchObject({ status: 'pending', amount: 50, fee: 2, total: 52 });
    const largest = await start(tenant, { amount: 150_000 });
    // 2.9% of 150,000 is 4,350: capped at 2,000.
    expect(largest.body).toMatchObject({ amount: 150_000, fee: 2000, total: 152_000 });

    expect((await start(tenant, { amount: 500 }, null)).status).toBe(400);
    expect((await start(tenant, { amount: 500 }, 'short')).status).toBe(400);
    const key = randomUUID();
    const first = await start(tenant, { amount: 600 }, key);
    expect(first.status).toBe(201);
    const retry = await start(tenant, { amount: 600 }, key);
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.body.authorizationUrl).toBe(first.body.authorizationUrl);
    expect((await start(tenant, { amount: 700 }, key)).status).toBe(409);
  });

  it('shows a payment only to its payer: 401 anonymously, 404 to anyone else or for a malformed id', async () => {
    const { body } = await start(tenant, { amount: 900 });
    expect((await start(null, { amount: 900 })).status).toBe(401);
    expect((await t.request(`/api/card-payments/${body.id}`)).status).toBe(401);
    expect((await t.request(`/api/card-payments/${body.id}/verify`, { method: 'POST' })).status).toBe(401);
    for (const role of ['tenant', 'landlord', 'superadmin'] as const) {
      const other = await signedInAs(t, role);
      expect((await paymentOf(other, body.id)).status).toBe(404);
      expect((await verify(other, body.id)).status).toBe(404);
    }
    expect((await paymentOf(tenant, 'not-a-uuid')).status).toBe(404);
    expect((await paymentOf(tenant, randomUUID())).status).toBe(404);
    expect((await paymentOf(tenant, body.id)).status).toBe(200);
  });

  it('lets every role deposit by card into its own wallet', async () => {
    for (const role of ['landlord', 'service_provider', 'caretaker', 'superadmin'] as const) {
      const user = await signedInAs(t, role);
      const { status, body } = await start(user, { amount: 100 });
      expect(status, role).toBe(201);
      await payOnCheckout(body.authorizationUrl!, cards.success);
      expect((await walletOf(user)).amount, role).toBe(100);
    }
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });
});

describe('card deposits when the card provider cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('fails the payment at once with a reason, charging nothing', async () => {
    const user = await signedInAs(t, 'tenant');
    const res = await t.request('/api/card-payments', {
      method: 'POST',
      json: { amount: 1000 },
      headers: { cookie: user.cookie, 'idempotency-key': randomUUID() },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      status: 'failed',
      failureMessage: m.unreachable,
      authorizationUrl: null,
    });
  });
});

describe('card deposits when the provider’s verify says something else', () => {
  let t: TestApp;
  let server: ServerType;
  /** What the fake provider's verify answers, by reference. */
  const verified = new Map<string, Record<string, unknown>>();

  beforeAll(async () => {
    const fake = new Hono()
      .post('/transaction/initialize', async (c) => {
        const body = await c.req.json<{ reference: string }>();
        return c.json({
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: 'https://checkout.example/x',
            access_code: 'x',
            reference: body.reference,
          },
        });
      })
      .get('/transaction/verify/:reference', (c) => {
        const data = verified.get(c.req.param('reference'));
        return data
          ? c.json({ status: true, message: 'Verification successful', data })
          : c.json({ status: false, message: 'Transaction reference not found' }, 400);
      });
    server = await new Promise<ServerType>((resolve) => {
      const started: ServerType = serve({ fetch: fake.fetch, hostname: '127.0.0.1', port: 0 }, () =>
        resolve(started),
      );
    });
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({ PAYSTACK_BASE_URL: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  const startAs = async (user: TestUser, amount: number) => {
    const res = await t.request('/api/card-payments', {
      method: 'POST',
      json: { amount },
      headers: { cookie: user.cookie, 'idempotency-key': randomUUID() },
    });
    return (await res.json()) as CardPayment;
  };
  const verifyAs = async (user: TestUser, id: string) =>
    (
      await t.request(`/api/card-payments/${id}/verify`, { method: 'POST', headers: { cookie: user.cookie } })
    ).json() as Promise<CardPayment>;
  const walletAmount = async (user: TestUser) =>
    ((await (await t.request('/api/wallet', { headers: { cookie: user.cookie } })).json()) as Wallet).amount;
  const transaction = (reference: string, fields: Record<string, unknown>) =>
    verified.set(reference, { id: Math.floor(Math.random() * 1e9), reference, currency: 'KES', ...fields });

  it('credits nothing when verify says success for another amount or currency, and says so', async () => {
    const user = await signedInAs(t, 'tenant');
    const short = await startAs(user, 1000);
    transaction(short.reference, { status: 'success', amount: 100 * 100, gateway_response: 'Approved' });
    const webhookBody = JSON.stringify({ event: 'charge.success', data: { reference: short.reference } });
    const res = await t.request('/api/card-payments/webhook', {
      method: 'POST',
      body: webhookBody,
      headers: { 'x-paystack-signature': paystackSignatureOf(webhookBody, paystackStandInSecretKey) },
    });
    expect(res.status).toBe(200);
    expect((await verifyAs(user, short.id)).status).toBe('failed');
    expect((await verifyAs(user, short.id)).failureMessage).toBe(m.mismatch);

    const dollars = await startAs(user, 1000);
    transaction(dollars.reference, { status: 'success', amount: dollars.total * 100, currency: 'USD' });
    expect((await verifyAs(user, dollars.id)).status).toBe('failed');
    expect(await walletAmount(user)).toBe(0);
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });

  it('keeps a payment pending while the provider says it is not paid yet, or cannot be reached', async () => {
    const user = await signedInAs(t, 'tenant');
    const payment = await startAs(user, 800);
    expect((await verifyAs(user, payment.id)).status).toBe('pending');
    for (const status of ['abandoned', 'ongoing', 'pending', 'processing']) {
      transaction(payment.reference, { status, amount: payment.total * 100 });
      expect((await verifyAs(user, payment.id)).status, status).toBe('pending');
    }
  });

  it('reconciles: settles a payment whose webhook never came, fails one abandoned for two days, leaves fresh ones', async () => {
    const user = await signedInAs(t, 'tenant');
    const paid = await startAs(user, 600);
    transaction(paid.reference, { status: 'success', amount: paid.total * 100 });
    const left = await startAs(user, 700);
    transaction(left.reference, { status: 'abandoned', amount: left.total * 100 });
    const at = (ms: number) => ({
      db: t.database.db,
      config: t.config,
      logger: pino({ level: 'silent' }),
      now: () => new Date(Date.now() + ms),
    });
    const statusOf = async (id: string) =>
      (await t.database.db.select().from(cardPayments).where(eq(cardPayments.id, id)))[0]!;
    // Just opened: not asked about yet.
    await reconcileCardPayments(at(0));
    expect((await statusOf(paid.id)).status).toBe('pending');
    // Ten minutes on: the paid one is credited; the abandoned one may still be paid, so it waits.
    expect(await reconcileCardPayments(at(10 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await statusOf(paid.id)).status).toBe('paid');
    expect((await statusOf(left.id)).status).toBe('pending');
    expect(await walletAmount(user)).toBe(600);
    // Two days on: the checkout was left; nothing was charged.
    await reconcileCardPayments(at(49 * 3600_000));
    expect(await statusOf(left.id)).toMatchObject({ status: 'failed', failureMessage: m.abandoned });
    expect(await walletAmount(user)).toBe(600);
    // Even then, the provider's later word that it was paid is honoured.
    transaction(left.reference, { status: 'success', amount: left.total * 100 });
    expect((await verifyAs(user, left.id)).status).toBe('paid');
    expect(await walletAmount(user)).toBe(1300);
  });

  it('credits a failed payment the provider later reports paid for the right amount: money taken is never lost', async () => {
    const user = await signedInAs(t, 'tenant');
    const payment = await startAs(user, 2000);
    transaction(payment.reference, {
      status: 'failed',
      amount: payment.total * 100,
      gateway_response: 'Declined',
    });
    expect(await verifyAs(user, payment.id)).toMatchObject({
      status: 'failed',
      failureMessage: m.declined('Declined'),
    });
    // Paid on a second try at the same checkout: the provider's word now is success.
    transaction(payment.reference, {
      status: 'success',
      amount: payment.total * 100,
      authorization: { last4: '1111' },
    });
    expect(await verifyAs(user, payment.id)).toMatchObject({ status: 'paid', failureMessage: null });
    expect(await walletAmount(user)).toBe(2000);
    // And it stays paid whatever is said after.
    transaction(payment.reference, { status: 'failed', amount: payment.total * 100 });
    expect((await verifyAs(user, payment.id)).status).toBe('paid');
    expect(await walletAmount(user)).toBe(2000);
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });
});
