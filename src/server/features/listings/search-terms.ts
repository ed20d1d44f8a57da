import { and, gte, inArray, lte, sql, type Column, type SQL } from 'drizzle-orm';
import type { MatchCriterion, MatchReason } from '@common/listings/listing-contracts';
import { findLocation, isLocationName, neighbouringLocations } from '@common/locations/locations';
import { amenityLabels, propertyTypeLabels } from '@common/search/criteria-labels';
import type { CriteriaBounds, SearchCriteria } from '@common/search/search-criteria';
import type { PropertyType } from '@common/search/search-vocabulary';
import { amenityMaskOrder, listings } from '../../db/schema/index';
import type { SummaryRow } from './listing-rows';
import { reasonTexts } from './listings-texts';

/**
 * How much each criterion counts towards the match. Where and how much matter most to people (a home in the
 * wrong area or over budget is rarely wanted), the size and kind of home next, single wishes least.
 * A home's score is the sum of the weights of the criteria it meets; its match percent is that sum over the
 * sum of all the asked criteria's weights.
 */
export const criterionWeights = {
  location: 3,
  /** In the asked areas or one next to them (see SearchTerm): a neighbouring area beats a distant one. */
  nearby: 1,
  price: 3,
  bedrooms: 2,
  propertyType: 2,
  bathrooms: 1,
  /** Each amenity asked for. */
  amenity: 1,
} as const;

/**
 * What ranks first: how many of the asked criteria a home meets, then their weights. Each term ranks by this
 * plus its weight (rankWeight), and it is more than all the weights together can add up to, so a home meeting
 * every criterion ranks above every close match (one criterion missed) and a close match above every home
 * missing two or more, whatever they weigh: the first `exact + close` homes of the order are exactly the
 * homes the count says match (see countMatches).
 */
const perCriterionMet = 1000;

/**
 * The condition as plain facts, for the servers' copy of the live listings that counts the matches
 * (live-listing-directory.ts): the same test as `condition`, over the copied columns.
 */
export type TermFact =
  | { kind: 'location'; ids: readonly number[] }
  | { kind: 'range'; column: 'price' | 'bedrooms' | 'bathrooms'; bounds: CriteriaBounds }
  | { kind: 'type'; accepted: readonly PropertyType[] }
  | { kind: 'amenity'; bit: number };

/**
 * One asked criterion: the SQL that scores it over `listings` rows (search-ranking.ts) and the same test in
 * JS over a fetched row, with the words that explain it (the reasons of the 12 results shown).
 *
 * `nearby` is the asked areas and their neighbours (neighbouringLocations, the adjacency table home services
 * ranks by too): a home there meets it, so a home in a neighbouring area misses only the area itself (a close
 * match, ranked above the distant homes, which miss both). Its reason is the location's, so it shows none.
 */
export interface SearchTerm {
  criterion: MatchCriterion | 'nearby';
  /** Its share of the match percent. */
  weight: number;
  /** What meeting it adds to a home's score in the order: perCriterionMet + weight. */
  rankWeight: number;
  condition: SQL;
  fact: TermFact;
  /** The condition's test over a fetched row. */
  meets(row: SummaryRow): boolean;
  /** Null for a term whose reason another term gives (nearby). */
  reason(row: SummaryRow): MatchReason | null;
}

/** A term whose reason says whether it is met. */
type ReasonedTerm = Omit<SearchTerm, 'meets' | 'reason'> & { reason(row: SummaryRow): MatchReason };

const reasoned = (term: ReasonedTerm): SearchTerm => ({ ...term, meets: (row) => term.reason(row).met });

const weighed = (weight: number) => ({ weight, rankWeight: perCriterionMet + weight });

/** Someone asking for a "house" means any stand-alone home, so a bungalow or a villa meets it. */
const typeFamilies: Partial<Record<PropertyType, readonly PropertyType[]>> = {
  house: ['house', 'bungalow', 'villa', 'maisonette', 'townhouse'],
};

function boundsCondition(column: Column, bounds: CriteriaBounds): SQL {
  const parts = [
    bounds.min === null ? undefined : gte(column, bounds.min),
    bounds.max === null ? undefined : lte(column, bounds.max),
  ];
  return and(...parts)!;
}

const hasBounds = (bounds: CriteriaBounds): boolean => bounds.min !== null || bounds.max !== null;

/** How far a count falls outside the bounds: negative when below the minimum, positive above the maximum. */
function outside(value: number, bounds: CriteriaBounds): number {
  if (bounds.min !== null && value < bounds.min) return value - bounds.min;
  if (bounds.max !== null && value > bounds.max) return value - bounds.max;
  return 0;
}

function roomsTerm(criterion: 'bedrooms' | 'bathrooms', bounds: CriteriaBounds, noun: string): SearchTerm {
  const column = criterion === 'bedrooms' ? listings.bedrooms : listings.bathrooms;
  return reasoned({
    criterion,
    ...weighed(criterionWeights[criterion]),
    condition: boundsCondition(column, bounds),
    fact: { kind: 'range', column: criterion, bounds },
    reason: (row) => {
      const count = row[criterion];
      const off = outside(count, bounds);
      if (off === 0) return { criterion, met: true, detail: reasonTexts.roomsMet(count, noun) };
      const detail = off < 0 ? reasonTexts.fewer(-off, noun) : reasonTexts.more(off, noun);
      return { criterion, met: false, detail };
    },
  });
}

