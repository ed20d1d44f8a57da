import { sql } from 'drizzle-orm';
import { intents, propertyTypes, type Intent } from '@common/search/search-vocabulary';
import type { Database } from '../../db/client';
import { resultRows } from '../../db/result-rows';
import { listings, listingSearchEpoch } from '../../db/schema/index';
import type { SearchTerm, TermFact } from './search-terms';

/**
 * The home search's counts ('12 homes match · 240 close matches') without counting in PostgreSQL for each
 * search: each server keeps a copy of what a criterion tests for every listing (live or not, intent, type,
 * rooms, price, place, amenity bits; about 30 bytes a listing) and counts in it. Counting in PostgreSQL cost
 * about 3 ms of its CPU per search (planning and running a statement of nested capped counts), as much as the
 * rest of the search, and halved the search's throughput under load (ADR 0014).
 *
 * The copy is as current as PostgreSQL, without reading the inventory per search: a trigger marks each listing
 * with the transaction that last changed one of those facts (listings.search_xid, migration 0055), and before
 * each count the server reads the rows marked since its last read. "Since" is the oldest transaction still
 * running when it last read (the snapshot's xmin): every transaction older than that had committed and was
 * read then, and any younger one is read again, so a transaction that commits after a younger one is never
 * missed. Deleting a live listing raises listing_search_epoch, and a copy of an older epoch is read again in
 * full. Several servers behind a load balancer each count what the database holds; nothing is shared but the
 * database.
 */
interface ListingCopy {
  epoch: number;
  /** The xmin of the snapshot the copy was last read in: rows marked by it or later are read again. */
  watermark: string;
  size: number;
  slotOf: Map<string, number>;
  live: Uint8Array;
  intent: Uint8Array;
  propertyType: Uint8Array;
  bedrooms: Int16Array;
  bathrooms: Int16Array;
  price: Float64Array;
  locationId: Int32Array;
  amenityMask: Int32Array;
  /**
   * The live listings' slots per intent code, in all (for a search without a place) and per place; listed
   * when first asked after a change of the copy, null until then.
   */
  liveSlots: LiveSlots | null;
}

interface LiveSlots {
  all: Int32Array[];
  byPlace: Array<Map<number, Int32Array>>;
}

interface CopiedRow {
  xmin: string;
  epoch: string | number;
  id: string | null;
  status: string;
  intent: Intent;
  property_type: string;
  bedrooms: number;
  bathrooms: number;
  price: string | number;
  location_id: number;
  amenity_mask: number;
}

const intentCode = new Map<string, number>(intents.map((intent, code) => [intent, code]));
const typeCode = new Map<string, number>(propertyTypes.map((type, code) => [type, code]));

/** The listings read: every one (`since` null) or those marked since the watermark, with the snapshot's xmin. */
function readListings(db: Database, since: string | null) {
  const changed = since === null ? sql`true` : sql`l.search_xid >= ${since}::xid8`;
  return db.execute(sql`
    select now.xmin, now.epoch, l.id, l.status, l.intent, l.property_type, l.bedrooms, l.bathrooms, l.price,
      l.location_id, l.amenity_mask
    from (
      select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
        (select ${listingSearchEpoch.epoch} from ${listingSearchEpoch} where ${listingSearchEpoch.id} = 1) as epoch
    ) as now
    left join ${listings} as l on ${changed}`);
}

function emptyCopy(epoch: number, watermark: string, capacity: number): ListingCopy {
  return {
    epoch,
    watermark,
    size: 0,
    slotOf: new Map(),
    live: new Uint8Array(capacity),
    intent: new Uint8Array(capacity),
    propertyType: new Uint8Array(capacity),
    bedrooms: new Int16Array(capacity),
    bathrooms: new Int16Array(capacity),
    price: new Float64Array(capacity),
    locationId: new Int32Array(capacity),
    amenityMask: new Int32Array(capacity),
    liveSlots: null,
  };
}

/** The same copy with room for `capacity` listings. */
function grown(copy: ListingCopy, capacity: number): ListingCopy {
  const widen = <T extends Uint8Array | Int16Array | Int32Array | Float64Array>(from: T, to: T): T => {
    to.set(from);
    return to;
  };
  return {
    ...copy,
    live: widen(copy.live, new Uint8Array(capacity)),
    intent: widen(copy.intent, new Uint8Array(capacity)),
    propertyType: widen(copy.propertyType, new Uint8Array(capacity)),
    bedrooms: widen(copy.bedrooms, new Int16Array(capacity)),
    bathrooms: widen(copy.bathrooms, new Int16Array(capacity)),
    price: widen(copy.price, new Float64Array(capacity)),
    locationId: widen(copy.locationId, new Int32Array(capacity)),
    amenityMask: widen(copy.amenityMask, new Int32Array(capacity)),
  };
}

