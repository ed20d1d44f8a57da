import { describe, expect, it } from 'vitest';
import { describeCriteria, formatKes, removeCriterion } from './criteria-labels';
import { parseSearchText } from './parse-search-text';
import { emptyCriteria, type SearchCriteria } from './search-criteria';

const criteria = (partial: Partial<SearchCriteria> = {}): SearchCriteria => ({
  ...emptyCriteria(),
  ...partial,
});

describe('describeCriteria', () => {
  it.each<[Partial<SearchCriteria>, { key: string; label: string }[]]>([
    [{}, []],
    [{ bedrooms: { min: 2, max: 2 } }, [{ key: 'bedrooms', label: '2 bedrooms' }]],
    [{ bedrooms: { min: 1, max: 1 } }, [{ key: 'bedrooms', label: '1 bedroom' }]],
    [{ bedrooms: { min: 3, max: null } }, [{ key: 'bedrooms', label: '3+ bedrooms' }]],
    [{ bedrooms: { min: 2, max: 3 } }, [{ key: 'bedrooms', label: '2–3 bedrooms' }]],
    [{ bedrooms: { min: null, max: 3 } }, [{ key: 'bedrooms', label: 'Up to 3 bedrooms' }]],
    [{ bedrooms: { min: null, max: 1 } }, [{ key: 'bedrooms', label: 'Up to 1 bedroom' }]],
    [{ bathrooms: { min: 2, max: null } }, [{ key: 'bathrooms', label: '2+ bathrooms' }]],
    [{ bathrooms: { min: 1, max: 1 } }, [{ key: 'bathrooms', label: '1 bathroom' }]],
    [{ price: { min: null, max: 50_000 } }, [{ key: 'price', label: 'Under KES 50,000' }]],
    [{ price: { min: 30_000, max: 50_000 } }, [{ key: 'price', label: 'KES 30,000 – 50,000' }]],
    [{ price: { min: 1_500_000, max: null } }, [{ key: 'price', label: 'From KES 1,500,000' }]],
    [{ price: { min: 45_000, max: 45_000 } }, [{ key: 'price', label: 'KES 45,000' }]],
    [{ intent: 'buy' }, [{ key: 'intent', label: 'For sale' }]],
    [{ intent: 'rent' }, [{ key: 'intent', label: 'To rent' }]],
    [{ locations: ['Kilimani'] }, [{ key: 'location:Kilimani', label: 'Kilimani' }]],
    [{ amenities: ['parking'] }, [{ key: 'amenity:parking', label: 'Parking' }]],
    [{ amenities: ['dsq'] }, [{ key: 'amenity:dsq', label: 'DSQ (staff quarters)' }]],
    [{ propertyTypes: ['apartment'] }, [{ key: 'type:apartment', label: 'Apartment' }]],
    [{ unmatchedTerms: ['quiet'] }, []],
  ])('%j', (partial, chips) => {
    expect(describeCriteria(criteria(partial))).toEqual(chips);
  });

  it('lists chips in a fixed order: intent, types, rooms, price, places, amenities', () => {
    const parsed = parseSearchText('parking, Kili or Kile, 2br 2ba apartment under 50k to rent');
    expect(describeCriteria(parsed)).toEqual([
      { key: 'intent', label: 'To rent' },
      { key: 'type:apartment', label: 'Apartment' },
      { key: 'bedrooms', label: '2 bedrooms' },
      { key: 'bathrooms', label: '2 bathrooms' },
      { key: 'price', label: 'Under KES 50,000' },
      { key: 'location:Kilimani', label: 'Kilimani' },
      { key: 'location:Kileleshwa', label: 'Kileleshwa' },
      { key: 'amenity:parking', label: 'Parking' },
    ]);
  });
});

describe('removeCriterion', () => {
  const full = criteria({
    intent: 'rent',
    propertyTypes: ['apartment', 'maisonette'],
    bedrooms: { min: 2, max: 3 },
    bathrooms: { min: 2, max: null },
    price: { min: null, max: 50_000 },
    locations: ['Kilimani', 'Kileleshwa'],
    amenities: ['parking', 'gym'],
    unmatchedTerms: ['quiet'],
  });

  it.each<[string, Partial<SearchCriteria>]>([
    ['intent', { intent: null }],
    ['bedrooms', { bedrooms: { min: null, max: null } }],
    ['bathrooms', { bathrooms: { min: null, max: null } }],
    ['price', { price: { min: null, max: null } }],
    ['type:apartment', { propertyTypes: ['maisonette'] }],
    ['location:Kilimani', { locations: ['Kileleshwa'] }],
    ['amenity:gym', { amenities: ['parking'] }],
    ['amenity:pool', {}],
    ['location:Nowhere', {}],
    ['nonsense', {}],
    ['', {}],
  ])('%s', (key, change) => {
    expect(removeCriterion(full, key)).toEqual({ ...full, ...change });
  });

  it('removes exactly the chip it is given, for every chip', () => {
    const chips = describeCriteria(full);
    for (const chip of chips) {
      const remaining = describeCriteria(removeCriterion(full, chip.key));
      expect(remaining).toEqual(chips.filter((other) => other.key !== chip.key));
    }
  });

  it('does not change the criteria it is given', () => {
    const before = structuredClone(full);
    removeCriterion(full, 'location:Kilimani');
    expect(full).toEqual(before);
  });
});

describe('formatKes', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1,000'],
    [45_000, '45,000'],
    [1_500_000, '1,500,000'],
    [250_000_000, '250,000,000'],
  ])('%d → %s', (amount, text) => {
    expect(formatKes(amount)).toBe(text);
  });
});
