// `npm run bench:transfers [-- --transfers 1000] [--senders 32] [--runs 3] [--build dist]`: how fast the
// production build moves Tuku Pay transfers wallet to wallet on PostgreSQL, and that no wallet goes below zero.
//
// Each run makes a fresh database on the server in BENCH_DATABASE_URL or DATABASE_URL (dropped afterwards) and
// starts the build on it (NODE_ENV=production; it migrates). 2 × `--senders` people sign up through the API
// (their phones are then marked verified in the database: production texts codes through a provider the bench
// does not have), and each sender's wallet is topped up by a paybill payment posted to the callback URL as
// Daraja posts it. Then `--senders` concurrent senders, one per wallet, send `--transfers` transfers in all
// (POST /api/transfers with an Idempotency-Key each) of KES 10 to 3,000 to a random other person, every
// sender's share in a row. A sender's top-up covers about nine tenths of what it sends; as senders are paid by
// the others too, few or none run dry, and any that do are refused (409, insufficient funds). Checked after:
// every answer 201 or 409, one completed transfer per 201, no wallet below zero (at the end, nor after any
// posting of its history), the wallets' total unchanged, and `npm run ledger:check` clean. Prints transfers per
// second and p50/p95/p99 answer time per run and their medians. All traffic is to 127.0.0.1; the run is bounded.
import { spawnSync } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import {
  closeRuns,
  cpuMeter,
  median,
  onInterrupt,
  percentile,
  requirePostgresUrl,
  postgresVersion,
  productionBuild,
  productionEnv,
  startRun,
  whereIs,
} from './bench-support.mjs';
import { fund, signUp } from './tukupay-people.mjs';

const { values: flags } = parseArgs({
  options: {
    transfers: { type: 'string', default: '1000' },
    senders: { type: 'string', default: '32' },
    runs: { type: 'string', default: '3' },
    // Another build folder than dist/ (with server/index.js and server/seed-cli.js).
    build: { type: 'string', default: 'dist' },
  },
});
const transferCount = Number(flags.transfers);
const senders = Number(flags.senders);
const runs = Number(flags.runs);
if (![transferCount, senders, runs].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--transfers, --senders and --runs are whole numbers above 0');
  process.exit(1);
}
const serverUrl = requirePostgresUrl();
const build = productionBuild(flags.build, { web: false });
const env = productionEnv(false);
const requestTimeoutMs = 30_000;
const maxAmount = 3_000;

const cleanup = onInterrupt(closeRuns);

