import { z } from 'zod';
import { isLocationName } from '../locations/locations';
import { amenities, intents, propertyTypes } from '../search/search-vocabulary';
import { listingPhoto, listingStatuses, type ListingStatus } from './listing-contracts';
import { listingPipelineTexts } from './listing-pipeline-texts';

const v = listingPipelineTexts.validation;

/** The spec's required documents, in its order; each is uploaded privately, like KYC. */
export const listingDocumentCategories = [
  'ownership',
  'floor_plan',
  'recent_photos',
  'inspection_report',
] as const;
export type ListingDocumentCategory = (typeof listingDocumentCategories)[number];

export const maxListingPhotos = 20;
/** The largest photo file the server takes; the browser scales a photo down to well under it first. */
export const listingPhotoMaxBytes = 2 * 1024 * 1024;
/** An uploaded photo's id: random, never reused, so its bytes may be cached for a year. */
export const uploadedListingPhotoIdPattern = /^up-[0-9a-f]{24}\.(jpg|png)$/;

/** Kenya's extent, a little generous at the borders: a pin outside it is a mistake. */
const kenya = { south: -4.8, north: 5.1, west: 33.8, east: 42 } as const;

/**
 * The video id of a YouTube address (watch, youtu.be, shorts, embed, live; www., m. or none), or null for
 * anything else: only YouTube is embedded in the Virtual Tour dialog.
 */
export function youtubeVideoId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const id =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? url.pathname === '/watch'
          ? url.searchParams.get('v')
          : /^\/(shorts|embed|live)\/([^/]+)$/.exec(url.pathname)?.[2]
        : null;
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

