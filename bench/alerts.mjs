// `npm run bench:alerts [-- --searches 10000] [--runs 3] [--build dist]`: how fast the production build finds
// the saved searches a newly live listing matches and queues their alerts, on PostgreSQL.
//
// Each run makes a fresh database on the server in BENCH_DATABASE_URL or DATABASE_URL (dropped afterwards) and
// starts the build on it (NODE_ENV=production; it migrates). It writes 500 people and `--searches` saved
// searches straight into the database (20 each, the most a person may keep), with varied criteria: intent or
// any, property types, bedroom and price bounds, areas, amenities, instant or daily alerts. A known share
// matches the bench's listing: the expected count is worked out here by the same rules (a null bound or an
// empty list is 'any'; bounds inclusive; every amenity asked must be there). Then the listing goes live as Go
// Live makes it: its row turns live and the match job is queued (one row, as moveListing queues it in its
// transaction), and the clock runs until the server's job runner has completed that job, which records the
// matches, puts the instant searches' notifications in the app and queues their SMS. The job is then queued
// again (the listing going live again): nothing new may be recorded or queued. Prints, per run and as the
// median of the runs: Go Live → matches recorded and SMS queued (including the runner's pick-up, ≤ 1 s poll),
// the job's own run, the count matched against the expected, and the SMS queued. Target ≤ 5 s.
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
  requirePostgresUrl,
  postgresVersion,
  productionBuild,
  productionEnv,
  startServer,
  stopServer,
  whereIs,
} from './bench-support.mjs';

const { values: flags } = parseArgs({
  options: {
    searches: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    build: { type: 'string', default: 'dist' },
  },
});
const searchCount = Number(flags.searches);
const runs = Number(flags.runs);
if (![searchCount, runs].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--searches and --runs are whole numbers above 0');
  process.exit(1);
}
const serverUrl = requirePostgresUrl();
const build = productionBuild(flags.build, { web: false });
const env = productionEnv(false);
const perPerson = 20;
const timeoutMs = 60_000;

