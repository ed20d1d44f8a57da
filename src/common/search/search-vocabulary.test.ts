import { describe, expect, it } from 'vitest';
import { parseSearchText } from './parse-search-text';
import { amenities, intents, propertyTypes } from './search-vocabulary';

// Every canonical key, typed as a word, must read as itself. "house" is the exception by design: alone it
// is too general to name a type (see propertyTypeSynonyms).
describe('canonical keys read as themselves', () => {
  it.each(amenities)('amenity %s', (amenity) => {
    expect(parseSearchText(amenity).amenities).toEqual([amenity]);
  });

  it.each(propertyTypes.filter((type) => type !== 'house'))('type %s', (type) => {
    expect(parseSearchText(type).propertyTypes).toEqual([type]);
  });

  it.each(intents)('intent %s', (intent) => {
    expect(parseSearchText(intent).intent).toBe(intent);
  });
});
