// `npm run bench:ledger [-- --postings 1000000] [--wallets 10007] [--runs 3] [--keep]`: how long
// `npm run ledger:check` takes on a big ledger. Loads a throwaway database on the PostgreSQL server of
// BENCH_DATABASE_URL or DATABASE_URL with `--postings` postings (half deposits from M-Pesa into wallets, a fifth
// of the rest payments from wallets to fees, two postings each), through the committed migrations and with the
// database's own checks on (the statement that writes the postings is checked to balance), then runs the
// command as an operator does and reports the check's own time (what it prints) and the whole command's
// (with tsx's start), median of `--runs`. The database is dropped afterwards unless `--keep`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import {
  createDatabase,
  dropDatabase,
  median,
  onInterrupt,
  postgresUrlFromEnv,
  postgresVersion,
  whereIs,
} from './bench-support.mjs';

const { values: flags } = parseArgs({
  options: {
    postings: { type: 'string', default: '1000000' },
    // A prime, so the deposit/payment pattern does not line up with the wallets.
    wallets: { type: 'string', default: '10007' },
    runs: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
  },
});
const postings = Number(flags.postings);
const wallets = Number(flags.wallets);
const runs = Number(flags.runs);
if (![postings, wallets, runs].every((n) => Number.isInteger(n) && n > 0) || postings % 2 !== 0) {
  console.error('--postings (even), --wallets and --runs are whole numbers above 0');
  process.exit(1);
}
const serverUrl = postgresUrlFromEnv();
if (!serverUrl) {
  console.error('BENCH_DATABASE_URL or DATABASE_URL names the PostgreSQL server to measure on.');
  process.exit(1);
}

const name = `abode_bench_ledger_${process.pid}`;
const cleanup = onInterrupt(() => (flags.keep ? undefined : dropDatabase(serverUrl, name)));
const url = await createDatabase(serverUrl, name);
const sql = postgres(url, { max: 1, onnotice: () => {} });
try {
  const loading = performance.now();
  await migrate(drizzle(sql), { migrationsFolder: path.resolve('drizzle') });
  const transactions = postings / 2;
  await sql.begin(async (tx) => {
    await tx`insert into users (name, email)
      select 'Bench ' || i, 'bench-' || i || '@bench.abode.co.ke' from generate_series(1, ${wallets}) i`;
    await tx`insert into ledger_accounts (kind, normal_side, user_id)
      select 'wallet', 'credit', id from users where email like 'bench-%'`;
    await tx`insert into ledger_accounts (kind, normal_side, platform)
      values ('platform', 'debit', 'mpesa_clearing'), ('platform', 'credit', 'fees')`;
    await tx`create temporary table bench_wallets on commit drop as
      select row_number() over (order by id) - 1 as n, id from ledger_accounts where kind = 'wallet'`;
    // Each wallet's deposits come before its payments in number, and are larger: no wallet ends below zero.
    await tx`create temporary table bench_moves on commit drop as
      select i, gen_random_uuid() as id, w.id as wallet,
        (i / ${wallets}) % 5 = 4 as payment,
        case when (i / ${wallets}) % 5 = 4 then 50 + i % 200 else 1000 + i % 4000 end as amount
      from generate_series(0, ${transactions - 1}) i
      join bench_wallets w on w.n = i % ${wallets}`;
    await tx`insert into ledger_transactions (id, kind, idempotency_key, posted_at)
      select id, case when payment then 'wallet.payment' else 'mpesa.stk_deposit' end,
        case when payment then null else 'mpesa:stk:bench_' || i end,
        now() - make_interval(secs => ${transactions} - i)
      from bench_moves order by i`;
    await tx`insert into ledger_postings (transaction_id, account_id, amount)
      select m.id, line.account_id, line.amount
      from bench_moves m
      cross join lateral (values
        (case when m.payment then m.wallet else (select id from ledger_accounts where platform = 'mpesa_clearing') end, m.amount),
        (case when m.payment then (select id from ledger_accounts where platform = 'fees') else m.wallet end, -m.amount)
      ) as line(account_id, amount)
      order by m.i`;
    // The cached balances, as postJournal would have left them.
    await tx`update ledger_accounts a
      set balance = (case a.normal_side when 'debit' then 1 else -1 end) * t.total
      from (select account_id, sum(amount) as total from ledger_postings group by account_id) t
      where t.account_id = a.id`;
  });
  await sql`vacuum analyze`;
  const loaded = (performance.now() - loading) / 1000;
  const [counts] = await sql`select (select count(*) from ledger_postings)::int as postings,
    (select count(*) from ledger_transactions)::int as transactions, (select count(*) from ledger_accounts)::int as accounts`;
  console.log(
    `Loaded ${counts.postings.toLocaleString('en')} postings, ${counts.transactions.toLocaleString('en')} ` +
      `transactions, ${counts.accounts.toLocaleString('en')} accounts into ${whereIs(url)} ` +
      `(${await postgresVersion(url)}) in ${loaded.toFixed(1)} s`,
  );

  const checkSeconds = [];
  const commandSeconds = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const result = spawnSync(
      path.resolve('node_modules/.bin/tsx'),
      ['src/server/features/ledger/ledger-check-cli.ts'],
      { env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
    );
    commandSeconds.push((performance.now() - started) / 1000);
    process.stdout.write(result.stdout);
    if (result.status !== 0) {
      console.error(result.stderr);
      throw new Error(`ledger:check exited with ${result.status}`);
    }
    checkSeconds.push(Number(/; (\d+\.\d+) s$/m.exec(result.stdout)?.[1]));
  }
  console.log(
    `ledger:check on ${counts.postings.toLocaleString('en')} postings: ${median(checkSeconds).toFixed(2)} s ` +
      `for the check, ${median(commandSeconds).toFixed(2)} s for the whole command (median of ${runs})`,
  );
} finally {
  await sql.end({ timeout: 5 });
  await cleanup();
}
