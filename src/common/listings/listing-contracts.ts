import { z } from 'zod';
import { searchCriteriaSchema } from '../search/search-criteria';
import { amenities, intents, propertyTypes } from '../search/search-vocabulary';
import { listingTexts } from './listing-texts';

/**
 * The listings API as the browser sees it: search, a listing page, favourites and viewing requests. The same
 * schemas validate requests on the server and type the responses in the browser. Change only by adding.
 */

const v = listingTexts.validation;

// ---------------------------------------------------------------------------------------------------------
// Limits

export const searchTextMaxLength = 500;
export const searchPageSizeDefault = 12;
export const searchPageSizeMax = 48;
/** Paging deeper than this is refused: nobody reads page 1,001 and the OFFSET cost grows with the page. */
export const searchPageMax = 1000;
export const favouritesMergeMax = 500;
export const viewingMessageMaxLength = 1000;
/** A viewing may be requested from now up to this many days ahead. */
export const viewingWindowDays = 30;

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const listingIdSchema = z.string({ error: v.listingIdInvalid }).regex(uuidPattern, v.listingIdInvalid);

/** `PUT|DELETE /api/favourites/:listingId` path parameters. */
export const favouriteParams = z.object({ listingId: listingIdSchema });

export const listingConditions = ['excellent', 'very_good', 'good'] as const;
export type ListingCondition = (typeof listingConditions)[number];
/**
 * Only `live` listings are found, shown or favourited; the rest belong to their host's dashboard. `paused` is
 * out of search until it goes live again (reports from several people pause it pending review); `removed` is
 * taken down by the moderators for good.
 */
export const listingStatuses = ['draft', 'pending', 'live', 'let', 'sold', 'paused', 'removed'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** Who lists the home: an agency (company) or the owner themself; `name` is what "Listed by" shows. */
export const hostKinds = ['agency', 'owner'] as const;
export type HostKind = (typeof hostKinds)[number];
export const listingHost = z.object({ name: z.string(), kind: z.enum(hostKinds) });

/** What a photo shows; also its alt text's subject. */
export const photoRooms = ['exterior', 'living_room', 'bedroom', 'kitchen', 'bathroom'] as const;
export type PhotoRoom = (typeof photoRooms)[number];

/** Widths the photo route renders (`?w=`); every photo is 4:3. */
export const listingPhotoWidths = [320, 480, 768, 1024, 1600] as const;
export type ListingPhotoWidth = (typeof listingPhotoWidths)[number];
export const listingPhotoAspect = { width: 4, height: 3 } as const;

const listingPhotoPath = (photoId: string) => `/api/listing-photos/${encodeURIComponent(photoId)}?w=`;

export function listingPhotoUrl(photoId: string, width: ListingPhotoWidth = 768): string {
  return `${listingPhotoPath(photoId)}${width}`;
}

/** For `<img srcset>`: every rendered width, so a phone downloads the 320/480 one. */
export function listingPhotoSrcSet(photoId: string): string {
  // Built for every photo of every search result, so the path is encoded once.
  const path = listingPhotoPath(photoId);
  return listingPhotoWidths.map((width) => `${path}${width} ${width}w`).join(', ');
}

/**
 * One photo: `url` is the 768-wide rendering and `width`/`height` its size, so the page can reserve the box
 * before it loads (no layout shift); `srcSet` offers the other widths.
 */
export const listingPhoto = z.object({
  id: z.string(),
  /** What a drawn demo photo shows; null for a photo the lister uploaded. */
  room: z.enum(photoRooms).nullable(),
  alt: z.string(),
  url: z.string(),
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ListingPhoto = z.infer<typeof listingPhoto>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/search?q=&intent=&page=&pageSize=[&criteria=]

const emptyToUndefined = (value: unknown): unknown => (value === '' ? undefined : value);

const criteriaJson = z
  .string()
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: v.criteriaInvalid });
      return z.NEVER;
    }
  })
  .pipe(searchCriteriaSchema);

