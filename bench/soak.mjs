// `npm run soak [-- --minutes 10] [--rate 50]`: mixed, realistic traffic at a fixed rate against the
// production build on PostgreSQL, for a long while, to see what a short benchmark cannot: errors that come
// with time, latency that drifts, memory that grows.
//
// A fresh database on the server in BENCH_DATABASE_URL or DATABASE_URL (dropped afterwards) is loaded with the
// demo data by the build's seed (2,000 listings, 60 service providers and their customers), then the build
// runs with NODE_ENV=production and local file storage in a temporary folder. The demo accounts are signed in
// first; then, at `--rate` requests a second for `--minutes` (open loop: a request is sent at its time
// whether or not earlier ones have answered), searches from the fixed mix of bench:search, listing pages,
// service searches and provider pages, /api/me, sign-ins, viewing requests and KYC uploads. It prints the
// errors by status, the latency percentiles (each kind's too), the rate achieved and the server's resident
// memory, sampled every 10 s from /proc: the first minute against the last, and the slope. All traffic goes
// to 127.0.0.1; the run is bounded (requests, time) and stops by itself. Builds first when dist/ is missing
// or older than the sources. Exits 1 when more than 1 % of requests failed.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createDatabase,
  dropDatabase,
  freePort,
  onInterrupt,
  percentile,
  postgresUrlFromEnv,
  postgresVersion,
  productionBuild,
  productionEnv,
  run,
  startServer,
  stopServer,
  whereIs,
} from './bench-support.mjs';
import { buildQueries } from './search-queries.mjs';
import { buildServiceQueries } from './services-queries.mjs';

const { values: flags } = parseArgs({
  options: { minutes: { type: 'string', default: '10' }, rate: { type: 'string', default: '50' } },
});
const minutes = Number(flags.minutes);
const rate = Number(flags.rate);
if (!(minutes > 0 && minutes <= 24 * 60) || !(rate > 0 && rate <= 1000)) {
  console.error('--minutes must be above 0 (at most a day) and --rate between 1 and 1000 requests a second');
  process.exit(1);
}
const serverUrl = postgresUrlFromEnv();
if (!serverUrl) {
  console.error(
    'The soak runs on PostgreSQL: set BENCH_DATABASE_URL or DATABASE_URL (a role that may create databases).',
  );
  process.exit(1);
}

const total = Math.round(minutes * 60 * rate);
const timeoutMs = 30_000;
// More in flight than this means the server has stopped keeping up: further requests are counted as
// refused by the client instead of piling up without bound.
const maxInFlight = Math.max(100, rate * 10);
const sampleEveryMs = 10_000;

// ---- The build ----

const buildFiles = ['dist/server/index.js', 'dist/server/seed-cli.js', 'dist/web/index.html'];
if (buildFiles.some((file) => !existsSync(file)) || productionBuild().stale) {
  console.log('The production build is missing or older than the sources: npm run build…');
  await run('npm', ['run', 'build']).catch(() => {
    console.error('npm run build failed (above); the soak needs the build.');
    process.exit(1);
  });
}
const build = productionBuild();

// ---- The traffic ----

/** A client address of its own per user (TRUST_PROXY=1), so per-client limits see many people, as in life. */
const addressOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

