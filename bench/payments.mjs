// `npm run bench:payments [-- --callbacks 10000] [--senders 16] [--runs 3] [--round-trips 20] [--build dist]`: how fast the
// production build takes M-Pesa callbacks on PostgreSQL, and whether it credits each payment exactly once.
//
// Each run makes a fresh database on the server in BENCH_DATABASE_URL or DATABASE_URL (dropped afterwards),
// starts the build on it (NODE_ENV=production; it migrates), then writes straight into that database 400
// users with a wallet paybill account number each and, for half the unique payments, an STK push as the API
// leaves it once Daraja accepted it (pending, with its CheckoutRequestID): the bench cannot make pushes
// through the API in production, where no Daraja answers. The other half are paybill payments to the
// wallets' account numbers (typed in any case, some with spaces). `--callbacks` callbacks, 30 % of them
// repeats of another, shuffled, go from `--senders` concurrent senders straight to the callback URLs, as
// Daraja posts them. Then: every STK push paid once, one paybill row per TransID, each wallet's balance what
// was sent to it, and `npm run ledger:check` clean. It prints callbacks per second and p50/p95/p99 answer
// time per run and their medians, and when the last one was credited: the server answers a callback once it
// is kept and credits it just after (its callback inbox), so the bench waits until none is left unapplied.
//
// Then the STK round trip on the server's side: the same build in development mode (the Daraja stand-in
// runs inside it, which production refuses) on another fresh database; a signed-up user asks for a deposit
// (POST /api/payments/mpesa), the simulated phone enters the PIN at once, and the bench polls until paid. It
// prints the whole round trip (an upper bound of the server's share) and its parts: the request's Server-Timing total and the callback's
// own duration from the server's request log. All traffic is to 127.0.0.1; the run is bounded.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import {
  createDatabase,
  dropDatabase,
  freePort,
  median,
  onInterrupt,
  percentile,
  requirePostgresUrl,
  postgresVersion,
  productionBuild,
  productionEnv,
  startServer,
  stopServer,
  whereIs,
} from './bench-support.mjs';

const { values: flags } = parseArgs({
  options: {
    callbacks: { type: 'string', default: '10000' },
    senders: { type: 'string', default: '16' },
    runs: { type: 'string', default: '3' },
    'round-trips': { type: 'string', default: '20' },
    // Another build folder than dist/ (one with server/index.js and server/seed-cli.js), e.g. a build of
    // work in progress made beside a dist/ that others use.
    build: { type: 'string', default: 'dist' },
  },
});
const callbackCount = Number(flags.callbacks);
const senders = Number(flags.senders);
const runs = Number(flags.runs);
const roundTrips = Number(flags['round-trips']);
if (![callbackCount, senders, runs, roundTrips].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--callbacks, --senders, --runs and --round-trips are whole numbers above 0');
  process.exit(1);
}
const serverUrl = requirePostgresUrl();
const build = productionBuild(flags.build, { web: false });
const env = productionEnv(false);
const token = env.MPESA_CALLBACK_TOKEN;
const duplicateShare = 0.3;
const walletCount = 400;
const requestTimeoutMs = 30_000;

