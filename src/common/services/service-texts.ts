import { formatKes } from '../search/criteria-labels';

/**
 * User-facing texts of home services that the browser may show as they are. Validation texts follow the
 * field name ("scheduledAt: ..."), as the server's validation error puts the field first.
 */
export const serviceTexts = {
  validation: {
    textTooLong: 'The search text must be at most 500 characters',
    categoryInvalid:
      'must be all or one of cleaning, plumbing, electrical, carpentry, painting, gardening, delivery',
    pageNotNumber: 'must be a whole number from 1 to 1000',
    pageSizeInvalid: 'must be a whole number from 1 to 48',
    criteriaInvalid: 'must be the JSON of a service criteria object',
    businessNameLength: 'The business name must be 2 to 80 characters',
    categoriesRequired: 'Choose at least one service category',
    categoriesDuplicate: 'Each category may be chosen once',
    areasRequired: 'Choose at least one area you serve',
    areasTooMany: 'Choose at most 20 areas',
    areaUnknown: 'Choose areas from the list',
    areasDuplicate: 'Each area may be chosen once',
    priceFromInvalid: 'The starting price must be a whole number of shillings from 100 to 1,000,000',
    daysRequired: 'Choose at least one working day',
    daysDuplicate: 'Each day may be chosen once',
    clockInvalid: 'must be a time like 08:00',
    closesBeforeOpens: 'The closing time must be after the opening time',
    descriptionLength: 'The description must be 20 to 1,000 characters',
    photoInvalid: 'Not a photo this service knows',
    photoRequired: 'Choose a photo to upload',
    photoNotImage: 'The photo must be a JPEG or PNG image',
    photoDoesNotDecode: 'The photo could not be read. Take or choose it again.',
    photoTooLarge: (maxKb: number) => `The photo is larger than the ${maxKb} KB allowed`,
    photoOneOnly: 'Upload one photo at a time',
    photoNotMultipart: 'Send the photo as multipart/form-data with the field file',
    photoNotYours: 'That photo is not the one on your profile; upload a new one instead',
    providerIdInvalid: 'Not a provider id',
    jobDescriptionLength: 'Describe the job in 10 to 1,000 characters',
    addressLength: 'The address must be at most 200 characters',
    propertyIdInvalid: 'Not a property ID like ABD-7K3Q',
    placeRequired: 'Give the address of the job or choose one of your linked properties',
    scheduledAtInvalid: 'must be an ISO date and time, e.g. 2026-12-01T10:00:00+03:00',
    scheduledAtPast: 'Choose a time in the future',
    scheduledAtTooFar: 'Choose a time within the next 60 days',
    scheduledAtOffDay: (days: string) => `The provider does not work that day; they work ${days}`,
    scheduledAtOffHours: (hours: string) => `Choose a time within the provider's hours, ${hours}`,
    budgetInvalid: 'The budget must be a whole number of shillings from 1 to 10,000,000',
    categoryNotOffered: 'This provider does not offer that service',
    ratingInvalid: 'Give a rating from 1 to 5 stars',
    commentLength: 'The comment must be 1 to 1,000 characters',
    photoWidthInvalid: 'must be one of 320, 480, 768',
  },
  notFound: {
    provider: 'This service provider does not exist or is not listed',
    request: 'No such service request',
    property: 'You are not linked to that property',
    photo: 'No such photo',
    profile: 'You have no provider profile yet',
    profileBeforePhoto: 'Save My Services first, then add your photo',
  },
  conflict: {
    ownService: 'You cannot book your own service',
    /** One open request per customer, provider and day. */
    sameDay: 'You already have a request with this provider on that day. Change or cancel it instead.',
    /** Accept or decline a request that is no longer waiting, complete or cancel one already closed. */
    already: (status: string) => `This request was already ${status}`,
    completeBeforeAccept: 'Accept the request before marking it completed',
    cancelAfterAccept: (status: string) =>
      `This request was already ${status}; a request can only be cancelled before the provider accepts it`,
    alreadyReviewed: 'You have already reviewed this job',
    notCompleted: 'You can review a job once the provider has completed it',
  },
  signIn: {
    book: 'Sign in to schedule a service.',
    requests: 'Sign in to see your service requests.',
    review: 'Sign in to review a job.',
    profile: 'Sign in to manage your services.',
  },
  forbidden: {
    providersOnly: 'Only service provider accounts have a provider profile.',
  },
  requestsRateLimited:
    'You have sent many service requests in a short time. Please wait a while and try again.',
  reasons: {
    categoryMet: (labels: string) => `Offers ${labels}`,
    categoryMissed: (wanted: string, offered: string) => `Does not offer ${wanted} (offers ${offered})`,
    areaMet: (area: string) => `Serves ${area}`,
    areaMissed: (wanted: string, served: string) => `Does not serve ${wanted} (serves ${served})`,
    priceMet: (priceFrom: number) => `From KES ${formatKes(priceFrom)}, within budget`,
    overBudget: (by: number) => `Starts KES ${formatKes(by)} over budget`,
    belowMinimum: (by: number) => `Starts KES ${formatKes(by)} below your minimum`,
    wordMet: (word: string) => `Mentions "${word}"`,
    wordMissed: (word: string) => `Does not mention "${word}"`,
    noPreferences: 'No preferences given: verified and best-rated providers first',
  },
  statusLabels: {
    requested: 'Requested',
    accepted: 'Accepted',
    declined: 'Declined',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
} as const;
