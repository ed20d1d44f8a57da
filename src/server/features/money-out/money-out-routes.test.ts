import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Withdrawal } from '@common/payments/money-out-contracts';
import { moneyOutMessages as m } from '@common/payments/money-out-messages';
import { sendFeeOf, sendLimits } from '@common/payments/send-rules';
import {
  jobs,
  ledgerPostings,
  moneyOutTransfers,
  mpesaCallbacks,
  notifications,
  payoutSchedules,
} from '../../db/schema/index';
import { callbackUrls } from '../../lib/daraja/callback-urls';
import type { MoneyOutOutcome } from '../../lib/daraja/stand-in/money-out';
import {
  startDarajaStandIn,
  type RunningDarajaStandIn,
} from '../../lib/daraja/stand-in/start-daraja-stand-in';
import { grantRole, signedInAs, signUpUnverified, type TestUser } from '../../testing/identity-helpers';
import { approveKyc } from '../../testing/kyc-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  balanceOf,
  checkLedger,
  earningsAccountOf,
  platformAccountOf,
  postJournal,
  walletAccountOf,
} from '../ledger';
import { applyWaitingResults } from './apply-money-out-callback';
import { runPayoutSchedules } from './run-payout-schedules';

/** Money in from M-Pesa, straight in the ledger: M-Pesa clearing to the user's wallet. */
const deposit = (db: TestApp['database']['db'], userId: string, amount: number) =>
  db.transaction(async (tx) =>
    postJournal(tx, {
      kind: 'mpesa.stk_deposit',
      postings: [
        { accountId: await platformAccountOf(tx, 'mpesa_clearing'), amount },
        { accountId: await walletAccountOf(tx, userId), amount: -amount },
      ],
    }),
  );

let t: TestApp;
let standIn: RunningDarajaStandIn;
/** What the stand-in does with the next sends; paid unless a test says otherwise. */
let outcome: MoneyOutOutcome = 'paid';
let ip = 0;

beforeAll(async () => {
  const made: { app?: TestApp } = {};
  standIn = await startDarajaStandIn({
    instantOutcomeDelayMs: 5,
    moneyOutOutcome: () => outcome,
    callbackFetch: async (url, init) => made.app!.app.request(url, init),
  });
  made.app = await createTestApp({ MPESA_BASE_URL: standIn.baseUrl });
  t = made.app;
});
afterAll(async () => {
  await standIn.close();
  await t.close();
});

const send = async (user: TestUser | null, json: unknown, key: string | null = randomUUID()) => {
  ip += 1;
  const res = await t.request('/api/withdrawals', {
    method: 'POST',
    json,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    clientIp: `203.0.113.${ip % 250}`,
  });
  return {
    status: res.status,
    body: (await res.json()) as Withdrawal & { error?: { code: string; reason?: string } },
  };
};
/** Until every transfer has its result: the stand-in sends each a few ms after accepting it. */
const settled = async () => {
  for (let tries = 0; tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await standIn.standIn.idle();
    await t.callbacksApplied();
    const pending = await t.database.db
      .select({ id: moneyOutTransfers.id })
      .from(moneyOutTransfers)
      .where(and(eq(moneyOutTransfers.status, 'pending'), ne(moneyOutTransfers.destinationLabel, 'fixture')));
    if (pending.length === 0) return;
  }
  throw new Error('transfers still pending');
};
const get = async (user: TestUser, id: string) => {
  const res = await t.request(`/api/withdrawals/${id}`, { headers: { cookie: user.cookie } });
  return { status: res.status, body: (await res.json()) as Withdrawal };
};
const walletBalance = (userId: string) =>
  t.database.db.transaction(async (tx) => balanceOf(tx, await walletAccountOf(tx, userId)));
/** A landlord's earnings, straight in the ledger: M-Pesa clearing to the earnings account. */
const fundEarnings = (landlordId: string, amount: number) =>
  t.database.db.transaction(async (tx) =>
    postJournal(tx, {
      kind: 'test.earnings',
      postings: [
        { accountId: await platformAccountOf(tx, 'mpesa_clearing'), amount },
        { accountId: await earningsAccountOf(tx, landlordId), amount: -amount },
      ],
    }),
  );