async function soak(base, pid) {
  // Who signs in: the demo tenant, the 12 demo customers and the 60 demo providers (phones verified).
  const accounts = [
    { email: 'tenant@demo.abode.co.ke', password: 'Demo-Tenant-2026' },
    ...Array.from({ length: 12 }, (_, i) => ({
      email: `customer${String(i + 1).padStart(2, '0')}@demo.abode.co.ke`,
      password: 'Demo-Customer-2026',
    })),
    ...Array.from({ length: 60 }, (_, i) => ({
      email: `provider${String(i + 1).padStart(2, '0')}@demo.abode.co.ke`,
      password: 'Demo-Provider-2026',
    })),
  ].map((account, n) => ({ ...account, address: addressOf(n + 1), cookie: '', viewings: 0 }));
  const signIn = (account) =>
    fetch(`${base}/api/identity/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': account.address },
      body: JSON.stringify({ email: account.email, password: account.password }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  for (const account of accounts) {
    const res = await signIn(account);
    if (res.status !== 200) throw new Error(`signing in ${account.email} answered ${res.status}`);
    account.cookie = cookieOf(res);
  }

  const searches = buildQueries(1000);
  const serviceSearches = buildServiceQueries(300);
  const listingIds = [];
  for (let page = 1; page <= 5; page += 1) {
    const res = await fetch(
      `${base}/api/search?q=${encodeURIComponent('homes in nairobi')}&pageSize=48&page=${page}`,
    );
    listingIds.push(...(await res.json()).results.map((listing) => listing.id));
  }
  const providerIds = [];
  for (const q of ['plumber', 'cleaner', 'electrician', 'painter', 'gardener', 'carpenter']) {
    const res = await fetch(`${base}/api/services/search?${new URLSearchParams({ q })}`);
    providerIds.push(...(await res.json()).results.map((provider) => provider.id));
  }
  if (listingIds.length < 100 || providerIds.length === 0)
    throw new Error('the demo data has too few listings or providers');
  const customers = accounts.slice(1, 13);
  const upload = readFileSync('e2e/fixtures/id-front.jpg');

  // What people do, by share of requests. A viewing request and an upload come on a clock of their own (below):
  // each person may ask for 20 viewings an hour, one per home.
  const mix = [
    ['search', 40],
    ['listing', 20],
    ['services search', 14],
    ['provider', 6],
    ['me', 16],
    ['sign-in', 4],
  ];
  const weightTotal = mix.reduce((sum, [, weight]) => sum + weight, 0);
  let state = 0x50a4;
  const random = () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 4294967296;
  };
  const pick = (items) => items[Math.floor(random() * items.length)];
  const viewingEvery = Math.max(1, Math.round(rate * 3)); // one every 3 s: under 20 an hour for each of 73 people
  const uploadEvery = Math.max(1, Math.round(rate * 10)); // one every 10 s
  let viewingTurn = 0;

  /** The i-th request: [kind, path, init]. */
  const requestFor = (i) => {
    if (i % uploadEvery === uploadEvery - 1) {
      const customer = customers[((i / uploadEvery) % customers.length) | 0];
      const form = new FormData();
      form.set('category', pick(['id_front', 'selfie']));
      form.set('file', new Blob([upload], { type: 'image/jpeg' }), 'id.jpg');
      return [
        'upload',
        '/api/kyc/documents',
        { method: 'POST', body: form, headers: { cookie: customer.cookie } },
      ];
    }
    if (i % viewingEvery === viewingEvery - 1) {
      const turn = viewingTurn++;
      const account = accounts[turn % accounts.length];
      const listingId = listingIds[Math.floor(turn / accounts.length) % listingIds.length];
      const scheduledAt = new Date(Date.now() + (2 + (turn % 20)) * 24 * 60 * 60 * 1000).toISOString();
      return [
        'viewing',
        '/api/viewings',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: account.cookie,
            'x-forwarded-for': account.address,
          },
          body: JSON.stringify({ listingId, scheduledAt, message: 'Is the unit still available this week?' }),
        },
      ];
    }
    let roll = random() * weightTotal;
    const kind = mix.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 'search';
    if (kind === 'search') {
      const [q, intent] = searches[i % searches.length];
      return [kind, `/api/search?${new URLSearchParams({ q, intent })}`, {}];
    }
    if (kind === 'listing') return [kind, `/api/listings/${pick(listingIds)}`, {}];
    if (kind === 'services search') {
      return [
        kind,
        `/api/services/search?${new URLSearchParams(serviceSearches[i % serviceSearches.length])}`,
        {},
      ];
    }
    if (kind === 'provider') return [kind, `/api/services/providers/${pick(providerIds)}`, {}];
    const account = pick(accounts);
    if (kind === 'me') return [kind, '/api/me', { headers: { cookie: account.cookie } }];
    return [
      'sign-in',
      '/api/identity/sign-in',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': account.address },
        body: JSON.stringify({ email: account.email, password: account.password }),
      },
    ];
  };

  const latencies = new Map(); // kind -> ms[]
  const failures = new Map(); // "kind status" -> count
  const fail = (kind, what) =>
    failures.set(`${what} (${kind})`, (failures.get(`${what} (${kind})`) ?? 0) + 1);
  let inFlight = 0;
  let answered = 0;
  const pending = new Set();
  const send = async (i) => {
    const [kind, url, init] = requestFor(i);
    if (inFlight >= maxInFlight) return fail(kind, 'not sent: too many in flight');
    inFlight += 1;
    const sent = performance.now();
    try {
      const res = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      await res.arrayBuffer();
      const ms = performance.now() - sent;
      if (!latencies.has(kind)) latencies.set(kind, []);
      latencies.get(kind).push(ms);
      answered += 1;
      if (res.status >= 400) fail(kind, String(res.status));
    } catch (error) {
      fail(kind, error?.name === 'TimeoutError' ? 'timeout' : 'network error');
    } finally {
      inFlight -= 1;
    }
  };

  const memory = [];
  const sampleMemory = (at) => {
    try {
      const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
      memory.push({ at, mb: kb / 1024 });
    } catch {
      // The server is gone; the run reports what it answered.
    }
  };

  console.log(
    `signed in ${accounts.length} demo accounts; ${listingIds.length} listings, ${providerIds.length} providers to visit`,
  );
  console.log(`sending ${total.toLocaleString('en')} requests over ${minutes} min…`);
  const started = performance.now();
  sampleMemory(0);
  const sampler = setInterval(() => sampleMemory((performance.now() - started) / 1000), sampleEveryMs);
  const progress = setInterval(() => {
    const elapsed = (performance.now() - started) / 1000;
    const errors = [...failures.values()].reduce((sum, n) => sum + n, 0);
    const rss = memory.at(-1)?.mb.toFixed(0) ?? '?';
    console.log(
      `  ${(elapsed / 60).toFixed(1)} min: ${answered.toLocaleString('en')} answered, ${errors} errors, ${inFlight} in flight, RSS ${rss} MB`,
    );
  }, 60_000);
  // Open loop: request i leaves at started + i / rate, checked every 5 ms.
  let next = 0;
  await new Promise((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
      for (; next < due; next += 1) {
        const request = send(next);
        pending.add(request);
        request.finally(() => pending.delete(request));
      }
      if (next >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  const sendingSeconds = (performance.now() - started) / 1000;
  await Promise.all(pending); // each bounded by its timeout
  const elapsed = (performance.now() - started) / 1000;
  sampleMemory(elapsed);
  clearInterval(sampler);
  clearInterval(progress);

  // ---- The figures ----
  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const errors = [...failures.values()].reduce((sum, n) => sum + n, 0);
  const ms = (value) => (value === undefined ? '–' : `${value.toFixed(value < 10 ? 1 : 0)} ms`);
  const triple = (sorted) =>
    `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}`;
  console.log('');
  console.log(
    `requests: ${total.toLocaleString('en')} sent in ${sendingSeconds.toFixed(0)} s, ${answered.toLocaleString('en')} answered`,
  );
  console.log(
    `rate:     ${(total / sendingSeconds).toFixed(1)} sent/s, ${(answered / elapsed).toFixed(1)} answered/s (asked ${rate}/s)`,
  );
  console.log(`errors:   ${errors} (${((errors / total) * 100).toFixed(2)} %)`);
  for (const [what, count] of [...failures].sort((a, b) => b[1] - a[1])) console.log(`  ${what}: ${count}`);
  console.log(`latency:  ${triple(all)}, max ${ms(all.at(-1))}`);
  for (const [kind, values] of [...latencies].sort((a, b) => b[1].length - a[1].length)) {
    values.sort((a, b) => a - b);
    console.log(`  ${kind.padEnd(16)} ${String(values.length).padStart(7)}  ${triple(values)}`);
  }
  const mean = (samples) => samples.reduce((sum, s) => sum + s.mb, 0) / samples.length;
  const firstMinute = memory.filter((s) => s.at <= 60);
  const lastMinute = memory.filter((s) => s.at >= elapsed - 60);
  // Least squares, in MB per minute: over every sample, and after the first minute (caches and pools filled).
  const slopeOf = (samples) => {
    if (samples.length < 2) return NaN;
    const mx = samples.reduce((sum, s) => sum + s.at, 0) / samples.length;
    const my = mean(samples);
    const sxy = samples.reduce((sum, s) => sum + (s.at - mx) * (s.mb - my), 0);
    const sxx = samples.reduce((sum, s) => sum + (s.at - mx) ** 2, 0);
    return (sxy / sxx) * 60;
  };
  const signed = (value) =>
    Number.isNaN(value) ? '–' : `${value >= 0 ? '+' : ''}${value.toFixed(2)} MB/min`;
  console.log(
    `memory:   RSS first minute ${mean(firstMinute).toFixed(0)} MB, last minute ${mean(lastMinute).toFixed(0)} MB, ` +
      `peak ${Math.max(...memory.map((s) => s.mb)).toFixed(0)} MB over ${memory.length} samples; ` +
      `trend ${signed(slopeOf(memory))}, after the first minute ${signed(slopeOf(memory.filter((s) => s.at >= 60)))}`,
  );
  console.log(`  every ${sampleEveryMs / 1000} s: ${memory.map((s) => s.mb.toFixed(0)).join(' ')}`);
  return errors / total > 0.01;
}

// ---- Database, seed, server ----

const name = `abode_soak_${Date.now().toString(36)}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'abode-soak-'));
let server;
const cleanup = onInterrupt(async () => {
  await stopServer(server);
  await dropDatabase(serverUrl, name).catch((error) =>
    console.error(`could not drop ${name}: ${error.message}`),
  );
  rmSync(dataDir, { recursive: true, force: true });
});

