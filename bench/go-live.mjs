// `npm run bench:go-live [-- --listings 30] [--build dist]`: how long from a reviewer's Go Live (approving a
// listing) until renters' searches find it, on the production build and PostgreSQL. Target: under 1 s.
//
// The build runs as `npm start` runs it (development mode, the demo data: 2,000 listings, the demo landlord
// and superadmin) on a fresh database on the server in BENCH_DATABASE_URL or DATABASE_URL, dropped afterwards.
// The bench writes `--listings` listings of the demo landlord waiting for review straight into the database
// (as List Property leaves one after 'Submit for verification'): each a 5-bedroom villa to rent in Kilimani at
// KES 20,000, so the search below asks for exactly it. Then, one at a time, the superadmin approves one through
// the API (POST /api/listing-review/:id/approve, signed in through the API) while a renter's search
// (GET /api/search?q=5 bedroom villa in Kilimani under 25,000) runs again and again; the clock runs from the
// moment the approval is sent until the first search answer holding the listing. Before the approval every
// search must not hold it. Prints, per listing and as median and p95: the approval's answer time, and Go Live →
// first search that finds it (that includes the approval itself and one search's answer). All traffic is to
// 127.0.0.1; the run is bounded.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import {
  createDatabase,
  dropDatabase,
  freePort,
  median,
  onInterrupt,
  percentile,
  requirePostgresUrl,
  postgresVersion,
  productionBuild,
  startServer,
  stopServer,
  whereIs,
} from './bench-support.mjs';

const { values: flags } = parseArgs({
  options: {
    listings: { type: 'string', default: '30' },
    build: { type: 'string', default: 'dist' },
  },
});
const count = Number(flags.listings);
if (!Number.isInteger(count) || count < 1) {
  console.error('--listings is a whole number above 0');
  process.exit(1);
}
const serverUrl = requirePostgresUrl();
const build = productionBuild(flags.build, { web: false });
const searchUrl = (base) =>
  `${base}/api/search?${new URLSearchParams({ q: '5 bedroom villa in Kilimani under 25,000', intent: 'rent', pageSize: '48' })}`;
const timeoutMs = 10_000;

const name = `abode_bench_go_live_${process.pid}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'abode-bench-go-live-'));
let child;
let sql;
const cleanup = onInterrupt(async () => {
  await sql?.end({ timeout: 5 });
  if (child) await stopServer(child);
  await dropDatabase(serverUrl, name);
  rmSync(dataDir, { recursive: true, force: true });
});

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${median(sorted).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
};

async function found(base, id) {
  const res = await fetch(searchUrl(base));
  if (!res.ok) throw new Error(`search answered ${res.status}`);
  const { results } = await res.json();
  return results.some((result) => result.id === id);
}

try {
  console.log(
    `bench:go-live: ${build.label}; ${await postgresVersion(serverUrl)} at ${whereIs(serverUrl)}; ${count} listings`,
  );
  if (build.stale) console.log('WARNING: the build is older than the sources; figures are of the build.');
  const url = await createDatabase(serverUrl, name);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  ({ child } = await startServer(
    build,
    {
      NODE_ENV: 'development',
      ABODE_DEMO: '1',
      SEED_DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
    },
    port,
    { timeoutMs: 300_000 },
  ));
  // The demo data is loaded before the server listens; its superadmin signs in as the web app does.
  const signIn = await fetch(`${base}/api/identity/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.abode.co.ke', password: 'Demo-Superadmin-2026' }),
  });
  if (signIn.status !== 200) throw new Error(`the superadmin's sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  sql = postgres(url, { max: 1, onnotice: () => {} });
  const [landlord] = await sql`select id from users where email = 'landlord@demo.abode.co.ke'`;
  const [kilimani] = await sql`select id from locations where name = 'Kilimani'`;
  const ids = Array.from({ length: count }, () => randomUUID());
  await sql`insert into listings ${sql(
    ids.map((id, i) => ({
      id,
      name: `Go Live Bench Villa ${i + 1}`,
      description: 'A five-bedroom villa waiting for its review, for the Go Live benchmark.',
      intent: 'rent',
      property_type: 'villa',
      bedrooms: 5,
      bathrooms: 5,
      sqft: 4200,
      price: 20_000,
      location_id: kilimani.id,
      amenities: ['parking', 'garden'],
      photos: ['ex-v-0000000000b1'],
      host_name: 'Demo Landlord',
      host_kind: 'owner',
      host_user_id: landlord.id,
      status: 'pending',
      verified: false,
    })),
  )}`;

  await sql`insert into listing_submissions ${sql(ids.map((id) => ({ listing_id: id, submitted_at: new Date() })))}`;

  const approvals = [];
  const searchable = [];
  for (const id of ids) {
    if (await found(base, id)) throw new Error(`listing ${id} was found before it went live`);
    const started = performance.now();
    const approval = fetch(`${base}/api/listing-review/${id}/approve`, {
      method: 'POST',
      headers: { cookie, origin: base },
    }).then(async (res) => {
      if (res.status !== 200) throw new Error(`approve answered ${res.status}: ${await res.text()}`);
      approvals.push(performance.now() - started);
    });
    // A renter searching again and again: the first answer with the listing stops the clock.
    for (;;) {
      if (await found(base, id)) break;
      if (performance.now() - started > timeoutMs) throw new Error(`listing ${id} was not found within 10 s`);
    }
    searchable.push(performance.now() - started);
    await approval;
  }
  console.log(`approve (POST /api/listing-review/:id/approve): ${stats(approvals)}`);
  console.log(
    `Go Live → found by search: ${stats(searchable)} (target under 1,000 ms); ` +
      `every listing found, none before it went live`,
  );
} finally {
  await cleanup();
}
