import { describe, expect, it } from 'vitest';
import { describeCriteria, removeCriterion } from '@common/search/criteria-labels';
import { parseSearchText } from '@common/search/parse-search-text';
import { emptyCriteria, type SearchCriteria } from '@common/search/search-criteria';
import { amenities, propertyTypes } from '@common/search/search-vocabulary';
import { criteriaToText } from './criteria-to-text';

/** The criteria that matter for searching, without the display-only leftovers. */
const searched = (criteria: SearchCriteria) => ({ ...criteria, unmatchedTerms: [] });

const roundTrip = (criteria: SearchCriteria) => searched(parseSearchText(criteriaToText(criteria)));

describe('criteriaToText', () => {
  it('writes a sentence the parser reads back as the same criteria', () => {
    const texts = [
      'A 2 bedroom apartment in Kilimani with parking under KES 60,000',
      'Bedsitter near Thika Road below 10k',
      'A 4 bedroom house for sale in Karen with a garden',
      '3br maisonette in Syokimau between 30k and 50k with dsq and borehole',
      'at least 3 bedrooms 2 bathrooms in Westie or Lavi above 100k, gym, pool, lift, wifi',
      'studio or bedsitter in Ruaka to rent, pets allowed, furnished, water tank, solar, cctv, gated',
      'villa for sale in Runda up to 150m with backup generator and balcony',
      'commercial office space in Upper Hill',
      'land for sale in Kitengela',
      'up to 2 bedrooms in South B',
    ];
    for (const text of texts) {
      const criteria = parseSearchText(text);
      expect(roundTrip(criteria), text).toEqual(searched(criteria));
    }
  });

  it('covers every property type and amenity', () => {
    for (const type of propertyTypes) {
      const criteria = { ...emptyCriteria(), propertyTypes: [type] };
      expect(roundTrip(criteria), type).toEqual(criteria);
    }
    for (const amenity of amenities) {
      const criteria = { ...emptyCriteria(), amenities: [amenity] };
      expect(roundTrip(criteria), amenity).toEqual(criteria);
    }
  });

  it('searches again without a removed chip, keeping the others', () => {
    const criteria = parseSearchText('2 bedroom apartment in Kilimani under 50k with parking');
    const chips = describeCriteria(criteria).map((chip) => chip.key);
    for (const key of chips) {
      const remaining = removeCriterion(criteria, key);
      const reread = parseSearchText(criteriaToText(remaining));
      expect(describeCriteria(reread).map((chip) => chip.key)).toEqual(chips.filter((chip) => chip !== key));
    }
  });

  it('is empty for empty criteria', () => {
    expect(criteriaToText(emptyCriteria())).toBe('');
  });
});
