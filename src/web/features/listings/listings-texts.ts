import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { SearchResponse, ViewingStatus } from '@common/listings/listing-contracts';
import type { ListingReportReason } from '@common/listings/listing-report-contracts';
import { criteriaTexts } from '@web/components/search-criteria/criteria-texts';
import { addKnownTexts, formatNumber, formatOneDecimal } from '@web/i18n';

/**
 * Every text of the search, listing, favourites and viewing screens, in English and Kiswahili (locales/sw.po):
 * message descriptors, shown with `i18n._(...)` (docs/i18n.md).
 */

export type SearchIntent = 'rent' | 'buy';

const searchPages = {
  rent: {
    title: msg`Find a home to rent`,
    eyebrow: msg`AI home search`,
    heading: msg`Find Your Perfect Home`,
    subtitle: msg`Describe the home you want in your own words: the area, your budget, the bedrooms. We match you with homes across Kenya.`,
    button: msg`Search with AI`,
    analyzing: msg`Our AI is analyzing your request to find your perfect home...`,
    examples: [
      msg`A 2 bedroom apartment in Kilimani with parking under KES 60,000`,
      msg`Bedsitter near Thika Road below 10k`,
      msg`A 3 bedroom maisonette in Syokimau with a DSQ, up to 50k`,
      msg`Furnished 1 bedroom in Westlands with a gym and backup generator`,
      msg`Pet friendly house in Karen with a garden`,
    ],
  },
  buy: {
    title: msg`Buy Property`,
    eyebrow: msg`Verified homes for sale`,
    heading: msg`Find Your Dream Home Today`,
    subtitle: msg`verified luxury properties, each thoroughly inspected and certified`,
    button: msg`Find Your Perfect Match`,
    analyzing: msg`Searching our verified inventory...`,
    examples: [
      msg`A 4 bedroom house for sale in Karen with a garden`,
      msg`3 bedroom apartment in Kileleshwa under 15M with a lift`,
      msg`A maisonette in Ruiru between 5M and 8M`,
      msg`Villa in Runda with a swimming pool and DSQ`,
      msg`A bungalow in Kitengela with a borehole`,
    ],
  },
} as const;

