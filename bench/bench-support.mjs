// What the benchmarks share: the production build they run and how they name it, the database they run on
// and how they name it, starting and stopping the built server, and the statistics they print.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

// ---- Statistics ----

/** Nearest-rank percentile of values sorted ascending. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** The median; with an even count, the mean of the middle two. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// ---- The build ----

const newest = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newest(path.join(target, entry))));
};

const utc = (ms) => `${new Date(ms).toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/**
 * The production build in `folder` (`npm run build` writes dist/: server/index.js, server/seed-cli.js and
 * web/), or exit with what to do. Named by its folder, when it was built, the commit checked out, and whether
 * the sources changed after it (then the figures are not those of the code in front of you).
 */
export function productionBuild(folder = 'dist', { web = true } = {}) {
  const root = path.resolve(folder);
  const server = path.join(root, 'server', 'index.js');
  const seed = path.join(root, 'server', 'seed-cli.js');
  const missing = [server, seed, ...(web ? [path.join(root, 'web', 'index.html')] : [])].filter(
    (file) => !existsSync(file),
  );
  if (missing.length > 0) {
    console.error(`No production build: ${missing.join(', ')} missing. Run npm run build first.`);
    process.exit(1);
  }
  const builtAt = statSync(server).mtimeMs;
  // The sources and the commit of the tree the build folder is in (another worktree's, for a build compared
  // with --against).
  const tree = path.dirname(root);
  const sourcesAt = Math.max(
    ...['src/server', 'src/common', 'drizzle', 'package-lock.json'].map((p) => newest(path.join(tree, p))),
  );
  const git = spawnSync('git', ['-C', tree, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).stdout?.trim();
  const stale = sourcesAt > builtAt;
  const shown = root.startsWith(process.cwd() + path.sep) ? path.relative(process.cwd(), root) : root;
  return {
    root,
    server,
    seed,
    stale,
    label:
      `${shown}/server/index.js built ${utc(builtAt)}` +
      (git ? `; HEAD is ${git}` : '') +
      (stale ? `; STALE: server sources changed at ${utc(sourcesAt)}, run npm run build` : ''),
  };
}

// ---- PostgreSQL ----

/** The PostgreSQL server the benchmarks may use: BENCH_DATABASE_URL or DATABASE_URL, else none. */
export function postgresUrlFromEnv() {
  return process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
}

/** The PostgreSQL server a benchmark needs, or exit saying how to name one. */
export function requirePostgresUrl() {
  const url = postgresUrlFromEnv();
  if (!url) {
    console.error(
      'BENCH_DATABASE_URL or DATABASE_URL names the PostgreSQL server (a role that may create databases).',
    );
    process.exit(1);
  }
  return url;
}

/** `url` with another database name. */
export function withDatabase(url, name) {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** host:port/database of a connection string, without the credentials. */
export function whereIs(url) {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

/** One short-lived connection: `fn(sql)`, then closed. */
export async function withPostgres(url, fn) {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    return await fn(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** "PostgreSQL 15.18" of the server at `url`. */
export async function postgresVersion(url) {
  return withPostgres(url, async (sql) => {
    const [row] = await sql`show server_version`;
    return `PostgreSQL ${String(row.server_version).split(' ')[0]}`;
  });
}

const quoteName = (name) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`unsafe database name ${name}`);
  return `"${name}"`;
};

/** Creates database `name` on the server of `url` (dropping it first when `fresh`); the URL of it. */
export async function createDatabase(url, name, { fresh = true } = {}) {
  await withPostgres(withDatabase(url, 'postgres'), async (sql) => {
    if (fresh) await sql.unsafe(`drop database if exists ${quoteName(name)} with (force)`);
    const [exists] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!exists) await sql.unsafe(`create database ${quoteName(name)}`);
  });
  return withDatabase(url, name);
}

export async function databaseExists(url, name) {
  return withPostgres(withDatabase(url, 'postgres'), async (sql) => {
    const [exists] = await sql`select 1 from pg_database where datname = ${name}`;
    return Boolean(exists);
  });
}

export async function dropDatabase(url, name) {
  await withPostgres(withDatabase(url, 'postgres'), (sql) =>
    sql.unsafe(`drop database if exists ${quoteName(name)} with (force)`),
  );
}

/** PGlite's version, from its package. */
export function pgliteVersion() {
  try {
    const file = path.resolve('node_modules/@electric-sql/pglite/package.json');
    return `PGlite ${JSON.parse(readFileSync(file, 'utf8')).version}`;
  } catch {
    return 'PGlite';
  }
}

/**
 * Plain SQL on the benchmark's database while no server holds it: `query(text, params)` gives the rows.
 * PostgreSQL by URL, or the embedded database in `dataDir` (opened here, so only while the server is down).
 */
export async function openSql({ url, dataDir }) {
  if (url) {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    return { query: (text, params = []) => sql.unsafe(text, params), close: () => sql.end({ timeout: 5 }) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(path.join(dataDir, 'pglite'));
  await db.waitReady;
  return { query: async (text, params = []) => (await db.query(text, params)).rows, close: () => db.close() };
}

// ---- The server ----

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * What the built server needs to run with NODE_ENV=production: a secret, and an SMS provider and M-Pesa
 * (production never runs on the Daraja stand-in) that are named but never called: no benchmark sends a text
 * or takes a payment. On the embedded database production needs it allowed.
 */
export const productionEnv = (embedded) => ({
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'bench-only-secret-not-for-any-real-installation-0123456789',
  SMS_PROVIDER: 'africastalking',
  AFRICASTALKING_USERNAME: 'sandbox',
  AFRICASTALKING_API_KEY: 'bench-unused',
  AFRICASTALKING_BASE_URL: 'http://127.0.0.1:9/',
  MPESA_ENV: 'sandbox',
  MPESA_BASE_URL: 'http://127.0.0.1:9/',
  MPESA_CONSUMER_KEY: 'bench-unused',
  MPESA_CONSUMER_SECRET: 'bench-unused',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'bench-unused',
  MPESA_CALLBACK_TOKEN: 'bench0unused0callback0token0',
  MPESA_INITIATOR_NAME: 'bench-unused',
  MPESA_SECURITY_CREDENTIAL: 'bench-unused',
  PUBLIC_URL: 'http://127.0.0.1:9',
  BANK_WEBHOOK_SECRET: 'bench0unused0bank0webhook0secret0000000',
  BANK_COLLECTION_BANK: 'Bench Bank',
  BANK_COLLECTION_ACCOUNT_NAME: 'ABODE Bench Collections',
  BANK_COLLECTION_ACCOUNT_NUMBER: '0000 1111 2222',
  BANK_COLLECTION_BRANCH: 'Bench Branch',
  PAYSTACK_ENV: 'live',
  PAYSTACK_BASE_URL: 'http://127.0.0.1:9/',
  PAYSTACK_SECRET_KEY: 'sk_test_0bench0unused0000000',
  ...(embedded ? { ABODE_ALLOW_EMBEDDED_DB: '1' } : {}),
});

/** Runs a command to its end; rejects with its exit code. */
export function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(args[0] ?? command)} exited with ${code}`)),
    );
  });
}

/** Starts the built server and resolves once /api/health answers; `{ child, startedIn }` (seconds). */
export async function startServer(build, env, port, { timeoutMs = 180_000, pollMs = 50 } = {}) {
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the server under load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, build.server], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode} (is port ${port} free? set BENCH_PORT)`);
    }
    if (performance.now() - started > timeoutMs) {
      await stopServer(child);
      throw new Error(`the server was not healthy within ${timeoutMs / 1000} s`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return { child, startedIn: (performance.now() - started) / 1000 };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

export async function stopServer(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const openRuns = new Set();

/**
 * One run's own world: database `name`, made fresh on the server of `serverUrl`, a data folder, the production
 * build serving on them (it migrates), and a small client of the database for the bench's own reads and checks.
 * `close()` stops and removes all of it; `closeRuns()` closes whatever is still open (a run that threw, Ctrl-C).
 */
export async function startRun(build, serverUrl, name, env) {
  const url = await createDatabase(serverUrl, name);
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const run = { url, child: null, sql: null };
  run.close = async () => {
    openRuns.delete(run);
    await run.sql?.end();
    await stopServer(run.child);
    await dropDatabase(serverUrl, name);
    rmSync(dataDir, { recursive: true, force: true });
  };
  openRuns.add(run);
  const port = await freePort();
  run.base = `http://127.0.0.1:${port}`;
  ({ child: run.child } = await startServer(
    build,
    { ...env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: '1' },
    port,
  ));
  run.sql = postgres(url, { max: 2, onnotice: () => {} });
  return run;
}

export async function closeRuns() {
  for (const run of [...openRuns]) await run.close();
}

/**
 * Runs `cleanup` once, at the end or when the run is interrupted (Ctrl-C), so no server, database or data
 * folder outlives the benchmark.
 */
export function onInterrupt(cleanup) {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    await cleanup();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up…`);
      once().finally(() => process.exit(130));
    });
  }
  return once;
}

// ---- Where the CPU goes ----

const clockTicksPerSecond = 100; // Linux's USER_HZ, the unit of /proc/<pid>/stat's utime and stime.

function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
  } catch {
    return 0; // The process ended, or this is not Linux.
  }
}

function postgresCpuMs() {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) total += processCpuMs(entry);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return total;
}

/**
 * CPU time spent by the server process and by this machine's PostgreSQL processes between start() and the
 * returned stop(), in ms, or null where /proc cannot say (not Linux, or the database on another machine: then
 * PostgreSQL's share reads 0). A backend that ends in between takes its time with it, so PostgreSQL's share is
 * a lower bound; the pool keeps its connections, so in practice it is the whole.
 */
export function cpuMeter(serverPid) {
  if (!existsSync('/proc/self/stat')) return { stop: () => null };
  const server = processCpuMs(serverPid);
  const database = postgresCpuMs();
  return {
    stop: () => ({ serverMs: processCpuMs(serverPid) - server, postgresMs: postgresCpuMs() - database }),
  };
}
