import { z } from 'zod';
import { isLocationName } from '../locations/locations';
import { isPropertyId, normalizePropertyId } from '../tenancy/property-id';
import {
  clockTimePattern,
  formatAvailability,
  formatDays,
  isWithinAvailability,
  kenyaWallClock,
  minutesOfClock,
  weekdays,
  type Availability,
} from './service-availability';
import { serviceCategories } from './service-categories';
import { serviceTexts } from './service-texts';

/**
 * The home-services API as the browser sees it: provider search, provider pages, the provider's own profile,
 * service requests and reviews. The same schemas validate requests on the server and type the responses in
 * the browser. Change only by adding.
 *
 * Routes (all under /api/services):
 *   GET  /search?q=&category=&page=&pageSize=[&criteria=]   → ServiceSearchResponse
 *   GET  /providers/:id                                     → ProviderDetail (404 unknown or not listed)
 *   GET  /my-profile                                        → MyProviderProfile (service_provider only)
 *   PUT  /my-profile  ProviderProfileInput                  → MyProviderProfile (service_provider only)
 *   POST /my-profile/photo  multipart: file (JPEG or PNG)   → MyProviderProfile (service_provider only)
 *   GET  /my-ratings                                        → ProviderRatings (service_provider only)
 *   POST /requests    ServiceRequestInput                   → 201 ServiceRequest (signed in)
 *   GET  /requests/mine                                     → ServiceRequestList (the customer's own)
 *   GET  /requests/incoming                                 → IncomingServiceRequestList (the provider's own)
 *   POST /requests/:id/accept | /decline | /complete        → IncomingServiceRequest (the provider; 409 wrong state)
 *   POST /requests/:id/cancel                               → ServiceRequest (the customer; 409 once accepted)
 *   POST /requests/:id/review  ServiceReviewInput           → 201 ServiceReview (the customer; once; completed)
 *   GET  /photos/:photoId?w=                                → image/svg+xml, or the uploaded JPEG/PNG
 */

const v = serviceTexts.validation;

// ---------------------------------------------------------------------------------------------------------
// Limits

export const serviceSearchTextMaxLength = 500;
export const serviceSearchPageSizeDefault = 12;
export const serviceSearchPageSizeMax = 48;
export const serviceSearchPageMax = 1000;
/** A service may be booked from now up to this many days ahead. */
export const bookingWindowDays = 60;
export const providerReviewsShown = 20;
export const priceFromMin = 100;
export const priceFromMax = 1_000_000;
export const budgetMax = 10_000_000;
export const areasServedMax = 20;

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Provider and request ids are UUIDs; anything else in a path is an unknown id (404), not bad input. */
export function isServiceId(value: string): boolean {
  return uuidPattern.test(value);
}
const emptyToUndefined = (value: unknown): unknown => (value === '' ? undefined : value);
const unique = (values: readonly string[]): boolean => new Set(values).size === values.length;

export const providerIdSchema = z
  .string({ error: v.providerIdInvalid })
  .regex(uuidPattern, v.providerIdInvalid);

export const serviceCategorySchema = z.enum(serviceCategories, { error: v.categoryInvalid });

/** A canonical location name from src/common/locations (typed as string so any string can be tested). */
export const areaNameSchema = z
  .string({ error: v.areaUnknown })
  .refine((name): boolean => isLocationName(name), { message: v.areaUnknown });

export const availabilitySchema = z
  .object({
    days: z
      .array(z.enum(weekdays, { error: v.daysRequired }))
      .min(1, v.daysRequired)
      .refine(unique, v.daysDuplicate)
      // Stored and shown in week order whatever order the form sent.
      .transform((days) => weekdays.filter((day) => days.includes(day))),
    opensAt: z.string({ error: v.clockInvalid }).regex(clockTimePattern, v.clockInvalid),
    closesAt: z.string({ error: v.clockInvalid }).regex(clockTimePattern, v.clockInvalid),
  })
  .refine(({ opensAt, closesAt }) => minutesOfClock(closesAt) > minutesOfClock(opensAt), {
    message: v.closesBeforeOpens,
    path: ['closesAt'],
  }) satisfies z.ZodType<Availability>;

