import { describe, expect, it } from 'vitest';
import { emptyCriteria, hasAnyCriterion, searchCriteriaSchema, type SearchCriteria } from './search-criteria';

const criteria = (partial: Partial<SearchCriteria> = {}): SearchCriteria => ({
  ...emptyCriteria(),
  ...partial,
});

describe('searchCriteriaSchema', () => {
  it('accepts empty criteria', () => {
    expect(searchCriteriaSchema.parse(emptyCriteria())).toEqual(emptyCriteria());
  });

  it('accepts full criteria', () => {
    const full = criteria({
      intent: 'buy',
      propertyTypes: ['villa'],
      bedrooms: { min: 4, max: null },
      bathrooms: { min: 3, max: 5 },
      price: { min: 30_000_000, max: 90_000_000 },
      locations: ['Gigiri', 'Milimani (Kisumu)'],
      amenities: ['pool', 'water_tank'],
      unmatchedTerms: ['view'],
    });
    expect(searchCriteriaSchema.parse(full)).toEqual(full);
  });

  it.each<[string, unknown]>([
    ['an unknown location', criteria({ locations: ['Atlantis'] })],
    ['an unknown amenity', { ...emptyCriteria(), amenities: ['helipad'] }],
    ['an unknown intent', { ...emptyCriteria(), intent: 'swap' }],
    ['min above max', criteria({ price: { min: 50_000, max: 30_000 } })],
    ['a fractional bedroom count', criteria({ bedrooms: { min: 1.5, max: null } })],
    ['a negative price', criteria({ price: { min: -1, max: null } })],
    ['a missing field', { intent: null }],
  ])('rejects %s', (_, value) => {
    expect(searchCriteriaSchema.safeParse(value).success).toBe(false);
  });
});

describe('emptyCriteria', () => {
  it('returns a fresh object each time', () => {
    const first = emptyCriteria();
    first.locations.push('Karen');
    expect(emptyCriteria().locations).toEqual([]);
  });
});

describe('hasAnyCriterion', () => {
  it.each<[Partial<SearchCriteria>, boolean]>([
    [{}, false],
    [{ unmatchedTerms: ['asdf'] }, false],
    [{ intent: 'rent' }, true],
    [{ propertyTypes: ['studio'] }, true],
    [{ bedrooms: { min: 2, max: null } }, true],
    [{ bathrooms: { min: null, max: 2 } }, true],
    [{ price: { min: null, max: 50_000 } }, true],
    [{ locations: ['Karen'] }, true],
    [{ amenities: ['gym'] }, true],
  ])('%j → %s', (partial, expected) => {
    expect(hasAnyCriterion(criteria(partial))).toBe(expected);
  });
});
