import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyOutMessages } from '@common/payments/money-out-messages';
import { sendFeeOf } from '@common/payments/send-rules';
import {
  auditEvents,
  ledgerTransactions,
  moneyOutStatusQueries,
  moneyOutTransfers,
} from '../../db/schema/index';
import { callbackUrls } from '../../lib/daraja/callback-urls';
import type { MoneyOutResultBody } from '../../lib/daraja/daraja-payloads';
import type { MoneyOutOutcome } from '../../lib/daraja/stand-in/money-out';
import {
  startDarajaStandIn,
  type RunningDarajaStandIn,
} from '../../lib/daraja/stand-in/start-daraja-stand-in';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { balanceOf, checkLedger, platformAccountOf, postJournal, walletAccountOf } from '../ledger';
import { unknownReleaseAfterMs } from './apply-money-out-status';
import { firstStatusQueryAfterMs, queryMoneyOutStatus } from './query-money-out-status';

let t: TestApp;
let standIn: RunningDarajaStandIn;
/** What the stand-in does with the next sends. */
let outcome: MoneyOutOutcome = 'paid';
let tenant: TestUser;
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
  tenant = await signedInAs(t, 'tenant');
  await t.database.db.transaction(async (tx) =>
    postJournal(tx, {
      kind: 'mpesa.stk_deposit',
      postings: [
        { accountId: await platformAccountOf(tx, 'mpesa_clearing'), amount: 50_000 },
        { accountId: await walletAccountOf(tx, tenant.userId), amount: -50_000 },
      ],
    }),
  );
});
afterAll(async () => {
  await standIn.close();
  await t.close();
});

const logger = pino({ level: 'silent' });
const walletBalance = () =>
  t.database.db.transaction(async (tx) => balanceOf(tx, await walletAccountOf(tx, tenant.userId)));
const holdsBalance = () =>
  t.database.db.transaction(async (tx) => balanceOf(tx, await platformAccountOf(tx, 'holds')));
const rowOf = async (id: string) =>
  (await t.database.db.select().from(moneyOutTransfers).where(eq(moneyOutTransfers.id, id)))[0]!;
const queriesOf = (id: string) =>
  t.database.db.select().from(moneyOutStatusQueries).where(eq(moneyOutStatusQueries.transferId, id));
const journalCount = async () => (await t.database.db.select().from(ledgerTransactions)).length;
const ledgerClean = async () => expect((await checkLedger(t.database.db)).drift).toEqual([]);

