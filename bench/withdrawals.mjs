// `npm run bench:withdrawals [-- --round-trips 50] [--build dist]`: a B2C withdrawal's round trip through the
// Daraja stand-in, the server's side of it measured (the target: ≤ 300 ms), not estimated.
//
// The build runs in development mode (the stand-in inside it, which production refuses) on a fresh PostgreSQL
// database (BENCH_DATABASE_URL or DATABASE_URL, dropped afterwards). A signed-up, verified user's wallet is
// funded by a paybill confirmation, then each round trip, one after another, asks for a withdrawal to M-Pesa
// (POST /api/withdrawals); the stand-in answers the B2C request, waits as M-Pesa would, and posts the Result to
// the ResultURL; the callback is kept and answered, and the callback inbox applies it (ADR 0008). The bench
// polls until the transfer is completed. The server's share of one round trip is the sum of what the server
// itself spent on it, each part measured:
//   - the request: POST /api/withdrawals's Server-Timing total (the hold, the B2C call to the stand-in and its
//     acceptance, the ConversationID saved);
//   - the Result: from its arrival at the server to the commit of its apply, that is its answer and its wait
//     in the inbox (the request log's line: its end and duration, against the kept callback's handled_at, all
//     on the server's clock), then the apply's transaction (its start and its commit on the database's clock,
//     taken by a deferred trigger the bench adds to its own database: it fires as the transaction commits,
//     after all its statements; the commit's own WAL flush is not in it). The transaction's BEGIN is in both
//     halves, which makes up for that a little.
// What the server did not spend (the stand-in's simulated M-Pesa wait between the two, and the bench's
// polling) is only in the client's whole round trip, printed for context. Checked after: one kept Result per
// withdrawal, the wallet down by exactly what was sent with its fees, and `npm run ledger:check` clean. All
// traffic is to 127.0.0.1; the run is bounded.
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
  stopServer,
  whereIs,
} from './bench-support.mjs';

const { values: flags } = parseArgs({
  options: {
    'round-trips': { type: 'string', default: '50' },
    // Another build folder than dist/ (one with server/index.js), e.g. a build of work in progress.
    build: { type: 'string', default: 'dist' },
  },
});
const roundTrips = Number(flags['round-trips']);
if (!Number.isInteger(roundTrips) || roundTrips < 1) {
  console.error('--round-trips is a whole number above 0');
  process.exit(1);
}
const serverUrl = requirePostgresUrl();
const build = productionBuild(flags.build, { web: false });
// The stand-in's own callback token (MPESA_CALLBACK_TOKEN unset) and shortcode.
const token = 'abode-local-standin-callbacks';
const shortcode = '174379';
const funding = 100_000;
const pollMs = 10;
const roundTripTimeoutMs = 10_000;

