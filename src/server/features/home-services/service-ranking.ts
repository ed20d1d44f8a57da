import { and, inArray, not, sql, type SQL } from 'drizzle-orm';
import {
  isLocationName,
  locationsInMetroOf,
  neighbouringLocations,
  type LocationName,
} from '@common/locations/locations';
import type { ServiceCategory } from '@common/services/service-categories';
import type { Database, Transaction } from '../../db/client';
import { serviceProviders } from '../../db/schema/index';
import { offersAnyOf, servesAnyOf } from './provider-masks';
import { providerColumns, type ProviderRow } from './provider-rows';

/**
 * THE ranking of providers for a job, used by /api/services/search and by a maintenance request's
 * assignment list alike:
 *
 *   1. the right trade (offers one of the job's categories) before any other;
 *   2. nearness to the place: serves the area itself, then a neighbouring area (neighbouringLocations, the
 *      adjacency table from coordinates), then the same city (metro area), then elsewhere — so a provider in
 *      another city never comes above one nearby;
 *   3. then the caller's finer keys (the search's price and words), and last verified, rating and
 *      availability (ratingAndAvailabilityOrder).
 *
 * A plumber one area away therefore outranks a carpenter next door for "fix a leaking tap", and a Mombasa
 * mover never tops "moving house from Ruaka to Kasarani". rankListedProviders reads the providers in this
 * order only as far as the page: the directory is never sorted whole.
 */
export interface JobPlace {
  categories: readonly ServiceCategory[];
  /** Canonical location names of the job (the property's area, or the places named in a search). */
  locations: readonly string[];
}

export type Nearness = 'same-area' | 'neighbouring' | 'same-city' | 'elsewhere';

interface NearnessRings {
  same: string[];
  neighbouring: string[];
  city: string[];
}

/** The areas at each ring around the job's places; each area in the nearest ring it falls in. */
export function nearnessRings(locations: readonly string[]): NearnessRings {
  const known = locations.filter(isLocationName) as LocationName[];
  const same = [...new Set<string>(known)];
  const neighbouring = [
    ...new Set(known.flatMap((name) => neighbouringLocations[name]).filter((name) => !same.includes(name))),
  ];
  const city = [
    ...new Set(
      known
        .flatMap((name) => locationsInMetroOf(name))
        .filter((name) => !same.includes(name) && !neighbouring.includes(name)),
    ),
  ];
  return { same, neighbouring, city };
}

/**
 * One of the ranking's first keys: its values best first, each as the condition a provider meets to have
 * it (the conditions exclude each other), and the number of a provider's value (0 the best) as one cheap
 * expression, to count the groups in a single pass.
 */
interface RankKey {
  groups: SQL[];
  number: SQL;
}

const everyone: RankKey = { groups: [sql`true`], number: sql`0` };

/** Right trade, then the others; one group of everyone when the job names no trade. */
function tradeKey(categories: readonly ServiceCategory[]): RankKey {
  if (categories.length === 0) return everyone;
  const trade = offersAnyOf(categories);
  return { groups: [trade, not(trade)], number: sql`(case when ${trade} then 0 else 1 end)` };
}

/** Same area, neighbouring, same city, elsewhere: each ring less the nearer ones (an empty ring skipped). */
function nearnessKey(locations: readonly string[]): RankKey {
  const rings = nearnessRings(locations);
  if (rings.same.length === 0) return everyone;
  const groups: SQL[] = [];
  const numbered: SQL[] = [];
  const nearer: string[] = [];
  for (const ring of [rings.same, rings.neighbouring, rings.city]) {
    if (ring.length === 0) continue;
    const serves = servesAnyOf(ring);
    groups.push(nearer.length === 0 ? serves : and(serves, not(servesAnyOf(nearer)))!);
    // In a case the first ring met wins, so the nearer rings need not be excluded again.
    numbered.push(sql`when ${serves} then ${sql.raw(String(numbered.length))}`);
    nearer.push(...ring);
  }
  groups.push(not(servesAnyOf(nearer)));
  return {
    groups,
    number: sql`(case ${sql.join(numbered, sql` `)} else ${sql.raw(String(numbered.length))} end)`,
  };
}

