// `npm run bench:requests [-- --requests 1000] [--clients 32] [--runs 3] [--build dist]`: the server's CPU per
// request for three requests every signed-in page or payment pays for, on PostgreSQL, so a change to the
// middleware, the session check or the answer's path can be weighed on its own:
//
//   GET /api/health        the middleware and one database round trip, nobody signed in
//   GET /api/me            the session check and the account
//   POST /api/transfers    a Tuku Pay transfer of KES 10 (the session, the JSON body, the ledger, the jobs)
//
// Each run makes a fresh database on the server in BENCH_DATABASE_URL or DATABASE_URL (dropped afterwards) and
// starts the production build on it (it migrates). Two people sign up through the API (their phones then marked
// verified in the database), and the sender's wallet is topped up by a paybill payment (tukupay-people.mjs).
// `--clients` concurrent clients then send `--requests` of each kind in turn. Printed per kind: the answers,
// requests a second, p95, and the server's and PostgreSQL's CPU per request (from /proc), and their medians over
// the runs. The load generator shares the machine: its own CPU is not counted.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  closeRuns,
  cpuMeter,
  median,
  onInterrupt,
  percentile,
  productionBuild,
  productionEnv,
  requirePostgresUrl,
  startRun,
} from './bench-support.mjs';
import { fund, signUp } from './tukupay-people.mjs';

const { values: flags } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '32' },
    runs: { type: 'string', default: '3' },
    build: { type: 'string', default: 'dist' },
  },
});
const requestCount = Number(flags.requests);
const clients = Number(flags.clients);
const runs = Number(flags.runs);
if (![requestCount, clients, runs].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--requests, --clients and --runs are whole numbers above 0');
  process.exit(1);
}
const serverUrl = requirePostgresUrl();
const build = productionBuild(flags.build, { web: false });
const env = productionEnv(false);
const requestTimeoutMs = 30_000;

const cleanup = onInterrupt(closeRuns);

async function measure(serverPid, send) {
  let started = 0;
  const times = [];
  const answers = {};
  const meter = cpuMeter(serverPid);
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (started < requestCount) {
        started += 1;
        const sent = performance.now();
        const res = await send();
        await res.arrayBuffer();
        times.push(performance.now() - sent);
        answers[res.status] = (answers[res.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  times.sort((a, b) => a - b);
  const cpu = meter.stop();
  return {
    answers,
    perSecond: requestCount / seconds,
    p95: percentile(times, 95),
    serverMs: cpu ? cpu.serverMs / requestCount : null,
    postgresMs: cpu ? cpu.postgresMs / requestCount : null,
  };
}

async function requestsRun(run) {
  const { base, child, sql, close } = await startRun(
    build,
    serverUrl,
    `abode_bench_requests_${process.pid}_${run}`,
    env,
  );
  try {
    const [sender, recipient] = [await signUp(base, 0, run), await signUp(base, 1, run)];
    await sql`update profiles set phone_verified_at = now()`;
    // Enough for every transfer and its fee.
    await fund(base, sql, [sender], 90_000_000, run);
    const timeout = () => AbortSignal.timeout(requestTimeoutMs);
    const kinds = {
      'GET /api/health': () => fetch(`${base}/api/health`, { signal: timeout() }),
      'GET /api/me': () => fetch(`${base}/api/me`, { headers: { cookie: sender.cookie }, signal: timeout() }),
      'POST /api/transfers': () =>
        fetch(`${base}/api/transfers`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: sender.cookie,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ phone: recipient.phone, amount: 10 }),
          signal: timeout(),
        }),
    };
    const results = {};
    for (const [kind, send] of Object.entries(kinds)) results[kind] = await measure(child.pid, send);
    return results;
  } finally {
    await close();
  }
}

const fixed = (value, digits) => (value === null ? 'n/a' : value.toFixed(digits));

try {
  console.log(`build: ${build.label}`);
  console.log(`${requestCount} requests of each kind from ${clients} concurrent clients, ${runs} run(s)\n`);
  const all = [];
  for (let run = 1; run <= runs; run += 1) {
    const results = await requestsRun(run);
    all.push(results);
    for (const [kind, r] of Object.entries(results)) {
      console.log(
        `run ${run} ${kind.padEnd(20)} ${JSON.stringify(r.answers)} ${r.perSecond.toFixed(0)}/s, p95 ` +
          `${r.p95.toFixed(1)} ms, server ${fixed(r.serverMs, 2)} ms, PostgreSQL ${fixed(r.postgresMs, 2)} ms a request`,
      );
    }
  }
  console.log(`\nmedian of ${runs}:`);
  for (const kind of Object.keys(all[0])) {
    const of = (key) => median(all.map((results) => results[kind][key]).filter((v) => v !== null));
    console.log(
      `${kind.padEnd(20)} ${of('perSecond').toFixed(0)}/s, p95 ${of('p95').toFixed(1)} ms, server CPU ` +
        `${of('serverMs').toFixed(2)} ms, PostgreSQL CPU ${of('postgresMs').toFixed(2)} ms a request`,
    );
  }
} finally {
  await cleanup();
}
