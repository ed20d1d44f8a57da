import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from '@common/payments/payment-contracts';
import { mpesaCallbacks, mpesaPayments } from '../../db/schema/index';
import { callbackUrls } from '../../lib/daraja/callback-urls';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { checkLedger } from '../ledger';
import { createCallbackInbox, maxCallbackAttempts } from './callback-inbox';

describe('the callback inbox: answered once kept, applied once, also after a crash', () => {
  let t: TestApp;
  let tenant: TestUser;
  let seq = 0;

  const notice = (account: string, amount: number) => {
    seq += 1;
    return {
      TransactionType: 'Pay Bill',
      TransID: `TKINBOX${String(seq).padStart(4, '0')}`,
      TransTime: '20261201101500',
      TransAmount: `${amount}.00`,
      BusinessShortCode: '174379',
      BillRefNumber: account,
      MSISDN: '2547 ***** 149',
    };
  };
  const walletOf = async (user: TestUser) =>
    (await t.request('/api/wallet', { headers: { cookie: user.cookie } })).json() as Promise<Wallet>;
  /** A confirmation kept but never applied, as an instance killed between its answer and its apply leaves it. */
  const leftByACrash = async (body: unknown, secondsAgo: number, kind: 'stk' | 'c2b_confirmation') => {
    const [row] = await t.database.db
      .insert(mpesaCallbacks)
      .values({ kind, body, receivedAt: new Date(Date.now() - secondsAgo * 1000) })
      .returning();
    return row!.id;
  };
  const secondInstance = () =>
    createCallbackInbox({ db: t.database.db, logger: pino({ level: 'silent' }), now: () => new Date() });

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await signedInAs(t, 'tenant');
  });
  afterAll(async () => t.close());

  it('keeps the callback before answering, then credits it and marks it handled', async () => {
    const { accountNumber } = await walletOf(tenant);
    const before = (await walletOf(tenant)).amount;
    const body = notice(accountNumber, 1500);
    const res = await t.app.request(callbackUrls(t.config).c2bConfirmation, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    const [kept] = await t.database.db
      .select()
      .from(mpesaCallbacks)
      .where(eq(mpesaCallbacks.externalId, body.TransID));
    expect(kept!.body).toEqual(body);
    await t.callbacksApplied();
    const [handled] = await t.database.db
      .select()
      .from(mpesaCallbacks)
      .where(eq(mpesaCallbacks.id, kept!.id));
    expect(handled!.handledAt).toBeInstanceOf(Date);
    expect((await walletOf(tenant)).amount).toBe(before + 1500);
  });

  it('sweeps what a crashed instance left: old rows once, young ones left to the instance applying them', async () => {
    const { accountNumber } = await walletOf(tenant);
    const before = (await walletOf(tenant)).amount;
    const old = notice(accountNumber, 700);
    await leftByACrash(old, 60, 'c2b_confirmation');
    const youngId = await leftByACrash(notice(accountNumber, 300), 1, 'c2b_confirmation');
    // Two instances sweep at once: the row lock lets one apply each callback.
    const [a, b] = await Promise.all([secondInstance().sweep(), secondInstance().sweep()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect((await walletOf(tenant)).amount).toBe(before + 700);
    const paid = await t.database.db
      .select()
      .from(mpesaPayments)
      .where(eq(mpesaPayments.receipt, old.TransID));
    expect(paid).toHaveLength(1);
    expect(await secondInstance().sweep()).toBe(0);
    const [young] = await t.database.db.select().from(mpesaCallbacks).where(eq(mpesaCallbacks.id, youngId));
    expect(young!.handledAt).toBeNull();
    // Its own instance applies it (here: pushed to this app's inbox as the route would).
    t.callbackInbox.push(youngId);
    await t.callbacksApplied();
    expect((await walletOf(tenant)).amount).toBe(before + 1000);
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });

  it(`gives up on a callback that cannot be applied after ${maxCallbackAttempts} tries, changing nothing`, async () => {
    const ledgerBefore = await checkLedger(t.database.db);
    // A row no code path writes (kept callbacks of kind stk always parse): stands for a bug or an outage.
    const id = await leftByACrash({ Body: { stkCallback: {} } }, 60, 'stk');
    const inbox = secondInstance();
    for (let attempt = 1; attempt <= maxCallbackAttempts; attempt += 1) expect(await inbox.sweep()).toBe(1);
    expect(await inbox.sweep()).toBe(0);
    const [row] = await t.database.db.select().from(mpesaCallbacks).where(eq(mpesaCallbacks.id, id));
    expect(row!.failedAttempts).toBe(maxCallbackAttempts);
    expect(row!.handledAt).toBeNull();
    expect((await checkLedger(t.database.db)).transactions).toBe(ledgerBefore.transactions);
  });
});
