import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Weekday } from '@common/services/service-availability';
import type { ServiceCategory } from '@common/services/service-categories';
import type { ServiceRequestStatus } from '@common/services/service-contracts';
import { addKnownTexts, formatKes, formatNumber } from '@web/i18n';

const kes = (amount: number) => formatKes(amount);
const count = (n: number) => formatNumber(n);
const oneDecimal = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

// The home-services API's answers and the forms' checks (@common/services/service-texts), word for word.
addKnownTexts([
  msg`The search text must be at most 500 characters`,
  msg`The business name must be 2 to 80 characters`,
  msg`Choose at least one service category`,
  msg`Each category may be chosen once`,
  msg`Choose at least one area you serve`,
  msg`Choose at most 20 areas`,
  msg`Choose areas from the list`,
  msg`Each area may be chosen once`,
  msg`The starting price must be a whole number of shillings from 100 to 1,000,000`,
  msg`Choose at least one working day`,
  msg`Each day may be chosen once`,
  msg`The closing time must be after the opening time`,
  msg`The description must be 20 to 1,000 characters`,
  msg`Not a photo this service knows`,
  msg`Choose a photo to upload`,
  msg`The photo must be a JPEG or PNG image`,
  msg`The photo could not be read. Take or choose it again.`,
  msg`Upload one photo at a time`,
  msg`That photo is not the one on your profile; upload a new one instead`,
  msg`Describe the job in 10 to 1,000 characters`,
  msg`The address must be at most 200 characters`,
  msg`Give the address of the job or choose one of your linked properties`,
  msg`Choose a time in the future`,
  msg`Choose a time within the next 60 days`,
  msg`The budget must be a whole number of shillings from 1 to 10,000,000`,
  msg`This provider does not offer that service`,
  msg`Give a rating from 1 to 5 stars`,
  msg`The comment must be 1 to 1,000 characters`,
  msg`This service provider does not exist or is not listed`,
  msg`No such service request`,
  msg`You are not linked to that property`,
  msg`You have no provider profile yet`,
  msg`Save My Services first, then add your photo`,
  msg`You cannot book your own service`,
  msg`You already have a request with this provider on that day. Change or cancel it instead.`,
  msg`Accept the request before marking it completed`,
  msg`You have already reviewed this job`,
  msg`You can review a job once the provider has completed it`,
  msg`Sign in to schedule a service.`,
  msg`Sign in to see your service requests.`,
  msg`Sign in to review a job.`,
  msg`Sign in to manage your services.`,
  msg`Only service provider accounts have a provider profile.`,
  msg`You have sent many service requests in a short time. Please wait a while and try again.`,
]);

/**
 * Every text of the home services screens (search, provider page, booking, dashboards), in one module: lazy
 * descriptors (`msg`), rendered with `i18n._(…)` in the language in use (docs/i18n.md); the Kiswahili is in
 * ./locales/sw.po. Money and numbers go through @web/i18n when a text is made (while rendering).
 */
