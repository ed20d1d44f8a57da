// `npm run bench:start [-- --runs 3] [--build dist]`: seconds from starting the production build
// (dist/server/index.js) to a healthy /api/health, on a fresh and on an existing database, median of several
// runs (RUNS or --runs, default 3).
//
//   - Embedded PGlite, as `npm start` runs it: a fresh data folder (migrations and the demo data), then the
//     same folder again.
//   - PostgreSQL, on the server in BENCH_DATABASE_URL or DATABASE_URL, or else a PostgreSQL on this machine if
//     one lets this user in without a password: a fresh database per run (dropped afterwards), then the same
//     database again; once with the demo (ABODE_DEMO=1: the same work as the embedded start) and once as
//     production starts (NODE_ENV=production: migrations only). Without a server it says why it was skipped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createDatabase,
  dropDatabase,
  freePort,
  median,
  onInterrupt,
  pgliteVersion,
  postgresUrlFromEnv,
  postgresVersion,
  productionBuild,
  productionEnv,
  startServer,
  stopServer,
  whereIs,
} from './bench-support.mjs';

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.RUNS ?? '3' },
    build: { type: 'string', default: process.env.BENCH_BUILD ?? 'dist' },
  },
});
const runs = Number(flags.runs);
const build = productionBuild(flags.build);

/** The PostgreSQL server to measure and how it was found, or why there is none. */
async function findPostgres() {
  const fromEnv = postgresUrlFromEnv();
  if (fromEnv) {
    const source = process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'DATABASE_URL';
    return { url: fromEnv, how: `the server of ${source}` };
  }
  const user = userInfo().username;
  for (const url of [
    `postgres://${user}@localhost:5432/postgres`,
    'postgres://postgres@localhost:5432/postgres',
  ]) {
    try {
      await postgresVersion(url);
      return { url, how: 'found on localhost' };
    } catch {
      // Not there, or not without a password.
    }
  }
  return {
    skipped:
      `no DATABASE_URL or BENCH_DATABASE_URL, and no PostgreSQL on localhost:5432 let ${user} in ` +
      'without a password',
  };
}

/** Seconds to healthy, on a fresh port each time. */
async function timeToHealthy(env) {
  const port = await freePort();
  const { child, startedIn } = await startServer(
    build,
    { LOG_LEVEL: 'error', SEED_DEMO_DATA: '1', ...env },
    port,
    { pollMs: 25 },
  );
  await stopServer(child);
  return startedIn;
}

const rows = [];
const record = (label, fresh, existing) => rows.push({ label, fresh, existing });
const cleanups = [];
const cleanup = onInterrupt(async () => {
  for (const fn of cleanups.splice(0)) await fn();
});

try {
  console.log(
    `bench:start, seconds from starting the server to a healthy /api/health; median of ${runs} runs`,
  );
  console.log(`build: ${build.label}`);

  // Embedded: the folder is the database.
  const embedded = { fresh: [], existing: [] };
  for (let i = 0; i < runs; i += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'abode-bench-start-'));
    const remove = () => rmSync(dataDir, { recursive: true, force: true });
    cleanups.push(remove);
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' };
    embedded.fresh.push(await timeToHealthy(env));
    embedded.existing.push(await timeToHealthy(env));
    remove();
    cleanups.splice(cleanups.indexOf(remove), 1);
  }
  record(`embedded ${pgliteVersion()}, demo (migrations + demo data)`, embedded.fresh, embedded.existing);

  const postgres = await findPostgres();
  let postgresLabel;
  if (postgres.url) {
    postgresLabel = `${await postgresVersion(postgres.url)} at ${whereIs(postgres.url).replace(/\/.*$/, '')} (${postgres.how})`;
    const modes = [
      ['demo (ABODE_DEMO=1: migrations + demo data)', { NODE_ENV: 'development', ABODE_DEMO: '1' }],
      ['production (NODE_ENV=production: migrations only)', productionEnv(false)],
    ];
    for (const [mode, modeEnv] of modes) {
      const times = { fresh: [], existing: [] };
      for (let i = 0; i < runs; i += 1) {
        const name = `abode_bench_start_${process.pid}_${i}`;
        const dataDir = mkdtempSync(path.join(tmpdir(), 'abode-bench-start-')); // stored files only
        const remove = async () => {
          await dropDatabase(postgres.url, name);
          rmSync(dataDir, { recursive: true, force: true });
        };
        cleanups.push(remove);
        const env = { ...modeEnv, DATABASE_URL: await createDatabase(postgres.url, name), DATA_DIR: dataDir };
        times.fresh.push(await timeToHealthy(env));
        times.existing.push(await timeToHealthy(env));
        await remove();
        cleanups.splice(cleanups.indexOf(remove), 1);
      }
      record(`PostgreSQL, ${mode}`, times.fresh, times.existing);
    }
  }

  const fmt = (values) => values.map((v) => v.toFixed(2)).join(', ');
  console.log(`PostgreSQL: ${postgresLabel ?? `not measured: ${postgres.skipped}`}\n`);
  console.log(
    `${'database'.padEnd(62)} ${'fresh'.padStart(8)} ${'existing'.padStart(9)}   (runs: fresh; existing)`,
  );
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(62)} ${`${median(row.fresh).toFixed(2)} s`.padStart(8)} ` +
        `${`${median(row.existing).toFixed(2)} s`.padStart(9)}   (${fmt(row.fresh)}; ${fmt(row.existing)})`,
    );
  }
  console.log(
    `\n${JSON.stringify({
      bench: 'bench:start',
      build: build.label,
      postgres: postgresLabel ?? null,
      runs,
      results: rows.map((row) => ({
        database: row.label,
        freshSeconds: Math.round(median(row.fresh) * 100) / 100,
        existingSeconds: Math.round(median(row.existing) * 100) / 100,
      })),
    })}`,
  );
} finally {
  await cleanup();
}
