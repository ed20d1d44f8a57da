// `npm run bench:withdrawals [-- --round-trips 20] [--build dist]`: a B2C withdrawal's round trip on the server's
// side, through the Daraja stand-in. The build runs in development mode (the stand-in inside it, which
// production refuses) on a fresh PostgreSQL database (BENCH_DATABASE_URL or DATABASE_URL, dropped afterwards);
// a signed-up, verified user's wallet is funded by a paybill confirmation, then each round trip asks for a
// withdrawal to M-Pesa (POST /api/withdrawals), the stand-in calls the ResultURL after its fixed wait, and the
// bench polls until the transfer is completed. It prints the whole round trip as the client sees it, the same
// less the stand-in's simulated wait (the server's share and the polling, an upper bound), and its measured
// parts: the request's Server-Timing total and the Result callback's answer from the request log. All traffic
// is to 127.0.0.1; the run is bounded.
import { spawn } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createDatabase,
  dropDatabase,
  freePort,
  median,
  onInterrupt,
  postgresUrlFromEnv,
  postgresVersion,
  productionBuild,
  stopServer,
  whereIs,
} from './bench-support.mjs';

const { values: flags } = parseArgs({
  options: {
    'round-trips': { type: 'string', default: '20' },
    // Another build folder than dist/ (one with server/index.js), e.g. a build of work in progress.
    build: { type: 'string', default: 'dist' },
  },
});
const roundTrips = Number(flags['round-trips']);
if (!Number.isInteger(roundTrips) || roundTrips < 1) {
  console.error('--round-trips is a whole number above 0');
  process.exit(1);
}
const serverUrl = postgresUrlFromEnv();
if (!serverUrl) {
  console.error(
    'BENCH_DATABASE_URL or DATABASE_URL names the PostgreSQL server (a role that may create databases).',
  );
  process.exit(1);
}
const build = productionBuild(flags.build, { web: false });
/** The stand-in's wait before it calls the ResultURL (its instantOutcomeDelayMs default): M-Pesa's, not ours. */
const standInWaitMs = 500;
const token = 'abode-local-standin-callbacks';

const name = `abode_bench_withdrawals_${process.pid}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'abode-bench-withdrawals-'));
let child;
const cleanup = onInterrupt(async () => {
  if (child) await stopServer(child);
  await dropDatabase(serverUrl, name);
  rmSync(dataDir, { recursive: true, force: true });
});

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
      JOBS: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const resultMs = [];
  let pending = '';
  child.stdout.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) {
      if (!line.includes('"request"') || !line.includes('/b2c/result')) continue;
      try {
        const entry = JSON.parse(line);
        if (entry.path?.startsWith('/api/payment-callbacks/')) resultMs.push(entry.durationMs);
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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
      TransAmount: '100000',
      BusinessShortCode: '174379',
      BillRefNumber: accountNumber,
      MSISDN: '2547 ***** 149',
    }),
  });
  if (funded.status !== 200) throw new Error(`the paybill confirmation answered ${funded.status}`);
  for (let waited = 0; ; waited += 50) {
    const wallet = await (await fetch(`${base}/api/wallet`, { headers: { cookie } })).json();
    if (wallet.amount === 100_000) break;
    if (waited > 10_000) throw new Error('the wallet was not funded within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const results = [];
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
    let status = transfer.status;
    while (status === 'pending' && performance.now() - started < 10_000) {
      const polled = await fetch(`${base}/api/withdrawals/${transfer.id}`, { headers: { cookie } });
      status = (await polled.json()).status;
    }
    const totalMs = performance.now() - started;
    if (status !== 'completed') throw new Error(`round trip ${i} ended ${status}`);
    // The first warms the server and the stand-in's token: not counted.
    if (i > 0) results.push({ totalMs, requestMs });
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  const counted = resultMs.slice(1);
  const totalMs = median(results.map((r) => r.totalMs));
  console.log(
    `B2C round trip through the stand-in, median of ${roundTrips}: ${totalMs.toFixed(1)} ms from the request to ` +
      `completed as the client sees it, of which ${standInWaitMs} ms is the stand-in's simulated M-Pesa wait: ` +
      `${(totalMs - standInWaitMs).toFixed(1)} ms on the server's side and polling (target ≤ 300); measured parts: ` +
      `POST /api/withdrawals ${median(results.map((r) => r.requestMs)).toFixed(1)} ms (Server-Timing: the hold, ` +
      `the stand-in's B2C acceptance inside) and the Result's answer ${median(counted).toFixed(1)} ms (request log), ` +
      `its apply in the callback inbox just after`,
  );
} finally {
  await cleanup();
}