/** Those meeting the preferred condition, then the others. */
function preferenceKey(preferred: SQL | undefined): RankKey {
  if (!preferred) return everyone;
  return { groups: [preferred, not(preferred)], number: sql`(case when ${preferred} then 0 else 1 end)` };
}

/**
 * Average rating, reviews, then the days a week the provider works: the generated columns rating_average
 * (rating_total::float8 / nullif(review_count, 0)) and days_open (jsonb_array_length(availability -> 'days')),
 * plain columns of the rank index.
 */
function ratingAndAvailabilityOrder(): SQL[] {
  return [
    sql`${serviceProviders.ratingAverage} desc nulls last`,
    sql`${serviceProviders.reviewCount} desc`,
    sql`${serviceProviders.daysOpen} desc`,
  ];
}

export interface RankPlan extends JobPlace {
  /** Narrows the providers ranked (the search's category filter); every listed provider without it. */
  filter?: SQL;
  /**
   * A condition ranked right after nearness, those meeting it first (the search's asked price, when it is
   * all the score varies by). Each group is then split in two whose order is the rank index's own, so a
   * group is read along that index as far as the page instead of sorted whole.
   */
  preferred?: SQL;
  /** The caller's keys after those, before verified, each `... desc` (the search's score and words). */
  finerKeys?: SQL[];
}

export interface RankGroups {
  /** Each group's condition, best group first. */
  conditions: SQL[];
  /**
   * The index in `conditions` of the group a provider falls in, as one expression of the keys' own numbers
   * (a case per key), so counting every group is one pass with a few tests per provider.
   */
  number: SQL<number>;
}

/**
 * The ranking's groups, best first: trade, then nearness, then the preferred condition. Every listed
 * provider falls in exactly one, and every provider of a group ranks above every provider of a later one,
 * since those keys come first in the order:
 *
 *   ORDER BY trade DESC, nearness DESC, preferred DESC, ...finerKeys, verified DESC,
 *            average rating DESC NULLS LAST, reviews DESC, days open DESC, created_at DESC, id DESC
 */
export function rankGroups(plan: RankPlan): RankGroups {
  const [trade, nearness, preference] = [
    tradeKey(plan.categories),
    nearnessKey(plan.locations),
    preferenceKey(plan.preferred),
  ];
  const conditions = trade.groups.flatMap((byTrade) =>
    nearness.groups.flatMap((byNearness) =>
      preference.groups.map((byPreference) => and(byTrade, byNearness, byPreference)!),
    ),
  );
  const rings = nearness.groups.length;
  const splits = preference.groups.length;
  const number = sql<number>`((${trade.number}) * ${sql.raw(String(rings))} + ${nearness.number}) * ${sql.raw(
    String(splits),
  )} + ${preference.number}`;
  return { conditions, number };
}

export interface GroupCounts {
  /** The listed providers (within the filter) in each group, as RankGroups' conditions. */
  sizes: number[];
  total: number;
  /** Those meeting the caller's `matched` condition; `total` without one. */
  matched: number;
}

/**
 * Counts the listed providers (within the filter) of each group, and the caller's matches, in one pass over
 * the masks index. `group by 1`: the number's expression written again would carry other parameter numbers,
 * which PostgreSQL does not take for the same expression.
 */
export async function countRankGroups(
  db: Database | Transaction,
  plan: RankPlan,
  groups: RankGroups,
  matched: SQL<number> = sql<number>`count(*)::int`,
): Promise<GroupCounts> {
  const rows = await db
    .select({ group: groups.number, providers: sql<number>`count(*)::int`, matched })
    .from(serviceProviders)
    .where(and(sql`${serviceProviders.listed}`, plan.filter))
    .groupBy(sql`1`);
  const sizes = groups.conditions.map(() => 0);
  for (const row of rows) if (row.group !== null) sizes[Number(row.group)] = row.providers;
  return {
    sizes,
    total: rows.reduce((sum, row) => sum + row.providers, 0),
    matched: rows.reduce((sum, row) => sum + row.matched, 0),
  };
}

