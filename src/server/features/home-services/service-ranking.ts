import { sql, type SQL } from 'drizzle-orm';
import {
  isLocationName,
  locationsInMetroOf,
  neighbouringLocations,
  type LocationName,
} from '@common/locations/locations';
import type { ServiceCategory } from '@common/services/service-categories';
import { serviceProviders } from '../../db/schema/index';

/**
 * THE ranking of providers for a job, used by /api/services/search and by a maintenance request's
 * assignment list alike:
 *
 *   1. the right trade (offers one of the job's categories) before any other;
 *   2. nearness to the place: serves the area itself, then a neighbouring area (neighbouringLocations, the
 *      adjacency table from coordinates), then the same city (metro area), then elsewhere — so a provider in
 *      another city never comes above one nearby;
 *   3. then the caller's finer keys (the search's price and words), and last rating and availability
 *      (ratingAndAvailabilityOrder).
 *
 * A plumber one area away therefore outranks a carpenter next door for "fix a leaking tap", and a Mombasa
 * mover never tops "moving house from Ruaka to Kasarani".
 */
export interface JobPlace {
  categories: readonly ServiceCategory[];
  /** Canonical location names of the job (the property's area, or the places named in a search). */
  locations: readonly string[];
}

export type Nearness = 'same-area' | 'neighbouring' | 'same-city' | 'elsewhere';

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

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

/** 1 when the provider offers one of the categories, else 0. */
export function tradeSql(categories: readonly ServiceCategory[]): SQL {
  if (categories.length === 0) return sql`0`;
  return sql`(${serviceProviders.categories} && ${textArray(categories)})::int`;
}

/** 3 same area, 2 neighbouring, 1 same city, 0 elsewhere. */
export function nearnessSql(locations: readonly string[]): SQL {
  const rings = nearnessRings(locations);
  const whens: SQL[] = [];
  if (rings.same.length > 0)
    whens.push(sql`when ${serviceProviders.areas} && ${textArray(rings.same)} then 3`);
  if (rings.neighbouring.length > 0)
    whens.push(sql`when ${serviceProviders.areas} && ${textArray(rings.neighbouring)} then 2`);
  if (rings.city.length > 0)
    whens.push(sql`when ${serviceProviders.areas} && ${textArray(rings.city)} then 1`);
  if (whens.length === 0) return sql`0`;
  return sql`(case ${sql.join(whens, sql` `)} else 0 end)`;
}

/** The ranking's first keys: trade, then nearness (each left out when the job does not ask it). */
export function jobRankingOrder(job: JobPlace): SQL[] {
  return [
    ...(job.categories.length > 0 ? [sql`(${tradeSql(job.categories)}) desc`] : []),
    ...(nearnessRings(job.locations).same.length > 0 ? [sql`(${nearnessSql(job.locations)}) desc`] : []),
  ];
}

/** The ranking's last keys: average rating, reviews, then the days a week the provider works. */
export function ratingAndAvailabilityOrder(): SQL[] {
  return [
    sql`${serviceProviders.ratingTotal}::float8 / nullif(${serviceProviders.reviewCount}, 0) desc nulls last`,
    sql`${serviceProviders.reviewCount} desc`,
    sql`jsonb_array_length(${serviceProviders.availability} -> 'days') desc`,
  ];
}

/** The same nearness in JS, to say on a card why a provider is where it is. */
export function nearnessOf(areas: readonly string[], locations: readonly string[]): Nearness {
  const rings = nearnessRings(locations);
  if (areas.some((area) => rings.same.includes(area))) return 'same-area';
  if (areas.some((area) => rings.neighbouring.includes(area))) return 'neighbouring';
  if (areas.some((area) => rings.city.includes(area))) return 'same-city';
  return 'elsewhere';
}