/** Inclusive bounds in whole KES; null means unbounded on that side. */
const kesBounds = z
  .object({
    min: z.number().int().min(0).max(1_000_000_000_000).nullable(),
    max: z.number().int().min(0).max(1_000_000_000_000).nullable(),
  })
  .refine(({ min, max }) => min === null || max === null || min <= max, {
    message: 'min must not exceed max',
  });

// ---------------------------------------------------------------------------------------------------------
// Photos: a generated picture named by a key (`pl-3fa2b1c9d0e4`: a plumbing scene and its seed), so the
// picture is a pure function of the key, or a photo the provider uploaded (`up-<24 hex>.jpg`: a random name
// given by the server, never reused). Either is cached for a year under its key.

export const servicePhotoWidths = [320, 480, 768] as const;
export type ServicePhotoWidth = (typeof servicePhotoWidths)[number];
/** Every service photo is 4:3 (uploaded ones are cropped to it in the browser before they are sent). */
export const servicePhotoAspect = { width: 4, height: 3 } as const;
export const servicePhotoKeyPattern = /^(cl|pl|el|ca|pa|ga|de)-[0-9a-f]{12}$/;
export const uploadedServicePhotoKeyPattern = /^up-[0-9a-f]{24}\.(jpg|png)$/;
/** The largest photo file the server takes; the browser scales a photo down to well under it first. */
export const servicePhotoMaxBytes = 900 * 1024;
/** The size the browser scales an uploaded photo to: the widest size a card or page shows. */
export const uploadedServicePhotoSize = { width: 960, height: 720 } as const;

export function servicePhotoUrl(photoKey: string, width: ServicePhotoWidth = 480): string {
  return `/api/services/photos/${encodeURIComponent(photoKey)}?w=${width}`;
}

/**
 * Every photo in three widths, so a phone on mobile data takes the small one; an uploaded photo also in the
 * size it was sent in. The server answers uploaded photos in WebP where the browser shows it.
 */
export function servicePhotoSrcSet(photoKey: string): string {
  const widths = servicePhotoWidths.map((width) => `${servicePhotoUrl(photoKey, width)} ${width}w`);
  if (uploadedServicePhotoKeyPattern.test(photoKey)) {
    widths.push(`/api/services/photos/${encodeURIComponent(photoKey)} ${uploadedServicePhotoSize.width}w`);
  }
  return widths.join(', ');
}

export const servicePhoto = z.object({
  key: z.string(),
  url: z.string(),
  srcSet: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ServicePhoto = z.infer<typeof servicePhoto>;

export const servicePhotoQuery = z.object({
  w: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: v.photoWidthInvalid })
      .refine(
        (width): boolean => (servicePhotoWidths as readonly number[]).includes(width),
        v.photoWidthInvalid,
      )
      .transform((width) => width as ServicePhotoWidth)
      .default(480),
  ),
});

// ---------------------------------------------------------------------------------------------------------
// Search: GET /api/services/search?q=&category=&page=&pageSize=[&criteria=]

/** What a services search asks for, read from free text by parseServiceText or rebuilt from chips. */
export const serviceCriteriaSchema = z.object({
  /** Met by a provider offering any of them ("fundi" alone asks for any trade). */
  categories: z.array(z.enum(serviceCategories)),
  /** Canonical location names; met by a provider serving any of them. */
  locations: z.array(areaNameSchema),
  /** The budget in whole KES, compared with the provider's starting price. */
  price: kesBounds,
  /** Lower-cased words the parser did not use, in text order; rank by relevance, never filter. */
  unmatchedTerms: z.array(z.string()),
});
export type ServiceCriteria = z.infer<typeof serviceCriteriaSchema>;

const serviceCriteriaJson = z
  .string()
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: v.criteriaInvalid });
      return z.NEVER;
    }
  })
  .pipe(serviceCriteriaSchema);

/** The category filter's choices: 'all' and the seven. */
export const serviceCategoryFilters = ['all', ...serviceCategories] as const;
export type ServiceCategoryFilter = (typeof serviceCategoryFilters)[number];

/**
 * - `q`: what the person typed (at most 500 characters); may be empty.
 * - `category`: the category filter; unlike the text it filters (only providers offering it are counted and
 *   shown). Empty or 'all' shows every category.
 * - `page` 1–1,000, `pageSize` 1–48 (default 12).
 * - `criteria` (optional): the JSON of a ServiceCriteria (e.g. after a chip was removed), used instead of q.
 */