/**
 * The providers at places [offset, offset + limit) of the ranking, read without sorting the directory.
 *
 * The best group is read first, up to the end of the page: it usually holds the whole page, and then that
 * one read is all. Otherwise it was read whole, and the next group is read for the rest of the page. Only
 * when that is short too is every group counted in one pass, and then only the later groups the page
 * overlaps are read, each from where the page starts in it, side by side: never an empty
 * group, never one wholly before the page. (Reading the groups in turn until the page was full cost a round
 * trip per group and a scan of each empty one, the slowest searches' time.)
 *
 * A caller that has counted the groups already (`known`, in the same pass as its own counts) skips the best
 * group's read and reads the page's groups straight away.
 *
 * A group's page is chosen by id from the rank index alone (its entries hold the order, the masks and the
 * price: an index-only scan, no row read to be thrown away; without finer keys the scan follows the index's
 * order and stops at the page), then only those rows are read and put back in order. The order is total
 * (the id last), so the same search always gives the same page.
 */
export async function readRankedPage(
  db: Database | Transaction,
  plan: RankPlan,
  page: { offset: number; limit: number },
  known?: { groups: RankGroups; sizes: readonly number[] },
): Promise<ProviderRow[]> {
  const order = () => [
    ...(plan.finerKeys ?? []),
    sql`${serviceProviders.verified} desc`,
    ...ratingAndAvailabilityOrder(),
    sql`${serviceProviders.createdAt} desc`,
    sql`${serviceProviders.id} desc`,
  ];
  // Inside the subquery service_providers is the inner table, so the same keys name its columns there and
  // the outer table's outside.
  const read = (group: SQL, skip: number, take: number): Promise<ProviderRow[]> =>
    db
      .select({ ...providerColumns, verified: serviceProviders.verified })
      .from(serviceProviders)
      .where(
        inArray(
          serviceProviders.id,
          db
            .select({ id: serviceProviders.id })
            .from(serviceProviders)
            .where(and(sql`${serviceProviders.listed}`, plan.filter, group))
            .orderBy(...order())
            .offset(skip)
            .limit(take),
        ),
      )
      .orderBy(...order());

  const groups = known?.groups ?? rankGroups(plan);
  const end = page.offset + page.limit;
  // The groups read already, each with its rows from the page's start in it to its end.
  const readAlready = new Map<number, ProviderRow[]>();
  let sizes = known?.sizes;
  if (!sizes) {
    const best = await read(groups.conditions[0]!, 0, end);
    if (best.length >= end || groups.conditions.length === 1) return best.slice(page.offset);
    // The best group was read whole. The next group usually fills the rest of the page (the best is short
    // when few meet the asked price, and the same trade and place above that price are many), so it is read
    // before anything is counted: counting every group cost twice a read, the slowest searches' time.
    const skip = Math.max(0, page.offset - best.length);
    const next = await read(groups.conditions[1]!, skip, end - best.length - skip);
    if (next.length === end - best.length - skip) return [...best.slice(page.offset), ...next];
    const counted = (await countRankGroups(db, plan, groups)).sizes;
    // A group read to its end has its own rows as its size, whatever was written since, and is not read
    // again; the next group only when its read started within it (an empty read past its end says not where).
    readAlready.set(0, best.slice(page.offset));
    const nextEnded = next.length > 0 || skip === 0;
    if (nextEnded) readAlready.set(1, next);
    sizes = [best.length, nextEnded ? skip + next.length : counted[1]!, ...counted.slice(2)];
  }
  const reads: Promise<ProviderRow[]>[] = [];
  let start = 0;
  groups.conditions.forEach((group, i) => {
    const from = Math.max(page.offset, start);
    const to = Math.min(end, start + sizes[i]!);
    if (to > from) reads.push(Promise.resolve(readAlready.get(i) ?? read(group, from - start, to - from)));
    start += sizes[i]!;
  });
  return (await Promise.all(reads)).flat();
}

/** The first `need` listed providers in the ranking's order. */
export async function rankListedProviders(
  db: Database | Transaction,
  plan: RankPlan,
  need: number,
): Promise<ProviderRow[]> {
  return readRankedPage(db, plan, { offset: 0, limit: need });
}

/** The same nearness in JS, to say on a card why a provider is where it is. */
export function nearnessOf(areas: readonly string[], locations: readonly string[]): Nearness {
  const rings = nearnessRings(locations);
  if (areas.some((area) => rings.same.includes(area))) return 'same-area';
  if (areas.some((area) => rings.neighbouring.includes(area))) return 'neighbouring';
  if (areas.some((area) => rings.city.includes(area))) return 'same-city';
  return 'elsewhere';
}
