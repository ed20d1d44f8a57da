import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardDepositAllowance, CardPayment } from '@common/payments/card-payment-contracts';
import { dailyCardDepositLimit } from '@common/payments/card-payment-fee';
import { cardPaymentMessages as m } from '@common/payments/card-payment-messages';
import { cardPayments } from '../../db/schema/index';
import { paystackStandInSecretKey } from '../../lib/paystack/paystack-settings';
import {
  startPaystackStandIn,
  type RunningPaystackStandIn,
} from '../../lib/paystack/stand-in/start-paystack-stand-in';
import { nairobiDayStart } from '../../lib/nairobi-day';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('the daily card deposit limit', () => {
  let t: TestApp;
  let paystack: RunningPaystackStandIn;
  let ip = 0;

  const start = async (user: TestUser, amount: number, key: string = randomUUID()) => {
    ip += 1;
    const res = await t.request('/api/card-payments', {
      method: 'POST',
      json: { amount },
      headers: { cookie: user.cookie, 'idempotency-key': key },
      clientIp: `203.0.113.${ip % 250}`,
    });
    return {
      status: res.status,
      body: (await res.json()) as CardPayment & {
        error?: { code: string; message: string; reason?: string; leftToday?: number };
      },
    };
  };
  const allowanceOf = async (user: TestUser | null) => {
    const res = await t.request('/api/card-payments/allowance', {
      headers: user ? { cookie: user.cookie } : {},
    });
    return { status: res.status, body: (await res.json()) as CardDepositAllowance };
  };
  /** A card deposit kept as if started at `createdAt`, without the provider. */
  const kept = async (user: TestUser, amount: number, status: 'pending' | 'failed', createdAt: Date) => {
    await t.database.db.insert(cardPayments).values({
      userId: user.userId,
      status,
      amount,
      fee: 0,
      total: amount,
      reference: `ABODE-CARD-TEST-${randomUUID()}`,
      idempotencyKey: randomUUID(),
      requestFingerprint: 'test',
      createdAt,
    });
  };

  beforeAll(async () => {
    const made: { app?: TestApp } = {};
    paystack = await startPaystackStandIn({
      secretKey: paystackStandInSecretKey,
      webhookUrl: 'http://localhost/api/card-payments/webhook',
      webhookFetch: async (url, init) => made.app!.app.request(url, init),
    });
    made.app = await createTestApp({ PAYSTACK_BASE_URL: paystack.baseUrl });
    t = made.app;
  });
  afterAll(async () => {
    await paystack.close();
    await t.close();
  });

  it('counts the Nairobi day’s pending and paid deposits, not failed ones nor yesterday’s, and refuses beyond it with 409', async () => {
    expect(dailyCardDepositLimit).toBe(300_000);
    const tenant = await signedInAs(t, 'tenant');
    expect((await allowanceOf(tenant)).body).toEqual({ daily: 300_000, usedToday: 0, leftToday: 300_000 });

    const midnight = nairobiDayStart(new Date());
    // 23:59:59 in Nairobi yesterday, and a failed one today: neither counts.
    await kept(tenant, 150_000, 'pending', new Date(midnight.getTime() - 1000));
    await kept(tenant, 150_000, 'failed', midnight);
    // 00:00 in Nairobi today counts.
    await kept(tenant, 149_000, 'pending', midnight);
    const first = await start(tenant, 150_000);
    expect(first.status).toBe(201);
    expect(first.body.status).toBe('pending');
    expect((await allowanceOf(tenant)).body).toEqual({
      daily: 300_000,
      usedToday: 299_000,
      leftToday: 1_000,
    });

    const over = await start(tenant, 1_001);
    expect(over.status).toBe(409);
    expect(over.body.error?.code).toBe('CONFLICT');
    expect(over.body.error?.message).toBe(m.dailyLimit(300_000, 1_000));
    expect(over.body.error?.message).toBe(
      'Card deposits are limited to KES 300,000 a day. You can deposit KES 1,000 more by card today.',
    );
    expect(over.body.error).toMatchObject({ reason: 'DAILY_LIMIT', leftToday: 1_000 });

    // Up to the limit exactly is allowed; then nothing more.
    const rest = await start(tenant, 1_000);
    expect(rest.status).toBe(201);
    expect((await allowanceOf(tenant)).body.leftToday).toBe(0);
    const none = await start(tenant, 50);
    expect(none.status).toBe(409);
    expect(none.body.error?.message).toBe(m.dailyLimit(300_000, 0));
  });

  it('answers a retry of a deposit made before the limit was reached, not a 409', async () => {
    const tenant = await signedInAs(t, 'tenant');
    const key = randomUUID();
    const first = await start(tenant, 150_000, key);
    expect(first.status).toBe(201);
    expect((await start(tenant, 150_000)).status).toBe(201);
    const retry = await start(tenant, 150_000, key);
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    expect((await start(tenant, 50)).status).toBe(409);
  });

  it('is each user’s own: another user’s deposits leave theirs whole', async () => {
    const one = await signedInAs(t, 'tenant');
    const other = await signedInAs(t, 'landlord');
    expect((await start(one, 150_000)).status).toBe(201);
    expect((await start(one, 150_000)).status).toBe(201);
    expect((await start(one, 100)).status).toBe(409);
    expect((await allowanceOf(other)).body).toEqual({ daily: 300_000, usedToday: 0, leftToday: 300_000 });
    expect((await start(other, 150_000)).status).toBe(201);
  });

  it('lets only one of two deposits at once through when only one fits', async () => {
    const tenant = await signedInAs(t, 'tenant');
    expect((await start(tenant, 150_000)).status).toBe(201);
    const both = await Promise.all([start(tenant, 150_000), start(tenant, 150_000)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await allowanceOf(tenant)).body.usedToday).toBe(300_000);
  });

  it('shows the allowance only to a signed-in user (401 anonymously)', async () => {
    expect((await allowanceOf(null)).status).toBe(401);
  });
});