const databases = new Set();
const dataDirs = new Set();
const children = new Set();
const cleanup = onInterrupt(async () => {
  for (const child of children) await stopServer(child);
  for (const name of databases) await dropDatabase(serverUrl, name);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function shuffle(items) {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

const transId = (n) => `BNC${n.toString(36).toUpperCase().padStart(7, '0')}`;

/** Users and their wallet numbers, and the STK pushes the API would have left pending, written directly. */
async function seed(sql, uniqueStk, runTag) {
  const users = Array.from({ length: walletCount }, (_, i) => ({
    id: randomUUID(),
    name: `Bench payer ${i}`,
    email: `payer-${i}-${runTag}@bench.abode.co.ke`,
    number: `AB${String(10_000_000 + i * 7919).padStart(8, '0')}`,
  }));
  await sql`insert into users ${sql(users, 'id', 'name', 'email')}`;
  await sql`insert into wallet_numbers ${sql(
    users.map((user) => ({ user_id: user.id, number: user.number })),
    'user_id',
    'number',
  )}`;
  const pushes = Array.from({ length: uniqueStk }, (_, i) => {
    const user = users[randomInt(users.length)];
    return {
      id: randomUUID(),
      receipt: `BSK${i.toString(36).toUpperCase().padStart(7, '0')}`,
      user,
      amount: 10 + randomInt(5000),
      checkoutRequestId: `ws_CO_bench_${runTag}_${i}`,
      merchantRequestId: `bench-${runTag}-${i}`,
    };
  });
  for (let at = 0; at < pushes.length; at += 1000) {
    const rows = pushes.slice(at, at + 1000).map((push) => ({
      id: push.id,
      method: 'stk',
      status: 'pending',
      user_id: push.user.id,
      amount: push.amount,
      phone: `2547${String(randomInt(100_000_000)).padStart(8, '0')}`,
      account_reference: push.user.number,
      checkout_request_id: push.checkoutRequestId,
      merchant_request_id: push.merchantRequestId,
      idempotency_key: `bench-${push.id}`,
      request_fingerprint: 'bench',
      // Out of reconciliation's way for the length of the run: every push is settled by its callback.
      next_query_at: new Date(Date.now() + 3_600_000),
    }));
    await sql`insert into mpesa_payments ${sql(rows)}`;
  }
  return { users, pushes };
}

function callbacksFor(users, pushes, uniquePaybill) {
  const base = `/api/payment-callbacks/${token}`;
  const expected = new Map(users.map((user) => [user.id, 0]));
  const unique = pushes.map((push) => {
    expected.set(push.user.id, expected.get(push.user.id) + push.amount);
    return {
      path: `${base}/stk`,
      body: {
        Body: {
          stkCallback: {
            MerchantRequestID: push.merchantRequestId,
            CheckoutRequestID: push.checkoutRequestId,
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: push.amount },
                { Name: 'MpesaReceiptNumber', Value: push.receipt },
                { Name: 'Balance' },
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
    const user = users[randomInt(users.length)];
    const amount = 10 + randomInt(50_000);
    expected.set(user.id, expected.get(user.id) + amount);
    // Payers type the account in any case and with spaces.
    const typed =
      i % 3 === 0 ? `${user.number.slice(0, 2).toLowerCase()} ${user.number.slice(2)}` : user.number;
    unique.push({
      path: `${base}/c2b/confirmation`,
      body: {
        TransactionType: 'Pay Bill',
        TransID: transId(i),
        TransTime: '20261125010203',
        TransAmount: `${amount}.00`,
        BusinessShortCode: '174379',
        BillRefNumber: typed,
        OrgAccountBalance: '',
        ThirdPartyTransID: '',
        MSISDN: '2547 ***** 149',
        FirstName: 'John',
      },
    });
  }
  const repeats = Math.round(callbackCount * duplicateShare);
  const all = [...unique, ...Array.from({ length: repeats }, () => unique[randomInt(unique.length)])];
  return { callbacks: shuffle(all), expected };
}

/** `senders` concurrent senders over the callbacks; each answer's time in ms, and what did not answer 200. */
async function send(baseUrl, callbacks) {
  const times = [];
  const failures = {};
  let next = 0;
  const sender = async () => {
    while (next < callbacks.length) {
      const callback = callbacks[next++];
      const started = performance.now();
      let outcome;
      try {
        const res = await fetch(`${baseUrl}${callback.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(callback.body),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
        const answer = await res.json();
        outcome = res.status === 200 && answer.ResultCode === 0 ? 'ok' : `${res.status}`;
      } catch (error) {
        outcome = error.name;
      }
      times.push(performance.now() - started);
      if (outcome !== 'ok') failures[outcome] = (failures[outcome] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: senders }, sender));
  return {
    startedAt: started,
    seconds: (performance.now() - started) / 1000,
    times: times.sort((a, b) => a - b),
    failures,
  };
}

function ledgerCheck(url) {
  const result = spawnSync('npm', ['run', '--silent', 'ledger:check'], {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return { clean: result.status === 0, line: (result.stdout + result.stderr).trim().split('\n')[0] };
}

async function callbackRun(run) {
  const name = `abode_bench_payments_${process.pid}_${run}`;
  databases.add(name);
  const url = await createDatabase(serverUrl, name);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'abode-bench-payments-'));
  dataDirs.add(dataDir);
  const port = await freePort();
  const { child } = await startServer(
    build,
    { ...env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    port,
  );
  children.add(child);
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  try {
    const unique = callbackCount - Math.round(callbackCount * duplicateShare);
    const uniqueStk = Math.floor(unique / 2);
    const { users, pushes } = await seed(sql, uniqueStk, `${process.pid}${run}`);
    const { callbacks, expected } = callbacksFor(users, pushes, unique - uniqueStk);
    const sent = await send(`http://127.0.0.1:${port}`, callbacks);
    // Answered once kept; applied just after by the server's callback inbox: wait until none is left.
    for (;;) {
      const [{ unhandled }] = await sql`select count(*)::int as unhandled from mpesa_callbacks
        where handled_at is null`;
      if (unhandled === 0) break;
      if (performance.now() - sent.startedAt > 300_000)
        throw new Error(`${unhandled} callbacks never applied`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const appliedSeconds = (performance.now() - sent.startedAt) / 1000;

    const [{ stkPaid }] = await sql`select count(*)::int as "stkPaid" from mpesa_payments
      where method = 'stk' and status = 'paid' and journal_id is not null`;
    const [{ paybillRows }] = await sql`select count(*)::int as "paybillRows" from mpesa_payments
      where method = 'paybill' and user_id is not null`;
    const [{ deposits }] = await sql`select count(*)::int as deposits from ledger_transactions
      where kind in ('mpesa.stk_deposit', 'mpesa.paybill_deposit')`;
    const balances = await sql`select user_id, balance from ledger_accounts where kind = 'wallet'`;
    const got = new Map(balances.map((row) => [row.user_id, Number(row.balance)]));
    const walletsWrong = [...expected].filter(([userId, amount]) => (got.get(userId) ?? 0) !== amount).length;
    const check = ledgerCheck(url);
    const rate = callbacks.length / sent.seconds;
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sent.times, p));
    const exact =
      stkPaid === uniqueStk &&
      paybillRows === unique - uniqueStk &&
      deposits === unique &&
      walletsWrong === 0 &&
      Object.keys(sent.failures).length === 0;
    console.log(
      `run ${run}: ${callbacks.length} callbacks (${unique} unique: ${uniqueStk} STK, ${unique - uniqueStk} paybill) ` +
        `in ${sent.seconds.toFixed(2)} s = ${rate.toFixed(0)}/s; p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
        `p99 ${p99.toFixed(1)} ms; all applied ${appliedSeconds.toFixed(2)} s after the first ` +
        `(${(unique / appliedSeconds).toFixed(0)} payments/s credited); not 200: ${JSON.stringify(sent.failures)}; STK paid ${stkPaid}/${uniqueStk}, ` +
        `paybill rows ${paybillRows}/${unique - uniqueStk}, deposit journals ${deposits}/${unique}, ` +
        `wallets off ${walletsWrong}/${walletCount}; ${check.clean ? 'ledger:check clean' : 'LEDGER DRIFT'}`,
    );
    if (!check.clean) console.log(`  ${check.line}`);
    return { rate, p50, p95, p99, appliedSeconds, ok: exact && check.clean };
  } finally {
    await sql.end({ timeout: 5 });
    await stopServer(child);
    children.delete(child);
    await dropDatabase(serverUrl, name);
    databases.delete(name);
    rmSync(dataDir, { recursive: true, force: true });
    dataDirs.delete(dataDir);
  }
}

/** The built server in development mode with the stand-in inside, its request log read for the callbacks. */
async function roundTripRun() {
  const name = `abode_bench_payments_${process.pid}_stk`;
  databases.add(name);
  const url = await createDatabase(serverUrl, name);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'abode-bench-payments-'));
  dataDirs.add(dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [build.server], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      // Demo mode for the SMS outbox the phone code is read from; without the demo data.
      ABODE_DEMO: '1',
      SEED_DEMO_DATA: '0',
      MPESA_ENV: 'standin',
      JOBS: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  const callbackMs = [];
  let pending = '';
  child.stdout.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) {
      if (!line.includes('"request"') || !line.includes('/stk')) continue;
      try {
        const entry = JSON.parse(line);
        if (entry.path?.startsWith('/api/payment-callbacks/')) callbackMs.push(entry.durationMs);
      } catch {
        // Not a log line.
      }
    }
  });
  try {
    for (let waited = 0; ; waited += 100) {
      if (child.exitCode !== null) throw new Error(`the development server exited with ${child.exitCode}`);
      if (waited > 180_000) throw new Error('the development server was not healthy within 180 s');
      const healthy = await fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const phone = `+2547${String(randomInt(10_000_000, 100_000_000))}`;
    const signUp = await fetch(`${base}/api/identity/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Achieng',
        last_name: 'Otieno',
        email: `round-trip-${randomBytes(4).toString('hex')}@bench.abode.co.ke`,
        password: 'Bench-Round-Trip-2026',
        phone,
        user_purpose: 'tenant',
      }),
    });
    if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // Deposits need a verified phone: the code from the outbox.
    const outbox = await (await fetch(`${base}/api/dev/sms?to=${encodeURIComponent(phone)}`)).json();
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.text ?? '')?.[1];
    const verified = await fetch(`${base}/api/identity/phone/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ code }),
    });
    if (verified.status !== 200) throw new Error(`phone verification answered ${verified.status}`);
    const results = [];
    for (let i = 0; i < roundTrips + 1; i += 1) {
      const started = performance.now();
      // Another amount each time: M-Pesa refuses the same amount to the same phone within two minutes.
      const res = await fetch(`${base}/api/payments/mpesa`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ amount: 100 + i, phone }),
      });
      const requestMs = Number(/total;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]);
      const payment = await res.json();
      if (res.status !== 201)
        throw new Error(`POST /api/payments/mpesa answered ${res.status}: ${JSON.stringify(payment)}`);
      const prompts = await (await fetch(`${base}/standin/daraja/simulator/phones/${phone}/prompts`)).json();
      const prompt = prompts.prompts[0];
      await fetch(`${base}/standin/daraja/simulator/prompts/${prompt.checkoutRequestId}/pin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pin: '1234' }),
      });
      let status = 'pending';
      while (status === 'pending' && performance.now() - started < 10_000) {
        const polled = await fetch(`${base}/api/payments/mpesa/${payment.id}`, { headers: { cookie } });
        status = (await polled.json()).status;
      }
      const totalMs = performance.now() - started;
      if (status !== 'paid') throw new Error(`round trip ${i} ended ${status}`);
      // The first warms the server and the stand-in's token: not counted.
      if (i > 0) results.push({ totalMs, requestMs });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const counted = callbackMs.slice(1);
    const share = results.map((r, i) => r.requestMs + (counted[i] ?? NaN));
    return {
      totalMs: median(results.map((r) => r.totalMs)),
      requestMs: median(results.map((r) => r.requestMs)),
      callbackMs: median(counted),
      serverMs: median(share),
      worstServerMs: Math.max(...share),
    };
  } finally {
    await stopServer(child);
    children.delete(child);
    await dropDatabase(serverUrl, name);
    databases.delete(name);
    rmSync(dataDir, { recursive: true, force: true });
    dataDirs.delete(dataDir);
  }
}

try {
  console.log(
    `bench:payments: ${build.label}; ${await postgresVersion(serverUrl)} at ${whereIs(serverUrl)}; ` +
      `${callbackCount} callbacks, ${duplicateShare * 100} % repeats, ${senders} senders, ${runs} runs`,
  );
  if (build.stale) console.log('WARNING: the build is older than the sources; figures are of the build.');
  const results = [];
  for (let run = 1; run <= runs; run += 1) results.push(await callbackRun(run));
  const rate = median(results.map((r) => r.rate));
  const p95 = median(results.map((r) => r.p95));
  console.log(
    `median of ${runs}: ${rate.toFixed(0)} callbacks/s (target ≥ 500), p50 ${median(results.map((r) => r.p50)).toFixed(1)} ms, ` +
      `p95 ${p95.toFixed(1)} ms (target ≤ 50), p99 ${median(results.map((r) => r.p99)).toFixed(1)} ms; ` +
      `all credited ${median(results.map((r) => r.appliedSeconds)).toFixed(2)} s after the first callback; ` +
      `${results.every((r) => r.ok) ? 'every payment credited exactly once, ledger clean' : 'CREDITING WRONG (above)'}`,
  );
  const trip = await roundTripRun();
  console.log(
    `STK round trip through the stand-in, median of ${roundTrips}: ${trip.totalMs.toFixed(1)} ms from the request to ` +
      `paid as the client sees it (polling: the server's whole share and then some; target ≤ 200); of which ` +
      `POST /api/payments/mpesa ${trip.requestMs.toFixed(1)} ms (Server-Timing, with the stand-in's STK push ` +
      `inside) and the callback's answer ${trip.callbackMs.toFixed(1)} ms (request log; worst request + answer ` +
      `${trip.worstServerMs.toFixed(1)}), its apply in the callback inbox just after`,
  );
  if (!results.every((r) => r.ok)) process.exitCode = 1;
} finally {
  await cleanup();
}
