import { describe, expect, it } from 'vitest';
import { findLocation } from '@common/locations/locations';
import { amenities } from '@common/search/search-vocabulary';
import { amenityMaskOrder } from '../../../db/schema/index';
import { renderListingPhoto } from '../render-listing-photo';
import { parsePhotoId } from '../listing-photo-id';
import { generateListing } from './listing-generator';

const sample = Array.from({ length: 3000 }, (_, index) => generateListing(index));

describe('the demo listing generator', () => {
  it('gives the same listing for the same index, whatever else is generated', () => {
    expect(generateListing(1234)).toEqual(sample[1234]);
    expect(generateListing(0, 1)).not.toEqual(sample[0]);
    expect(new Set(sample.map((listing) => listing.id)).size).toBe(sample.length);
  });

  it('prices rentals within the area band, with spread', () => {
    let inBand = 0;
    let checked = 0;
    for (const listing of sample) {
      if (listing.intent !== 'rent' || listing.propertyType === 'commercial') continue;
      const location = findLocation(listing.locationName)!;
      const band =
        listing.bedrooms <= 1
          ? location.rent.oneBed
          : listing.bedrooms === 2
            ? location.rent.twoBed
            : location.rent.threePlus;
      expect(band).not.toBeNull();
      checked += 1;
      if (listing.price >= band![0] * 0.7 && listing.price <= band![1] * 1.15) inBand += 1;
    }
    expect(inBand / checked).toBeGreaterThan(0.97);
  });

  it('keeps sale prices near the area sale band', () => {
    for (const listing of sample) {
      if (
        listing.intent !== 'buy' ||
        listing.propertyType === 'land' ||
        listing.propertyType === 'commercial'
      )
        continue;
      const [min, max] = findLocation(listing.locationName)!.sale;
      expect(listing.price).toBeGreaterThanOrEqual(min * 0.35);
      expect(listing.price).toBeLessThanOrEqual(max * 3.2);
    }
  });

  it('fits amenities to the home and photos to the listing', () => {
    for (const listing of sample) {
      if (listing.propertyType === 'bungalow' || listing.propertyType === 'villa')
        expect(listing.amenities).not.toContain('lift');
      if (listing.bedrooms < 3) expect(listing.amenities).not.toContain('dsq');
      if (listing.propertyType === 'bedsitter') expect(listing.amenities).not.toContain('pool');
      expect(listing.photos.length).toBeGreaterThanOrEqual(3);
      expect(listing.photos.length).toBeLessThanOrEqual(6);
      expect(parsePhotoId(listing.photos[0]!)?.room).toBe('exterior');
      expect(listing.rating).toBeGreaterThanOrEqual(3);
      expect(listing.rating).toBeLessThanOrEqual(5);
      expect(listing.condition === null).toBe(listing.intent === 'rent' || listing.propertyType === 'land');
    }
    // No invented video ids: the Virtual Tour button shows only for a listing with a real tour link.
    expect(sample.filter((listing) => listing.videoUrl !== null)).toEqual([]);
    expect(sample.filter((listing) => listing.status === 'live').length / sample.length).toBeGreaterThan(
      0.85,
    );
  });

  it('says a home is ideal for people it fits: no students in a villa, no families in a bedsitter', () => {
    const idealFor = (description: string) => /ideal for ([^.]+)\./.exec(description)?.[1] ?? null;
    const seen = new Set<string>();
    for (const listing of sample) {
      const audience = idealFor(listing.description);
      if (listing.propertyType === 'land') {
        expect(audience).toBeNull();
        continue;
      }
      expect(audience).not.toBeNull();
      seen.add(audience!);
      const upscale =
        listing.propertyType === 'villa' ||
        (listing.intent === 'rent' ? listing.price >= 150_000 : listing.price >= 40_000_000);
      if (upscale) expect(audience).not.toMatch(/student|first/);
      if (listing.intent === 'buy') expect(audience).not.toMatch(/student/);
      if (listing.bedrooms <= 1) expect(audience).not.toMatch(/family/);
      if (listing.propertyType === 'commercial') expect(audience).toMatch(/business|offices/);
      else expect(audience).not.toMatch(/business|offices/);
    }
    expect(seen).toContain('students');
    expect(seen).toContain('expatriates');
  });

  it('draws every photo under 3 KB', () => {
    for (const listing of sample.slice(0, 300)) {
      for (const photo of listing.photos)
        expect(renderListingPhoto(photo, 1600).length).toBeLessThan(3 * 1024);
    }
  });

  it('has an amenity mask bit for every amenity of the vocabulary', () => {
    expect([...amenityMaskOrder].sort()).toEqual([...amenities].sort());
    expect(amenityMaskOrder.length).toBeLessThanOrEqual(31);
  });
});
