import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankDepositDetails, MoneyOverview } from '@common/payments/bank-deposit-contracts';
import type { Withdrawal } from '@common/payments/money-out-contracts';
import { cardPayments, moneyOutTransfers, mpesaPayments } from '../../db/schema/index';
import { standInBankWebhookSecret } from '../../lib/bank/bank-settings';
import { signBankNotification } from '../../lib/bank/bank-signature';
import { callbackUrls } from '../../lib/daraja/callback-urls';
import {
  startDarajaStandIn,
  type RunningDarajaStandIn,
} from '../../lib/daraja/stand-in/start-daraja-stand-in';
import { signedInAs, signedInAsEveryone, type TestUser, type Who } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { checkLedger, platformAccountOf, postJournal, walletAccountOf } from '../ledger';

describe('GET /api/back-office/money', () => {
  let t: TestApp;
  let standIn: RunningDarajaStandIn;
  let users: Record<Who, TestUser>;
  let tenant: TestUser;

  const overview = async () => {
    const res = await t.request('/api/back-office/money', { headers: { cookie: users.superadmin.cookie } });
    expect(res.status).toBe(200);
    return (await res.json()) as MoneyOverview;
  };
  const rail = (rows: MoneyOverview['today'], name: string) => rows.find((row) => row.rail === name)!;
  const bankTransfer = async (reference: string, amount: number) => {
    const body = JSON.stringify({
      transactionId: `FT${randomUUID().slice(0, 10).toUpperCase()}`,
      reference,
      amount: `${amount}.00`,
      currency: 'KES',
    });
    const res = await t.request('/api/bank-notifications', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Bank-Signature': signBankNotification(body, standInBankWebhookSecret),
      },
      body,
    });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    // The Daraja stand-in pays every send a few ms after taking it, as M-Pesa's Result would.
    const made: { app?: TestApp } = {};
    standIn = await startDarajaStandIn({
      instantOutcomeDelayMs: 5,
      moneyOutOutcome: () => 'paid',
      callbackFetch: async (url, init) => made.app!.app.request(url, init),
    });
    made.app = await createTestApp({ MPESA_BASE_URL: standIn.baseUrl });
    t = made.app;
    users = await signedInAsEveryone(t);
    tenant = await signedInAs(t, 'tenant');
  });
  afterAll(async () => {
    await standIn.close();
    await t.close();
  });

  it('is for a superadmin only', async () => {
    expect((await t.request('/api/back-office/money')).status).toBe(401);
    for (const who of ['no role', 'tenant', 'landlord', 'service_provider', 'caretaker'] as const) {
      const res = await t.request('/api/back-office/money', { headers: { cookie: users[who].cookie } });
      expect(res.status, who).toBe(403);
    }
  });

  it('counts money in by rail today and this month, suspense, held funds and failures from the ledger', async () => {
    const before = await overview();
    for (const name of ['mpesa', 'bank', 'card', 'tukupay']) expect(rail(before.today, name)).toBeDefined();
    const { reference } = (await (
      await t.request('/api/bank-deposits', { headers: { cookie: tenant.cookie } })
    ).json()) as BankDepositDetails;
    await bankTransfer(reference, 5000);
    await bankTransfer('NO REFERENCE AT ALL', 1200);
    // An M-Pesa paybill payment that matches nothing: money in by M-Pesa, into suspense.
    const paybill = await t.request(callbackUrls(t.config).c2bConfirmation, {
      method: 'POST',
      json: {
        TransactionType: 'Pay Bill',
        TransID: `OV${randomUUID().slice(0, 8).toUpperCase()}`,
        TransTime: '20261201101500',
        TransAmount: '800.00',
        BusinessShortCode: '174379',
        BillRefNumber: 'NOTHING',
        MSISDN: '2547 ***** 149',
      },
    });
    expect(paybill.status).toBe(200);
    await t.callbacksApplied();
    await t.database.db.insert(mpesaPayments).values({
      method: 'stk',
      status: 'failed',
      userId: tenant.userId,
      amount: 450,
      phone: '254712345678',
      accountReference: 'AB12345678',
      resultCode: 1032,
      resultDesc: 'Request cancelled by user',
    });
    await t.database.db.insert(cardPayments).values({
      userId: tenant.userId,
      status: 'failed',
      amount: 1000,
      fee: 29,
      total: 1029,
      reference: `ovr_${randomUUID()}`,
      failureReason: 'Declined',
      idempotencyKey: randomUUID(),
      requestFingerprint: 'x',
      createdAt: new Date(Date.now() + 1000),
    });
    const after = await overview();
    for (const period of ['today', 'month'] as const) {
      expect(rail(after[period], 'bank').inAmount - rail(before[period], 'bank').inAmount).toBe(6200);
      expect(rail(after[period], 'bank').inCount - rail(before[period], 'bank').inCount).toBe(2);
      expect(rail(after[period], 'mpesa').inAmount - rail(before[period], 'mpesa').inAmount).toBe(800);
      expect(rail(after[period], 'bank').outAmount).toBe(rail(before[period], 'bank').outAmount);
    }
    const kinds = Object.fromEntries(after.monthByKind.map((row) => [row.kind, row]));
    expect(kinds['bank.deposit']).toMatchObject({ count: expect.any(Number) });
    expect(kinds['bank.deposit_suspense']!.amount).toBeGreaterThanOrEqual(1200);
    expect(after.suspense.balance - before.suspense.balance).toBe(2000);
    expect(after.suspense.count - before.suspense.count).toBe(2);
    expect(after.held.balance).toBe(0);
    // Newest first, whatever the rail.
    expect(after.failures.slice(0, 2)).toMatchObject([
      { rail: 'card', amount: 1000, reason: 'Declined' },
      { rail: 'mpesa', amount: 450, reason: 'Request cancelled by user' },
    ]);
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });

  it('shows money out by the rail each send took, though bank transfers, bills and tills all leave through M-Pesa clearing', async () => {
    const sender = await signedInAs(t, 'tenant');
    const recipient = await signedInAs(t, 'tenant');
    await t.database.db.transaction(async (tx) =>
      postJournal(tx, {
        kind: 'mpesa.stk_deposit',
        postings: [
          { accountId: await platformAccountOf(tx, 'mpesa_clearing'), amount: 20_000 },
          { accountId: await walletAccountOf(tx, sender.userId), amount: -20_000 },
        ],
      }),
    );
    const before = await overview();
    // Each rail its own amount, so a merged row could not add up to any one of them.
    const sends = [
      { amount: 1100, destination: { rail: 'mpesa' } },
      { amount: 2300, destination: { rail: 'bank', bankId: 'kcb', accountNumber: '1234567890' } },
      { amount: 450, destination: { rail: 'bill', billerId: 'kplc-prepaid', account: '12345678901' } },
      { amount: 270, destination: { rail: 'till', till: '5123456' } },
    ];
    const ids: string[] = [];
    for (const json of sends) {
      const res = await t.request('/api/withdrawals', {
        method: 'POST',
        json,
        headers: { cookie: sender.cookie, 'idempotency-key': randomUUID() },
      });
      expect(res.status, json.destination.rail).toBe(201);
      ids.push(((await res.json()) as Withdrawal).id);
    }
    const tukuPay = await t.request('/api/transfers', {
      method: 'POST',
      json: { phone: recipient.phone, amount: 630 },
      headers: { cookie: sender.cookie, 'idempotency-key': randomUUID() },
    });
    expect(tukuPay.status).toBe(201);
    // Until M-Pesa's Result has paid every send.
    for (let tries = 0; ; tries += 1) {
      await standIn.standIn.idle();
      await t.callbacksApplied();
      const paid = await t.database.db
        .select({ id: moneyOutTransfers.id })
        .from(moneyOutTransfers)
        .where(and(inArray(moneyOutTransfers.id, ids), eq(moneyOutTransfers.status, 'completed')));
      if (paid.length === ids.length) break;
      if (tries > 100) throw new Error('sends still pending');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const after = await overview();
    const expected = { mpesa: 1100, bank: 2300, bill: 450, till: 270, tukupay: 630, card: 0 };
    for (const period of ['today', 'month'] as const) {
      for (const [name, amount] of Object.entries(expected)) {
        const [was, is] = [rail(before[period], name), rail(after[period], name)];
        expect(is, `${period} ${name}`).toBeDefined();
        expect(is.outAmount - was.outAmount, `${period} ${name} out`).toBe(amount);
        expect(is.outCount - was.outCount, `${period} ${name} sends`).toBe(amount > 0 ? 1 : 0);
      }
      // Tuku Pay moved the money between two wallets; nothing came in through the sends' rails.
      expect(rail(after[period], 'tukupay').inAmount - rail(before[period], 'tukupay').inAmount).toBe(630);
      for (const name of ['mpesa', 'bank', 'bill', 'till']) {
        expect(rail(after[period], name).inAmount, `${period} ${name} in`).toBe(
          rail(before[period], name).inAmount,
        );
      }
    }
    expect((await checkLedger(t.database.db)).drift).toEqual([]);
  });
});