let failed = false;
try {
  const url = await createDatabase(serverUrl, name);
  console.log(`soak: ${minutes} min at ${rate} requests/s (${total.toLocaleString('en')} requests)`);
  console.log(`build:    ${build.label}`);
  console.log(`database: ${await postgresVersion(url)}, ${whereIs(url)} (fresh, dropped afterwards)`);
  const env = { DATABASE_URL: url, DATA_DIR: dataDir, STORAGE_DRIVER: 'local', TRUST_PROXY: '1' };
  const seedStarted = performance.now();
  await run(process.execPath, [build.seed], { ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn' });
  console.log(`seeded:   the demo data in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
  const port = await freePort();
  // Production wants real M-Pesa settings; these name the sandbox on a closed local port, never called.
  const mpesa = {
    MPESA_ENV: 'sandbox',
    MPESA_BASE_URL: 'http://127.0.0.1:9/',
    MPESA_CONSUMER_KEY: 'soak-unused',
    MPESA_CONSUMER_SECRET: 'soak-unused',
    MPESA_SHORTCODE: '174379',
    MPESA_PASSKEY: 'soak-unused',
    MPESA_CALLBACK_TOKEN: 'soak0unused0callback0token0',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYSTACK_ENV: 'live',
    PAYSTACK_BASE_URL: 'http://127.0.0.1:9/',
    PAYSTACK_SECRET_KEY: 'sk_test_0soak0unused00000000',
  };
  const started = await startServer(
    build,
    { ...env, ...productionEnv(false), ...mpesa, LOG_LEVEL: 'warn' },
    port,
  );
  server = started.child;
  console.log(`server:   pid ${server.pid}, healthy in ${started.startedIn.toFixed(1)} s`);
  failed = await soak(`http://127.0.0.1:${port}`, server.pid);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);