/** A send to M-Pesa (or, with `till`, a B2B to a till), accepted by the stand-in. */
const send = async (amount: number, till?: string) => {
  ip += 1;
  const res = await t.request('/api/withdrawals', {
    method: 'POST',
    json: { amount, destination: till ? { rail: 'till', till } : { rail: 'mpesa' } },
    headers: { cookie: tenant.cookie, 'idempotency-key': randomUUID() },
    clientIp: `203.0.113.${ip % 250}`,
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { id: string; status: string };
  // Whatever the stand-in sends back (nothing, for a lost Result) has arrived and been applied.
  await new Promise((resolve) => setTimeout(resolve, 30));
  await standIn.standIn.idle();
  await t.callbacksApplied();
  return body.id;
};

/** Runs the status job at `at` and waits until every query it sent has its answer applied. */
const queryAt = async (at: Date) => {
  const asked = await queryMoneyOutStatus({
    db: t.database.db,
    mpesa: t.serviceContext(null).mpesa,
    config: t.config,
    logger,
    now: () => at,
  });
  for (let tries = 0; tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    await standIn.standIn.idle();
    await t.callbacksApplied();
    const open = await t.database.db.select().from(moneyOutStatusQueries);
    if (open.every((query) => query.answeredAt !== null)) return asked;
  }
  throw new Error('Transaction Status answers never came');
};
const afterFirstWait = (id: string) =>
  rowOf(id).then((row) => new Date(row.createdAt.getTime() + firstStatusQueryAfterMs + 1000));

/** Posts a kept callback to the app as Daraja would, and waits until it is applied. */
const post = async (path: 'statusResult' | 'statusTimeout' | 'b2cResult', body: unknown) => {
  const res = await t.app.request(callbackUrls(t.config)[path], {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await t.callbacksApplied();
  return res.status;
};
/** The Transaction Status answers the stand-in delivered, newest last. */
const statusAnswers = () =>
  standIn.standIn.deliveries
    .filter((d) => d.url.endsWith('/status/result'))
    .map((d) => d.body as MoneyOutResultBody);

describe('Transaction Status settles sends whose Result never came', () => {
  it('asks nothing before two minutes; then a send M-Pesa paid (Result lost) is completed with its receipt', async () => {
    outcome = 'paid_result_lost';
    const holdsBefore = await holdsBalance();
    const walletBefore = await walletBalance();
    const id = await send(1500);
    const fee = sendFeeOf('mpesa', 1500);
    expect((await rowOf(id)).status).toBe('pending');
    expect(await holdsBalance()).toBe(holdsBefore + 1500 + fee);

    const early = new Date((await rowOf(id)).createdAt.getTime() + firstStatusQueryAfterMs - 5000);
    expect(await queryAt(early)).toBe(0);
    expect(await queriesOf(id)).toHaveLength(0);

    expect(await queryAt(await afterFirstWait(id))).toBeGreaterThanOrEqual(1);
    expect(standIn.standIn.requests).toContain('POST /mpesa/transactionstatus/v1/query');
    const row = await rowOf(id);
    expect(row.status).toBe('completed');
    const answer = statusAnswers().at(-1)!.Result;
    const receipt = answer.ResultParameters!.ResultParameter as Array<{ Key: string; Value?: unknown }>;
    expect(row.transactionId).toBe(receipt.find((p) => p.Key === 'ReceiptNo')!.Value);
    expect(row.transactionId).toMatch(/^[A-Z0-9]{10}$/);
    expect(row.receiverName).toContain('SIMULATED CUSTOMER');
    const [query] = await queriesOf(id);
    expect(query).toMatchObject({
      outcome: 'completed',
      resultCode: '0',
      conversationId: answer.ConversationID,
    });
    // The hold went on to M-Pesa: holds back where they were, the wallet down by amount and fee once.
    expect(await holdsBalance()).toBe(holdsBefore);
    expect(await walletBalance()).toBe(walletBefore - 1500 - fee);
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(audits.find((a) => a.action === 'money_out.completed')?.details).toMatchObject({
      via: 'transaction_status',
    });
    await ledgerClean();
  });

  it('a send M-Pesa declined (Result lost) is released with the reason; a second copy of the answer changes nothing', async () => {
    outcome = 'failed_result_lost';
    const walletBefore = await walletBalance();
    const id = await send(700);
    expect(await walletBalance()).toBe(walletBefore - 700 - sendFeeOf('mpesa', 700));
    await queryAt(await afterFirstWait(id));
    const row = await rowOf(id);
    expect(row.status).toBe('failed');
    expect(row.failureReason).toContain('declined');
    expect(await walletBalance()).toBe(walletBefore);

    const journals = await journalCount();
    const copy = statusAnswers().at(-1)!;
    expect(await post('statusResult', copy)).toBe(200);
    expect(await journalCount()).toBe(journals);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', settledAt: row.settledAt });
    expect(await walletBalance()).toBe(walletBefore);
    await ledgerClean();
  });

  it('a B2B send M-Pesa never took up: "no such transaction" waits while it is young, then releases it', async () => {
    outcome = 'silent';
    const walletBefore = await walletBalance();
    const id = await send(300, '5123456');
    await queryAt(await afterFirstWait(id));
    expect((await rowOf(id)).status).toBe('pending');
    const [first] = await queriesOf(id);
    expect(first).toMatchObject({ outcome: 'unknown' });
    expect(first!.resultCode).not.toBe('0');
    const row = await rowOf(id);
    expect(row.statusQueries).toBe(1);
    expect(row.nextStatusQueryAt!.getTime()).toBe(first!.askedAt.getTime() + 60_000);

    // Not due again before its next time; asked again once the transfer is old enough, and released.
    expect(await queryAt(new Date(row.nextStatusQueryAt!.getTime() - 1000))).toBe(0);
    await queryAt(new Date(row.createdAt.getTime() + unknownReleaseAfterMs + 1000));
    const released = await rowOf(id);
    expect(released.status).toBe('failed');
    expect(released.failureReason).toBe(moneyOutMessages.statusUnknown);
    expect(await walletBalance()).toBe(walletBefore);
    await ledgerClean();
  });

  it('an answer after the real Result changes nothing, whatever it says', async () => {
    outcome = 'paid';
    const id = await send(400);
    const paid = await rowOf(id);
    expect(paid.status).toBe('completed');
    const journals = await journalCount();
    const walletAfter = await walletBalance();
    // A query made while the Result was on its way, answered after it.
    for (const [n, status] of [
      [1, 'Declined'],
      [2, 'Completed'],
    ] as const) {
      await t.database.db.insert(moneyOutStatusQueries).values({
        transferId: id,
        originatorConversationId: `late-${n}-${id}`,
        conversationId: `AG_late_${n}_${id}`.slice(0, 80),
        askedAt: new Date(),
      });
      const status200 = await post('statusResult', {
        Result: {
          ResultType: 0,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          OriginatorConversationID: `late-${n}-${id}`,
          ConversationID: `AG_late_${n}_${id}`.slice(0, 80),
          ResultParameters: {
            ResultParameter: [
              { Key: 'TransactionStatus', Value: status },
              { Key: 'ReceiptNo', Value: 'ZZZ0000000' },
              { Key: 'Amount', Value: '400' },
            ],
          },
        },
      });
      expect(status200).toBe(200);
    }
    expect(await journalCount()).toBe(journals);
    expect(await rowOf(id)).toMatchObject({ status: 'completed', transactionId: paid.transactionId });
    expect(await walletBalance()).toBe(walletAfter);
    await ledgerClean();
  });

  it('a query that times out, or that M-Pesa cannot answer (2001), leaves the send pending for the next query', async () => {
    outcome = 'paid_result_lost';
    const id = await send(250);
    const at = await afterFirstWait(id);
    await t.database.db.insert(moneyOutStatusQueries).values([
      { transferId: id, originatorConversationId: `to-${id}`, conversationId: `AG_to_${id}`, askedAt: at },
      { transferId: id, originatorConversationId: `bad-${id}`, conversationId: `AG_bad_${id}`, askedAt: at },
    ]);
    const base = { ResultType: 0, ResultDesc: 'x' };
    expect(
      await post('statusTimeout', {
        Result: {
          ...base,
          ResultCode: 'SVC0403',
          OriginatorConversationID: `to-${id}`,
          ConversationID: `AG_to_${id}`,
        },
      }),
    ).toBe(200);
    expect(
      await post('statusResult', {
        Result: {
          ...base,
          ResultCode: 2001,
          OriginatorConversationID: `bad-${id}`,
          ConversationID: `AG_bad_${id}`,
        },
      }),
    ).toBe(200);
    expect((await rowOf(id)).status).toBe('pending');
    expect((await queriesOf(id)).map((q) => q.outcome).sort()).toEqual(['query_failed', 'timeout']);
    // The job then asks for real, and M-Pesa's answer completes it.
    await queryAt(at);
    expect((await rowOf(id)).status).toBe('completed');
    await ledgerClean();
  });

  it('once every query is asked and none settled it, the hold is released: never held for ever', async () => {
    outcome = 'silent';
    const walletBefore = await walletBalance();
    const id = await send(200);
    const now = new Date((await rowOf(id)).createdAt.getTime() + 3 * 3_600_000);
    await t.database.db
      .update(moneyOutTransfers)
      .set({ statusQueries: 7, nextStatusQueryAt: new Date(now.getTime() - 1000) })
      .where(eq(moneyOutTransfers.id, id));
    await queryAt(now);
    const row = await rowOf(id);
    expect(row.status).toBe('failed');
    expect(row.failureReason).toBe(moneyOutMessages.neverConfirmed);
    expect(await walletBalance()).toBe(walletBefore);
    await ledgerClean();
  });

  it('the status callback routes answer 404 for a wrong token and 400 for a body that is not a Result', async () => {
    const url = callbackUrls(t.config).statusResult;
    const wrong = await t.app.request(url.replace(/payment-callbacks\/[^/]+/, 'payment-callbacks/wrong'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Result: {} }),
    });
    expect(wrong.status).toBe(404);
    expect(await post('statusResult', { hello: 'world' })).toBe(400);
    expect(await post('statusTimeout', { Result: { ResultCode: 0 } })).toBe(400);
  });
});
