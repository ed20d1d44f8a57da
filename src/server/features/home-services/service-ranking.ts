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
 * The values of one of the ranking's first keys, best first, each as the condition a provider meets to have
 * it: right trade, then the others; one group of everyone when the job names no trade.
 */
function tradeGroups(categories: readonly ServiceCategory[]): SQL[] {
  if (categories.length === 0) return [sql`true`];
  const trade = offersAnyOf(categories);
  return [trade, not(trade)];
}

/** Same area, neighbouring, same city, elsewhere: each ring less the nearer ones (an empty ring skipped). */
function nearnessGroups(locations: readonly string[]): SQL[] {
  const rings = nearnessRings(locations);
  if (rings.same.length === 0) return [sql`true`];
  const groups: SQL[] = [];
  const nearer: string[] = [];
  for (const ring of [rings.same, rings.neighbouring, rings.city]) {
    if (ring.length === 0) continue;
    groups.push(nearer.length === 0 ? servesAnyOf(ring) : and(servesAnyOf(ring), not(servesAnyOf(nearer)))!);
    nearer.push(...ring);
  }
  groups.push(not(servesAnyOf(nearer)));
  return groups;
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
  /** The caller's keys between nearness and verified, each `... desc` (the search's score and words). */
  finerKeys?: SQL[];
}

/**
 * The first `need` listed providers in the ranking's order, exactly those that
 *
 *   ORDER BY trade DESC, nearness DESC, ...finerKeys, verified DESC, average rating DESC NULLS LAST,
 *            reviews DESC, days open DESC, created_at DESC, id DESC  LIMIT need
 *
 * over every listed provider gives, without sorting every provider. Trade and nearness come first, so the
 * providers fall into groups (right trade in the same area, right trade next door, ...) that follow each
 * other whole: every provider of a group ranks above every provider of a later one. The groups are read
 * best first, each sorted by the remaining keys and cut at what is still needed, and reading stops once
 * `need` are found, since a later group cannot hold any of them. A group is integer tests on the category
 * and area bits (provider-masks.ts) held in the rank index's own entries, and without finer keys its order
 * is the rank index's, which is then read along only as far as the page. The order is total (the id last),
 * so the same search always gives the same page.
 */
export async function rankListedProviders(
  db: Database | Transaction,
  plan: RankPlan,
  need: number,
): Promise<ProviderRow[]> {
  const order = () => [
    ...(plan.finerKeys ?? []),
    sql`${serviceProviders.verified} desc`,
    ...ratingAndAvailabilityOrder(),
    sql`${serviceProviders.createdAt} desc`,
    sql`${serviceProviders.id} desc`,
  ];
  // A group's page is chosen by id first, from the rank index alone (its entries hold the order, the masks
  // and the price: an index-only scan, no row read to be thrown away), then only those rows are read and put
  // back in the same order. Inside the subquery service_providers is the inner table, so the same keys name
  // its columns there and the outer table's outside.
  const read = (group: SQL, limit: number) =>
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
            .limit(limit),
        ),
      )
      .orderBy(...order());
  // In waves, to save round trips without reading much that is not needed: the best group alone (it
  // usually fills the page), then the rest of its trade's nearness rings together, then each other trade
  // value's rings together. Within a wave each group is cut at what was still needed before it; the waves'
  // groups are joined in rank order and cut at `need`, which is what reading them one by one would give.
  const nearness = nearnessGroups(plan.locations);
  const waves = tradeGroups(plan.categories).flatMap((trade, i) => {
    const groups = nearness.map((ring) => and(trade, ring)!);
    return i === 0 ? [groups.slice(0, 1), groups.slice(1)] : [groups];
  });
  let ranked: ProviderRow[] = [];
  for (const wave of waves) {
    if (ranked.length >= need) break;
    const still = need - ranked.length;
    const rows = await Promise.all(wave.map((group) => read(group, still)));
    ranked = [...ranked, ...rows.flat()].slice(0, need);
  }
  return ranked;
}

/** The same nearness in JS, to say on a card why a provider is where it is. */
export function nearnessOf(areas: readonly string[], locations: readonly string[]): Nearness {
  const rings = nearnessRings(locations);
  if (areas.some((area) => rings.same.includes(area))) return 'same-area';
  if (areas.some((area) => rings.neighbouring.includes(area))) return 'neighbouring';
  if (areas.some((area) => rings.city.includes(area))) return 'same-city';
  return 'elsewhere';
}
