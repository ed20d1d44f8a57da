import { z } from 'zod';
import { isLocationName } from '../locations/locations';
import { amenities, intents, propertyTypes } from './search-vocabulary';

/** Inclusive bounds; null means unbounded on that side. */
function boundsSchema(value: z.ZodNumber) {
  return z
    .object({ min: value.nullable(), max: value.nullable() })
    .refine(({ min, max }) => min === null || max === null || min <= max, {
      message: 'min must not exceed max',
    });
}

const roomCount = z.number().int().min(0).max(100);
const kes = z.number().int().min(0).max(1_000_000_000_000);

/**
 * What a search asks for, parsed from free text (see parseSearchText) or rebuilt from chips. Shared by the
 * browser (chips) and the server (the query), so the same schema validates it on both sides.
 */
export const searchCriteriaSchema = z.object({
  intent: z.enum(intents).nullable(),
  propertyTypes: z.array(z.enum(propertyTypes)),
  bedrooms: boundsSchema(roomCount),
  bathrooms: boundsSchema(roomCount),
  /** Whole KES: per month when renting, total when buying. */
  price: boundsSchema(kes),
  /**
   * Canonical location names from src/common/locations. Typed as string (not LocationName) on purpose, so
   * callers can test any string against it; the refine still rejects unknown names at runtime.
   */
  locations: z.array(
    z.string().refine((name): boolean => isLocationName(name), { message: 'Unknown location' }),
  ),
  amenities: z.array(z.enum(amenities)),
  /** Lower-cased words the parser did not use, in text order; for display only, never for filtering. */
  unmatchedTerms: z.array(z.string()),
});

export type SearchCriteria = z.infer<typeof searchCriteriaSchema>;
export type CriteriaBounds = SearchCriteria['bedrooms'];

export function emptyCriteria(): SearchCriteria {
  return {
    intent: null,
    propertyTypes: [],
    bedrooms: { min: null, max: null },
    bathrooms: { min: null, max: null },
    price: { min: null, max: null },
    locations: [],
    amenities: [],
    unmatchedTerms: [],
  };
}

/** True when the criteria narrow the search at all; unmatched words alone do not. */
export function hasAnyCriterion(criteria: SearchCriteria): boolean {
  const bounded = (bounds: CriteriaBounds): boolean => bounds.min !== null || bounds.max !== null;
  return (
    criteria.intent !== null ||
    criteria.propertyTypes.length > 0 ||
    bounded(criteria.bedrooms) ||
    bounded(criteria.bathrooms) ||
    bounded(criteria.price) ||
    criteria.locations.length > 0 ||
    criteria.amenities.length > 0
  );
}