export const listingsTexts = {
  searchPages,
  search: {
    boxLabel: msg`Describe your perfect home`,
    boxHint: msg`Say it the way you would to a friend: area, budget, bedrooms, must-haves.`,
    processing: msg`Processing...`,
    signUp: msg`Sign Up`,
    signIn: msg`Sign In`,
  },
  results: {
    heading: msg`Your matches`,
    /**
     * How many homes match what was asked, as the server counted them: '12 homes match · 240 close matches';
     * past the count's limit '500+ homes match'.
     */
    matches: ({ exact, close, exactCapped, closeCapped }: SearchResponse['matches'] & {}) => {
      const atLeastExact = formatNumber(exact);
      const atLeastClose = formatNumber(close);
      if (exactCapped) {
        if (close === 0) return msg`${atLeastExact}+ homes match`;
        return closeCapped
          ? msg`${atLeastExact}+ homes match · ${atLeastClose}+ close matches`
          : msg`${atLeastExact}+ homes match · ${plural(close, { one: '# close match', other: '# close matches' })}`;
      }
      if (closeCapped) {
        return msg`${plural(exact, { 0: 'No homes match', one: '# home matches', other: '# homes match' })} · ${atLeastClose}+ close matches`;
      }
      return close === 0
        ? msg`${plural(exact, { 0: 'No homes match', one: '# home matches', other: '# homes match' })}`
        : msg`${plural(exact, { 0: 'No homes match', one: '# home matches', other: '# homes match' })} · ${plural(close, { one: '# close match', other: '# close matches' })}`;
    },
    /** Nothing asked: the list is every live home, and says so. */
    everything: (total: number) =>
      msg`${plural(total, { one: 'The # home listed, newest first', other: 'All # homes listed, newest first' })}`,
    showing: (shownCount: number, totalCount: number) => {
      const shown = formatNumber(shownCount);
      const total = formatNumber(totalCount);
      return msg`Showing ${shown} of ${total}`;
    },
    understood: msg`We understood`,
    nothingUnderstood: msg`Showing all homes: add an area, a budget or the bedrooms you need to narrow it down.`,
    ignored: (terms: string) => msg`Not used: ${terms}`,
    removeChip: (label: string) => msg`Remove ${label}`,
    showMore: msg`Show more`,
    loadingMore: msg`Loading more...`,
    noneHeading: msg`No homes match all of that yet`,
    noneBody: msg`Try removing a filter above, or widen your budget or area.`,
    errorHeading: msg`We couldn't search right now`,
    retry: msg`Try again`,
  },
  card: {
    perMonth: msg`/month`,
    verified: msg`Verified`,
    rated: (value: number) => {
      const rating = formatOneDecimal(value);
      return msg`Rated ${rating} out of 5`;
    },
    listedBy: (host: string) => msg`Listed by ${host}`,
    /** How long since the home was last known available (its lister confirmed or edited it). */
    updated: (days: number) =>
      days <= 0
        ? msg`Updated today`
        : msg`${plural(days, { one: 'Updated # day ago', other: 'Updated # days ago' })}`,
    bedrooms: (count: number) => msg`${plural(count, { one: '# bed', other: '# beds' })}`,
    studio: msg`Studio`,
    bedsitter: msg`Bedsitter`,
    bathrooms: (count: number) => msg`${plural(count, { one: '# bath', other: '# baths' })}`,
    sqft: (value: number) => {
      const sqft = formatNumber(value);
      return msg`${sqft} sqft`;
    },
    condition: (condition: string) => msg`Condition: ${condition}`,
    scheduleViewing: msg`Schedule Viewing`,
    virtualTour: msg`Virtual Tour`,
    viewDetails: msg`View details`,
    /** On a result that misses one thing asked, with what differs (the reasons not met). */
    closeMatch: msg`Close match`,
    closeMatchDiffers: (what: string) => msg`Close match: ${what}`,
    matchHeading: msg`AI Match Analysis`,
    match: (percent: number) => msg`${percent}% match`,
    met: msg`Matches`,
    missed: msg`Does not match`,
    /** Under the match figure when the search named no criteria, saying what the figure is instead. */
    matchBasis: {
      nothingAsked: msg`Nothing asked yet: half of this score is whether ABODE verified the home, half how recently it was listed.`,
      wordsOnly: msg`Scored on where the home mentions your words: its name counts most, then its address, then its description.`,
    },
    locationHeading: msg`Location`,
    openInMaps: msg`View on Google Maps`,
    opensInNewTab: msg`(opens in a new tab)`,
  },
  carousel: {
    label: (name: string) => msg`Photos of ${name}`,
    previous: msg`Previous photo`,
    next: msg`Next photo`,
    photo: (index: number, total: number) => msg`Photo ${index} of ${total}`,
    alt: (name: string, index: number, total: number) => msg`${name}, photo ${index} of ${total}`,
    noPhotos: msg`No photos yet`,
  },
  tour: {
    title: (name: string) => msg`Virtual tour: ${name}`,
    description: msg`Walk through the home before you visit.`,
    iframeTitle: (name: string) => msg`Video tour of ${name}`,
    close: msg`Close`,
  },
  favourites: {
    save: msg`Save to favourites`,
    remove: msg`Remove from favourites`,
    saved: msg`Saved to favourites`,
    removed: msg`Removed from favourites`,
    failed: msg`We couldn't update your favourites. Please try again.`,
  },
  viewing: {
    title: msg`Schedule a viewing`,
    description: (name: string) => msg`Pick a day and time to see ${name}. The host will confirm with you.`,
    date: msg`Day`,
    time: msg`Time`,
    dateHint: msg`Any day in the next 30 days.`,
    message: msg`Message to the host (optional)`,
    messagePlaceholder: msg`e.g. I can also come on Saturday morning.`,
    submit: msg`Request viewing`,
    submitting: msg`Sending...`,
    cancel: msg`Cancel`,
    chooseTime: msg`Choose a time`,
    dateRequired: msg`Choose a day for the viewing.`,
    dateOutOfRange: msg`Choose a day between today and 30 days from now.`,
    timeRequired: msg`Choose a time for the viewing.`,
    timePassed: msg`That time has already passed today. Choose a later time.`,
    requested: msg`Viewing requested`,
    requestedFor: (when: string) => msg`We've asked the host for ${when}. You'll find it in your dashboard.`,
    signInFirst: msg`Sign in to schedule a viewing`,
  },
  myViewings: {
    heading: msg`My viewing requests`,
    empty: msg`You haven't requested any viewings yet.`,
    findHome: msg`Find a home`,
    loading: msg`Loading your viewing requests…`,
    failed: msg`We couldn't load your viewing requests.`,
    retry: msg`Try again`,
  },
  viewingSteps: {
    time: msg`Viewing time`,
    confirm: msg`Confirm`,
    propose: msg`Propose this time`,
    decline: msg`Decline`,
    accept: (time: string) => msg`Accept ${time}`,
    cancel: msg`Cancel request`,
    proposed: (time: string) => msg`The host proposes ${time}`,
    declined: (reason: string) => msg`Declined: ${reason}`,
    done: {
      confirm: msg`Viewing confirmed`,
      propose: msg`New time proposed`,
      decline: msg`Viewing declined`,
      accept: msg`Viewing confirmed`,
      cancel: msg`Viewing request cancelled`,
    },
    failed: msg`That did not work. Try again.`,
  },
  hostedViewings: {
    heading: msg`Viewing requests`,
    hint: msg`People who asked to see homes you list.`,
    empty: msg`No viewing requests yet`,
    emptyHint: msg`When someone asks to view one of your listed homes, their request appears here.`,
    loading: msg`Loading viewing requests for your homes…`,
    failed: msg`We couldn't load the viewing requests for your homes.`,
    retry: msg`Try again`,
    from: (name: string) => msg`From ${name}`,
    unnamed: msg`An ABODE user (no name given)`,
    requestedOn: (date: string) => msg`Asked ${date}`,
    past: msg`Past`,
    showAll: (total: number) => {
      const count = formatNumber(total);
      return msg`Show all ${count}`;
    },
    showFewer: msg`Show fewer`,
  },
  listingPage: {
    loading: msg`Loading the home…`,
    notFoundHeading: msg`This home is no longer listed`,
    notFoundBody: msg`It may have been let or sold, or the link may be wrong.`,
    backToSearch: msg`Search homes`,
    backToResults: msg`Back to results`,
    backToRent: msg`Back to homes to rent`,
    backToBuy: msg`Back to homes for sale`,
    description: msg`About this home`,
    amenities: msg`Amenities`,
    details: msg`Details`,
    type: msg`Type`,
    share: msg`Share`,
    linkCopied: msg`Link copied`,
    photos: msg`Photos`,
    errorHeading: msg`We couldn't load this home`,
    retry: msg`Try again`,
  },
  /** Near the contact and viewing actions of every listing page. */
  safety: {
    heading: msg`Never pay before you view`,
    body: msg`Do not send any money (a viewing fee, a deposit or rent) before you have seen the home in person and signed a tenancy or sale agreement. ABODE never asks for a viewing fee.`,
  },
  report: {
    open: msg`Report this listing`,
    title: msg`Report this listing`,
    description: (name: string) =>
      msg`Tell us what is wrong with ${name}. Our team reviews every report; a listing several people report is paused until we have looked at it.`,
    reason: msg`What is wrong?`,
    note: msg`Details`,
    noteOptional: msg`Details (optional)`,
    notePlaceholder: msg`e.g. The agent asked me to send KES 2,000 by M-Pesa before the viewing.`,
    submit: msg`Send report`,
    submitting: msg`Sending...`,
    cancel: msg`Cancel`,
    sent: msg`Report sent`,
    sentBody: msg`Thank you. Our team will review this listing.`,
  },
  // The dashboard card of the user's saved homes.
  favouriteHomes: {
    heading: msg`Saved homes`,
    hint: msg`Homes you marked with the heart.`,
    empty: msg`No saved homes yet`,
    emptyHint: msg`Tap the heart on any home to keep it here.`,
    findHome: msg`Find a home`,
    unavailable: msg`No longer available`,
    loading: msg`Loading your saved homes…`,
    failed: msg`We couldn't load your saved homes.`,
    retry: msg`Try again`,
  },
  // A host's counts on the landlord dashboard.
  hosting: {
    listed: msg`Listed`,
    listedProperties: msg`Listed Properties`,
    listedHint: msg`Your listings on ABODE`,
    viewingRequests: msg`Viewing requests`,
    query: {
      loading: msg`Loading your dashboard…`,
      failed: msg`We could not load your dashboard. Check your connection and try again.`,
      retry: msg`Try again`,
    },
  },
  /** The shared vocabulary's labels (one wording across features: src/web/components/search-criteria). */
  intents: criteriaTexts.intents,
  propertyTypes: criteriaTexts.propertyTypes,
  amenities: criteriaTexts.amenities,
  conditions: { excellent: msg`Excellent`, very_good: msg`Very Good`, good: msg`Good` },
  viewingStatus: {
    requested: msg`Waiting for the host`,
    confirmed: msg`Confirmed`,
    proposed: msg`New time proposed`,
    declined: msg`Declined`,
    cancelled: msg`Cancelled`,
  } satisfies Record<ViewingStatus, MessageDescriptor>,
  reportReasons: {
    scam: msg`Scam`,
    already_let: msg`Already let`,
    wrong_details: msg`Wrong price or details`,
    viewing_fee: msg`Asks for a viewing fee`,
    other: msg`Other`,
  } satisfies Record<ListingReportReason, MessageDescriptor>,
} as const;

// The server's refusals and the shared schemas' messages these screens show, word for word (src/common/listings).
addKnownTexts([
  msg`This listing does not exist or is no longer available`,
  msg`You have already asked to view this home. The host will answer that request; you can ask again after that viewing.`,
  msg`Viewing request not found`,
  msg`Choose a viewing time in the future`,
  msg`Choose a viewing time within the next 30 days`,
  msg`The message must be at most 1,000 characters`,
  msg`The reason must be at most 300 characters`,
  msg`The search text must be at most 500 characters`,
  msg`At most 500 favourites can be merged at once`,
  msg`Choose why you are reporting this listing`,
  msg`Tell us what is wrong with this listing`,
  msg`The note must be at most 500 characters`,
  msg`Sign in to report this listing.`,
  msg`You have already reported this listing. Thank you: our team reviews every report and acts on it.`,
  msg`You have sent many reports in a short time. Please wait a while and try again.`,
]);

/** Some texts of a group in the language in use, for the shared components that take plain strings. */
export function textsIn<K extends string>(
  i18n: I18n,
  texts: { readonly [key in K]: MessageDescriptor },
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, i18n._(texts[key])])) as Record<K, string>;
}
