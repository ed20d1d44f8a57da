import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet, WalletTransaction } from '@common/payments/payment-contracts';
import { sendFeeOf } from '@common/payments/send-rules';
import { callbackUrls } from '../../lib/daraja/callback-urls';
import type { MoneyOutOutcome } from '../../lib/daraja/stand-in/money-out';
import {
  startDarajaStandIn,
  type RunningDarajaStandIn,
} from '../../lib/daraja/stand-in/start-daraja-stand-in';
import { signedInAs, signUpAndVerify, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { checkLedger, platformAccountOf, postJournal, walletAccountOf } from '../ledger';

let t: TestApp;
let standIn: RunningDarajaStandIn;
let outcome: MoneyOutOutcome = 'paid';
let tenant: TestUser;
let friend: TestUser;
let admin: TestUser;
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
  tenant = await signUpAndVerify(t, { first_name: 'Wanjiru', last_name: 'Kamau' });
  friend = await signUpAndVerify(t, { first_name: 'Otieno', last_name: 'Ochieng' });
  admin = await signedInAs(t, 'superadmin');
});
afterAll(async () => {
  expect((await checkLedger(t.database.db)).drift).toEqual([]);
  await standIn.close();
  await t.close();
});

const call = async (user: TestUser, method: string, path: string, json?: unknown) => {
  ip += 1;
  const res = await t.request(path, {
    method,
    ...(json !== undefined ? { json } : {}),
    headers: { cookie: user.cookie, ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) },
    clientIp: `203.0.113.${ip % 250}`,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const historyOf = async (user: TestUser) =>
  ((await call(user, 'GET', '/api/wallet?limit=50')).body as unknown as Wallet).transactions;

/** Money into the wallet as it really comes: a paybill payment to the wallet's account number. */
async function fundByPaybill(user: TestUser, amount: number, receipt: string) {
  const { accountNumber } = (await call(user, 'GET', '/api/wallet')).body as unknown as Wallet;
  const res = await t.app.request(callbackUrls(t.config).c2bConfirmation, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      TransactionType: 'Pay Bill',
      TransID: receipt,
      TransTime: '20261201101500',
      TransAmount: String(amount),
      BusinessShortCode: '174379',
      BillRefNumber: accountNumber,
      MSISDN: '2547 ***** 149',
    }),
  });
  expect(res.status).toBe(200);
  await t.callbacksApplied();
}

/** Until the stand-in's Result for `id` has been applied. */
async function settledSend(user: TestUser, id: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await standIn.standIn.idle();
    await t.callbacksApplied();
    const send = (await call(user, 'GET', `/api/withdrawals/${id}`)).body;
    if (send.status !== 'pending') return send;
  }
  throw new Error('send still pending');
}