const name = `abode_bench_withdrawals_${process.pid}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'abode-bench-withdrawals-'));
let child;
let sql;
const cleanup = onInterrupt(async () => {
  await sql?.end({ timeout: 5 });
  if (child) await stopServer(child);
  await dropDatabase(serverUrl, name);
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${median(sorted).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
};

/**
 * Records, at the commit of the transaction that completes a transfer, that transaction's start and the
 * commit's moment (a deferred constraint trigger runs at commit, after every statement of the apply). Only in
 * the bench's own database, dropped afterwards.
 */
async function watchCommits(db) {
  await db.unsafe(`
    create table bench_money_out_commits (
      transfer_id uuid primary key,
      began_at timestamptz not null,
      committed_at timestamptz not null
    );
    create function bench_money_out_committed() returns trigger language plpgsql as $$
    begin
      insert into bench_money_out_commits values (new.id, now(), clock_timestamp()) on conflict do nothing;
      return null;
    end $$;
    create constraint trigger bench_money_out_committed after update on money_out_transfers
      deferrable initially deferred for each row when (new.status = 'completed')
      execute function bench_money_out_committed();
  `);
}

function ledgerCheck(url) {
  const result = spawnSync('npm', ['run', '--silent', 'ledger:check'], {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return { clean: result.status === 0, line: (result.stdout + result.stderr).trim().split('\n')[0] };
}

try {
  console.log(
    `bench:withdrawals: ${build.label}; ${await postgresVersion(serverUrl)} at ${whereIs(serverUrl)}; ${roundTrips} round trips`,
  );
  if (build.stale) console.log('WARNING: the build is older than the sources; figures are of the build.');
  const url = await createDatabase(serverUrl, name);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [build.server], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      ABODE_DEMO: '1',
      SEED_DEMO_DATA: '0',
      MPESA_ENV: 'standin',
      MPESA_CALLBACK_TOKEN: '',
      JOBS: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Each Result callback's request-log line, in order: when it arrived and when it was answered (the server's
  // clock, epoch ms), and its answer time.
  const resultLines = [];
  let pending = '';
  child.stdout.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) {
      if (!line.includes('"request"') || !line.includes('/b2c/result')) continue;
      try {
        const entry = JSON.parse(line);
        if (!entry.path?.startsWith('/api/payment-callbacks/')) continue;
        resultLines.push({
          arrivedAt: entry.time - entry.durationMs,
          answeredAt: entry.time,
          answerMs: entry.durationMs,
          status: entry.status,
        });
      } catch {
        // Not a log line.
      }
    }
  });
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the development server exited with ${child.exitCode}`);
    if (waited > 180_000) throw new Error('the development server was not healthy within 180 s');
    const healthy = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    await sleep(100);
  }
  sql = postgres(url, { max: 1, onnotice: () => {} });
  await watchCommits(sql);

  const phone = `+2547${String(randomInt(10_000_000, 100_000_000))}`;
  const signUp = await fetch(`${base}/api/identity/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Wanjiku',
      last_name: 'Kamau',
      email: `withdrawal-${randomBytes(4).toString('hex')}@bench.abode.co.ke`,
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
  const outbox = await (await fetch(`${base}/api/dev/sms?to=${encodeURIComponent(phone)}`)).json();
  const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.text ?? '')?.[1];
  const verified = await fetch(`${base}/api/identity/phone/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ code }),
  });
  if (verified.status !== 200) throw new Error(`phone verification answered ${verified.status}`);
  // The wallet funded as a paybill payment from any phone would.
  const { accountNumber } = await (await fetch(`${base}/api/wallet`, { headers: { cookie } })).json();
  const funded = await fetch(`${base}/api/payment-callbacks/${token}/c2b/confirmation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      TransactionType: 'Pay Bill',
      TransID: `BNW${randomBytes(4).toString('hex').toUpperCase()}`,
      TransTime: '20261201101500',
      TransAmount: String(funding),
      BusinessShortCode: shortcode,
      BillRefNumber: accountNumber,
      MSISDN: '2547 ***** 149',
    }),
  });
  if (funded.status !== 200) throw new Error(`the paybill confirmation answered ${funded.status}`);
  for (let waited = 0; ; waited += 50) {
    const wallet = await (await fetch(`${base}/api/wallet`, { headers: { cookie } })).json();
    if (wallet.amount === funding) break;
    if (waited > 10_000) throw new Error('the wallet was not funded within 10 s');
    await sleep(50);
  }

  // One after another, so the i-th Result callback in the log is the i-th withdrawal's (checked below).
  const trips = [];
  let sentWithFees = 0;
  for (let i = 0; i < roundTrips + 1; i += 1) {
    const started = performance.now();
    const res = await fetch(`${base}/api/withdrawals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ amount: 100 + i, destination: { rail: 'mpesa' } }),
    });
    const requestMs = Number(/total;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]);
    const transfer = await res.json();
    if (res.status !== 201)
      throw new Error(`POST /api/withdrawals answered ${res.status}: ${JSON.stringify(transfer)}`);
    if (!Number.isFinite(requestMs)) throw new Error('POST /api/withdrawals gave no Server-Timing total');
    let status = transfer.status;
    while (status === 'pending' && performance.now() - started < roundTripTimeoutMs) {
      await sleep(pollMs);
      const polled = await fetch(`${base}/api/withdrawals/${transfer.id}`, { headers: { cookie } });
      status = (await polled.json()).status;
    }
    const clientMs = performance.now() - started;
    if (status !== 'completed') throw new Error(`round trip ${i} ended ${status}`);
    sentWithFees += transfer.total;
    trips.push({ id: transfer.id, requestMs, clientMs });
  }
  for (let waited = 0; resultLines.length < trips.length; waited += 20) {
    if (waited > 5_000)
      throw new Error(`${resultLines.length} Result lines logged for ${trips.length} withdrawals`);
    await sleep(20);
  }
  if (resultLines.length !== trips.length || resultLines.some((line) => line.status !== 200))
    throw new Error(
      `the Result callbacks were not one answered per withdrawal: ${JSON.stringify(resultLines)}`,
    );

  const rows = await sql`
    select t.id, t.status, c.handled_at, c.failed_attempts,
      (select count(*)::int from mpesa_callbacks k where k.kind = 'b2c_result'
        and k.external_id = t.conversation_id) as results,
      extract(epoch from b.committed_at - b.began_at) * 1000 as apply_ms
    from money_out_transfers t
    join mpesa_callbacks c on c.kind = 'b2c_result' and c.external_id = t.conversation_id
    join bench_money_out_commits b on b.transfer_id = t.id`;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const measured = trips.map((trip, i) => {
    const row = byId.get(trip.id);
    if (!row || row.results !== 1 || row.failed_attempts !== 0 || !row.handled_at)
      throw new Error(
        `withdrawal ${i}: not exactly one Result applied at the first try (${JSON.stringify(row)})`,
      );
    const line = resultLines[i];
    const inboxWaitMs = row.handled_at.getTime() - line.answeredAt;
    const applyMs = Number(row.apply_ms);
    if (row.handled_at.getTime() < line.arrivedAt)
      throw new Error(
        `withdrawal ${i}: its Result was applied before it arrived: the log lines are out of order`,
      );
    const resultMs = row.handled_at.getTime() - line.arrivedAt + applyMs;
    return {
      ...trip,
      answerMs: line.answerMs,
      inboxWaitMs,
      applyMs,
      resultMs,
      serverMs: trip.requestMs + resultMs,
    };
  });
  // The one person's wallet: the only one in this database.
  const [{ balance }] = await sql`select balance from ledger_accounts where kind = 'wallet'`;
  const check = ledgerCheck(url);
  const exact = Number(balance) === funding - sentWithFees && check.clean;

  // The first warms the server, the stand-in's token and the database's plans: not counted.
  const counted = measured.slice(1);
  const of = (key) => counted.map((trip) => trip[key]);
  console.log(
    `server's share of a B2C round trip through the stand-in, over ${counted.length}: ${stats(of('serverMs'))} ` +
      `(target ≤ 300 ms)`,
  );
  console.log(`  POST /api/withdrawals (Server-Timing):              ${stats(of('requestMs'))}`);
  console.log(`  the Result, from its arrival to its apply's commit:  ${stats(of('resultMs'))}`);
  console.log(`    its answer (request log):                        ${stats(of('answerMs'))}`);
  console.log(`    its wait in the callback inbox:                  ${stats(of('inboxWaitMs'))}`);
  console.log(`    its apply's transaction (start to commit):       ${stats(of('applyMs'))}`);
  console.log(
    `client's whole round trip, for context (with the stand-in's simulated M-Pesa wait and polling every ` +
      `${pollMs} ms): ${stats(of('clientMs'))}`,
  );
  console.log(
    `checks: one Result kept and applied per withdrawal; wallet ${funding} → ${balance} ` +
      `(${Number(balance) === funding - sentWithFees ? 'exactly what was sent with its fees' : 'WRONG'}); ` +
      `${check.clean ? 'ledger:check clean' : `LEDGER DRIFT: ${check.line}`}`,
  );
  if (!exact) process.exitCode = 1;
} finally {
  await cleanup();
}