/**
 * - `q`: what the person typed (at most 500 characters); may be empty.
 * - `intent`: the page's default (`/` rent, `/buy` buy); an intent in the text wins. Neither means rent.
 * - `page` from 1 to 1,000; `pageSize` from 1 to 48, default 12.
 * - `criteria` (optional): the JSON of a SearchCriteria, e.g. after a chip was removed; used instead of
 *   parsing `q`, whose words then only rank by relevance.
 */
export const searchQuery = z.object({
  q: z.preprocess(emptyToUndefined, z.string().max(searchTextMaxLength, v.textTooLong).default('')),
  intent: z.preprocess(emptyToUndefined, z.enum(intents, { error: v.intentInvalid }).optional()),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: v.pageNotNumber })
      .int(v.pageNotNumber)
      .min(1, v.pageNotNumber)
      .max(searchPageMax, v.pageTooLarge)
      .default(1),
  ),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: v.pageSizeInvalid })
      .int(v.pageSizeInvalid)
      .min(1, v.pageSizeInvalid)
      .max(searchPageSizeMax, v.pageSizeInvalid)
      .default(searchPageSizeDefault),
  ),
  criteria: z.preprocess(emptyToUndefined, criteriaJson.optional()),
});
export type SearchQuery = z.output<typeof searchQuery>;

/**
 * What a reason is about. `amenities` gives one reason per amenity asked for; `words` one per free word when
 * the text named no criteria (then the words are what is matched, and where in the home each appears); `none`
 * marks the reasons of a search that asked for nothing: whether the home is verified and how fresh it is.
 */
export const matchCriteria = [
  'location',
  'propertyType',
  'bedrooms',
  'bathrooms',
  'price',
  'amenities',
  'words',
  'none',
] as const;
export type MatchCriterion = (typeof matchCriteria)[number];

export const matchReason = z.object({
  criterion: z.enum(matchCriteria),
  met: z.boolean(),
  /** e.g. "In Kilimani", "KES 5,000 over budget", "1 bedroom fewer", "No swimming pool". */
  detail: z.string(),
});
export type MatchReason = z.infer<typeof matchReason>;

export const listingMatch = z.object({
  /**
   * 0–100. With criteria: the weighted share of them the home meets (100 when it meets all). With free words
   * only: their weighted text relevance (100 when every word is in the name). With nothing asked: half for
   * being verified plus up to half for freshness. Always computed, never random.
   */
  percent: z.number().int().min(0).max(100),
  /**
   * A close match: the home misses one of the asked criteria (a neighbouring area counts as missing only the
   * area), or with free words only, mentions some of them but not all. The reasons not met say what differs.
   * False for a home meeting everything asked, and when nothing was asked.
   */
  close: z.boolean(),
  reasons: z.array(matchReason),
});
export type ListingMatch = z.infer<typeof listingMatch>;

/** The fields a result card shows; the listing page gets these and more (ListingDetail). */
export const listingSummary = z.object({
  id: z.string(),
  name: z.string(),
  intent: z.enum(intents),
  propertyType: z.enum(propertyTypes),
  /** Whole KES: per month when `intent` is rent, the total price when buy. */
  price: z.number().int(),
  location: z.object({ name: z.string(), city: z.string() }),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  sqft: z.number().int(),
  /** Homes for sale only; null for rentals. */
  condition: z.enum(listingConditions).nullable(),
  /** 3.0–5.0, one decimal; null while no one has rated the home (a new listing of a lister's own). */
  rating: z.number().nullable(),
  host: listingHost,
  amenities: z.array(z.enum(amenities)),
  photos: z.array(listingPhoto),
  /** A youtube-nocookie embed URL, or null. */
  videoUrl: z.string().nullable(),
  verified: z.boolean(),
  /** When the home was last known available (its lister confirmed or edited it): 'Updated n days ago'. */
  confirmedAt: z.string(),
});
export type ListingSummary = z.infer<typeof listingSummary>;

export const searchResult = listingSummary.extend({ match: listingMatch });
export type SearchResult = z.infer<typeof searchResult>;