const earningsBalance = (landlordId: string) =>
  t.database.db.transaction(async (tx) => balanceOf(tx, await earningsAccountOf(tx, landlordId)));
const holdsBalance = () =>
  t.database.db.transaction(async (tx) => balanceOf(tx, await platformAccountOf(tx, 'holds')));
const rowOf = async (id: string) =>
  (await t.database.db.select().from(moneyOutTransfers).where(eq(moneyOutTransfers.id, id)))[0]!;
/** Posts a kept callback to the app as Daraja would. */
const callback = async (path: 'b2cResult' | 'b2cTimeout' | 'b2bResult', body: unknown) => {
  const res = await t.app.request(callbackUrls(t.config)[path], {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await t.callbacksApplied();
  return res.status;
};
const ledgerClean = async () => {
  expect((await checkLedger(t.database.db)).drift).toEqual([]);
};

describe('withdrawals to M-Pesa (B2C)', () => {
  let tenant: TestUser;
  beforeAll(async () => {
    tenant = await signedInAs(t, 'tenant');
    await deposit(t.database.db, tenant.userId, 20_000);
  });

  it('holds amount + fee at once, then on the Result moves it to M-Pesa clearing and fees, with receipt, notice and SMS job', async () => {
    outcome = 'paid';
    const holdsBefore = await holdsBalance();
    const { status, body } = await send(tenant, { amount: 1000, destination: { rail: 'mpesa' } });
    expect(status).toBe(201);
    const fee = sendFeeOf('mpesa', 1000);
    expect(body).toMatchObject({ amount: 1000, fee, total: 1000 + fee });
    // Pending until the Result; the stand-in's Result can come before the answer is written (then completed).
    if (body.status === 'pending') expect(body.receipt).toBeNull();
    else expect(body.status).toBe('completed');
    expect(body.destination).toContain(tenant.phone.slice(-3));
    expect(await walletBalance(tenant.userId)).toBe(20_000 - 1000 - fee);
    // The hold: wallet to holds, amount and fee (the Result may already have moved it on).
    const holdLines = await t.database.db
      .select({ accountId: ledgerPostings.accountId, amount: ledgerPostings.amount })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, (await rowOf(body.id)).holdJournalId));
    const holdsAccount = await t.database.db.transaction((tx) => platformAccountOf(tx, 'holds'));
    expect(holdLines.find((line) => line.accountId === holdsAccount)?.amount).toBe(-(1000 + fee));
    await settled();
    const after = await get(tenant, body.id);
    expect(after.body).toMatchObject({ status: 'completed', reason: null });
    expect(after.body.receipt).toMatch(/^[A-Z0-9]{10}$/);
    expect(await holdsBalance()).toBe(holdsBefore);
    expect(await walletBalance(tenant.userId)).toBe(20_000 - 1000 - fee);
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, tenant.userId));
    expect(notices.filter((n) => n.kind === 'withdrawal.result')).toHaveLength(1);
    const texts = await t.database.db.select().from(jobs).where(eq(jobs.name, 'money-out.result-sms'));
    expect(
      texts.filter((job) => (job.payload as { transferId: string }).transferId === body.id),
    ).toHaveLength(1);
    // The wallet history shows the send with its destination.
    const wallet = (await (
      await t.request('/api/wallet', { headers: { cookie: tenant.cookie } })
    ).json()) as {
      transactions: Array<{ description: string; amount: number }>;
    };
    expect(wallet.transactions[0]).toMatchObject({ amount: -(1000 + fee) });
    expect(wallet.transactions[0]!.description).toContain('Withdrawal to M-Pesa');
    await ledgerClean();
  });

  it('a duplicate Result, and a late timeout after it, change nothing', async () => {
    outcome = 'paid';
    const { body } = await send(tenant, { amount: 500, destination: { rail: 'mpesa' } });
    await settled();
    const row = await rowOf(body.id);
    const [kept] = await t.database.db
      .select()
      .from(mpesaCallbacks)
      .where(eq(mpesaCallbacks.externalId, row.conversationId!));
    const balance = await walletBalance(tenant.userId);
    const holds = await holdsBalance();
    expect(await callback('b2cResult', kept!.body)).toBe(200);
    expect(await callback('b2cTimeout', kept!.body)).toBe(200);
    expect(await walletBalance(tenant.userId)).toBe(balance);
    expect(await holdsBalance()).toBe(holds);
    expect((await rowOf(body.id)).status).toBe('completed');
    await ledgerClean();
  });

  it('a failed Result releases the hold with the reason; the money and fee are back', async () => {
    outcome = 'failed';
    const before = await walletBalance(tenant.userId);
    const { body } = await send(tenant, { amount: 700, destination: { rail: 'mpesa' } });
    // Held at once (the Result may already have released it: the stand-in answers within milliseconds).
    expect((await rowOf(body.id)).holdJournalId).toBeTruthy();
    expect(body.total).toBe(700 + sendFeeOf('mpesa', 700));
    await settled();
    const after = await get(tenant, body.id);
    expect(after.body.status).toBe('failed');
    expect(after.body.reason).toContain('M-Pesa refused');
    expect(await walletBalance(tenant.userId)).toBe(before);
    await ledgerClean();
  });

  it('a timeout releases the hold (reversed); a success after it takes the money again, never paying twice', async () => {
    outcome = 'timeout';
    const before = await walletBalance(tenant.userId);
    const total = 800 + sendFeeOf('mpesa', 800);
    const { body } = await send(tenant, { amount: 800, destination: { rail: 'mpesa' } });
    await settled();
    expect((await get(tenant, body.id)).body).toMatchObject({ status: 'reversed' });
    expect(await walletBalance(tenant.userId)).toBe(before);
    // M-Pesa paid it after all: a late Result.
    const row = await rowOf(body.id);
    const late = {
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        OriginatorConversationID: row.requestRef,
        ConversationID: row.conversationId,
        TransactionID: 'TKL0000LATE',
        ResultParameters: { ResultParameter: [{ Key: 'TransactionAmount', Value: 800 }] },
      },
    };
    expect(await callback('b2cResult', late)).toBe(200);
    expect(await callback('b2cResult', late)).toBe(200);
    expect(await walletBalance(tenant.userId)).toBe(before - total);
    expect((await get(tenant, body.id)).body).toMatchObject({ status: 'completed', receipt: 'TKL0000LATE' });
    await ledgerClean();
  });

  it('Daraja unreachable: the hold is released at once and the send reads failed', async () => {
    const offline = await createTestApp({ MPESA_BASE_URL: 'http://127.0.0.1:9' });
    try {
      const user = await signedInAs(offline, 'tenant');
      await deposit(offline.database.db, user.userId, 2000);
      const res = await offline.request('/api/withdrawals', {
        method: 'POST',
        json: { amount: 100, destination: { rail: 'mpesa' } },
        headers: { cookie: user.cookie, 'idempotency-key': randomUUID() },
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ status: 'failed' });
      const balance = await offline.database.db.transaction(async (tx) =>
        balanceOf(tx, await walletAccountOf(tx, user.userId)),
      );
      expect(balance).toBe(2000);
      expect((await checkLedger(offline.database.db)).drift).toEqual([]);
    } finally {
      await offline.close();
    }
  });

  it('the same Idempotency-Key answers the first send; with another body 409', async () => {
    outcome = 'paid';
    const key = randomUUID();
    const first = await send(tenant, { amount: 300, destination: { rail: 'mpesa' } }, key);
    const again = await send(tenant, { amount: 300, destination: { rail: 'mpesa' } }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await send(tenant, { amount: 301, destination: { rail: 'mpesa' } }, key)).status).toBe(409);
    expect((await send(tenant, { amount: 300, destination: { rail: 'mpesa' } }, null)).status).toBe(400);
    await settled();
  });

  it('refuses amounts outside the limits, more than the balance, and bad bodies, never 5xx', async () => {
    const tooSmall = await send(tenant, { amount: 49, destination: { rail: 'mpesa' } });
    expect(tooSmall.status).toBe(400);
    // The limits and the amount needed as values too, for the web to say them in Kiswahili.
    expect(tooSmall.body.error).toMatchObject({
      message: m.amountMin(sendLimits.mpesa.min),
      reason: 'amount_below_min',
      params: { min: sendLimits.mpesa.min },
    });
    const tooLarge = await send(tenant, { amount: 150_001, destination: { rail: 'mpesa' } });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error).toMatchObject({
      message: m.amountMax(sendLimits.mpesa.max),
      reason: 'amount_above_max',
      params: { max: sendLimits.mpesa.max },
    });
    expect((await send(tenant, { amount: 10.5, destination: { rail: 'mpesa' } })).status).toBe(400);
    expect((await send(tenant, { amount: 100, destination: { rail: 'paypal' } })).status).toBe(400);
    expect((await send(tenant, { amount: 100, destination: { rail: 'mpesa', phone: '12' } })).status).toBe(
      400,
    );
    const poor = await signedInAs(t, 'tenant');
    await deposit(t.database.db, poor.userId, 100);
    const refused = await send(poor, { amount: 100, destination: { rail: 'mpesa' } });
    expect(refused.status).toBe(409);
    const needed = 100 + sendFeeOf('mpesa', 100);
    expect(refused.body.error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: m.insufficientFunds(needed),
      reason: 'insufficient_funds',
      params: { needed },
    });
    expect(await walletBalance(poor.userId)).toBe(100);
  });

  it('20 simultaneous sends from a wallet that affords 5 hold exactly 5', async () => {
    outcome = 'paid';
    const user = await signedInAs(t, 'tenant');
    const each = 1000 + sendFeeOf('mpesa', 1000);
    await deposit(t.database.db, user.userId, each * 5 + 10);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send(user, { amount: 1000, destination: { rail: 'mpesa' } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(15);
    expect(await walletBalance(user.userId)).toBe(10);
    await settled();
    const rows = await t.database.db
      .select()
      .from(moneyOutTransfers)
      .where(eq(moneyOutTransfers.userId, user.userId));
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill('completed'));
    await ledgerClean();
  });

  it('the daily limit counts the day’s sends', async () => {
    const rich = await signedInAs(t, 'tenant');
    await deposit(t.database.db, rich.userId, 400_000);
    await approveKyc(t, rich.userId);
    // Straight in the table: 295,000 already sent today.
    const holdOf = await t.database.db.transaction(async (tx) =>
      postJournal(tx, {
        kind: 'test.fixture',
        postings: [
          { accountId: await walletAccountOf(tx, rich.userId), amount: 1 },
          { accountId: await platformAccountOf(tx, 'holds'), amount: -1 },
        ],
      }),
    );
    await t.database.db.insert(moneyOutTransfers).values({
      userId: rich.userId,
      source: 'wallet',
      rail: 'mpesa',
      commandId: 'BusinessPayment',
      partyB: '254700000000',
      destinationLabel: 'fixture',
      amount: 295_000,
      fee: 0,
      status: 'pending',
      requestRef: randomUUID(),
      holdJournalId: holdOf.transactionId,
      idempotencyKey: randomUUID(),
      requestFingerprint: 'fixture',
    });
    const refused = await send(rich, { amount: 6000, destination: { rail: 'mpesa' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.reason).toBe('DAILY_LIMIT');
    // Release the fixture's shilling and mark it failed so the ledger stays balanced for the checks after.
    await t.database.db.transaction(async (tx) =>
      postJournal(tx, {
        kind: 'test.fixture',
        postings: [
          { accountId: await platformAccountOf(tx, 'holds'), amount: 1 },
          { accountId: await walletAccountOf(tx, rich.userId), amount: -1 },
        ],
      }),
    );
  });
});

describe('a user whose phone is not verified', () => {
  it('is refused every send (403 phone_not_verified) and nothing is held', async () => {
    outcome = 'paid';
    const tenant = await signUpUnverified(t, { user_purpose: 'tenant' });
    await deposit(t.database.db, tenant.userId, 5000);
    // A landlord's earnings too: the role alone does not make a phone verified.
    const landlord = await signUpUnverified(t, { user_purpose: 'landlord' });
    await grantRole(t, landlord.userId, 'landlord');
    await fundEarnings(landlord.userId, 5000);
    const attempts = [
      [tenant, { amount: 1000, destination: { rail: 'mpesa' } }],
      [tenant, { amount: 1000, destination: { rail: 'mpesa', phone: '0712345678' } }],
      [tenant, { amount: 1000, destination: { rail: 'bank', bankId: 'kcb', accountNumber: '1234567890' } }],
      [landlord, { amount: 1000, source: 'earnings', destination: { rail: 'mpesa' } }],
    ] as const;
    for (const [user, json] of attempts) {
      const refused = await send(user, json);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'FORBIDDEN', reason: 'phone_not_verified' });
    }
    await standIn.standIn.idle();
    await t.callbacksApplied();
    for (const user of [tenant, landlord]) {
      expect(
        await t.database.db.select().from(moneyOutTransfers).where(eq(moneyOutTransfers.userId, user.userId)),
      ).toEqual([]);
    }
    expect(await walletBalance(tenant.userId)).toBe(5000);
    expect(await earningsBalance(landlord.userId)).toBe(5000);
    // Only the money put in: no hold was ever posted on these accounts.
    const accounts = await t.database.db.transaction(async (tx) => [
      await walletAccountOf(tx, tenant.userId),
      await earningsAccountOf(tx, landlord.userId),
    ]);
    const lines = await t.database.db
      .select({ amount: ledgerPostings.amount })
      .from(ledgerPostings)
      .where(inArray(ledgerPostings.accountId, accounts));
    expect(lines.map((line) => line.amount)).toEqual([-5000, -5000]);
    await ledgerClean();
  });
});