export const serviceSearchQuery = z.object({
  q: z.preprocess(emptyToUndefined, z.string().max(serviceSearchTextMaxLength, v.textTooLong).default('')),
  category: z.preprocess(
    emptyToUndefined,
    z
      .enum(serviceCategoryFilters, { error: v.categoryInvalid })
      .default('all')
      .transform((filter) => (filter === 'all' ? null : filter)),
  ),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: v.pageNotNumber })
      .int(v.pageNotNumber)
      .min(1, v.pageNotNumber)
      .max(serviceSearchPageMax, v.pageNotNumber)
      .default(1),
  ),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: v.pageSizeInvalid })
      .int(v.pageSizeInvalid)
      .min(1, v.pageSizeInvalid)
      .max(serviceSearchPageSizeMax, v.pageSizeInvalid)
      .default(serviceSearchPageSizeDefault),
  ),
  criteria: z.preprocess(emptyToUndefined, serviceCriteriaJson.optional()),
});
export type ServiceSearchQuery = z.output<typeof serviceSearchQuery>;

/** What a reason is about; `words` when the text named no criteria, `none` when it asked for nothing. */
export const serviceMatchCriteria = ['category', 'location', 'price', 'words', 'none'] as const;

export const serviceMatchReason = z.object({
  criterion: z.enum(serviceMatchCriteria),
  met: z.boolean(),
  /** e.g. "Offers Plumbing", "Serves Kilimani", "Starts KES 500 over budget". */
  detail: z.string(),
});
export type ServiceMatchReason = z.infer<typeof serviceMatchReason>;

export const serviceMatch = z.object({
  /** The weighted share of the asked criteria the provider meets, 0–100; computed, never random. */
  percent: z.number().int().min(0).max(100),
  reasons: z.array(serviceMatchReason),
});
export type ServiceMatch = z.infer<typeof serviceMatch>;

const availabilityView = z.object({
  days: z.array(z.enum(weekdays)),
  opensAt: z.string(),
  closesAt: z.string(),
  /** "Mon–Sat, 8:00 AM – 6:00 PM". */
  text: z.string(),
});
export type AvailabilityView = z.infer<typeof availabilityView>;

export function toAvailabilityView(availability: Availability): AvailabilityView {
  return { ...availability, text: formatAvailability(availability) };
}

/** What a provider card shows. */
export const serviceProviderSummary = z.object({
  id: z.string(),
  /** The business name. */
  name: z.string(),
  categories: z.array(z.enum(serviceCategories)),
  /** The first area served, with its city: the card's location. */
  location: z.object({ name: z.string(), city: z.string() }),
  /** The provider's base city (of the first area served); not always Nairobi. */
  city: z.string(),
  areas: z.array(z.string()),
  /** Average of the reviews, one decimal; null with no reviews yet. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  availability: availabilityView,
  /** Whole KES. */
  priceFrom: z.number().int(),
  photo: servicePhoto,
  /** 'Verified Provider': the owner's KYC is approved (ID front, ID back and selfie all approved). */
  verified: z.boolean(),
  description: z.string(),
});
export type ServiceProviderSummary = z.infer<typeof serviceProviderSummary>;

export const serviceSearchResult = serviceProviderSummary.extend({ match: serviceMatch });
export type ServiceSearchResult = z.infer<typeof serviceSearchResult>;

export const serviceSearchResponse = z.object({
  criteria: serviceCriteriaSchema,
  /** The category filter applied, null for all. */
  category: z.enum(serviceCategories).nullable(),
  /** Every listed provider passing the category filter: the text's criteria rank, never filter. */
  total: z.number().int(),
  /**
   * How many of them meet at least one thing the text asked for (its trade, place, price or words): what the
   * page counts. All of them when nothing was asked.
   */
  matched: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  results: z.array(serviceSearchResult),
});
export type ServiceSearchResponse = z.infer<typeof serviceSearchResponse>;

// ---------------------------------------------------------------------------------------------------------
// Reviews

export const serviceReview = z.object({
  id: z.string(),
  requestId: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  /** "Wanjiru K.": first name and initial only. */
  reviewerName: z.string(),
  category: z.enum(serviceCategories).nullable(),
  createdAt: z.string(),
});
export type ServiceReview = z.infer<typeof serviceReview>;

