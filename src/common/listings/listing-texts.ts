/**
 * User-facing texts of the listings API that the browser may show as they are. Validation texts follow
 * the field name ("page: must be ..."), as the server's validation error puts it first.
 */
export const listingTexts = {
  validation: {
    textTooLong: 'The search text must be at most 500 characters',
    intentInvalid: 'must be rent or buy',
    pageNotNumber: 'must be a whole number from 1 to 1000',
    pageTooLarge: 'must be at most 1000; narrow the search instead of paging further',
    pageSizeInvalid: 'must be a whole number from 1 to 48',
    criteriaInvalid: 'must be the JSON of a search criteria object',
    listingIdInvalid: 'Not a listing id',
    listingIdsTooMany: 'At most 500 favourites can be merged at once',
    scheduledAtInvalid: 'must be an ISO date and time, e.g. 2026-12-01T10:00:00+03:00',
    scheduledAtPast: 'Choose a viewing time in the future',
    scheduledAtTooFar: 'Choose a viewing time within the next 30 days',
    messageTooLong: 'The message must be at most 1,000 characters',
    reasonTooLong: 'The reason must be at most 300 characters',
    photoWidthInvalid: 'must be one of 320, 480, 768, 1024, 1600',
  },
  /** The alt text of a photo its lister uploaded (no room is known), before the listing's name. */
  uploadedPhotoAlt: (position: number) => `Photo ${position}`,
  notFound: {
    listing: 'This listing does not exist or is no longer available',
    photo: 'No such photo',
  },
  viewingAlreadyAsked:
    'You have already asked to view this home. The host will answer that request; you can ask again after that viewing.',
  viewingNotFound: 'Viewing request not found',
  viewingRefused: (action: string, status: string) =>
    `This viewing request is ${status}: it cannot be ${action}.`,
  viewingStatusLabels: {
    requested: 'Waiting for the host',
    confirmed: 'Confirmed',
    proposed: 'New time proposed',
    declined: 'Declined',
    cancelled: 'Cancelled',
  },
  viewingActionDone: {
    confirm: 'confirmed',
    propose: 'given another time',
    decline: 'declined',
    accept: 'accepted',
    cancel: 'cancelled',
  },
  viewingNotifications: {
    requested: (listing: string, at: string) => ({
      title: 'New viewing request',
      body: `${listing} · ${at}`,
    }),
    confirmed: (listing: string, at: string) => ({ title: 'Viewing confirmed', body: `${listing} · ${at}` }),
    proposed: (listing: string, at: string) => ({
      title: 'Another viewing time proposed',
      body: `${listing} · ${at}`,
    }),
    declined: (listing: string, reason: string | null) => ({
      title: 'Viewing declined',
      body: reason ? `${listing}: ${reason}` : listing,
    }),
    cancelled: (listing: string, at: string) => ({ title: 'Viewing cancelled', body: `${listing} · ${at}` }),
    reminder: (listing: string, at: string) => ({ title: 'Viewing today', body: `${listing} · ${at}` }),
  },
  viewingsRateLimited: 'You have asked for many viewings in a short time. Please wait a while and try again.',
  signIn: {
    favourites: 'Sign in to keep your favourites on your account.',
    viewings: 'Sign in to schedule a viewing.',
  },
} as const;