describe('step-up above KES 10,000', () => {
  it('403 kyc_required without KYC; 403 step_up_required without the code; sends with the texted code', async () => {
    outcome = 'paid';
    const user = await signedInAs(t, 'tenant');
    await deposit(t.database.db, user.userId, 50_000);
    const big = { amount: 12_000, destination: { rail: 'mpesa' } };
    const noKyc = await send(user, big);
    expect(noKyc.status).toBe(403);
    expect(noKyc.body.error?.reason).toBe('kyc_required');
    await approveKyc(t, user.userId);
    const noCode = await send(user, big);
    expect(noCode.status).toBe(403);
    expect(noCode.body.error?.reason).toBe('step_up_required');
    expect(await walletBalance(user.userId)).toBe(50_000);
    const asked = await t.request('/api/step-up/code', {
      method: 'POST',
      json: { purpose: 'withdrawal', amount: 12_000 },
      headers: { cookie: user.cookie },
    });
    expect(asked.status).toBe(201);
    const sms = (await (await t.request(`/api/dev/sms?to=${encodeURIComponent(user.phone)}`)).json()) as {
      messages: Array<{ text: string }>;
    };
    const code = /\b(\d{6})\b/.exec(sms.messages.map((m) => m.text).join(' '))?.[1];
    expect((await send(user, { ...big, stepUpCode: code === '000000' ? '111111' : '000000' })).status).toBe(
      403,
    );
    const ok = await send(user, { ...big, stepUpCode: code });
    expect(ok.status).toBe(201);
    // 10,000 exactly needs no code.
    expect((await send(user, { amount: 10_000, destination: { rail: 'mpesa' } })).status).toBe(201);
    await settled();
    await ledgerClean();
  });
});