function priceTerm(bounds: CriteriaBounds): SearchTerm {
  return reasoned({
    criterion: 'price',
    ...weighed(criterionWeights.price),
    condition: boundsCondition(listings.price, bounds),
    fact: { kind: 'range', column: 'price', bounds },
    reason: (row) => {
      const off = outside(row.price, bounds);
      if (off === 0) return { criterion: 'price', met: true, detail: reasonTexts.priceMet(row.price) };
      const detail = off > 0 ? reasonTexts.overBudget(off) : reasonTexts.belowMinimum(-off);
      return { criterion: 'price', met: false, detail };
    },
  });
}

function kilometresBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const radians = (degrees: number): number => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

// Literal ids (whole numbers from our own table), so the planner can weigh each area's share of listings.
export const idsCondition = (ids: readonly number[]): SQL =>
  ids.length > 0 ? sql`${listings.locationId} in (${sql.raw(ids.map(Number).join(', '))})` : sql`false`;

function locationTerm(names: readonly string[], ids: readonly number[]): SearchTerm {
  const wanted = names.flatMap((name) => {
    const location = findLocation(name);
    return location ? [location] : [];
  });
  return reasoned({
    criterion: 'location',
    ...weighed(criterionWeights.location),
    condition: idsCondition(ids),
    fact: { kind: 'location', ids },
    reason: (row) => {
      if (names.includes(row.locationName)) {
        return { criterion: 'location', met: true, detail: reasonTexts.inLocation(row.locationName) };
      }
      const nearest = wanted
        .map((location) => ({ name: location.name, km: kilometresBetween(row, location) }))
        .sort((a, b) => a.km - b.km)[0];
      const detail = nearest
        ? reasonTexts.elsewhere(row.locationName, nearest.name, nearest.km)
        : reasonTexts.inLocation(row.locationName);
      return { criterion: 'location', met: false, detail };
    },
  });
}

/** The asked areas and their neighbours; `ids` are the ids of those names (see searchTerms). */
function nearbyTerm(names: readonly string[], ids: readonly number[]): SearchTerm {
  return {
    criterion: 'nearby',
    ...weighed(criterionWeights.nearby),
    condition: idsCondition(ids),
    fact: { kind: 'location', ids },
    meets: (row) => names.includes(row.locationName),
    reason: () => null,
  };
}

/** The areas next to the asked ones (not themselves), nearest first. */
export function neighboursOf(names: readonly string[]): string[] {
  const near = names.flatMap((name) => (isLocationName(name) ? neighbouringLocations[name] : []));
  return [...new Set(near)].filter((name) => !names.includes(name));
}

function typeTerm(types: readonly PropertyType[]): SearchTerm {
  const accepted = [...new Set(types.flatMap((type) => typeFamilies[type] ?? [type]))];
  const wantedLabels = types.map((type) => propertyTypeLabels[type]);
  return reasoned({
    criterion: 'propertyType',
    ...weighed(criterionWeights.propertyType),
    condition: inArray(listings.propertyType, accepted),
    fact: { kind: 'type', accepted },
    reason: (row) => {
      const label = propertyTypeLabels[row.propertyType];
      return accepted.includes(row.propertyType)
        ? { criterion: 'propertyType', met: true, detail: reasonTexts.typeMet(label) }
        : { criterion: 'propertyType', met: false, detail: reasonTexts.typeMissed(label, wantedLabels) };
    },
  });
}

function amenityTerms(criteria: SearchCriteria): SearchTerm[] {
  return criteria.amenities.map((amenity) => {
    const bit = 1 << amenityMaskOrder.indexOf(amenity);
    const label = amenityLabels[amenity];
    return reasoned({
      criterion: 'amenities',
      ...weighed(criterionWeights.amenity),
      condition: sql`(${listings.amenityMask} & ${sql.raw(String(bit))}) <> 0`,
      fact: { kind: 'amenity', bit },
      reason: (row) =>
        row.amenities.includes(amenity)
          ? { criterion: 'amenities', met: true, detail: reasonTexts.amenityMet(label) }
          : { criterion: 'amenities', met: false, detail: reasonTexts.amenityMissed(label) },
    });
  });
}

/**
 * The asked criteria, heaviest first (the order reasons are shown in). Intent is no term: it filters.
 * `locationIds` are the ids of `criteria.locations`, `nearbyIds` those of the same and their neighbours
 * (neighboursOf; see locationIdsOf).
 */
export function searchTerms(
  criteria: SearchCriteria,
  locationIds: readonly number[],
  nearbyIds: readonly number[] = locationIds,
): SearchTerm[] {
  const terms: SearchTerm[] = [];
  if (criteria.locations.length > 0) {
    terms.push(locationTerm(criteria.locations, locationIds));
    terms.push(nearbyTerm([...criteria.locations, ...neighboursOf(criteria.locations)], nearbyIds));
  }
  if (hasBounds(criteria.price)) terms.push(priceTerm(criteria.price));
  if (hasBounds(criteria.bedrooms)) terms.push(roomsTerm('bedrooms', criteria.bedrooms, 'bedroom'));
  if (criteria.propertyTypes.length > 0) terms.push(typeTerm(criteria.propertyTypes));
  if (hasBounds(criteria.bathrooms)) terms.push(roomsTerm('bathrooms', criteria.bathrooms, 'bathroom'));
  terms.push(...amenityTerms(criteria));
  return terms;
}
