// The harness both search benchmarks share. It seeds a database of its own with exactly the size asked for,
// starts the production build (dist/server/index.js, NODE_ENV=production) on it, sends a fixed list of
// distinct queries over HTTP with keep-alive at each number of concurrent clients, and prints, per number of
// clients, the median over the runs of:
//   - server time: the whole request inside the server, from its Server-Timing `total` (the outermost
//     middleware: every middleware, the handler, serialising, compressing); p50, p95, p99;
//   - queueing and network: the client's latency minus that server time, request by request: the time a
//     request waited for the server's event loop (and travelled), which grows with the clients;
//   - the client's latency and requests per second.
// With --against <other build folder>, the two builds take turns on the same database: each run starts this
// build's server, warms it and measures every number of clients, then does the same with the other build. On
// a machine whose speed drifts, builds measured in turns can be compared where separate runs cannot. A table
// of both builds' medians follows.
//
// The database, always named in the output:
//   - embedded PGlite (no DATABASE_URL): a fresh data folder for each run, removed afterwards;
//   - PostgreSQL (DATABASE_URL or BENCH_DATABASE_URL names the server): a fresh database on that server for
//     each run, `abode_bench_<what>_<size>_<pid>`, dropped afterwards. --keep keeps it as
//     `abode_bench_<what>_<size>` and --reuse measures that kept database again without seeding, after
//     counting that it holds exactly the size asked for;
//   - BENCH_DATABASE_URL with --exact: that very database, never dropped: seeded when empty, measured when it
//     holds exactly the size asked for, refused otherwise.
// Either way the rows are counted before measuring and the run stops if they are not the size asked for, so a
// run at 10,000 after one at 100,000 cannot measure 100,000.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createDatabase,
  databaseExists,
  dropDatabase,
  median,
  onInterrupt,
  openSql,
  percentile,
  pgliteVersion,
  postgresUrlFromEnv,
  postgresVersion,
  productionBuild,
  productionEnv,
  run,
  startServer,
  stopServer,
  whereIs,
  withDatabase,
} from './bench-support.mjs';

/**
 * @param {object} bench
 * @param {string} bench.title what is measured, e.g. "GET /api/search"
 * @param {string} bench.noun what is seeded, plural ("listings", "service providers")
 * @param {string} bench.slug short name for database names ("listings", "providers")
 * @param {string} bench.countFlag the flag that sets how many (`--listings`, `--providers`)
 * @param {string} bench.defaultCount
 * @param {(count: number) => string[]} bench.seedArgs arguments of the built seed-cli.js
 * @param {(db: {query: Function}, count: number) => Promise<string>} [bench.afterSeed] more data the seeder
 *   does not make; says what it added
 * @param {(db: {query: Function}, count: number) => Promise<{ok: boolean, text: string}>} bench.countRows
 *   counts what the database holds and says whether it is the size asked for
 * @param {string[]} bench.analyzeTables tables to vacuum and analyse after seeding
 * @param {(count: number) => unknown[]} bench.buildQueries the fixed query mix (distinct)
 * @param {(queries: unknown[]) => void} bench.checkQueries throws if the mix has a repeat or a reversed range
 * @param {(query: any) => string} bench.pathOf the API path and query string of one query
 */
export async function runSearchBench(bench) {
  try {
    await benchmark(bench);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(`Refused: ${error.message}`);
    process.exitCode = 1;
  }
}

/** A run the benchmark will not make, said in one line. */
class Refusal extends Error {}

