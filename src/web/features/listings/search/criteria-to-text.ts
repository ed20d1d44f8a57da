import { formatKes } from '@common/search/criteria-labels';
import type { CriteriaBounds, SearchCriteria } from '@common/search/search-criteria';
import type { Amenity, PropertyType } from '@common/search/search-vocabulary';

/**
 * Words the search parser reads back as the same criterion. "house" needs a marker word to count as a type
 * ("standalone house"); the others are the canonical words of the search vocabulary.
 */
const typeWords: Readonly<Record<PropertyType, string>> = {
  bedsitter: 'bedsitter',
  studio: 'studio',
  apartment: 'apartment',
  maisonette: 'maisonette',
  townhouse: 'townhouse',
  bungalow: 'bungalow',
  villa: 'villa',
  house: 'standalone house',
  land: 'land',
  commercial: 'commercial property',
};

const amenityWords: Readonly<Record<Amenity, string>> = {
  parking: 'parking',
  pool: 'swimming pool',
  gym: 'gym',
  borehole: 'borehole',
  generator: 'backup generator',
  cctv: 'cctv',
  gated: 'gated community',
  lift: 'lift',
  balcony: 'balcony',
  garden: 'garden',
  dsq: 'dsq',
  furnished: 'furnished',
  pets: 'pet friendly',
  internet: 'wifi',
  water_tank: 'water tank',
  solar: 'solar',
};

function countWords({ min, max }: CriteriaBounds, noun: string): string | null {
  if (min !== null && max !== null) {
    return min === max ? `${min} ${noun}` : `${min} to ${max} ${noun}s`;
  }
  if (min !== null) return `at least ${min} ${noun}s`;
  if (max !== null) return `up to ${max} ${noun}s`;
  return null;
}

function priceWords({ min, max }: CriteriaBounds): string | null {
  if (min !== null && max !== null) return `between KES ${formatKes(min)} and KES ${formatKes(max)}`;
  if (min !== null) return `above KES ${formatKes(min)}`;
  if (max !== null) return `under KES ${formatKes(max)}`;
  return null;
}

/** "a", "a and b", "a, b and c". */
const joinAnd = (words: readonly string[]): string =>
  words.length < 3 ? words.join(' and ') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/**
 * A plain sentence that the search parser reads back as the same criteria, e.g. "2 bedroom apartment in
 * Kilimani under KES 50,000 with parking". Used when a chip is removed: the remaining criteria become the
 * new search text, so the URL (`?q=`) still holds the whole search and the server stays the one judge.
 * Words the parser did not understand (`unmatchedTerms`) never narrowed the search, so they are left out.
 */
export function criteriaToText(criteria: SearchCriteria): string {
  const parts: string[] = [];
  const bedrooms = countWords(criteria.bedrooms, 'bedroom');
  if (bedrooms) parts.push(bedrooms);
  if (criteria.propertyTypes.length)
    parts.push(joinAnd(criteria.propertyTypes.map((type) => typeWords[type])));
  if (criteria.intent) parts.push(criteria.intent === 'buy' ? 'for sale' : 'to rent');
  const bathrooms = countWords(criteria.bathrooms, 'bathroom');
  if (bathrooms) parts.push(`with ${bathrooms}`);
  if (criteria.locations.length) parts.push(`in ${joinAnd(criteria.locations)}`);
  const price = priceWords(criteria.price);
  if (price) parts.push(price);
  if (criteria.amenities.length) {
    parts.push(`with ${joinAnd(criteria.amenities.map((amenity) => amenityWords[amenity]))}`);
  }
  return parts.join(' ');
}