async function sendAll(base, people, serverPid) {
  const shares = Array.from(
    { length: senders },
    (_, i) => Math.floor(transferCount / senders) + (i < transferCount % senders ? 1 : 0),
  );
  const times = [];
  const answers = {};
  const meter = cpuMeter(serverPid);
  const startedAt = performance.now();
  await Promise.all(
    shares.map(async (share, s) => {
      const sender = people[s];
      for (let n = 0; n < share; n += 1) {
        let to = people[randomInt(people.length)];
        while (to === sender) to = people[randomInt(people.length)];
        const sent = performance.now();
        const res = await fetch(`${base}/api/transfers`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: sender.cookie,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ phone: to.phone, amount: 10 + randomInt(maxAmount - 9) }),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
        await res.arrayBuffer();
        times.push(performance.now() - sent);
        answers[res.status] = (answers[res.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  return { seconds, times: times.sort((a, b) => a - b), answers, cpu: meter.stop() };
}

function ledgerCheck(url) {
  const result = spawnSync('npm', ['run', '--silent', 'ledger:check'], {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return { clean: result.status === 0, line: (result.stdout + result.stderr).trim().split('\n')[0] };
}

async function transferRun(run) {
  const runTag = (process.pid % 90) * 10 + run;
  const { url, base, child, sql, close } = await startRun(
    build,
    serverUrl,
    `abode_bench_transfers_${process.pid}_${run}`,
    env,
  );
  try {
    const people = [];
    for (let at = 0; at < 2 * senders; at += 8) {
      const batch = Array.from({ length: Math.min(8, 2 * senders - at) }, (_, i) =>
        signUp(base, at + i, runTag),
      );
      people.push(...(await Promise.all(batch)));
    }
    await sql`update profiles set phone_verified_at = now() where id in ${sql(people.map((p) => p.userId))}`;
    // About nine tenths of what each sender sends; what the others send it makes up most of the rest.
    const share = Math.ceil(transferCount / senders);
    const topUp = Math.round(share * ((10 + maxAmount) / 2) * 0.9);
    await fund(base, sql, people.slice(0, senders), topUp, runTag);
    const [{ before }] = await sql`select coalesce(sum(balance), 0)::bigint as before from ledger_accounts
      where kind = 'wallet'`;

    const sent = await sendAll(base, people, child.pid);

    const [{ completed }] =
      await sql`select count(*)::int as completed from transfers where status = 'completed'`;
    const [{ failed }] = await sql`select count(*)::int as failed from transfers where status = 'failed'`;
    const [{ negative }] = await sql`select count(*)::int as negative from ledger_accounts
      where kind = 'wallet' and balance < 0`;
    const [{ after }] = await sql`select coalesce(sum(balance), 0)::bigint as after from ledger_accounts
      where kind = 'wallet'`;
    // Not only at the end: each wallet's balance after every posting, in the order they were written (a
    // journal locks its accounts before it writes its postings, so their ids follow the lock order). A wallet
    // is credit-normal: its balance is minus the sum of its postings.
    const [{ dipped }] = await sql`select count(distinct account_id)::int as dipped from (
        select p.account_id, -sum(p.amount) over (partition by p.account_id order by p.id) as running
        from ledger_postings p join ledger_accounts a on a.id = p.account_id
        where a.kind = 'wallet'
      ) history where running < 0`;
    const check = ledgerCheck(url);
    const rate = transferCount / sent.seconds;
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sent.times, p));
    const onlyExpected = Object.keys(sent.answers).every((status) => status === '201' || status === '409');
    const exact =
      onlyExpected &&
      completed === (sent.answers[201] ?? 0) &&
      failed === (sent.answers[409] ?? 0) &&
      negative === 0 &&
      dipped === 0 &&
      BigInt(before) === BigInt(after);
    console.log(
      `run ${run}: ${transferCount} transfers from ${senders} concurrent senders in ${sent.seconds.toFixed(2)} s ` +
        `= ${rate.toFixed(0)}/s; p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; ` +
        `answers ${JSON.stringify(sent.answers)}; completed ${completed}, failed (wallet short) ${failed}; ` +
        `wallets below zero ${negative} (at any point in their history ${dipped}); ` +
        `wallets' total ${before} → ${after}; ` +
        `${check.clean ? 'ledger:check clean' : 'LEDGER DRIFT'}`,
    );
    if (!check.clean) console.log(`  ${check.line}`);
    const cpu = sent.cpu && {
      server: sent.cpu.serverMs / transferCount,
      postgres: sent.cpu.postgresMs / transferCount,
    };
    if (cpu) {
      console.log(
        `  CPU per transfer: server ${cpu.server.toFixed(2)} ms, PostgreSQL ${cpu.postgres.toFixed(2)} ms`,
      );
    }
    return { rate, p50, p95, p99, cpu, ok: exact && check.clean };
  } finally {
    await close();
  }
}

console.log(
  `Tuku Pay transfers on ${await postgresVersion(serverUrl)} at ${whereIs(serverUrl)}; ${build.label}`,
);
const results = [];
try {
  for (let run = 1; run <= runs; run += 1) results.push(await transferRun(run));
} finally {
  await cleanup();
}
const rate = median(results.map((r) => r.rate));
const p95 = median(results.map((r) => r.p95));
console.log(
  `median of ${runs}: ${rate.toFixed(0)} transfers/s (target ≥ 300), p50 ${median(results.map((r) => r.p50)).toFixed(1)} ms, ` +
    `p95 ${p95.toFixed(1)} ms (target ≤ 100), p99 ${median(results.map((r) => r.p99)).toFixed(1)} ms; ` +
    `${results.every((r) => r.ok) ? 'every run exact' : 'SOME RUN WAS NOT EXACT'}`,
);
if (results.every((r) => r.cpu)) {
  console.log(
    `median CPU per transfer: server ${median(results.map((r) => r.cpu.server)).toFixed(2)} ms, ` +
      `PostgreSQL ${median(results.map((r) => r.cpu.postgres)).toFixed(2)} ms (this machine has ${availableParallelism()} cores)`,
  );
}
if (!results.every((r) => r.ok)) process.exitCode = 1;
