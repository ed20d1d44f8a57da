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
    photoWidthInvalid: 'must be one of 320, 480, 768, 1024, 1600',
  },
  notFound: {
    listing: 'This listing does not exist or is no longer available',
    photo: 'No such photo',
  },
  viewingAlreadyAsked:
    'You have already asked to view this home. The host will answer that request; you can ask again after that viewing.',
  viewingsRateLimited: 'You have asked for many viewings in a short time. Please wait a while and try again.',
  signIn: {
    favourites: 'Sign in to keep your favourites on your account.',
    viewings: 'Sign in to schedule a viewing.',
  },
} as const;