/** Writes the rows into the copy (a new slot for a listing not seen before); answers the copy, grown if need be. */
function copyRows(start: ListingCopy, rows: readonly CopiedRow[]): ListingCopy {
  let copy = start;
  for (const row of rows) {
    if (row.id === null) continue;
    copy.liveSlots = null;
    let slot = copy.slotOf.get(row.id);
    if (slot === undefined) {
      slot = copy.size;
      if (slot === copy.live.length) copy = grown(copy, Math.max(1024, slot * 2));
      copy.size += 1;
      copy.slotOf.set(row.id, slot);
    }
    copy.live[slot] = row.status === 'live' ? 1 : 0;
    copy.intent[slot] = intentCode.get(row.intent) ?? 255;
    copy.propertyType[slot] = typeCode.get(row.property_type) ?? 255;
    copy.bedrooms[slot] = row.bedrooms;
    copy.bathrooms[slot] = row.bathrooms;
    copy.price[slot] = Number(row.price);
    copy.locationId[slot] = row.location_id;
    copy.amenityMask[slot] = row.amenity_mask;
  }
  return copy;
}

interface CopyState {
  copy: ListingCopy | null;
  /** The read in flight, if any; it may have started before a search that now needs the copy. */
  running: Promise<ListingCopy> | null;
  /** The read to start when the running one ends, shared by every search that came meanwhile. */
  queued: Promise<ListingCopy> | null;
}

/** One copy per database: one process may serve several (the test suites run many apps in one worker). */
const states = new WeakMap<Database, CopyState>();

async function readCopy(db: Database, state: CopyState): Promise<ListingCopy> {
  const before = state.copy;
  if (before) {
    const rows = resultRows<CopiedRow>(await readListings(db, before.watermark));
    const [now] = rows;
    if (now && Number(now.epoch) === before.epoch) {
      const copy = copyRows(before, rows);
      copy.watermark = now.xmin;
      state.copy = copy;
      return copy;
    }
  }
  const rows = resultRows<CopiedRow>(await readListings(db, null));
  const [now] = rows;
  const copy = copyRows(emptyCopy(Number(now!.epoch), now!.xmin, rows.length), rows);
  state.copy = copy;
  return copy;
}

/**
 * The copy, read after this call began: so it holds every change committed before the search asked. Reads
 * take turns (two applied out of order could put back a listing's older facts), and the searches that come
 * while one runs share the next.
 */
function currentCopy(db: Database): Promise<ListingCopy> {
  let state = states.get(db);
  if (!state) {
    state = { copy: null, running: null, queued: null };
    states.set(db, state);
  }
  const current = state;
  const start = (): Promise<ListingCopy> => {
    const read = readCopy(db, current).finally(() => {
      if (current.running === read) current.running = null;
    });
    current.running = read;
    return read;
  };
  if (current.queued) return current.queued;
  if (!current.running) return start();
  const queued = current.running
    .catch(() => undefined)
    .then(() => {
      current.queued = null;
      return start();
    });
  current.queued = queued;
  return queued;
}

/** The live listings' slots of each intent, in all and per place, listed once after each change of the copy. */
function liveSlotsOf(copy: ListingCopy): LiveSlots {
  if (copy.liveSlots) return copy.liveSlots;
  const all = intents.map(() => [] as number[]);
  const byPlace = intents.map(() => new Map<number, number[]>());
  for (let slot = 0; slot < copy.size; slot += 1) {
    if (copy.live[slot] !== 1) continue;
    const code = copy.intent[slot]!;
    const place = copy.locationId[slot]!;
    all[code]?.push(slot);
    const places = byPlace[code];
    if (!places) continue;
    const list = places.get(place);
    if (list) list.push(slot);
    else places.set(place, [slot]);
  }
  copy.liveSlots = {
    all: all.map((list) => Int32Array.from(list)),
    byPlace: byPlace.map(
      (places) => new Map([...places].map(([place, list]) => [place, Int32Array.from(list)])),
    ),
  };
  return copy.liveSlots;
}

/** Membership by small whole number: 1 at each index in `values`. */
function membership(values: Iterable<number>): Uint8Array {
  const list = [...values].filter((value) => Number.isInteger(value) && value >= 0);
  const member = new Uint8Array(list.length === 0 ? 1 : Math.max(...list) + 1);
  for (const value of list) member[value] = 1;
  return member;
}

/**
 * The live listings of the intent to test: with a place asked, those in the asked areas (`inAreas` 1) and in
 * the neighbouring ones (0); otherwise all of them.
 */