/** What the Virtual Tour dialog embeds: the privacy-enhanced player. */
export const youtubeEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}`;

const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const listingFields = {
  intent: z.enum(intents, { error: v.intentInvalid }),
  propertyType: z.enum(propertyTypes, { error: v.propertyTypeInvalid }),
  /** Optional: without one the title is made from the type, bedrooms and area. */
  title: z.string({ error: v.titleLength }).trim().min(5, v.titleLength).max(140, v.titleLength).nullable(),
  bedrooms: whole(v.bedroomsInvalid, 0, 50),
  bathrooms: whole(v.bathroomsInvalid, 0, 50),
  sqft: whole(v.sizeInvalid, 1, 10_000_000),
  price: whole(v.priceInvalid, 1, 100_000_000_000),
  location: z
    .string({ error: v.locationRequired })
    .trim()
    .min(1, v.locationRequired)
    .refine(isLocationName, v.locationUnknown),
  pin: z
    .object({
      latitude: z
        .number({ error: v.pinInvalid })
        .min(kenya.south, v.pinInvalid)
        .max(kenya.north, v.pinInvalid),
      longitude: z
        .number({ error: v.pinInvalid })
        .min(kenya.west, v.pinInvalid)
        .max(kenya.east, v.pinInvalid),
    })
    .nullable(),
  landmark: z.string({ error: v.landmarkLength }).trim().max(120, v.landmarkLength).nullable(),
  amenities: z
    .array(z.enum(amenities, { error: v.amenityInvalid }), { error: v.amenityInvalid })
    .max(amenities.length, v.amenitiesDuplicate)
    .refine((list) => new Set(list).size === list.length, v.amenitiesDuplicate),
  description: z
    .string({ error: v.descriptionLength })
    .trim()
    .min(20, v.descriptionLength)
    .max(4000, v.descriptionLength),
  videoUrl: z
    .string({ error: v.videoNotYoutube })
    .refine((address) => youtubeVideoId(address) !== null, v.videoNotYoutube)
    .nullable(),
};

// POST /api/my-listings: a draft, from a vacant unit of the lister's property or (for sale) on its own.
export const listingDraftInput = z
  .object({
    unitId: z.uuid({ error: v.unitIdInvalid }).nullable().default(null),
    ...listingFields,
    title: listingFields.title.default(null),
    pin: listingFields.pin.default(null),
    landmark: listingFields.landmark.default(null),
    amenities: listingFields.amenities.default([]),
    videoUrl: listingFields.videoUrl.default(null),
  })
  .refine((draft) => draft.unitId === null || draft.intent === 'rent', {
    path: ['unitId'],
    message: v.unitForSale,
  });
export type ListingDraftInput = z.infer<typeof listingDraftInput>;

// PATCH /api/my-listings/:id: any of the fields; price, type, bedrooms or area of a live listing send it back
// to review.
export const listingEditInput = z
  .object(listingFields)
  .partial()
  .refine((edit) => Object.keys(edit).length > 0, v.emptyPatch);
export type ListingEditInput = z.infer<typeof listingEditInput>;

// PUT /api/my-listings/:id/photos: the photos to keep, in order; the first is the cover.
export const listingPhotoOrderInput = z.object({
  photoIds: z
    .array(z.string({ error: v.photoOrderInvalid }), { error: v.photoOrderInvalid })
    .max(maxListingPhotos, v.photoOrderInvalid)
    .refine((ids) => new Set(ids).size === ids.length, v.photoOrderInvalid),
});

// POST /api/listing-review/:id/request-changes and /reject: the comments or reason the lister reads.
export const listingReviewNoteInput = z.object({
  note: z.string({ error: v.noteRequired }).trim().min(1, v.noteRequired).max(1000, v.noteRequired),
});

/** Each step a listing can take, who takes it, and from which statuses (the one table of transitions). */
export const listingTransitions = {
  submit: { by: 'lister', from: ['draft'], to: 'pending' },
  approve: { by: 'reviewer', from: ['pending'], to: 'live' },
  request_changes: { by: 'reviewer', from: ['pending'], to: 'draft' },
  reject: { by: 'reviewer', from: ['pending'], to: 'removed' },
  pause: { by: 'lister', from: ['live'], to: 'paused' },
  resume: { by: 'lister', from: ['paused'], to: 'live' },
  mark_let: { by: 'lister', from: ['live', 'paused'], to: 'let' },
  mark_sold: { by: 'lister', from: ['live', 'paused'], to: 'sold' },
} as const satisfies Record<
  string,
  { by: 'lister' | 'reviewer'; from: readonly ListingStatus[]; to: ListingStatus }
>;
export type ListingAction = keyof typeof listingTransitions;
/** Listing freshness: a lister's live listing unconfirmed this many days is asked about by SMS, then paused. */
export const listingFreshnessDays = { ask: 30, pause: 45 } as const;

/** Statuses whose listing the lister may still edit. */
export const editableListingStatuses = [
  'draft',
  'pending',
  'live',
  'paused',
] as const satisfies readonly ListingStatus[];

const listingDocumentSummary = z.object({
  id: z.string(),
  category: z.enum(listingDocumentCategories),
  fileLabel: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});

/** A lister's own listing, as their dashboard and the reviewer see it. */
export const myListing = z.object({
  id: z.string(),
  status: z.enum(listingStatuses),
  name: z.string(),
  intent: z.enum(intents),
  propertyType: z.enum(propertyTypes),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  sqft: z.number().int(),
  price: z.number().int(),
  location: z.string(),
  pin: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  landmark: z.string().nullable(),
  amenities: z.array(z.enum(amenities)),
  description: z.string(),
  videoUrl: z.string().nullable(),
  photos: z.array(listingPhoto),
  unitId: z.string().nullable(),
  verified: z.boolean(),
  /** The reviewer's comments (changes asked for) or reason (rejected, removed). */
  reviewNote: z.string().nullable(),
  documents: z.array(listingDocumentSummary),
  hostName: z.string(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the home was last known available (live, edited, resumed or confirmed by its lister). */
  confirmedAt: z.string(),
  /** Paused by ABODE, unconfirmed for 45 days: resuming (or confirming) puts it back in search. */
  stale: z.boolean(),
  /** What it drew: page views (its lister's own not counted), favourites, viewing requests, applications. */
  stats: z.object({
    views: z.number().int(),
    favourites: z.number().int(),
    viewings: z.number().int(),
    applications: z.number().int(),
  }),
});
export type MyListing = z.infer<typeof myListing>;