describe('GET /api/wallet: each line with its state and receipt', () => {
  it('a paybill deposit reads completed with its M-Pesa receipt, and no page of its own', async () => {
    await fundByPaybill(tenant, 20_000, 'TKH1STORY01');
    const [line] = await historyOf(tenant);
    expect(line).toMatchObject({
      amount: 20_000,
      status: 'completed',
      reason: null,
      receiptNumber: 'TKH1STORY01',
      link: null,
    });
  });

  it('a completed send reads completed with its M-Pesa receipt and a link to the send', async () => {
    outcome = 'paid';
    const fee = sendFeeOf('mpesa', 1_000);
    const sent = await call(tenant, 'POST', '/api/withdrawals', {
      amount: 1_000,
      destination: { rail: 'mpesa' },
    });
    expect(sent.status).toBe(201);
    const id = sent.body.id as string;
    const done = await settledSend(tenant, id);
    expect(done.status).toBe('completed');
    const lines = (await historyOf(tenant)).filter(
      (line) => line.link?.kind === 'send' && line.link.id === id,
    );
    // The hold is the only wallet line: on success the held money goes on to M-Pesa, not back.
    expect(lines).toEqual([
      expect.objectContaining<Partial<WalletTransaction>>({
        amount: -(1_000 + fee),
        status: 'completed',
        reason: null,
        receiptNumber: done.receipt as string,
        link: { kind: 'send', id, rail: 'mpesa' },
      }),
    ]);
    expect(done.receipt).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('a failed send: the hold and its release both read failed, with the reason, linked to the send', async () => {
    outcome = 'failed';
    const sent = await call(tenant, 'POST', '/api/withdrawals', {
      amount: 700,
      destination: { rail: 'till', till: '123456' },
    });
    expect(sent.status).toBe(201);
    const id = sent.body.id as string;
    const done = await settledSend(tenant, id);
    expect(done.status).toBe('failed');
    const lines = (await historyOf(tenant)).filter(
      (line) => line.link?.kind === 'send' && line.link.id === id,
    );
    const total = 700 + sendFeeOf('till', 700);
    expect(lines.map((line) => line.amount)).toEqual([total, -total]);
    for (const line of lines) {
      expect(line).toMatchObject({
        status: 'failed',
        reason: done.reason,
        receiptNumber: null,
        link: { kind: 'send', id, rail: 'till' },
      });
    }
    expect(lines[0]!.reason).toContain('M-Pesa refused');
    outcome = 'paid';
  });

  it('a Tuku Pay transfer is out for the sender and in for the recipient, each linked to it with its reference', async () => {
    const sent = await call(tenant, 'POST', '/api/transfers', { phone: friend.phone, amount: 450 });
    expect(sent.status).toBe(201);
    const id = sent.body.id as string;
    const reference = sent.body.reference as string;
    const [out] = await historyOf(tenant);
    expect(out).toMatchObject({
      amount: -450,
      status: 'completed',
      reason: null,
      receiptNumber: reference,
      link: { kind: 'tukupay', id },
    });
    const [into] = await historyOf(friend);
    expect(into).toMatchObject({
      amount: 450,
      status: 'completed',
      receiptNumber: reference,
      link: { kind: 'tukupay', id },
    });
  });

  it('a reversed Tuku Pay transfer: both of the sender’s lines read reversed and lead to the transfer', async () => {
    const sent = await call(tenant, 'POST', '/api/transfers', { phone: friend.phone, amount: 300 });
    const id = sent.body.id as string;
    const reversed = await call(admin, 'POST', `/api/transfers/${id}/reverse`, {
      reason: 'Sent to the wrong person',
    });
    expect(reversed.status).toBe(200);
    const lines = (await historyOf(tenant)).filter(
      (line) => line.link?.kind === 'tukupay' && line.link.id === id,
    );
    expect(lines.map((line) => [line.amount, line.status])).toEqual([
      [300, 'reversed'],
      [-300, 'reversed'],
    ]);
    // The back office's reason is its own: the line says only that it was reversed.
    expect(lines.every((line) => line.reason === null)).toBe(true);
    const friendLines = (await historyOf(friend)).filter(
      (line) => line.link?.kind === 'tukupay' && line.link.id === id,
    );
    expect(friendLines.map((line) => [line.amount, line.status])).toEqual([
      [-300, 'reversed'],
      [300, 'reversed'],
    ]);
  });

  it('a bare ledger entry (no payment behind it) has no state and no link; pages still page', async () => {
    await t.database.db.transaction(async (tx) =>
      postJournal(tx, {
        kind: 'mpesa.stk_deposit',
        memo: 'Opening balance',
        postings: [
          { accountId: await platformAccountOf(tx, 'mpesa_clearing'), amount: 50 },
          { accountId: await walletAccountOf(tx, tenant.userId), amount: -50 },
        ],
      }),
    );
    const page = (await call(tenant, 'GET', '/api/wallet?limit=2')).body as unknown as Wallet;
    expect(page.transactions[0]).toMatchObject({
      description: 'Opening balance',
      amount: 50,
      status: null,
      reason: null,
      receiptNumber: null,
      link: null,
    });
    expect(page.transactions).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
  });
});
