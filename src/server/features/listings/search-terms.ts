import { and, gte, inArray, lte, sql, type Column, type SQL } from 'drizzle-orm';
import type { MatchCriterion, MatchReason } from '@common/listings/listing-contracts';
import { findLocation } from '@common/locations/locations';
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
  price: 3,
  bedrooms: 2,
  propertyType: 2,
  bathrooms: 1,
  /** Each amenity asked for. */
  amenity: 1,
} as const;

/**
 * One asked criterion: the SQL that scores it over `listings` rows (search-ranking.ts) and the same test in
 * JS over a fetched row, with the words that explain it (the reasons of the 12 results shown).
 */
export interface SearchTerm {
  criterion: MatchCriterion;
  weight: number;
  condition: SQL;
  reason(row: SummaryRow): MatchReason;
}

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
  return {
    criterion,
    weight: criterionWeights[criterion],
    condition: boundsCondition(column, bounds),
    reason: (row) => {
      const count = row[criterion];
      const off = outside(count, bounds);
      if (off === 0) return { criterion, met: true, detail: reasonTexts.roomsMet(count, noun) };
      const detail = off < 0 ? reasonTexts.fewer(-off, noun) : reasonTexts.more(off, noun);
      return { criterion, met: false, detail };
    },
  };
}

function priceTerm(bounds: CriteriaBounds): SearchTerm {
  return {
    criterion: 'price',
    weight: criterionWeights.price,
    condition: boundsCondition(listings.price, bounds),
    reason: (row) => {
      const off = outside(row.price, bounds);
      if (off === 0) return { criterion: 'price', met: true, detail: reasonTexts.priceMet(row.price) };
      const detail = off > 0 ? reasonTexts.overBudget(off) : reasonTexts.belowMinimum(-off);
      return { criterion: 'price', met: false, detail };
    },
  };
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

function locationTerm(names: readonly string[], ids: readonly number[]): SearchTerm {
  const wanted = names.flatMap((name) => {
    const location = findLocation(name);
    return location ? [location] : [];
  });
  return {
    criterion: 'location',
    weight: criterionWeights.location,
    // Literal ids (whole numbers from our own table), so the planner can weigh each area's share of listings.
    condition:
      ids.length > 0 ? sql`${listings.locationId} in (${sql.raw(ids.map(Number).join(', '))})` : sql`false`,
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
  };
}

function typeTerm(types: readonly PropertyType[]): SearchTerm {
  const accepted = [...new Set(types.flatMap((type) => typeFamilies[type] ?? [type]))];
  const wantedLabels = types.map((type) => propertyTypeLabels[type]);
  return {
    criterion: 'propertyType',
    weight: criterionWeights.propertyType,
    condition: inArray(listings.propertyType, accepted),
    reason: (row) => {
      const label = propertyTypeLabels[row.propertyType];
      return accepted.includes(row.propertyType)
        ? { criterion: 'propertyType', met: true, detail: reasonTexts.typeMet(label) }
        : { criterion: 'propertyType', met: false, detail: reasonTexts.typeMissed(label, wantedLabels) };
    },
  };
}

function amenityTerms(criteria: SearchCriteria): SearchTerm[] {
  return criteria.amenities.map((amenity) => {
    const bit = 1 << amenityMaskOrder.indexOf(amenity);
    const label = amenityLabels[amenity];
    return {
      criterion: 'amenities',
      weight: criterionWeights.amenity,
      condition: sql`(${listings.amenityMask} & ${sql.raw(String(bit))}) <> 0`,
      reason: (row) =>
        row.amenities.includes(amenity)
          ? { criterion: 'amenities', met: true, detail: reasonTexts.amenityMet(label) }
          : { criterion: 'amenities', met: false, detail: reasonTexts.amenityMissed(label) },
    };
  });
}

/**
 * The asked criteria, heaviest first (the order reasons are shown in). Intent is no term: it filters.
 * `locationIds` are the ids of `criteria.locations` (see locationIdsOf).
 */
export function searchTerms(criteria: SearchCriteria, locationIds: readonly number[]): SearchTerm[] {
  const terms: SearchTerm[] = [];
  if (criteria.locations.length > 0) terms.push(locationTerm(criteria.locations, locationIds));
  if (hasBounds(criteria.price)) terms.push(priceTerm(criteria.price));
  if (hasBounds(criteria.bedrooms)) terms.push(roomsTerm('bedrooms', criteria.bedrooms, 'bedroom'));
  if (criteria.propertyTypes.length > 0) terms.push(typeTerm(criteria.propertyTypes));
  if (hasBounds(criteria.bathrooms)) terms.push(roomsTerm('bathrooms', criteria.bathrooms, 'bathroom'));
  terms.push(...amenityTerms(criteria));
  return terms;
}
