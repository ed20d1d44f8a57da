import { eq, sql } from 'drizzle-orm';
import type { ServiceCriteria } from '@common/services/service-contracts';
import type { Database } from '../../db/client';
import {
  providerDirectoryVersion,
  serviceAreaMaskOrder,
  serviceCategoryMaskOrder,
  serviceProviders,
} from '../../db/schema/index';
import { maskBitsOf } from './provider-masks';

/**
 * The services search's counts (providers within the category filter, and those matching the search)
 * without scanning the directory in PostgreSQL for each search: each server keeps a copy of what those
 * counts test, the listed providers' category bits, area bits and starting prices, and counts in it.
 *
 * The copy is as current as PostgreSQL: every search first reads provider_directory_version, which triggers
 * raise whenever one of those facts changes (migration 0054), and reads the directory again when its copy
 * is older. So several servers behind a load balancer each count what the database holds, and nothing is
 * shared but the database. The count over 10,000 providers is a few typed-array tests each (tens of
 * microseconds), where the scan cost PostgreSQL 1.5 to 2.4 ms of a core per search, a quarter of the
 * search's throughput at 32 clients.
 */
interface DirectoryCopy {
  version: number;
  size: number;
  categoryBits: Int32Array;
  /** An area mask has up to 53 bits; JS's bit operators take 32, so each mask is kept as two halves. */
  areaBitsLow: Int32Array;
  areaBitsHigh: Int32Array;
  prices: Int32Array;
}

/** What one search counts, as bits of the masks' orders; a zero asks nothing of that fact. */
export interface DirectoryQuestion {
  /** The category filter's bit: only providers offering it are counted at all. */
  filterBits: number;
  categoryBits: number;
  areaBits: number;
  price: ServiceCriteria['price'] | null;
}

interface DirectoryCounts {
  total: number;
  /** Those meeting any asked criterion; `total` when nothing is asked. */
  matched: number;
}

const twoTo32 = 2 ** 32;
const lowHalf = (bits: number) => (bits % twoTo32) | 0;
const highHalf = (bits: number) => Math.floor(bits / twoTo32) | 0;

/** The bits of these names in a mask's order, or null when one has no bit (it is tested on the array). */
function bitsOf(order: readonly string[], names: readonly string[]): number | null {
  const { bits, unknown } = maskBitsOf(order, names);
  return unknown.length > 0 ? null : bits;
}

/**
 * The search's counts as bit tests, or null when the copy cannot answer them: free words are looked for in
 * the names and descriptions, and a place without a bit in the areas, which the copy does not hold.
 */
export function directoryQuestionOf(
  criteria: ServiceCriteria,
  words: readonly string[],
  category: string | null | undefined,
): DirectoryQuestion | null {
  if (words.length > 0) return null;
  const categoryBits = bitsOf(serviceCategoryMaskOrder, criteria.categories);
  const areaBits = bitsOf(serviceAreaMaskOrder, criteria.locations);
  const filterBits = category == null ? 0 : bitsOf(serviceCategoryMaskOrder, [category]);
  if (categoryBits === null || areaBits === null || filterBits === null) return null;
  const priced = criteria.price.min !== null || criteria.price.max !== null;
  return { filterBits, categoryBits, areaBits, price: priced ? criteria.price : null };
}

/** Counts in the copy exactly as the search's SQL counts: within the filter; matched when any criterion is met. */
function countInDirectory(copy: DirectoryCopy, question: DirectoryQuestion): DirectoryCounts {
  const { filterBits, categoryBits, areaBits, price } = question;
  const areaLow = lowHalf(areaBits);
  const areaHigh = highHalf(areaBits);
  const min = price?.min ?? -Infinity;
  const max = price?.max ?? Infinity;
  const asksAnything = categoryBits !== 0 || areaBits !== 0 || price !== null;
  let total = 0;
  let matched = 0;
  for (let i = 0; i < copy.size; i++) {
    const categories = copy.categoryBits[i]!;
    if (filterBits !== 0 && (categories & filterBits) === 0) continue;
    total++;
    if (
      !asksAnything ||
      (categories & categoryBits) !== 0 ||
      (copy.areaBitsLow[i]! & areaLow) !== 0 ||
      (copy.areaBitsHigh[i]! & areaHigh) !== 0 ||
      (price !== null && copy.prices[i]! >= min && copy.prices[i]! <= max)
    )
      matched++;
  }
  return { total, matched };
}

/** Each database's copy (tests run many databases in one process), and the read of a newer one under way. */
const copies = new WeakMap<Database, { copy?: DirectoryCopy; reading?: Promise<DirectoryCopy> }>();

/** The version and the listed providers in one statement, so the copy is exactly the version it says. */
async function readDirectory(db: Database): Promise<DirectoryCopy> {
  const rows = await db
    .select({
      version: providerDirectoryVersion.version,
      categoryBits: serviceProviders.categoryMask,
      areaBits: serviceProviders.areaMask,
      price: serviceProviders.priceFrom,
    })
    .from(providerDirectoryVersion)
    .leftJoin(serviceProviders, sql`${serviceProviders.listed}`)
    .where(eq(providerDirectoryVersion.id, 1));
  const listed = rows.filter((row) => row.categoryBits !== null);
  const copy: DirectoryCopy = {
    version: rows[0]?.version ?? -1,
    size: listed.length,
    categoryBits: new Int32Array(listed.length),
    areaBitsLow: new Int32Array(listed.length),
    areaBitsHigh: new Int32Array(listed.length),
    prices: new Int32Array(listed.length),
  };
  listed.forEach((row, i) => {
    copy.categoryBits[i] = row.categoryBits!;
    copy.areaBitsLow[i] = lowHalf(row.areaBits!);
    copy.areaBitsHigh[i] = highHalf(row.areaBits!);
    copy.prices[i] = row.price!;
  });
  return copy;
}

/**
 * A copy at least as new as `version`: the one kept, or the read under way (one at a time per database),
 * or a new read. A read that began before the version was raised is older than the search and is followed
 * by one more; null if even that is older (the version row gone, or raised again and again meanwhile).
 */
async function copyAtLeast(db: Database, version: number): Promise<DirectoryCopy | null> {
  const kept = copies.get(db) ?? {};
  copies.set(db, kept);
  for (let reads = 0; reads < 2; reads++) {
    if (kept.copy && kept.copy.version >= version) return kept.copy;
    kept.reading ??= readDirectory(db)
      .then((copy) => {
        if (!kept.copy || copy.version > kept.copy.version) kept.copy = copy;
        return copy;
      })
      .finally(() => (kept.reading = undefined));
    await kept.reading;
  }
  return kept.copy && kept.copy.version >= version ? kept.copy : null;
}

/**
 * The search's counts from this server's copy of the directory, brought up to date first when the
 * database's version is newer; null when the copy cannot be had (count in SQL then).
 */
export async function countListedProviders(
  db: Database,
  question: DirectoryQuestion,
): Promise<DirectoryCounts | null> {
  const [current] = await db
    .select({ version: providerDirectoryVersion.version })
    .from(providerDirectoryVersion)
    .where(eq(providerDirectoryVersion.id, 1));
  const copy = current && (await copyAtLeast(db, current.version));
  return copy ? countInDirectory(copy, question) : null;
}
