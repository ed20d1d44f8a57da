import { describe, expect, it } from 'vitest';
import {
  listingDraftInput,
  listingEditInput,
  type MyListing,
} from '@common/listings/listing-pipeline-contracts';
import { listerActions, readyForReview } from './lister-actions';
import { contractField, fromListing, toInput, type ListingFormValues } from './listing-form-values';

const filled: ListingFormValues = {
  ...fromListing(undefined),
  propertyType: 'apartment',
  bedrooms: 2,
  bathrooms: 1,
  sqft: 800,
  price: 55_000,
  location: 'Kilimani',
  description: 'A bright two bedroom flat near Yaya Centre with borehole water.',
};

const document = (category: MyListing['documents'][number]['category']) => ({
  id: category,
  category,
  fileLabel: `${category}.pdf`,
  contentType: 'application/pdf',
  sizeBytes: 10,
  uploadedAt: '2026-11-27T10:00:00.000Z',
});
const photo = { id: 'up-1', room: null, alt: '', url: '', srcSet: '', width: 1, height: 1 };

describe('the listing form gives the contract what it asks', () => {
  it('makes empty optional texts null and leaves the pin out when both halves are empty', () => {
    const input = toInput(filled);
    expect(input).toMatchObject({ unitId: null, title: null, landmark: null, videoUrl: null, pin: null });
    expect(listingDraftInput.safeParse(input).success).toBe(true);
  });

  it('reads a typed pin as numbers, and a half pin is the contract’s error on the pin', () => {
    expect(toInput({ ...filled, latitude: '-1.29', longitude: '36.78' }).pin).toEqual({
      latitude: -1.29,
      longitude: 36.78,
    });
    const half = listingDraftInput.safeParse(toInput({ ...filled, latitude: '-1.29' }));
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]?.path[0]).toBe('pin');
  });

  it('refuses what the server refuses, in its words (no re-declared rules)', () => {
    const checked = listingDraftInput.safeParse(
      toInput({ ...filled, videoUrl: 'https://vimeo.com/1', description: 'Nice.' }),
    );
    const fields = checked.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['videoUrl', 'description']));
    expect(listingDraftInput.safeParse(toInput({ ...filled, propertyType: '' })).success).toBe(false);
  });

  it('an edit names the pin as one field, as PATCH takes it', () => {
    expect(contractField('latitude')).toBe('pin');
    expect(contractField('longitude')).toBe('pin');
    expect(contractField('price')).toBe('price');
    expect(listingEditInput.safeParse({ pin: toInput(filled).pin }).success).toBe(true);
  });
});

describe("the lister's steps follow the one table of transitions", () => {
  it('offers Send for review on a draft only, and Pause, Mark let on a live rental', () => {
    expect(listerActions({ status: 'draft', intent: 'rent' })).toEqual(['submit']);
    expect(listerActions({ status: 'pending', intent: 'rent' })).toEqual([]);
    expect(listerActions({ status: 'live', intent: 'rent' })).toEqual(['pause', 'mark_let']);
    expect(listerActions({ status: 'paused', intent: 'buy' })).toEqual(['resume', 'mark_sold']);
    expect(listerActions({ status: 'let', intent: 'rent' })).toEqual([]);
  });

  it('is ready for review with a photo and the four documents', () => {
    const all = ['ownership', 'floor_plan', 'recent_photos', 'inspection_report'] as const;
    const draft = { status: 'draft' as const, photos: [photo], documents: all.map(document) };
    expect(readyForReview(draft)).toBe(true);
    expect(readyForReview({ ...draft, photos: [] })).toBe(false);
    expect(readyForReview({ ...draft, documents: draft.documents.slice(1) })).toBe(false);
    expect(readyForReview({ ...draft, status: 'pending' })).toBe(false);
  });
});
