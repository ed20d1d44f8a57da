import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neighbouringLocations } from '@common/locations/locations';
import type { SearchCriteria } from '@common/search/search-criteria';
import { amenities, propertyTypes, type Intent } from '@common/search/search-vocabulary';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client';
import { resultRows } from '../../db/result-rows';
import { listings } from '../../db/schema/index';
import { createTestDatabase } from '../../testing/test-database';
import { countMatches, type MatchCounts } from './count-matches';
import { locationIdsOf } from './location-ids';
import { neighboursOf, searchTerms, type SearchTerm } from './search-terms';
import { listingFixtures } from './testing/listing-fixtures';

/** A small seeded generator, so a failure names a case that can be run again. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  return { next, pick, chance };
}

const places = Object.keys(neighbouringLocations).slice(0, 12);

interface SearchPlan {
  intent: Intent;
  terms: SearchTerm[];
  words: string[];
  neighbourIds: number[];
}

/** The plan searchListings makes of these criteria. */
async function planOf(db: Database, criteria: SearchCriteria & { intent: Intent }): Promise<SearchPlan> {
  const [locationIds, neighbourIds] = await Promise.all([
    locationIdsOf(db, criteria.locations),
    locationIdsOf(db, neighboursOf(criteria.locations)),
  ]);
  return {
    intent: criteria.intent,
    terms: searchTerms(criteria, locationIds, [...locationIds, ...neighbourIds]),
    words: [],
    neighbourIds: neighbourIds.filter((id) => !locationIds.includes(id)),
  };
}

/**
 * What the counts must be, from PostgreSQL's own test of each term's SQL condition (the condition the ranking
 * orders by), and the rules in plain words: exact meets every term; close misses exactly one, in the asked
 * areas when a place is asked; a home in a neighbouring area meeting every other criterion is close too. Each
 * count stops one past the limit, and a close count is made only while the counts before it are within it.
 */
async function expectedCounts(db: Database, plan: SearchPlan, limit: number): Promise<MatchCounts> {
  const flags = sql.join(
    plan.terms.map((term) => sql`(case when ${term.condition} then '1' else '0' end)`),
    sql` || `,
  );
  const rows = resultRows<{ met: string; location_id: number }>(
    await db.execute(sql`select ${flags} as met, ${listings.locationId} as location_id from ${listings}
      where ${listings.status} = 'live' and ${listings.intent} = ${plan.intent}`),
  );
  const n = plan.terms.length;
  const place = plan.terms.findIndex((term) => term.criterion === 'location');
  const ofPlace = (i: number) => ['location', 'nearby'].includes(plan.terms[i]!.criterion);
  let exact = 0;
  let closeInAreas = 0;
  let closeNearby = 0;
  for (const row of rows) {
    const met = [...row.met].map((flag) => flag === '1');
    const count = met.filter(Boolean).length;
    if (count === n) exact += 1;
    else if (n > 1 && count === n - 1 && (place < 0 || met[place])) closeInAreas += 1;
    const othersMet = met.every((flag, i) => flag || ofPlace(i));
    if (place >= 0 && plan.neighbourIds.includes(row.location_id) && othersMet) closeNearby += 1;
  }
  const upTo = (count: number) => Math.min(count, limit + 1);
  let close = 0;
  if (upTo(exact) <= limit) {
    close = upTo(closeInAreas);
    if (close <= limit && place >= 0 && plan.neighbourIds.length > 0) close += upTo(closeNearby);
  }
  return {
    exact: Math.min(exact, limit),
    close: Math.min(close, limit),
    exactCapped: exact > limit,
    closeCapped: close > limit,
  };
}

const any = { min: null, max: null };

/** Criteria asking only what is given (to rent, unless said). */
function asked(given: Partial<SearchCriteria>): SearchCriteria & { intent: Intent } {
  return {
    intent: 'rent',
    locations: [],
    price: any,
    bedrooms: any,
    bathrooms: any,
    propertyTypes: [],
    amenities: [],
    unmatchedTerms: [],
    ...given,
  } as SearchCriteria & { intent: Intent };
}

function randomCriteria(random: ReturnType<typeof randomFrom>): SearchCriteria & { intent: Intent } {
  const bounds = (low: number, high: number) => {
    if (!random.chance(0.5)) return { min: null, max: null };
    const a = low + Math.floor(random.next() * (high - low));
    const b = a + Math.floor(random.next() * (high - low));
    return random.chance(0.3) ? { min: a, max: null } : { min: random.chance(0.5) ? a : null, max: b };
  };
  return {
    intent: random.chance(0.8) ? 'rent' : 'buy',
    locations: random.chance(0.6)
      ? [random.pick(places), ...(random.chance(0.2) ? [random.pick(places)] : [])]
      : [],
    price: bounds(10_000, 150_000),
    bedrooms: bounds(0, 4),
    bathrooms: bounds(1, 3),
    propertyTypes: random.chance(0.4) ? [random.pick(propertyTypes)] : [],
    amenities: random.chance(0.4)
      ? [random.pick(amenities), ...(random.chance(0.3) ? [random.pick(amenities)] : [])]
      : [],
    unmatchedTerms: [],
  };
}

