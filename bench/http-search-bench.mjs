// The harness both search benchmarks share: seed the configured database, start the server from source, send
// a fixed list of queries over HTTP with keep-alive at each number of concurrent clients, and print p50, p95
// and p99 of the server's search time (its Server-Timing header) and of the client's latency, and requests
// per second; with --runs > 1, the median of the runs.
//
// PostgreSQL: BENCH_DATABASE_URL, or the server in DATABASE_URL with a throwaway database `abode_bench`
// (created if missing; the data is kept between runs, so a second run seeds only what is missing).
// PGlite: a fresh temporary data folder, removed afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';

/**
 * @param {object} bench
 * @param {string} bench.noun what is seeded, plural ("listings", "service providers")
 * @param {string} bench.countFlag the flag that sets how many (`--listings`, `--providers`)
 * @param {string} bench.defaultCount
 * @param {(count: number) => string[]} bench.seedArgs arguments of `src/server/demo-data/seed-cli.ts`
 * @param {string[]} bench.vacuumTables tables to vacuum and analyse after seeding on PostgreSQL
 * @param {(count: number) => unknown[]} bench.buildQueries the fixed query mix
 * @param {(query: any) => string} bench.pathOf the API path and query string of one query
 */
export async function runSearchBench(bench) {
  const { values: flags } = parseArgs({
    options: {
      [bench.countFlag]: { type: 'string', default: bench.defaultCount },
      engine: { type: 'string' },
      clients: { type: 'string', default: '1,8,32' },
      queries: { type: 'string', default: '1000' },
      runs: { type: 'string', default: '1' },
      'skip-seed': { type: 'boolean', default: false },
    },
  });
  const count = Number(flags[bench.countFlag]);
  const clientCounts = flags.clients.split(',').map(Number);
  const runs = Number(flags.runs);
  const port = Number(process.env.BENCH_PORT ?? 4391);
  const engine =
    flags.engine ?? (process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL ? 'postgres' : 'pglite');

  // node:http with keep-alive rather than fetch: the load generator shares the machine's two cores with the
  // server and PostgreSQL, and fetch spends about 2 ms of CPU per request (node:http under 1), which would be
  // taken from what is measured. It asks for compression as a browser does and reads every byte of the answer;
  // decompressing it is the client's work, so it does not.
  const agent = new http.Agent({ keepAlive: true });

  async function searchOnce(query) {
    const started = performance.now();
    const { status, headers } = await new Promise((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port,
            path: bench.pathOf(query),
            agent,
            headers: { 'Accept-Encoding': 'gzip, deflate, br' },
          },
          (res) => {
            res.on('data', () => {});
            res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
            res.on('error', reject);
          },
        )
        .on('error', reject);
    });
    const client = performance.now() - started;
    if (status !== 200) throw new Error(`${bench.pathOf(query)} answered ${status}`);
    const server = Number(/dur=([\d.]+)/.exec(headers['server-timing'] ?? '')?.[1] ?? NaN);
    return { client, server };
  }

  /** All the queries, shared out to `clients` loops that each send the next one as soon as theirs returns. */
  async function measure(queries, clients) {
    const samples = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < queries.length) samples.push(await searchOnce(queries[next++]));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const server = samples.map((sample) => sample.server).sort((a, b) => a - b);
    const client = samples.map((sample) => sample.client).sort((a, b) => a - b);
    return {
      clients,
      serverP50: percentile(server, 50),
      serverP95: percentile(server, 95),
      serverP99: percentile(server, 99),
      clientP50: percentile(client, 50),
      clientP95: percentile(client, 95),
      clientP99: percentile(client, 99),
      perSecond: queries.length / seconds,
    };
  }

  const dataDir = engine === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'abode-bench-')) : undefined;
  const env =
    engine === 'postgres'
      ? { DATABASE_URL: benchDatabaseUrl(), DATA_DIR: '' }
      : { DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'development' };
  try {
    if (engine === 'postgres') await ensureDatabase(env.DATABASE_URL);
    if (!flags['skip-seed']) {
      console.log(`Seeding ${count.toLocaleString('en')} ${bench.noun} into ${engine}…`);
      const seedStarted = performance.now();
      await run(process.execPath, [...tsx, 'src/server/demo-data/seed-cli.ts', ...bench.seedArgs(count)], {
        ...env,
        LOG_LEVEL: 'warn',
      });
      console.log(`  seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
      if (engine === 'postgres') {
        // Visibility map and statistics, as autovacuum would leave them on a settled database.
        const sql = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {} });
        for (const table of bench.vacuumTables) await sql.unsafe(`vacuum analyze "${table}"`);
        await sql.end();
      }
    }
    const queries = bench.buildQueries(Number(flags.queries));
    const server = await startServer(env, port);
    try {
      for (const query of queries.slice(0, 200)) await searchOnce(query); // warm caches and the JIT
      const results = [];
      for (const clients of clientCounts) {
        const rounds = [];
        for (let i = 0; i < runs; i += 1) rounds.push(await measure(queries, clients));
        const row = { clients };
        for (const key of Object.keys(rounds[0]).filter((name) => name !== 'clients')) {
          row[key] = median(rounds.map((round) => round[key]));
        }
        results.push(row);
      }
      console.log(
        `\n${engine}, ${count.toLocaleString('en')} ${bench.noun}, ${queries.length} queries` +
          (runs > 1 ? `, median of ${runs} runs` : '') +
          '\n\nclients | server p50 / p95 / p99 (ms) | client p50 / p95 / p99 (ms) | requests/s',
      );
      for (const r of results) {
        const ms = (a, b, c) => [a, b, c].map((v) => v.toFixed(1).padStart(6)).join(' /');
        console.log(
          `${String(r.clients).padStart(7)} | ${ms(r.serverP50, r.serverP95, r.serverP99)}       | ${ms(r.clientP50, r.clientP95, r.clientP99)}       | ${r.perSecond.toFixed(0).padStart(8)}`,
        );
      }
      console.log(`\n${JSON.stringify({ engine, [bench.noun]: count, results })}`);
    } finally {
      await stopServer(server);
    }
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

const tsx = ['--import', 'tsx'];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function benchDatabaseUrl() {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://abode_dev:abode_dev@localhost:5432/abode_dev');
  url.pathname = '/abode_bench';
  return url.toString();
}

async function ensureDatabase(url) {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    const [exists] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!exists) await sql.unsafe(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await sql.end();
  }
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function startServer(env, port) {
  const server = spawn(process.execPath, [...tsx, 'src/server/index.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (server.exitCode !== null) {
      throw new Error(`the server exited with ${server.exitCode} (is port ${port} free? set BENCH_PORT)`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopServer(server) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