function candidatesOf(
  copy: ListingCopy,
  wanted: number,
  areaIds: readonly number[] | null,
  neighbourIds: readonly number[],
): { slots: Int32Array; inAreas: Uint8Array } {
  const lists = liveSlotsOf(copy);
  if (areaIds === null) {
    const slots = lists.all[wanted] ?? new Int32Array(0);
    return { slots, inAreas: new Uint8Array(slots.length).fill(1) };
  }
  const areas = new Set(areaIds);
  const places = [...new Set([...areaIds, ...neighbourIds])].flatMap((place) => {
    const list = lists.byPlace[wanted]?.get(place);
    return list ? [{ list, inArea: areas.has(place) ? 1 : 0 }] : [];
  });
  const slots = new Int32Array(places.reduce((room, { list }) => room + list.length, 0));
  const inAreas = new Uint8Array(slots.length);
  let k = 0;
  for (const { list, inArea } of places) {
    slots.set(list, k);
    inAreas.fill(inArea, k, k + list.length);
    k += list.length;
  }
  return { slots, inAreas };
}

function testRange(
  values: Float64Array | Int16Array,
  min: number,
  max: number,
  slots: Int32Array,
  met: Uint8Array,
  missed: Uint8Array,
) {
  for (let i = 0; i < slots.length; i += 1) {
    const value = values[slots[i]!]!;
    if (value >= min && value <= max) met[i] = met[i]! + 1;
    else missed[i] = 1;
  }
}

/**
 * Adds 1 to `met[i]` for each candidate meeting the fact, and marks `missed[i]` for the others. A place's facts
 * are not tested here: the candidates are chosen by place (candidatesOf).
 */
function testFact(
  copy: ListingCopy,
  fact: Exclude<TermFact, { kind: 'location' }>,
  slots: Int32Array,
  met: Uint8Array,
  missed: Uint8Array,
) {
  const k = slots.length;
  if (fact.kind === 'range') {
    const min = fact.bounds.min ?? -Infinity;
    const max = fact.bounds.max ?? Infinity;
    testRange(copy[fact.column], min, max, slots, met, missed);
  } else if (fact.kind === 'type') {
    const accepted = membership(fact.accepted.flatMap((type) => typeCode.get(type) ?? []));
    const { propertyType } = copy;
    for (let i = 0; i < k; i += 1) {
      if (accepted[propertyType[slots[i]!]!] === 1) met[i] = met[i]! + 1;
      else missed[i] = 1;
    }
  } else {
    const { bit } = fact;
    const { amenityMask } = copy;
    for (let i = 0; i < k; i += 1) {
      if ((amenityMask[slots[i]!]! & bit) !== 0) met[i] = met[i]! + 1;
      else missed[i] = 1;
    }
  }
}

export interface CopyCounts {
  /** Live homes of the intent meeting every term. */
  exact: number;
  /** Those missing exactly one term (with a place asked: in the asked areas). */
  closeInAreas: number;
  /** Homes in the neighbouring areas meeting every term but the place's. */
  closeNearby: number;
}

/**
 * Counts over the copy what count-matches answers (which caps them at its limit). With a place asked only the listings of the asked and neighbouring areas are tested, and
 * the place's terms need no test: a candidate in the asked areas meets both, a neighbouring one only nearby.
 * Each other term is one pass over the candidates (a tight loop over typed arrays).
 */
function countInCopy(
  copy: ListingCopy,
  plan: { intent: Intent; terms: readonly SearchTerm[]; neighbourIds: readonly number[] },
): CopyCounts {
  const { terms } = plan;
  const wanted = intentCode.get(plan.intent) ?? -1;
  const place = terms.find((term) => term.criterion === 'location');
  const areaIds = place?.fact.kind === 'location' ? place.fact.ids : null;
  const neighbourIds = areaIds === null ? [] : plan.neighbourIds;
  const { slots, inAreas } = candidatesOf(copy, wanted, areaIds, neighbourIds);
  const k = slots.length;
  const met = new Uint8Array(k);
  /** 1 where a term other than the place's is missed. */
  const missed = new Uint8Array(k);
  let placeTerms = 0;
  for (const { fact } of terms) {
    if (fact.kind === 'location') placeTerms += 1;
    else testFact(copy, fact, slots, met, missed);
  }
  const n = terms.length;
  // The place's terms: a candidate in the asked areas meets both; a neighbouring one meets nearby only.
  const placeMetInAreas = placeTerms;
  const placeMetNearby = Math.max(0, placeTerms - 1);
  let exact = 0;
  let closeInAreas = 0;
  let closeNearby = 0;
  for (let i = 0; i < k; i += 1) {
    const all = met[i]! + (inAreas[i] === 1 ? placeMetInAreas : placeMetNearby);
    if (all === n) exact += 1;
    else if (all === n - 1 && n > 1 && inAreas[i] === 1) closeInAreas += 1;
    if (neighbourIds.length > 0 && inAreas[i] === 0 && missed[i] === 0) closeNearby += 1;
  }
  return { exact, closeInAreas, closeNearby };
}

/**
 * How many live homes of the intent meet the terms, and miss one, from this server's copy of the listings,
 * read first for the changes committed since its last read (see ListingCopy).
 */
export async function countInDirectory(
  db: Database,
  plan: { intent: Intent; terms: readonly SearchTerm[]; neighbourIds: readonly number[] },
): Promise<CopyCounts> {
  return countInCopy(await currentCopy(db), plan);
}
