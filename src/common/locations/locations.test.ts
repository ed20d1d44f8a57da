import { describe, expect, it } from 'vitest';
import { parseSearchText } from '../search/parse-search-text';
import {
  findLocation,
  isLocationName,
  landmarks,
  locationNames,
  locations,
  locationsInCity,
} from './locations';

const bands = (location: (typeof locations)[number]) =>
  [location.rent.oneBed, location.rent.twoBed, location.rent.threePlus, location.sale].filter(
    (band) => band !== null,
  );

describe('locations table', () => {
  it('has every location of the search vocabulary, plus Nairobi CBD', () => {
    expect(locationNames).toHaveLength(45);
    expect(new Set(locationNames).size).toBe(locationNames.length);
    expect(locationNames).toContain('Nairobi CBD');
  });

  it.each(locations.map((location) => [location.name, location] as const))(
    '%s has sane facts',
    (_, location) => {
      for (const [min, max] of bands(location)) {
        expect(Number.isInteger(min) && Number.isInteger(max)).toBe(true);
        expect(min).toBeGreaterThan(0);
        expect(min).toBeLessThanOrEqual(max);
      }
      // Kenya spans roughly 5°N to 5°S and 34°E to 42°E.
      expect(location.latitude).toBeGreaterThan(-5);
      expect(location.latitude).toBeLessThan(5);
      expect(location.longitude).toBeGreaterThan(33.9);
      expect(location.longitude).toBeLessThan(42);
    },
  );

  it('keeps rents rising with size where a band exists', () => {
    for (const location of locations) {
      const { oneBed, twoBed, threePlus } = location.rent;
      if (oneBed && twoBed) expect(oneBed[0], location.name).toBeLessThanOrEqual(twoBed[0]);
      if (twoBed && threePlus) expect(twoBed[0], location.name).toBeLessThanOrEqual(threePlus[0]);
    }
  });

  it('finds locations by canonical name only', () => {
    expect(findLocation('Kilimani')?.tier).toBe('upmarket');
    expect(findLocation('Milimani (Nakuru)')?.city).toBe('Nakuru');
    expect(findLocation('kilimani')).toBeUndefined();
    expect(isLocationName("Lang'ata")).toBe(true);
    expect(isLocationName('Langata')).toBe(false);
  });

  it('lists the locations of a city, any case', () => {
    expect(locationsInCity('mombasa')).toEqual(['Nyali', 'Bamburi']);
    expect(locationsInCity('Atlantis')).toEqual([]);
  });

  it('points every landmark at known locations', () => {
    for (const names of Object.values(landmarks)) {
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(isLocationName(name)).toBe(true);
    }
  });
});

describe('every name and alias is understood by the search parser', () => {
  const spellings = locations.flatMap((location) =>
    [location.name, ...location.aliases].map((spelling) => [spelling, location.name] as const),
  );
  it.each(spellings)('%s → %s', (spelling, name) => {
    expect(parseSearchText(spelling).locations).toContain(name);
  });
});