export const homeServicesTexts = {
  kes,
  categoryLabels: {
    cleaning: msg`Cleaning`,
    plumbing: msg`Plumbing`,
    electrical: msg`Electrical`,
    carpentry: msg`Carpentry`,
    painting: msg`Painting`,
    gardening: msg`Gardening`,
    delivery: msg`Delivery`,
  } satisfies Record<ServiceCategory, MessageDescriptor>,
  weekdays: {
    mon: msg`Monday`,
    tue: msg`Tuesday`,
    wed: msg`Wednesday`,
    thu: msg`Thursday`,
    fri: msg`Friday`,
    sat: msg`Saturday`,
    sun: msg`Sunday`,
  } satisfies Record<Weekday, MessageDescriptor>,
  weekdaysShort: {
    mon: msg`Mon`,
    tue: msg`Tue`,
    wed: msg`Wed`,
    thu: msg`Thu`,
    fri: msg`Fri`,
    sat: msg`Sat`,
    sun: msg`Sun`,
  } satisfies Record<Weekday, MessageDescriptor>,
  everyDay: msg`Every day`,
  page: {
    title: msg`Home Services`,
    eyebrow: msg`AI service search`,
    heading: msg`Find Quality Home & Office Services`,
    subtitle: msg`Describe the job in your own words: what needs doing, where and your budget. We match you with trusted local providers.`,
    offerServices: msg`Offer your services`,
    offerServicesHint: msg`Are you a fundi, cleaner or mover?`,
  },
  search: {
    boxLabel: msg`Describe the service you need`,
    boxHint: msg`Say it the way you would to a friend: the job, the area, your budget.`,
    button: msg`Find Services with AI`,
    processing: msg`Processing...`,
    analyzing: msg`Our AI is finding the right providers for your job...`,
    examples: [
      msg`A plumber to fix a leaking tap in Kilimani`,
      msg`Mama fua for weekly laundry in Ruaka under 2,000`,
      msg`An electrician for rewiring in Westlands`,
      msg`Someone to mow the lawn in Karen`,
      msg`Movers for moving house from South B to Syokimau`,
    ],
    quickChips: msg`Popular services`,
    /**
     * A category as a word in a sentence, one the search knows in each language: what a quick chip shows and
     * searches, and the services named in a match reason ('Offers plumbing').
     */
    categoryWords: {
      cleaning: msg`cleaning`,
      plumbing: msg`plumbing`,
      electrical: msg`electrical`,
      carpentry: msg`carpentry`,
      painting: msg`painting`,
      gardening: msg`gardening`,
      delivery: msg`delivery`,
    } satisfies Record<ServiceCategory, MessageDescriptor>,
    quickChipLabel: (name: string) => {
      const label = name.toLowerCase();
      return msg`Search for ${label}`;
    },
  },
  filter: {
    label: msg`Category`,
    all: msg`All`,
  },
  results: {
    heading: msg`Service providers`,
    found: (total: number) =>
      msg`${plural(total, { one: '# Service Provider Found', other: '# Service Providers Found' })}`,
    none: msg`No Service Providers Found`,
    noneBody: msg`Try other words, another area or a different category.`,
    reset: msg`Reset Filters`,
    understood: msg`We understood`,
    priceBetween: (min: number, max: number) => `${kes(min)} – ${kes(max)}`,
    priceUnder: (amount: number) => {
      const max = kes(amount);
      return msg`Under ${max}`;
    },
    priceAbove: (amount: number) => {
      const min = kes(amount);
      return msg`Above ${min}`;
    },
    showing: (shownCount: number, totalCount: number) => {
      const shown = count(shownCount);
      const total = count(totalCount);
      return msg`Showing ${shown} of ${total}`;
    },
    showMore: msg`Show more`,
    loadingMore: msg`Loading more...`,
    errorHeading: msg`We couldn't search right now`,
    retry: msg`Try again`,
  },
  card: {
    from: msg({ message: 'From', context: 'price' }),
    rated: (value: number) => {
      const rating = oneDecimal(value);
      return msg`Rated ${rating} out of 5`;
    },
    reviews: (n: number) => msg`${plural(n, { one: '(# review)', other: '(# reviews)' })}`,
    noReviews: msg`No reviews yet`,
    availability: msg`Availability`,
    verified: msg`Verified Provider`,
    yes: msg`Yes`,
    no: msg`No`,
    city: msg`City`,
    scheduleService: msg`Schedule Service`,
    viewDetails: msg`View Details`,
    viewDetailsOf: (name: string) => msg`View Details: ${name}`,
    photoAlt: (name: string) => msg`${name} at work`,
    matchHeading: msg`AI Match Analysis`,
    /** The match panel's landmark name: one per card, so the cards' panels are told apart. */
    matchHeadingOf: (name: string) => msg`AI Match Analysis: ${name}`,
    match: (percent: number) => msg`${percent}% match`,
    met: msg`Matches`,
    missed: msg`Does not match`,
  },
  /** The search's reasons for a match (@common/services/service-texts reasons), rebuilt in the language in use. */
  reasons: {
    categoryMet: (services: string) => msg`Offers ${services}`,
    categoryMissed: (wanted: string, offered: string) => msg`Does not offer ${wanted} (offers ${offered})`,
    areaMet: (areas: string) => msg`Serves ${areas}`,
    areaMissed: (wanted: string, served: string) => msg`Does not serve ${wanted} (serves ${served})`,
    priceMet: (amount: string) => msg`From KES ${amount}, within budget`,
    overBudget: (amount: string) => msg`Starts KES ${amount} over budget`,
    belowMinimum: (amount: string) => msg`Starts KES ${amount} below your minimum`,
    wordMet: (word: string) => msg`Mentions "${word}"`,
    wordMissed: (word: string) => msg`Does not mention "${word}"`,
    noPreferences: msg`No preferences given: verified and best-rated providers first`,
    /** Joins alternatives: 'plumbing or electrical'. */
    or: msg`or`,
  },
  favourites: {
    save: msg`Save to favourites`,
    remove: msg`Remove from favourites`,
  },
  providerPage: {
    loading: msg`Loading the provider…`,
    notFoundHeading: msg`This provider is not listed`,
    notFoundBody: msg`They may have stopped offering their services, or the link may be wrong.`,
    errorHeading: msg`We couldn't load this provider`,
    retry: msg`Try again`,
    back: msg`Back to home services`,
    about: msg`About`,
    services: msg`Services`,
    areas: msg`Areas served`,
    hours: msg`Working hours`,
    closed: msg({ message: 'Closed', context: 'working hours' }),
    reviews: msg`Reviews`,
    noReviews: msg`No reviews yet. Book a job and be the first to review.`,
    reviewBy: (name: string) => msg`by ${name}`,
    memberSince: (date: string) => msg`On ABODE since ${date}`,
  },
  booking: {
    title: msg`Schedule Service`,
    description: (name: string) =>
      msg`Tell ${name} about the job and pick a time within their working hours. They will accept or decline.`,
    category: msg`Service`,
    jobDescription: msg`Describe the job`,
    jobDescriptionPlaceholder: msg`e.g. The kitchen tap has been leaking since yesterday.`,
    place: msg`Where`,
    placeAddress: msg`An address`,
    placeProperty: msg`One of my linked properties`,
    address: msg`Address`,
    addressPlaceholder: msg`e.g. Argwings Kodhek Road, Kilimani, house 12`,
    property: msg`Linked property`,
    chooseProperty: msg`Choose a property`,
    noProperties: msg`You have no linked properties yet: give an address instead.`,
    date: msg`Day`,
    chooseDay: msg`Choose a day`,
    dateHint: (days: string) => msg`They work ${days}.`,
    time: msg`Time`,
    timeHint: (hours: string) => msg`Between ${hours} (Kenyan time).`,
    chooseTime: msg`Choose a time`,
    budget: msg`Budget in KES (optional)`,
    budgetHint: (from: string) => msg`Their prices start ${from}.`,
    submit: msg`Send request`,
    submitting: msg`Sending...`,
    cancel: msg`Cancel`,
    close: msg`Close`,
    addressRequired: msg`Give the address of the job`,
    propertyRequired: msg`Choose one of your linked properties`,
    dateRequired: msg`Choose a day for the job.`,
    timeRequired: msg`Choose a time for the job.`,
    budgetInvalid: msg`The budget must be a whole number of shillings`,
    /** The shared check's texts with values (bookingTimeProblem), word for word in English. */
    offDay: (days: string) => msg`The provider does not work that day; they work ${days}`,
    offHours: (hours: string) => msg`Choose a time within the provider's hours, ${hours}`,
    sent: msg`Service requested`,
    sentFor: (name: string, when: string) =>
      msg`We've sent your request to ${name} for ${when}. You'll find it in your dashboard.`,
  },
  list: {
    showAll: (total: number) => {
      const n = count(total);
      return msg`Show all ${n}`;
    },
    showFewer: msg`Show fewer`,
  },
  status: {
    requested: msg`Requested`,
    accepted: msg`Accepted`,
    declined: msg({ message: 'Declined', context: 'service request' }),
    completed: msg`Completed`,
    cancelled: msg`Cancelled`,
  } satisfies Record<ServiceRequestStatus, MessageDescriptor>,
  myRequests: {
    heading: msg`My service requests`,
    empty: msg`You haven't requested any services yet.`,
    find: msg`Find a service`,
    loading: msg`Loading your service requests…`,
    failed: msg`We couldn't load your service requests.`,
    retry: msg`Try again`,
    cancel: msg`Cancel request`,
    cancelOf: (name: string) => msg`Cancel request to ${name}`,
    cancelled: msg`Request cancelled`,
    review: msg`Leave a review`,
    reviewOf: (name: string) => msg`Leave a review for ${name}`,
    yourReview: msg`Your review`,
  },
  review: {
    title: msg`Leave a review`,
    description: (name: string) => msg`How did ${name} do? Your review shows on their profile.`,
    rating: msg`Rating`,
    stars: (n: number) => msg`${plural(n, { one: '# star', other: '# stars' })}`,
    comment: msg`Comment`,
    commentPlaceholder: msg`e.g. Arrived on time and fixed the leak quickly.`,
    submit: msg`Post review`,
    submitting: msg`Posting...`,
    cancel: msg`Cancel`,
    close: msg`Close`,
    posted: msg`Thank you for your review`,
  },
  provider: {
    myServices: msg`My Services`,
    myServicesHint: msg`Your provider profile, as customers see it.`,
    serviceRequests: msg`Service Requests`,
    mySchedule: msg`My Schedule`,
    jobHistory: msg`Job History`,
    myRatings: msg`My Ratings`,
    loading: msg`Loading…`,
    failed: msg`We couldn't load this.`,
    retry: msg`Try again`,
    noRequests: msg`No new service requests`,
    noRequestsHint: msg`Requests from customers appear here for you to accept or decline.`,
    noSchedule: msg`Nothing scheduled`,
    noScheduleHint: msg`Jobs you accept appear here by day.`,
    noHistory: msg`No completed or declined jobs yet`,
    noRatings: msg`No ratings yet`,
    noRatingsHint: msg`Customers rate a job once you mark it complete.`,
    averageValue: (value: number) => oneDecimal(value),
    average: (value: number, n: number) => {
      const average = oneDecimal(value);
      return msg`${average} out of 5 from ${plural(n, { one: '# rating', other: '# ratings' })}`;
    },
    distribution: msg`Ratings by stars`,
    accept: msg`Accept`,
    acceptOf: (customer: string) => msg`Accept request from ${customer}`,
    decline: msg`Decline`,
    declineOf: (customer: string) => msg`Decline request from ${customer}`,
    complete: msg`Mark complete`,
    completeOf: (customer: string) => msg`Mark job for ${customer} complete`,
    accepted: msg`Request accepted`,
    declined: msg`Request declined`,
    completed: msg`Job marked complete`,
    budget: (amount: string) => msg`Budget ${amount}`,
    listed: msg`Listed in search`,
    notListed: msg`Not listed yet`,
    notListedHint: msg`Your profile is listed once your phone number is verified.`,
    kycPending: msg`Verified Provider shows once your identity documents are approved.`,
    uploadKyc: msg`Upload documents`,
    viewPublic: msg`View my public page`,
    maintenanceJob: msg`Maintenance job`,
    jobAt: (what: string, place: string) => `${what} · ${place}`,
    jobAssigned: msg`Assigned to you: open it to accept or decline.`,
    jobToSchedule: msg`To schedule`,
    jobToScheduleHint: msg`Accepted: open it to book the visit.`,
    jobTenant: (name: string) => msg`Tenant: ${name}`,
  },
  profileForm: {
    create: msg`Create profile`,
    createHint: msg`Fill this in to be found by customers describing a job in your area.`,
    businessName: msg`Business name`,
    categories: msg`Services you offer`,
    areas: msg`Areas you serve`,
    areasHint: msg`Choose up to 20 areas.`,
    addArea: msg`Add an area`,
    removeArea: (area: string) => msg`Remove ${area}`,
    priceFrom: msg`Price from (KES)`,
    priceFromHint: msg`Your usual starting price for a job.`,
    days: msg`Working days`,
    opensAt: msg`Opens at`,
    closesAt: msg`Closes at`,
    description: msg`Description`,
    descriptionHint: msg`What you do, your experience and what customers can expect (20 to 1,000 characters).`,
    photo: msg`Photo`,
    photoAlt: msg`Your profile photo`,
    photoNone: msg`A photo is made for you from your first service when you save.`,
    newPhoto: msg`Drawn picture`,
    newPhotoHint: msg`Choose a drawn picture of your trade, or upload a photo of your work.`,
    uploadPhoto: msg`Upload a photo`,
    uploadingPhoto: msg`Uploading photo...`,
    photoUploaded: msg`Photo uploaded`,
    photoAfterSave: msg`Save your profile first, then you can upload a photo of your work.`,
    photoUnreadable: msg`That file could not be read as a photo. Choose a JPEG or PNG picture.`,
    save: msg`Save profile`,
    saving: msg`Saving...`,
    saved: msg`Profile saved`,
    nothingChanged: msg`Nothing to save: no changes.`,
  },
} as const;