const databases = new Set();
const dataDirs = new Set();
const children = new Set();
const cleanup = onInterrupt(async () => {
  for (const child of children) await stopServer(child);
  for (const name of databases) await dropDatabase(serverUrl, name);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const areas = [
  ['Kilimani', -1.29, 36.78],
  ['Westlands', -1.26, 36.8],
  ['Lavington', -1.28, 36.77],
  ['Kileleshwa', -1.28, 36.78],
];
// Bits of amenity_mask (amenityMaskOrder): parking 0, pool 1, borehole 3.
const bit = { parking: 1, pool: 2, borehole: 8 };
/** The listing that goes live: a 2-bedroom, 2-bathroom flat to rent in Kilimani at KES 65,000, parking and borehole. */
const listing = {
  intent: 'rent',
  type: 'apartment',
  bedrooms: 2,
  bathrooms: 2,
  price: 65_000,
  area: 'Kilimani',
  amenities: ['parking', 'borehole'],
  mask: bit.parking | bit.borehole,
};

const choices = {
  intent: [null, 'rent', 'rent', 'buy'],
  types: [[], ['apartment'], ['house'], ['apartment', 'studio'], ['villa']],
  bedroomsMin: [null, 1, 2, 3],
  bedroomsMax: [null, 2, 4, 1],
  priceMax: [null, 50_000, 80_000, 150_000, 65_000],
  areas: [[], ['Kilimani'], ['Westlands'], ['Kilimani', 'Lavington'], ['Kileleshwa']],
  mask: [0, bit.parking, bit.parking | bit.pool, bit.borehole, bit.parking | bit.borehole],
};
/** The i-th saved search's criteria: varied, and the same in every run. */
function criteriaOf(i) {
  const pick = (list, salt) => list[Math.floor(i / salt) % list.length];
  return {
    intent: pick(choices.intent, 1),
    types: pick(choices.types, 4),
    bedroomsMin: pick(choices.bedroomsMin, 20),
    bedroomsMax: pick(choices.bedroomsMax, 7),
    priceMax: pick(choices.priceMax, 3),
    areas: pick(choices.areas, 11),
    mask: pick(choices.mask, 13),
    // Seven in ten instant, by a hash of i, so the daily share does not follow the criteria's cycles.
    frequency: ((i * 2654435761) >>> 0) % 10 < 7 ? 'instant' : 'daily',
  };
}
function matches(c) {
  return (
    (c.intent === null || c.intent === listing.intent) &&
    (c.types.length === 0 || c.types.includes(listing.type)) &&
    (c.bedroomsMin === null || listing.bedrooms >= c.bedroomsMin) &&
    (c.bedroomsMax === null || listing.bedrooms <= c.bedroomsMax) &&
    (c.priceMax === null || listing.price <= c.priceMax) &&
    (c.areas.length === 0 || c.areas.includes(listing.area)) &&
    (listing.mask & c.mask) === c.mask
  );
}

async function waitForJob(sql, id) {
  const started = performance.now();
  for (;;) {
    const [job] = await sql`select state, finished_at from jobs where id = ${id}`;
    if (job?.state === 'completed') return job;
    if (job?.state === 'failed') throw new Error('the match job failed');
    if (performance.now() - started > timeoutMs) throw new Error('the match job did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function alertRun(run) {
  const name = `abode_bench_alerts_${process.pid}_${run}`;
  databases.add(name);
  const url = await createDatabase(serverUrl, name);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'abode-bench-alerts-'));
  dataDirs.add(dataDir);
  const port = await freePort();
  const { child } = await startServer(
    build,
    { ...env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    port,
  );
  children.add(child);
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  try {
    for (const [area, latitude, longitude] of areas) {
      await sql`insert into locations (name, city, tier, latitude, longitude)
        values (${area}, 'Nairobi', 'upper', ${latitude}, ${longitude}) on conflict (name) do nothing`;
    }
    const locationIds = new Map(
      (await sql`select id, name from locations`).map((row) => [row.name, Number(row.id)]),
    );
    const people = Array.from({ length: Math.ceil(searchCount / perPerson) }, (_, i) => ({
      id: randomUUID(),
      name: `Bench Renter ${i}`,
      email: `alerts.${run}.${i}@bench.abode.co.ke`,
    }));
    await sql`insert into users ${sql(people, 'id', 'name', 'email')}`;
    let expected = 0;
    let expectedInstant = 0;
    const rows = [];
    for (let i = 0; i < searchCount; i += 1) {
      const c = criteriaOf(i);
      if (matches(c)) {
        expected += 1;
        if (c.frequency === 'instant') expectedInstant += 1;
      }
      rows.push({
        user_id: people[Math.floor(i / perPerson)].id,
        name: `Search ${i}`,
        criteria: sql.json({ bench: i }),
        intent: c.intent,
        property_types: c.types,
        bedrooms_min: c.bedroomsMin,
        bedrooms_max: c.bedroomsMax,
        price_max: c.priceMax,
        location_ids: c.areas.map((area) => locationIds.get(area)),
        amenity_mask: c.mask,
        frequency: c.frequency,
        unsubscribe_token: randomUUID().replaceAll('-', '') + String(i).padStart(8, '0'),
      });
    }
    for (let at = 0; at < rows.length; at += 2000) {
      await sql`insert into saved_searches ${sql(rows.slice(at, at + 2000))}`;
    }
    const [home] = await sql`
      insert into listings (name, description, intent, property_type, bedrooms, bathrooms, sqft, price,
        location_id, amenities, host_name, host_kind, status, verified)
      values ('Bench Heights 2BR', 'A home for the alerts bench.', ${listing.intent}, ${listing.type},
        ${listing.bedrooms}, ${listing.bathrooms}, 950, ${listing.price}, ${locationIds.get(listing.area)},
        ${listing.amenities}, 'Bench Homes', 'agency', 'pending', false)
      returning id`;
    await sql`analyze saved_searches`;

    // Go Live: the row turns live and the match job is queued, in one transaction (as moveListing does).
    const goLive = async (tag) =>
      sql.begin(async (tx) => {
        await tx`update listings set status = 'live', verified = true where id = ${home.id}`;
        const [job] = await tx`insert into jobs (name, payload, singleton_key)
          values ('saved-searches.match-listing', ${tx.json({ listingId: home.id })},
            ${`saved-searches:match:${home.id}:${tag}`})
          returning id`;
        return job.id;
      });
    const started = performance.now();
    const jobId = await goLive('first');
    const done = await waitForJob(sql, jobId);
    const seconds = (performance.now() - started) / 1000;
    const [{ matched }] = await sql`select count(*)::int as matched from saved_search_matches
      where listing_id = ${home.id}`;
    const [{ ran }] =
      await sql`select extract(epoch from (${done.finished_at}::timestamptz - min(matched_at)))
      as ran from saved_search_matches where listing_id = ${home.id}`;
    const smsQueued = async () =>
      (
        await sql`select count(*)::int as n from jobs where name = 'notifications.event-sms'
        and singleton_key like 'sms:event:saved-search:%'`
      )[0].n;
    const [{ notes }] =
      await sql`select count(*)::int as notes from notifications where kind = 'saved-search'`;
    const sms = await smsQueued();

    // Goes live again: nothing new recorded, notified or queued.
    await sql`update listings set status = 'paused' where id = ${home.id}`;
    await waitForJob(sql, await goLive('again'));
    const [{ again }] = await sql`select count(*)::int as again from saved_search_matches
      where listing_id = ${home.id}`;
    const [{ notesAgain }] = await sql`select count(*)::int as "notesAgain" from notifications
      where kind = 'saved-search'`;
    const smsAgain = await smsQueued();

    const exact =
      matched === expected &&
      sms === expectedInstant &&
      notes === expectedInstant &&
      again === matched &&
      smsAgain === sms &&
      notesAgain === notes;
    console.log(
      `run ${run}: ${searchCount} saved searches; Go Live → matches recorded and SMS queued in ${seconds.toFixed(2)} s ` +
        `(the job itself ${Number(ran).toFixed(2)} s); matched ${matched} (expected ${expected}), ` +
        `in-app ${notes} and SMS queued ${sms} (expected ${expectedInstant} instant); ` +
        `live again: matched ${again}, SMS ${smsAgain}, in-app ${notesAgain}; ${exact ? 'exact' : 'NOT EXACT'}`,
    );
    return { seconds, ran: Number(ran), ok: exact };
  } finally {
    await sql.end();
    await stopServer(child);
    children.delete(child);
    await dropDatabase(serverUrl, name);
    databases.delete(name);
    rmSync(dataDir, { recursive: true, force: true });
    dataDirs.delete(dataDir);
  }
}

console.log(
  `Saved-search alerts on ${await postgresVersion(serverUrl)} at ${whereIs(serverUrl)}; ${build.label}`,
);
const results = [];
try {
  for (let run = 1; run <= runs; run += 1) results.push(await alertRun(run));
} finally {
  await cleanup();
}
console.log(
  `median of ${runs}: Go Live → ${searchCount} saved searches matched and SMS queued in ` +
    `${median(results.map((r) => r.seconds)).toFixed(2)} s (target ≤ 5), the job itself ` +
    `${median(results.map((r) => r.ran)).toFixed(2)} s; ` +
    `${results.every((r) => r.ok) ? 'every run exact, nothing queued twice' : 'SOME RUN WAS NOT EXACT'}`,
);
if (!results.every((r) => r.ok)) process.exitCode = 1;