export const searchResponse = z.object({
  /** What the text was read as; `intent` is the one searched (text, else the page's, else rent). */
  criteria: searchCriteriaSchema,
  /**
   * How many homes match what was asked, counted by the server: `exact` meet every asked criterion (with free
   * words only: mention every word), `close` miss one of them (a home in a neighbouring area misses only the
   * area; with free words only: mention some). Null when nothing was asked (the list is every live home).
   * Counting stops at 500: `exactCapped` / `closeCapped` say more were found ('500+ homes match').
   */
  matches: z
    .object({
      exact: z.number().int(),
      close: z.number().int(),
      exactCapped: z.boolean(),
      closeCapped: z.boolean(),
    })
    .nullable(),
  /**
   * How many homes the list holds, over all pages: the exact matches then the close ones (exact + close, as
   * counted up to the limit), or every live listing of the intent when nothing was asked. Never the inventory
   * for a search that asked something.
   */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  results: z.array(searchResult),
});
export type SearchResponse = z.infer<typeof searchResponse>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/listings/:id → ListingDetail (404 when unknown or not live)

export const listingDetail = listingSummary.extend({
  description: z.string(),
  location: z.object({
    name: z.string(),
    city: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListingDetail = z.infer<typeof listingDetail>;

// ---------------------------------------------------------------------------------------------------------
// Favourites (signed in; 401 otherwise)
// GET /api/favourites → FavouriteIds
// PUT /api/favourites/:listingId → FavouriteIds (404 when the listing is unknown or not live)
// DELETE /api/favourites/:listingId → FavouriteIds (removing one that is not there is fine)
// POST /api/favourites/merge { listingIds } → FavouriteIds (the union; unknown ids are dropped)

export const favouriteIds = z.object({ listingIds: z.array(z.string()) });
export type FavouriteIds = z.infer<typeof favouriteIds>;

/** The browser's local list may hold stale or foreign ids; they are dropped, not refused. */
export const mergeFavouritesInput = z.object({
  listingIds: z.array(z.string().max(100)).max(favouritesMergeMax, v.listingIdsTooMany),
});
export type MergeFavouritesInput = z.infer<typeof mergeFavouritesInput>;

// GET /api/favourites/listings → FavouriteListings: the saved homes themselves, newest saved first, for the
// dashboard; a home no longer live stays in the list, marked unavailable.

export const favouriteListing = z.object({
  id: z.string(),
  name: z.string(),
  intent: z.enum(intents),
  propertyType: z.enum(propertyTypes),
  bedrooms: z.number().int(),
  /** Whole KES: per month when `intent` is rent, the total price when buy. */
  price: z.number().int(),
  location: z.object({ name: z.string(), city: z.string() }),
  /** Still live: its page opens. */
  available: z.boolean(),
});
export const favouriteListings = z.object({ listings: z.array(favouriteListing) });
export type FavouriteListings = z.infer<typeof favouriteListings>;

// ---------------------------------------------------------------------------------------------------------
// Viewing requests (signed in; 401 otherwise)
// POST /api/viewings ViewingRequestInput → 201 ViewingRequest (400 past or beyond 30 days; 404 unknown listing)
// GET /api/viewings → ViewingRequestList (the requester's own, newest first)
// GET /api/viewings/hosted → HostedViewingRequestList (requests for the signed-in host's listings)

export const viewingRequestInput = z.object({
  listingId: listingIdSchema,
  scheduledAt: z.iso.datetime({ offset: true, error: v.scheduledAtInvalid }),
  /** Optional; an empty or blank message is stored as none. */
  message: z.string().trim().max(viewingMessageMaxLength, v.messageTooLong).optional(),
});
export type ViewingRequestInput = z.input<typeof viewingRequestInput>;
export type ViewingRequestData = z.output<typeof viewingRequestInput>;

/** Why a viewing time cannot be chosen, or null when it can; the form and the server share the rule. */
export function viewingTimeProblem(scheduledAt: Date, now: Date): string | null {
  if (scheduledAt.getTime() <= now.getTime()) return v.scheduledAtPast;
  if (scheduledAt.getTime() > now.getTime() + viewingWindowDays * 24 * 60 * 60 * 1000)
    return v.scheduledAtTooFar;
  return null;
}

// The host's answers and the requester's own steps (signed in; 404 for another's request, 409 with the reason
// for a step the status does not allow):
// POST /api/viewings/:id/confirm ViewingTimeInput (host: confirmed at that time)
// POST /api/viewings/:id/propose ViewingTimeInput (host: another time, for the requester to accept)
// POST /api/viewings/:id/decline ViewingDeclineInput (host)
// POST /api/viewings/:id/accept (requester: takes the proposed time) · POST /api/viewings/:id/cancel (requester)

export const viewingStatuses = ['requested', 'confirmed', 'proposed', 'declined', 'cancelled'] as const;
export type ViewingStatus = (typeof viewingStatuses)[number];
export type ViewingAction = 'confirm' | 'propose' | 'decline' | 'accept' | 'cancel';
/** Who takes each step, from which statuses, to which; everything else is a 409 saying why. */
export const viewingTransitions: Readonly<
  Record<ViewingAction, { by: 'host' | 'requester'; from: readonly ViewingStatus[]; to: ViewingStatus }>
> = {
  confirm: { by: 'host', from: ['requested', 'proposed'], to: 'confirmed' },
  propose: { by: 'host', from: ['requested', 'confirmed'], to: 'proposed' },
  decline: { by: 'host', from: ['requested', 'proposed', 'confirmed'], to: 'declined' },
  accept: { by: 'requester', from: ['proposed'], to: 'confirmed' },
  cancel: { by: 'requester', from: ['requested', 'proposed', 'confirmed'], to: 'cancelled' },
};
/** The statuses in which a viewing is still to happen: one such request per person and home. */
export const openViewingStatuses: readonly ViewingStatus[] = ['requested', 'proposed', 'confirmed'];

export const viewingTimeInput = z.object({
  scheduledAt: z.iso.datetime({ offset: true, error: v.scheduledAtInvalid }),
});
export const viewingDeclineInput = z.object({
  reason: z.string().trim().max(300, v.reasonTooLong).optional(),
});

export const viewingRequest = z.object({
  id: z.string(),
  listingId: z.string(),
  listingName: z.string(),
  scheduledAt: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(viewingStatuses),
  /** The other time the host proposed, while the status is 'proposed'. */
  proposedAt: z.string().nullable(),
  /** The host's reason when declining. */
  hostNote: z.string().nullable(),
});
export type ViewingRequest = z.infer<typeof viewingRequest>;

export const hostedViewingRequest = viewingRequest.extend({
  requesterId: z.string(),
  /** The requester's display name once accounts carry one; null otherwise. */
  requesterName: z.string().nullable(),
});
export type HostedViewingRequest = z.infer<typeof hostedViewingRequest>;

export const viewingRequestList = z.object({ viewings: z.array(viewingRequest) });
export type ViewingRequestList = z.infer<typeof viewingRequestList>;
export const hostedViewingRequestList = z.object({ viewings: z.array(hostedViewingRequest) });
export type HostedViewingRequestList = z.infer<typeof hostedViewingRequestList>;

// GET /api/hosting/summary → HostingSummary (the signed-in user's listings and the viewings asked of them)

export interface HostingSummary {
  /** The user's listings on ABODE, drafts left out. */
  listed: number;
  /** Viewing requests people sent for the user's listings. */
  viewingRequests: number;
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/listing-photos/:photoId?w=480 → image/svg+xml, cached for a year (the id fixes the picture)

export const listingPhotoQuery = z.object({
  w: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: v.photoWidthInvalid })
      .refine(
        (width): boolean => (listingPhotoWidths as readonly number[]).includes(width),
        v.photoWidthInvalid,
      )
      .transform((width) => width as ListingPhotoWidth)
      .default(768),
  ),
});