async function benchmark(bench) {
  const { values: flags } = parseArgs({
    options: {
      [bench.countFlag]: { type: 'string', default: bench.defaultCount },
      engine: { type: 'string' },
      clients: { type: 'string', default: '1,8,32' },
      queries: { type: 'string', default: '1000' },
      warmup: { type: 'string', default: '200' },
      runs: { type: 'string', default: '3' },
      build: { type: 'string', default: process.env.BENCH_BUILD ?? 'dist' },
      against: { type: 'string' },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
      exact: { type: 'boolean', default: false },
    },
  });
  const count = Number(flags[bench.countFlag]);
  if (!Number.isInteger(count) || count < 0) throw new Refusal(`--${bench.countFlag} must be a whole number`);
  const clientCounts = flags.clients.split(',').map(Number);
  const runs = Number(flags.runs);
  const warmupCount = Number(flags.warmup);
  const port = Number(process.env.BENCH_PORT ?? 4391);
  const serverUrl = postgresUrlFromEnv();
  const engine = flags.engine ?? (serverUrl ? 'postgres' : 'pglite');
  if (engine === 'postgres' && !serverUrl) {
    throw new Refusal('--engine postgres needs DATABASE_URL (or BENCH_DATABASE_URL): the server to use');
  }
  if (flags.exact && !process.env.BENCH_DATABASE_URL) throw new Refusal('--exact needs BENCH_DATABASE_URL');
  const build = productionBuild(flags.build, { web: false });
  const builds = [build, ...(flags.against ? [productionBuild(flags.against, { web: false })] : [])];

  // The queries first: a mix with a repeat or a reversed range is refused before anything is seeded. The
  // warm-up queries are distinct from the measured ones.
  const all = bench.buildQueries(Number(flags.queries) + warmupCount);
  bench.checkQueries(all);
  const warmup = all.slice(0, warmupCount);
  const queries = all.slice(warmupCount);

  // ---- The database ----
  const kept = `abode_bench_${bench.slug}_${count}`;
  // A data folder of its own in any case: the embedded database's, or on PostgreSQL the stored files'.
  const dataDir = mkdtempSync(path.join(tmpdir(), `abode-bench-${bench.slug}-`));
  const removeDataDir = async () => rmSync(dataDir, { recursive: true, force: true });
  const target = { url: '', dataDir, label: '', cleanup: removeDataDir, seed: true };
  if (engine === 'pglite') {
    target.label = `embedded ${pgliteVersion()}, fresh data folder ${dataDir} (removed afterwards)`;
  } else if (flags.exact) {
    target.url = process.env.BENCH_DATABASE_URL;
    target.label = `${await postgresVersion(target.url)} at ${whereIs(target.url)} (BENCH_DATABASE_URL, kept)`;
  } else if (flags.reuse) {
    if (!(await databaseExists(serverUrl, kept))) {
      throw new Refusal(`--reuse: no database ${kept} on ${whereIs(serverUrl)}; run once with --keep first`);
    }
    target.url = withDatabase(serverUrl, kept);
    target.seed = false;
    target.label = `${await postgresVersion(target.url)} at ${whereIs(target.url)} (kept by an earlier --keep run)`;
  } else {
    const name = flags.keep ? kept : `${kept}_${process.pid}`;
    target.url = await createDatabase(serverUrl, name);
    target.label =
      `${await postgresVersion(target.url)} at ${whereIs(target.url)} ` +
      `(fresh, on the server of ${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'DATABASE_URL'}; ` +
      `${flags.keep ? 'kept: --reuse measures it again' : 'dropped afterwards'})`;
    if (!flags.keep) {
      target.cleanup = async () => {
        await dropDatabase(serverUrl, name);
        await removeDataDir();
      };
    }
  }
  const env = { DATABASE_URL: target.url, DATA_DIR: dataDir };

  let server;
  const cleanup = onInterrupt(async () => {
    await stopServer(server);
    await target.cleanup();
  });
  try {
    console.log(`${bench.title}, ${count.toLocaleString('en')} ${bench.noun}`);
    console.log(`database: ${target.label}`);
    console.log(`build:    ${build.label}`);
    if (builds[1]) console.log(`against:  ${builds[1].label} (the two take turns, run by run)`);

    // Seeded unless reused. An exact database is counted first: seeded when empty, measured as it is when it
    // holds the size asked for, refused otherwise.
    const countIn = async (db) => {
      try {
        return await bench.countRows(db, count);
      } catch (error) {
        if (/does not exist/.test(String(error?.message)))
          return { ok: false, empty: true, text: 'no tables' };
        throw error;
      }
    };
    let db;
    let counted;
    if (!target.seed || flags.exact) {
      db = await openSql(target);
      counted = await countIn(db);
      await db.close();
      if (flags.exact && counted.ok) target.seed = false;
      else if (flags.exact && !counted.empty) {
        throw new Refusal(
          `BENCH_DATABASE_URL holds other data (${counted.text}), not ${count.toLocaleString('en')} ` +
            `${bench.noun}: give it an empty database, or one of that size`,
        );
      }
    }
    if (target.seed) {
      console.log(`Seeding ${count.toLocaleString('en')} ${bench.noun} (${path.basename(build.seed)})…`);
      const seedStarted = performance.now();
      await run(process.execPath, [build.seed, ...bench.seedArgs(count)], {
        ...env,
        NODE_ENV: 'development', // the demo generators run outside production only
        LOG_LEVEL: 'warn',
      });
      db = await openSql(target);
      if (bench.afterSeed) console.log(`  ${await bench.afterSeed(db, count)}`);
      // Visibility map and statistics, as autovacuum would leave them on a settled database (PGlite has none).
      for (const table of bench.analyzeTables) await db.query(`vacuum analyze "${table}"`);
      console.log(`  seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
      counted = await countIn(db);
      await db.close();
    }
    console.log(`data:     ${counted.text}`);
    if (!counted.ok) {
      throw new Refusal(
        `the database does not hold the ${count.toLocaleString('en')} ${bench.noun} asked for; ` +
          'measuring it would report another size (drop it, or run without --reuse/--exact)',
      );
    }

    /** For each build, for each number of clients, the figures of each run. */
    const rounds = builds.map(() => new Map(clientCounts.map((clients) => [clients, []])));
    let whole;
    // A server of the build, warmed up (caches, the planner, the JIT) by queries other than the measured ones.
    // The first one says what the server time covers; a second build must time the same.
    const session = async (which) => {
      server = (await startServer(which, { ...env, ...productionEnv(!target.url), LOG_LEVEL: 'warn' }, port))
        .child;
      const searchOnce = searcher(port, bench.pathOf);
      let probe;
      for (const query of warmup) probe = await searchOnce(query);
      probe ??= await searchOnce(queries[0]);
      const measuredWhole = Number.isFinite(probe.total);
      if (whole !== undefined) {
        if (whole !== measuredWhole) {
          throw new Refusal('one build times the whole request and the other only the search handler');
        }
        return searchOnce;
      }
      whole = measuredWhole;
      console.log(
        `server:   NODE_ENV=production; server time = ${
          whole
            ? 'the whole request (Server-Timing total: middleware, handler, serialising, compressing)'
            : 'the search handler only (Server-Timing search): the whole-request middleware is not mounted, ' +
              'so "queueing" below also holds the middleware, serialisation and compression'
        }`,
      );
      console.log(
        `queries:  ${queries.length.toLocaleString('en')} distinct (checked: no repeats, ranges low to high), ` +
          `after ${warmup.length} other warm-up queries; clients ${clientCounts.join(', ')}; median of ${runs} run${runs > 1 ? 's' : ''}`,
      );
      return searchOnce;
    };
    if (builds.length === 1) {
      // One server for every run.
      const searchOnce = await session(build);
      for (const clients of clientCounts) {
        for (let i = 0; i < runs; i += 1) {
          rounds[0].get(clients).push(await measure(searchOnce, queries, clients, whole));
        }
      }
    } else {
      for (let i = 0; i < runs; i += 1) {
        for (const [b, which] of builds.entries()) {
          const searchOnce = await session(which);
          for (const clients of clientCounts) {
            rounds[b].get(clients).push(await measure(searchOnce, queries, clients, whole));
          }
          await stopServer(server);
          server = undefined;
        }
      }
    }

    const resultsOf = (byClients) =>
      clientCounts.map((clients) => {
        const taken = byClients.get(clients);
        const row = { clients };
        for (const key of Object.keys(taken[0])) {
          row[key] = Math.round(median(taken.map((round) => round[key])) * 10) / 10;
        }
        return row;
      });
    const results = resultsOf(rounds[0]);
    if (builds[1]) console.log(`\n${build.label}:`);
    printTable(results, whole);
    let against;
    if (builds[1]) {
      against = { build: builds[1].label, results: resultsOf(rounds[1]) };
      console.log(`\n${against.build}:`);
      printTable(against.results, whole);
      printComparison(results, against.results);
    }
    console.log(
      `\n${JSON.stringify({
        bench: bench.title,
        database: target.label,
        build: build.label,
        [bench.slug]: count,
        counted: counted.text,
        serverTime: whole ? 'whole request' : 'handler only',
        queries: queries.length,
        runs,
        results,
        ...(against ? { against } : {}),
      })}`,
    );
  } finally {
    await cleanup();
  }
}

/**
 * One search, timed by the client, with the server's own figures. node:http with keep-alive rather than fetch:
 * the load generator shares the machine's two cores with the server and the database, and fetch spends about
 * 2 ms of CPU per request (node:http under 1). It asks for compression as a browser does and reads every byte
 * of the answer; decompressing is the client's work, so it does not.
 */
function searcher(port, pathOf) {
  const agent = new http.Agent({ keepAlive: true });
  return async function searchOnce(query) {
    const started = performance.now();
    const { status, headers } = await new Promise((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port,
            path: pathOf(query),
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
    if (status !== 200) throw new Error(`${pathOf(query)} answered ${status}`);
    const timing = String(headers['server-timing'] ?? '');
    const metric = (name) => Number(new RegExp(`(?:^|,)\\s*${name};dur=([\\d.]+)`).exec(timing)?.[1] ?? NaN);
    return { client, total: metric('total'), handler: metric('search') };
  };
}

/** All the queries, shared out to `clients` loops that each send the next one as soon as theirs returns. */
async function measure(searchOnce, queries, clients, whole) {
  const samples = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < queries.length) samples.push(await searchOnce(queries[next++]));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = (values) => values.sort((a, b) => a - b);
  const server = sorted(samples.map((s) => (whole ? s.total : s.handler)));
  const handler = sorted(samples.map((s) => s.handler));
  const queueing = sorted(samples.map((s) => s.client - (whole ? s.total : s.handler)));
  const client = sorted(samples.map((s) => s.client));
  const stats = {};
  for (const [name, values] of Object.entries({ server, handler, queueing, client })) {
    for (const p of [50, 95, 99]) stats[`${name}P${p}`] = percentile(values, p);
  }
  return { ...stats, perSecond: queries.length / seconds };
}

/** The two builds' medians side by side: client p95 and searches a second, and how much this build differs. */
function printComparison(results, others) {
  const change = (mine, theirs) =>
    `${mine >= theirs ? '+' : '−'}${Math.abs((mine / theirs - 1) * 100).toFixed(1)} %`;
  console.log('\n(this build against the other: medians of the runs they took in turns)');
  console.log(
    ['clients', 'client p95 ms', 'other', 'change', 'req/s', 'other', 'change']
      .map((name, i) => name.padStart(i === 0 ? 7 : 13))
      .join(' | '),
  );
  for (const [i, r] of results.entries()) {
    const o = others[i];
    console.log(
      [
        String(r.clients).padStart(7),
        r.clientP95.toFixed(1).padStart(13),
        o.clientP95.toFixed(1).padStart(13),
        change(r.clientP95, o.clientP95).padStart(13),
        r.perSecond.toFixed(0).padStart(13),
        o.perSecond.toFixed(0).padStart(13),
        change(r.perSecond, o.perSecond).padStart(13),
      ].join(' | '),
    );
  }
}

function printTable(results, whole) {
  const ms = (r, name) => [50, 95, 99].map((p) => r[`${name}P${p}`].toFixed(1).padStart(6)).join(' /');
  const columns = [
    ['clients', 7, (r) => String(r.clients)],
    [whole ? 'server, whole request' : 'server, handler only', 22, (r) => ms(r, 'server')],
    ...(whole ? [['of which search handler', 22, (r) => ms(r, 'handler')]] : []),
    ['queueing + network', 22, (r) => ms(r, 'queueing')],
    ['client latency', 22, (r) => ms(r, 'client')],
    ['req/s', 6, (r) => r.perSecond.toFixed(0)],
  ];
  console.log(`\n(ms: p50 / p95 / p99; queueing + network = client latency − server time, per request)`);
  console.log(columns.map(([name, width]) => name.padStart(width)).join(' | '));
  for (const r of results) console.log(columns.map(([, width, cell]) => cell(r).padStart(width)).join(' | '));
}
