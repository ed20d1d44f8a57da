// `npm run bench:invoices [-- --tenancies 100000] [--runs 3]`: how long raising a month's rent invoices takes
// for that many active tenancies, on a throwaway database on the PostgreSQL server of BENCH_DATABASE_URL or
// DATABASE_URL, through the committed migrations with every constraint on. Each run raises a month of its own
// with `npm run rent:raise-invoices` as an operator (or the daily job) would, and reports the raising's own
// time (what the command prints; a tenth of the tenancies begin in the month, so their rent is prorated) and
// the whole command's. Median of `--runs`. The database is dropped afterwards.
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
  options: { tenancies: { type: 'string', default: '100000' }, runs: { type: 'string', default: '3' } },
});
const tenancies = Number(flags.tenancies);
const runs = Number(flags.runs);
if (![tenancies, runs].every((n) => Number.isInteger(n) && n > 0) || runs > 12) {
  console.error('--tenancies and --runs (at most 12) are whole numbers above 0');
  process.exit(1);
}
const serverUrl = postgresUrlFromEnv();
if (!serverUrl) {
  console.error('BENCH_DATABASE_URL or DATABASE_URL names the PostgreSQL server to measure on.');
  process.exit(1);
}

const name = `abode_bench_invoices_${process.pid}`;
const cleanup = onInterrupt(() => dropDatabase(serverUrl, name));
const url = await createDatabase(serverUrl, name);
const sql = postgres(url, { max: 1, onnotice: () => {} });
try {
  const loading = performance.now();
  await migrate(drizzle(sql), { migrationsFolder: path.resolve('drizzle') });
  const perProperty = 100;
  const propertyCount = Math.ceil(tenancies / perProperty);
  const codes = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  await sql.begin(async (tx) => {
    await tx`insert into users (name, email)
      select 'Tenant ' || i, 'bench-tenant-' || i || '@bench.abode.co.ke' from generate_series(1, ${tenancies}) i`;
    await tx`insert into users (name, email) values ('Bench Landlord', 'bench-landlord@bench.abode.co.ke')`;
    // Property codes ABD-XXXX from the unambiguous alphabet, one per hundred units.
    await tx`insert into properties (id, name, address, city, state, landlord_id)
      select 'ABD-' || substr(${codes}, (i / 32768) % 32 + 1, 1) || substr(${codes}, (i / 1024) % 32 + 1, 1)
          || substr(${codes}, (i / 32) % 32 + 1, 1) || substr(${codes}, i % 32 + 1, 1),
        'Bench Court ' || i, 'Ngong Road', 'Nairobi', 'Nairobi County',
        (select id from users where email = 'bench-landlord@bench.abode.co.ke')
      from generate_series(0, ${propertyCount - 1}) i`;
    await tx`insert into property_units (property_id, label, monthly_rent, deposit)
      select p.id, 'Unit ' || u, 20000 + (u * 137) % 60000, 0
      from properties p cross join generate_series(1, ${perProperty}) u`;
    await tx`insert into tenancies (unit_id, tenant_id, monthly_rent, deposit, due_day, start_date, paybill_account)
      select pu.id, t.id, pu.monthly_rent, 0, 1 + (t.n % 28), date '2026-01-01', 'B' || lpad(t.n::text, 11, '0')
      from (select id, monthly_rent, row_number() over (order by id) as n from property_units) pu
      join (select id, row_number() over (order by id) as n from users where email like 'bench-tenant-%') t
        on t.n = pu.n`;
  });
  const [{ count }] = await sql`select count(*)::int as count from tenancies where status = 'active'`;
  console.log(
    `bench:invoices on ${await postgresVersion(serverUrl)} at ${whereIs(serverUrl)}: ${count.toLocaleString('en')} ` +
      `active tenancies loaded in ${((performance.now() - loading) / 1000).toFixed(1)} s`,
  );
  const own = [];
  const whole = [];
  for (let run = 0; run < runs; run += 1) {
    const month = `2027-${String(run + 1).padStart(2, '0')}`;
    // A tenth of the tenancies begin mid-month in the measured month, so their rent is prorated.
    await sql`update tenancies set start_date = ${`${month}-16`}::date where paybill_account like '%0'`;
    const started = performance.now();
    const command = spawnSync(
      'npx',
      ['tsx', 'src/server/features/rent/raise-invoices-cli.ts', '--month', month],
      {
        env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      },
    );
    whole.push((performance.now() - started) / 1000);
    if (command.status !== 0) throw new Error(`rent:raise-invoices failed: ${command.stderr}`);
    const printed = /(\d[\d,]*) invoices raised in ([\d.]+) s/.exec(command.stdout);
    if (!printed || Number(printed[1].replaceAll(',', '')) !== count) {
      throw new Error(`expected ${count} invoices for ${month}: ${command.stdout}`);
    }
    own.push(Number(printed[2]));
    console.log(
      `  run ${run + 1} (${month}): ${printed[1]} invoices in ${printed[2]} s (command ${whole.at(-1).toFixed(2)} s)`,
    );
  }
  const [{ again }] = await sql`select count(*)::int as again from tenancy_invoices`;
  if (again !== count * runs) throw new Error(`${again} invoices in all, expected ${count * runs}`);
  console.log(
    `raising ${count.toLocaleString('en')} invoices: median ${median(own).toFixed(2)} s ` +
      `(whole command ${median(whole).toFixed(2)} s); target ≤ 30 s`,
  );
} finally {
  await sql.end();
  await cleanup();
}
