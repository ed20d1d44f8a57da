import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { checkLedger } from '../features/ledger';
import {
  createEmptyDatabase,
  freePort,
  serverCommand,
  startServerProcess,
  type ServerProcess,
} from './server-process';

/**
 * kill -9 during a burst of M-Pesa callbacks, then a restart, while the senders retry every callback not
 * answered 200 as Daraja does: each payment is credited exactly once (none lost, none doubled) and the ledger
 * holds. PostgreSQL only, as crash-safety.pg.test.ts.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
// The stand-in's callback token: the server runs with MPESA_ENV=standin, as in development.
const callbackBase = '/api/payment-callbacks/abode-local-standin-callbacks';
const wallets = 100;
const uniqueStk = 500;
const uniquePaybill = 500;
const repeats = 300;
const senders = 16;

interface Callback {
  path: string;
  body: unknown;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

describe.skipIf(!serverUrl)('payments crash safety on PostgreSQL: kill -9 mid-callbacks, restart', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let sql: postgres.Sql;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createEmptyDatabase(serverUrl!);
    sql = postgres(database.url, { max: 2, onnotice: () => {} });
    dataDir = mkdtempSync(path.join(tmpdir(), 'abode-payments-crash-'));
  });
  afterAll(async () => {
    await server?.kill();
    await sql?.end({ timeout: 5 });
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('credits every payment exactly once across the crash', { timeout: 180_000 }, async () => {
    const port = await freePort();
    // Jobs run, as in production: the callback sweep is what applies callbacks the kill caught between their
    // answer and their apply. Reconciliation leaves the pushes below alone (next query in an hour).
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, MPESA_ENV: 'standin' };
    server = startServerProcess(port, env);
    await server.healthy();

    // Wallets with paybill numbers, and STK pushes as the API leaves them once Daraja accepted them.
    const users = Array.from({ length: wallets }, (_, i) => ({
      id: randomUUID(),
      name: `Crash payer ${i}`,
      email: `crash-payer-${i}@payments.example.co.ke`,
      number: `AB${String(20_000_000 + i * 104_729).padStart(8, '0')}`,
    }));
    await sql`insert into users ${sql(users, 'id', 'name', 'email')}`;
    await sql`insert into wallet_numbers ${sql(
      users.map((user) => ({ user_id: user.id, number: user.number })),
      'user_id',
      'number',
    )}`;
    const expected = new Map(users.map((user) => [user.id, 0]));
    const pushes = Array.from({ length: uniqueStk }, (_, i) => ({
      id: randomUUID(),
      user: users[randomInt(users.length)]!,
      amount: 10 + randomInt(5000),
      checkoutRequestId: `ws_CO_crash_${i}`,
      receipt: `CSK${String(i).padStart(7, '0')}`,
    }));
    await sql`insert into mpesa_payments ${sql(
      pushes.map((push) => ({
        id: push.id,
        method: 'stk',
        status: 'pending',
        user_id: push.user.id,
        amount: push.amount,
        phone: '254708374149',
        account_reference: push.user.number,
        checkout_request_id: push.checkoutRequestId,
        merchant_request_id: `crash-${push.id}`,
        idempotency_key: `crash-${push.id}`,
        request_fingerprint: 'crash',
        next_query_at: new Date(Date.now() + 3_600_000),
      })),
    )}`;
    const unique: Callback[] = pushes.map((push) => {
      expected.set(push.user.id, expected.get(push.user.id)! + push.amount);
      return {
        path: `${callbackBase}/stk`,
        body: {
          Body: {
            stkCallback: {
              MerchantRequestID: `crash-${push.id}`,
              CheckoutRequestID: push.checkoutRequestId,
              ResultCode: 0,
              ResultDesc: 'The service request is processed successfully.',
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: push.amount },
                  { Name: 'MpesaReceiptNumber', Value: push.receipt },
                  { Name: 'TransactionDate', Value: 20261125010203 },
                  { Name: 'PhoneNumber', Value: 254708374149 },
                ],
              },
            },
          },
        },
      };
    });
    for (let i = 0; i < uniquePaybill; i += 1) {
      const user = users[randomInt(users.length)]!;
      const amount = 10 + randomInt(50_000);
      expected.set(user.id, expected.get(user.id)! + amount);
      unique.push({
        path: `${callbackBase}/c2b/confirmation`,
        body: {
          TransactionType: 'Pay Bill',
          TransID: `CPB${String(i).padStart(7, '0')}`,
          TransTime: '20261125010203',
          TransAmount: `${amount}.00`,
          BusinessShortCode: '174379',
          BillRefNumber: user.number,
          MSISDN: '2547 ***** 149',
        },
      });
    }
    const callbacks = shuffled([
      ...unique,
      ...Array.from({ length: repeats }, () => unique[randomInt(unique.length)]!),
    ]);

    // Each sender posts its next callback until it is answered 200, as Daraja retries one it got no 200 for.
    let answered = 0;
    let attempts = 0;
    let refusedOrLost = 0;
    let next = 0;
    const deliver = async (callback: Callback) => {
      for (;;) {
        attempts += 1;
        try {
          const res = await fetch(`${server!.base}${callback.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(callback.body),
            signal: AbortSignal.timeout(10_000),
          });
          const answer = (await res.json()) as { ResultCode?: number };
          if (res.status === 200 && answer.ResultCode === 0) {
            answered += 1;
            return;
          }
        } catch {
          // Connection refused or cut by the kill: retried below.
        }
        refusedOrLost += 1;
        await pause(100);
      }
    };
    const sender = async () => {
      while (next < callbacks.length) await deliver(callbacks[next++]!);
    };
    const sending = Promise.all(Array.from({ length: senders }, sender));

    // The kill lands mid-burst, once a quarter of the callbacks are answered (or after 10 s).
    const burstStarted = Date.now();
    while (answered < callbacks.length / 4 && Date.now() - burstStarted < 10_000) await pause(20);
    const answeredAtKill = answered;
    await server.kill();
    const [{ paidAtKill }] = await sql<[{ paidAtKill: number }]>`
      select count(*)::int as "paidAtKill" from mpesa_payments where status = 'paid'`;
    await pause(500);
    server = startServerProcess(port, env);
    await server.healthy();
    await sending;
    // Every callback was answered only once kept; those the kill caught between answer and apply are applied
    // by the restarted server's sweep (every 15 s, for rows over 10 s old).
    const sweepStarted = Date.now();
    for (;;) {
      const [{ unhandled }] = await sql<[{ unhandled: number }]>`
        select count(*)::int as unhandled from mpesa_callbacks where handled_at is null`;
      if (unhandled === 0) break;
      if (Date.now() - sweepStarted > 90_000) throw new Error(`${unhandled} kept callbacks never applied`);
      await pause(250);
    }

    const [{ stkPaid }] = await sql<[{ stkPaid: number }]>`select count(*)::int as "stkPaid"
      from mpesa_payments where method = 'stk' and status = 'paid' and journal_id is not null`;
    const [{ stkPending }] = await sql<[{ stkPending: number }]>`select count(*)::int as "stkPending"
      from mpesa_payments where method = 'stk' and status <> 'paid'`;
    const [{ paybillRows }] = await sql<[{ paybillRows: number }]>`select count(*)::int as "paybillRows"
      from mpesa_payments where method = 'paybill' and user_id is not null`;
    const [{ journals }] = await sql<[{ journals: number }]>`select count(*)::int as journals
      from ledger_transactions where idempotency_key like 'mpesa:%'`;
    const balances = await sql<Array<{ user_id: string; balance: string }>>`
      select user_id, balance::text from ledger_accounts where kind = 'wallet'`;
    const got = new Map(balances.map((row) => [row.user_id, Number(row.balance)]));
    const walletsOff = [...expected].filter(([userId, amount]) => (got.get(userId) ?? 0) !== amount);
    const handle = await openDatabase({ url: database.url, maxConnections: 1 });
    const check = await checkLedger(handle.db).finally(() => handle.close());

    console.log(
      `payments crash safety (${serverCommand().label}): ${callbacks.length} callbacks (${unique.length} payments), ` +
        `${answeredAtKill} answered 200 and ${paidAtKill} paid in the database at the kill; ${attempts} posts in all, ` +
        `${refusedOrLost} not answered 200 and sent again; after the restart STK paid ${stkPaid}/${uniqueStk}, ` +
        `paybill ${paybillRows}/${uniquePaybill}, deposit journals ${journals}/${unique.length}, ` +
        `wallets off ${walletsOff.length}/${wallets}, ledger drift ${check.drift.length}`,
    );
    expect(answeredAtKill).toBeLessThan(callbacks.length);
    expect(answered).toBe(callbacks.length);
    expect(stkPaid).toBe(uniqueStk);
    expect(stkPending).toBe(0);
    expect(paybillRows).toBe(uniquePaybill);
    expect(journals).toBe(unique.length);
    expect(walletsOff).toEqual([]);
    expect(check.drift).toEqual([]);
    expect(check.walletTotal).toBe(BigInt([...expected.values()].reduce((sum, n) => sum + n, 0)));
  });
});