describe("the search's counts from each server's copy of the listings", () => {
  let database: DatabaseHandle;
  let fixtures: Awaited<ReturnType<typeof listingFixtures>>;
  const random = randomFrom(2026);

  const randomListing = () => ({
    location: random.pick(places),
    intent: random.chance(0.8) ? ('rent' as const) : ('buy' as const),
    propertyType: random.pick(propertyTypes),
    bedrooms: Math.floor(random.next() * 6),
    bathrooms: 1 + Math.floor(random.next() * 3),
    price: 5_000 + Math.floor(random.next() * 200) * 1_000,
    amenities: amenities.filter(() => random.chance(0.25)),
    status: random.chance(0.85) ? ('live' as const) : random.pick(['paused', 'let', 'draft'] as const),
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    fixtures = await listingFixtures(database.db);
    for (let i = 0; i < 400; i += 1) await fixtures.insert(randomListing());
  });
  afterAll(() => database.close());

  it('counts what PostgreSQL counts with the terms’ own conditions, at every limit', async () => {
    let asked = 0;
    for (let i = 0; i < 150; i += 1) {
      const criteria = randomCriteria(random);
      const plan = await planOf(database.db, criteria);
      if (plan.terms.length === 0) continue;
      asked += 1;
      for (const limit of [2, 15, 500]) {
        const counted = await countMatches(database.db, plan, limit);
        expect({ criteria, limit, counted }).toEqual({
          criteria,
          limit,
          counted: await expectedCounts(database.db, plan, limit),
        });
      }
    }
    expect(asked).toBeGreaterThan(100);
  });

  it('sees every change committed before the count: a new home, a price, a pause, a move, a deletion', async () => {
    const db = database.db;
    const plan = await planOf(
      db,
      asked({ locations: ['Kilimani'], price: { min: null, max: 60_000 }, bedrooms: { min: 2, max: 2 } }),
    );
    const check = async () =>
      expect(await countMatches(db, plan)).toEqual(await expectedCounts(db, plan, 500));
    await check();
    const id = await fixtures.insert({ location: 'Kilimani', bedrooms: 2, price: 50_000 });
    await check();
    await db.update(listings).set({ price: 70_000 }).where(eq(listings.id, id));
    await check();
    await db.update(listings).set({ price: 55_000 }).where(eq(listings.id, id));
    await check();
    await db.update(listings).set({ status: 'paused' }).where(eq(listings.id, id));
    await check();
    await db.update(listings).set({ status: 'live' }).where(eq(listings.id, id));
    await check();
    const [westlands] = await locationIdsOf(db, ['Westlands']);
    await db.update(listings).set({ locationId: westlands! }).where(eq(listings.id, id));
    await check();
    await db
      .update(listings)
      .set({ locationId: (await locationIdsOf(db, ['Kilimani']))[0]! })
      .where(eq(listings.id, id));
    await check();
    await db
      .update(listings)
      .set({ amenities: ['pool'] })
      .where(eq(listings.id, id));
    await check();
    await db.delete(listings).where(eq(listings.id, id));
    await check();
    // Many at once, of every kind.
    for (let i = 0; i < 30; i += 1) await fixtures.insert({ ...randomListing(), location: 'Kilimani' });
    await db.execute(sql`update ${listings} set ${sql.raw('bedrooms')} = 2 where ${listings.price} < 40000`);
    await check();
  });

  it('marks a listing only when what a count tests changes', async () => {
    const db = database.db;
    const id = await fixtures.insert({ location: 'Kilimani' });
    const xidOf = async () =>
      resultRows<{ xid: string }>(
        await db.execute(sql`select search_xid::text as xid from ${listings} where ${listings.id} = ${id}`),
      )[0]!.xid;
    const marked = await xidOf();
    await db.update(listings).set({ description: 'A new description.' }).where(eq(listings.id, id));
    expect(await xidOf()).toBe(marked);
    await db.update(listings).set({ bathrooms: 3 }).where(eq(listings.id, id));
    expect(await xidOf()).not.toBe(marked);
  });

  it('gives 12 searches at once the same, current counts', async () => {
    const plan = await planOf(database.db, asked({ locations: ['Westlands'], bedrooms: { min: 1, max: 3 } }));
    await fixtures.insert({ location: 'Westlands', bedrooms: 2 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => countMatches(database.db, plan)));
    const expected = await expectedCounts(database.db, plan, 500);
    for (const answer of answers) expect(answer).toEqual(expected);
  });

  // The reason for reading from the oldest running transaction (the snapshot's xmin), not from the newest
  // mark seen: a transaction that began first and commits last. Needs two connections at once.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'reads a change whose transaction began before, and committed after, one already read',
    async () => {
      const db = database.db;
      const [row] = resultRows<{ name: string }>(await db.execute(sql`select current_database() as name`));
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${row!.name}`;
      const other: DatabaseHandle = await openDatabase({ url: url.toString(), maxConnections: 2 });
      try {
        const early = await fixtures.insert({ location: 'Karen', bedrooms: 5, price: 30_000 });
        const late = await fixtures.insert({ location: 'Karen', bedrooms: 5, price: 30_000 });
        const plan = await planOf(
          db,
          asked({ locations: ['Karen'], price: { min: null, max: 40_000 }, bedrooms: { min: 5, max: 5 } }),
        );
        await countMatches(db, plan);
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let began!: () => void;
        const started = new Promise<void>((resolve) => (began = resolve));
        // The early transaction takes its transaction id first, then waits.
        const first = other.db.transaction(async (tx) => {
          await tx.update(listings).set({ price: 90_000 }).where(eq(listings.id, early));
          began();
          await held;
        });
        await started;
        await db.update(listings).set({ price: 95_000 }).where(eq(listings.id, late));
        expect(await countMatches(db, plan)).toEqual(await expectedCounts(db, plan, 500));
        release();
        await first;
        const after = await countMatches(db, plan);
        expect(after).toEqual(await expectedCounts(db, plan, 500));
      } finally {
        await other.close();
      }
    },
  );
});