export const serviceReviewInput = z.object({
  rating: z
    .number({ error: v.ratingInvalid })
    .int(v.ratingInvalid)
    .min(1, v.ratingInvalid)
    .max(5, v.ratingInvalid),
  comment: z.string({ error: v.commentLength }).trim().min(1, v.commentLength).max(1000, v.commentLength),
});
export type ServiceReviewInput = z.input<typeof serviceReviewInput>;

/** GET /api/services/my-ratings: 'My Ratings'. */
export const providerRatings = z.object({
  /** One decimal; null with no reviews yet. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  distribution: z.array(z.number().int()).length(5),
  reviews: z.array(serviceReview),
});
export type ProviderRatings = z.infer<typeof providerRatings>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/services/providers/:id

export const providerDetail = serviceProviderSummary.extend({
  /** Every area served, with its city. */
  areasServed: z.array(z.object({ name: z.string(), city: z.string() })),
  /** The newest reviews (at most 20); reviewCount says how many there are. */
  reviews: z.array(serviceReview),
  createdAt: z.string(),
});
export type ProviderDetail = z.infer<typeof providerDetail>;

// ---------------------------------------------------------------------------------------------------------
// The provider's own profile: GET/PUT /api/services/my-profile

export const providerProfileInput = z.object({
  businessName: z
    .string({ error: v.businessNameLength })
    .trim()
    .min(2, v.businessNameLength)
    .max(80, v.businessNameLength),
  categories: z
    .array(serviceCategorySchema, { error: v.categoriesRequired })
    .min(1, v.categoriesRequired)
    .refine(unique, v.categoriesDuplicate),
  areas: z
    .array(areaNameSchema, { error: v.areasRequired })
    .min(1, v.areasRequired)
    .max(areasServedMax, v.areasTooMany)
    .refine(unique, v.areasDuplicate),
  priceFrom: z
    .number({ error: v.priceFromInvalid })
    .int(v.priceFromInvalid)
    .min(priceFromMin, v.priceFromInvalid)
    .max(priceFromMax, v.priceFromInvalid),
  availability: availabilitySchema,
  description: z
    .string({ error: v.descriptionLength })
    .trim()
    .min(20, v.descriptionLength)
    .max(1000, v.descriptionLength),
  /**
   * A generated photo's key (servicePhotoKeyPattern) to switch to one; omitted, null or the key of the photo
   * the profile has keeps the current one (a first profile gets one drawn from its first category). An
   * uploaded photo is set by POST /my-profile/photo, never by naming its key here.
   */
  photoKey: z
    .string({ error: v.photoInvalid })
    .refine(
      (key) => servicePhotoKeyPattern.test(key) || uploadedServicePhotoKeyPattern.test(key),
      v.photoInvalid,
    )
    .nullable()
    .optional(),
});
export type ProviderProfileInput = z.input<typeof providerProfileInput>;
export type ProviderProfileData = z.output<typeof providerProfileInput>;

export const myProviderProfile = z.object({
  /** Null until the provider saves 'My Services' the first time. */
  profile: providerDetail.omit({ reviews: true }).nullable(),
  /** Listed in search once the owner's phone is verified. */
  listed: z.boolean(),
  verified: z.boolean(),
});
export type MyProviderProfile = z.infer<typeof myProviderProfile>;

// ---------------------------------------------------------------------------------------------------------
// Service requests

/**
 * requested → accepted | declined (provider) | cancelled (customer); accepted → completed (provider).
 * Every other change is refused with 409.
 */
export const serviceRequestStatuses = [
  'requested',
  'accepted',
  'declined',
  'completed',
  'cancelled',
] as const;
export type ServiceRequestStatus = (typeof serviceRequestStatuses)[number];

export const serviceRequestActions = ['accept', 'decline', 'complete', 'cancel'] as const;
export type ServiceRequestAction = (typeof serviceRequestActions)[number];

/** Each action: who may take it, the status it needs and the status it leads to. */
export const serviceRequestTransitions: Readonly<
  Record<
    ServiceRequestAction,
    { by: 'provider' | 'customer'; from: ServiceRequestStatus; to: ServiceRequestStatus }
  >