describe('bank transfers (B2B to the bank paybill)', () => {
  it('sends to the bank’s paybill with the account number as the reference; a failure releases', async () => {
    const user = await signedInAs(t, 'tenant');
    await deposit(t.database.db, user.userId, 10_000);
    outcome = 'paid';
    const ok = await send(user, {
      amount: 2000,
      destination: { rail: 'bank', bankId: 'kcb', accountNumber: '1234567890' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.fee).toBe(sendFeeOf('bank', 2000));
    expect(ok.body.destination).toBe('KCB Bank Kenya · 1234567890');
    const row = await rowOf(ok.body.id);
    expect(row).toMatchObject({
      partyB: '522522',
      accountReference: '1234567890',
      commandId: 'BusinessPayBill',
    });
    outcome = 'failed';
    const bad = await send(user, {
      amount: 1000,
      destination: { rail: 'bank', bankId: 'equity', accountNumber: '9876543' },
    });
    await settled();
    expect((await get(user, ok.body.id)).body.status).toBe('completed');
    expect((await get(user, bad.body.id)).body.status).toBe('failed');
    expect(await walletBalance(user.userId)).toBe(10_000 - 2000 - sendFeeOf('bank', 2000));
    expect(
      (
        await send(user, {
          amount: 1000,
          destination: { rail: 'bank', bankId: 'nope', accountNumber: '9876543' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await send(user, {
          amount: 1000,
          destination: { rail: 'bank', bankId: 'kcb', accountNumber: '12ab' },
        })
      ).status,
    ).toBe(400);
    await ledgerClean();
  });
});

describe('a Result that comes before its ConversationID is saved', () => {
  it('waits, kept, and is applied once the transfer knows its ConversationID', async () => {
    outcome = 'silent';
    const user = await signedInAs(t, 'tenant');
    await deposit(t.database.db, user.userId, 5000);
    const { body } = await send(user, {
      amount: 1000,
      destination: { rail: 'bank', bankId: 'equity', accountNumber: '0123456789' },
    });
    const row = await rowOf(body.id);
    expect(row.status).toBe('pending');
    // As if Daraja's sync answer were not saved yet: the Result finds no transfer and waits in the inbox.
    await t.database.db
      .update(moneyOutTransfers)
      .set({ conversationId: null, originatorConversationId: null })
      .where(eq(moneyOutTransfers.id, row.id));
    const result = {
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        OriginatorConversationID: 'daraja-made-originator',
        ConversationID: row.conversationId,
        TransactionID: 'TKRACE0001',
      },
    };
    expect(await callback('b2bResult', result)).toBe(200);
    expect((await rowOf(row.id)).status).toBe('pending');
    await t.database.db
      .update(moneyOutTransfers)
      .set({ conversationId: row.conversationId })
      .where(eq(moneyOutTransfers.id, row.id));
    await applyWaitingResults(
      { db: t.database.db, logger: pino({ level: 'silent' }), now: () => new Date() },
      row.conversationId!,
    );
    expect(await rowOf(row.id)).toMatchObject({ status: 'completed', transactionId: 'TKRACE0001' });
    // Applied once: again changes nothing.
    await applyWaitingResults(
      { db: t.database.db, logger: pino({ level: 'silent' }), now: () => new Date() },
      row.conversationId!,
    );
    expect(await walletBalance(user.userId)).toBe(5000 - 1000 - sendFeeOf('bank', 1000));
    await ledgerClean();
  });
});

describe('bills and shops (B2B to a biller paybill or a till)', () => {
  it('pays KPLC tokens by meter number and a till by Buy Goods, each with a receipt; bad accounts 400', async () => {
    outcome = 'paid';
    const user = await signedInAs(t, 'tenant');
    await deposit(t.database.db, user.userId, 10_000);
    const bill = await send(user, {
      amount: 1000,
      destination: { rail: 'bill', billerId: 'kplc-prepaid', account: '12345678901' },
    });
    expect(bill.status).toBe(201);
    expect(bill.body).toMatchObject({ rail: 'bill', fee: sendFeeOf('bill', 1000) });
    expect(await rowOf(bill.body.id)).toMatchObject({
      partyB: '888880',
      accountReference: '12345678901',
      commandId: 'BusinessPayBill',
    });
    const shop = await send(user, { amount: 250, destination: { rail: 'till', till: '5123456' } });
    expect(shop.status).toBe(201);
    expect(shop.body.fee).toBe(0);
    expect(await rowOf(shop.body.id)).toMatchObject({ partyB: '5123456', commandId: 'BusinessBuyGoods' });
    await settled();
    expect((await get(user, bill.body.id)).body.receipt).toMatch(/^[A-Z0-9]{10}$/);
    expect((await get(user, shop.body.id)).body.status).toBe('completed');
    expect(await walletBalance(user.userId)).toBe(10_000 - 1000 - sendFeeOf('bill', 1000) - 250);
    const badMeter = { rail: 'bill', billerId: 'kplc-prepaid', account: '1234' };
    expect((await send(user, { amount: 100, destination: badMeter })).status).toBe(400);
    expect((await send(user, { amount: 100, destination: { rail: 'till', till: '12' } })).status).toBe(400);
    await ledgerClean();
  });
});

describe('landlords: earnings out, and the weekly payout', () => {
  it('a landlord withdraws earnings (never more than they hold); a tenant may not', async () => {
    outcome = 'paid';
    const landlord = await signedInAs(t, 'landlord');
    const tenant = await signedInAs(t, 'tenant');
    await fundEarnings(landlord.userId, 5000);
    const ok = await send(landlord, { amount: 3000, source: 'earnings', destination: { rail: 'mpesa' } });
    expect(ok.status).toBe(201);
    expect(await earningsBalance(landlord.userId)).toBe(5000 - 3000 - sendFeeOf('mpesa', 3000));
    const tooMuch = await send(landlord, {
      amount: 3000,
      source: 'earnings',
      destination: { rail: 'mpesa' },
    });
    expect(tooMuch.status).toBe(409);
    expect(
      (await send(tenant, { amount: 100, source: 'earnings', destination: { rail: 'mpesa' } })).status,
    ).toBe(403);
    const list = await t.request('/api/withdrawals?source=earnings', {
      headers: { cookie: landlord.cookie },
    });
    expect(await list.json()).toMatchObject({
      balance: await earningsBalance(landlord.userId),
      items: [{ id: ok.body.id }],
    });
    await settled();
    expect((await get(landlord, ok.body.id)).body.status).toBe('completed');
    // Another person's transfer is a 404.
    expect((await get(tenant, ok.body.id)).status).toBe(404);
    await ledgerClean();
  });

  it('a payout schedule sends the earnings on its weekday, once that day', async () => {
    outcome = 'paid';
    const landlord = await signedInAs(t, 'landlord');
    await fundEarnings(landlord.userId, 4000);
    const today = new Date(Date.now() + 3 * 3_600_000).getUTCDay();
    const put = await t.request('/api/withdrawals/payout-schedule', {
      method: 'PUT',
      json: {
        weekday: today,
        destination: { rail: 'bank', bankId: 'co-op', accountNumber: '01100223344' },
        // At most KES 10,000 a week: no step-up needed.
        maxAmount: 10_000,
      },
      headers: { cookie: landlord.cookie },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ weekday: today, rail: 'bank', steppedUp: false });
    const ctx = t.serviceContext(null);
    expect(await runPayoutSchedules(ctx)).toBeGreaterThanOrEqual(1);
    expect(await runPayoutSchedules(ctx)).toBe(0);
    const rows = await t.database.db
      .select()
      .from(moneyOutTransfers)
      .where(eq(moneyOutTransfers.userId, landlord.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amount + rows[0]!.fee).toBeLessThanOrEqual(4000);
    expect(rows[0]!.scheduleId).not.toBeNull();
    await settled();
    const del = await t.request('/api/withdrawals/payout-schedule', {
      method: 'DELETE',
      headers: { cookie: landlord.cookie },
    });
    expect(del.status).toBe(204);
    expect(
      await t.database.db.select().from(payoutSchedules).where(eq(payoutSchedules.userId, landlord.userId)),
    ).toHaveLength(0);
    await ledgerClean();
  });
});

describe('payout schedules that can pay more than KES 10,000 need step-up', () => {
  const putSchedule = async (user: TestUser, json: Record<string, unknown>) => {
    const res = await t.request('/api/withdrawals/payout-schedule', {
      method: 'PUT',
      json: { weekday: 1, destination: { rail: 'mpesa', phone: user.phone }, ...json },
      headers: { cookie: user.cookie },
    });
    return {
      status: res.status,
      body: (await res.json()) as { steppedUp?: boolean; error?: { reason?: string } },
    };
  };
  const textedCode = async (user: TestUser) => {
    const asked = await t.request('/api/step-up/code', {
      method: 'POST',
      json: { purpose: 'payout_schedule', amount: 150_000 },
      headers: { cookie: user.cookie },
    });
    expect(asked.status).toBe(201);
    const sms = (await (await t.request(`/api/dev/sms?to=${encodeURIComponent(user.phone)}`)).json()) as {
      messages: Array<{ text: string }>;
    };
    return /\b(\d{6})\b/.exec(sms.messages[0]!.text)![1]!; // newest first
  };
  const scheduleOf = async (userId: string) =>
    (await t.database.db.select().from(payoutSchedules).where(eq(payoutSchedules.userId, userId)))[0];

  it('refused without approved KYC and without the code (nothing saved); saved with the texted code, once', async () => {
    const landlord = await signedInAs(t, 'landlord');
    const noKyc = await putSchedule(landlord, {});
    expect(noKyc).toMatchObject({ status: 403, body: { error: { reason: 'kyc_required' } } });
    await approveKyc(t, landlord.userId);
    // No cap (the whole balance) and a cap above KES 10,000 both need the code.
    for (const json of [{}, { maxAmount: 20_000 }]) {
      const noCode = await putSchedule(landlord, json);
      expect(noCode).toMatchObject({ status: 403, body: { error: { reason: 'step_up_required' } } });
    }
    const code = await textedCode(landlord);
    const wrong = await putSchedule(landlord, { stepUpCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(403);
    expect(await scheduleOf(landlord.userId)).toBeUndefined();
    const ok = await putSchedule(landlord, { stepUpCode: code });
    expect(ok).toMatchObject({ status: 200, body: { steppedUp: true } });
    expect((await scheduleOf(landlord.userId))!.steppedUpAt).not.toBeNull();
    // One code confirms one change: changing it again needs a new one.
    expect((await putSchedule(landlord, { weekday: 2, stepUpCode: code })).status).toBe(403);
    expect((await scheduleOf(landlord.userId))!.weekday).toBe(1);
  });

  it('a schedule capped at KES 10,000 needs neither; it is saved unconfirmed and pays at most that', async () => {
    outcome = 'paid';
    const landlord = await signedInAs(t, 'landlord');
    const small = await putSchedule(landlord, { maxAmount: 10_000 });
    expect(small).toMatchObject({ status: 200, body: { steppedUp: false } });
    expect((await putSchedule(landlord, { maxAmount: 10_001 })).status).toBe(403);
  });

  it('the payout job pays an unconfirmed schedule at most KES 10,000, a confirmed one its whole cap', async () => {
    outcome = 'paid';
    const today = new Date(Date.now() + 3 * 3_600_000).getUTCDay();
    const [legacy, confirmed] = [await signedInAs(t, 'landlord'), await signedInAs(t, 'landlord')];
    for (const landlord of [legacy, confirmed]) {
      await t.database.db.transaction(async (tx) =>
        postJournal(tx, {
          kind: 'test.earnings',
          postings: [
            { accountId: await platformAccountOf(tx, 'mpesa_clearing'), amount: 30_000 },
            { accountId: await earningsAccountOf(tx, landlord.userId), amount: -30_000 },
          ],
        }),
      );
    }
    // One set before step-up was asked for: no cap, never confirmed.
    await t.database.db.insert(payoutSchedules).values({
      userId: legacy.userId,
      weekday: today,
      rail: 'mpesa',
      destination: legacy.phone.replace(/^\+/, ''),
    });
    await approveKyc(t, confirmed.userId);
    const put = await putSchedule(confirmed, {
      weekday: today,
      maxAmount: 25_000,
      stepUpCode: await textedCode(confirmed),
    });
    expect(put.status).toBe(200);
    await runPayoutSchedules(t.serviceContext(null));
    const amountOf = async (userId: string) =>
      (await t.database.db.select().from(moneyOutTransfers).where(eq(moneyOutTransfers.userId, userId)))[0]
        ?.amount;
    expect(await amountOf(legacy.userId)).toBe(10_000);
    expect(await amountOf(confirmed.userId)).toBe(25_000);
    await settled();
    await ledgerClean();
  });
});

describe('the callback routes', () => {
  it('answer 404 for a wrong token and 400 for a body that is not a Result', async () => {
    const url = callbackUrls(t.config).b2cResult;
    const wrong = url.replace(/payment-callbacks\/[^/]+/, 'payment-callbacks/not-the-token-0000000000');
    expect((await t.app.request(wrong, { method: 'POST', body: '{}' })).status).toBe(404);
    expect(
      (
        await t.app.request(url, {
          method: 'POST',
          body: '{"x":1}',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
  });
});