> = {
  accept: { by: 'provider', from: 'requested', to: 'accepted' },
  decline: { by: 'provider', from: 'requested', to: 'declined' },
  complete: { by: 'provider', from: 'accepted', to: 'completed' },
  cancel: { by: 'customer', from: 'requested', to: 'cancelled' },
};

/**
 * POST /api/services/requests. Either `address` or `propertyId` (a property the customer is linked to);
 * both may be given (the address then says where in the property). `scheduledAt` must fall within the
 * provider's days and hours (Kenyan time), in the future and within 60 days.
 */
export const serviceRequestInput = z
  .object({
    providerId: providerIdSchema,
    category: serviceCategorySchema.optional(),
    description: z
      .string({ error: v.jobDescriptionLength })
      .trim()
      .min(10, v.jobDescriptionLength)
      .max(1000, v.jobDescriptionLength),
    address: z
      .string({ error: v.addressLength })
      .trim()
      .max(200, v.addressLength)
      // A blank address is no address.
      .transform((text) => text || undefined)
      .optional(),
    propertyId: z
      .string({ error: v.propertyIdInvalid })
      .transform(normalizePropertyId)
      .refine(isPropertyId, v.propertyIdInvalid)
      .optional(),
    scheduledAt: z.iso.datetime({ offset: true, error: v.scheduledAtInvalid }),
    budget: z
      .number({ error: v.budgetInvalid })
      .int(v.budgetInvalid)
      .min(1, v.budgetInvalid)
      .max(budgetMax, v.budgetInvalid)
      .nullable()
      .optional(),
  })
  .refine((input) => input.address !== undefined || input.propertyId !== undefined, {
    message: v.placeRequired,
    path: ['address'],
  });
export type ServiceRequestInput = z.input<typeof serviceRequestInput>;
export type ServiceRequestData = z.output<typeof serviceRequestInput>;

/** Why a booking time cannot be chosen, or null when it can; the form and the server share the rule. */
export function bookingTimeProblem(scheduledAt: Date, availability: Availability, now: Date): string | null {
  if (scheduledAt.getTime() <= now.getTime()) return v.scheduledAtPast;
  if (scheduledAt.getTime() > now.getTime() + bookingWindowDays * 24 * 60 * 60 * 1000)
    return v.scheduledAtTooFar;
  if (!availability.days.includes(kenyaWallClock(scheduledAt).day)) {
    return v.scheduledAtOffDay(formatDays(availability.days));
  }
  if (!isWithinAvailability(scheduledAt, availability)) {
    return v.scheduledAtOffHours(formatAvailability(availability).split(', ').at(-1) ?? '');
  }
  return null;
}

const requestProperty = z.object({ id: z.string(), name: z.string(), address: z.string(), city: z.string() });

/** A request as its customer sees it (GET /requests/mine, POST /requests, /cancel). */
export const serviceRequest = z.object({
  id: z.string(),
  status: z.enum(serviceRequestStatuses),
  provider: z.object({
    id: z.string(),
    name: z.string(),
    photo: servicePhoto,
    /** Shown once the provider accepted, so the customer can call; null before. */
    phone: z.string().nullable(),
  }),
  category: z.enum(serviceCategories).nullable(),
  description: z.string(),
  address: z.string().nullable(),
  property: requestProperty.nullable(),
  scheduledAt: z.string(),
  budget: z.number().int().nullable(),
  /** The customer's review of the job, once given. */
  review: serviceReview.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequest>;

/** A request as its provider sees it (GET /requests/incoming, /accept, /decline, /complete). */
export const incomingServiceRequest = serviceRequest.omit({ provider: true }).extend({
  customer: z.object({
    name: z.string(),
    /** Shown so the provider can call about the job. */
    phone: z.string().nullable(),
  }),
});
export type IncomingServiceRequest = z.infer<typeof incomingServiceRequest>;

/** Newest first. */
export const serviceRequestList = z.object({ requests: z.array(serviceRequest) });
export type ServiceRequestList = z.infer<typeof serviceRequestList>;
/** Soonest scheduled first. */
export const incomingServiceRequestList = z.object({ requests: z.array(incomingServiceRequest) });
export type IncomingServiceRequestList = z.infer<typeof incomingServiceRequestList>;
