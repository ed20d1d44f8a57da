/** Every text of the search, listing, favourites and viewing screens, in one module so another language can be served. */

export type SearchIntent = 'rent' | 'buy';

const searchPages = {
  rent: {
    title: 'Find a home to rent',
    eyebrow: 'AI home search',
    heading: 'Find Your Perfect Home',
    subtitle:
      'Describe the home you want in your own words: the area, your budget, the bedrooms. We match you with homes across Kenya.',
    button: 'Search with AI',
    analyzing: 'Our AI is analyzing your request to find your perfect home...',
    examples: [
      'A 2 bedroom apartment in Kilimani with parking under KES 60,000',
      'Bedsitter near Thika Road below 10k',
      'A 3 bedroom maisonette in Syokimau with a DSQ, up to 50k',
      'Furnished 1 bedroom in Westlands with a gym and backup generator',
      'Pet friendly house in Karen with a garden',
    ],
  },
  buy: {
    title: 'Buy Property',
    eyebrow: 'Verified homes for sale',
    heading: 'Find Your Dream Home Today',
    subtitle: 'verified luxury properties, each thoroughly inspected and certified',
    button: 'Find Your Perfect Match',
    analyzing: 'Searching our verified inventory...',
    examples: [
      'A 4 bedroom house for sale in Karen with a garden',
      '3 bedroom apartment in Kileleshwa under 15M with a lift',
      'A maisonette in Ruiru between 5M and 8M',
      'Villa in Runda with a swimming pool and DSQ',
      'A bungalow in Kitengela with a borehole',
    ],
  },
} as const;

export const listingsTexts = {
  searchPages,
  search: {
    boxLabel: 'Describe your perfect home',
    boxHint: 'Say it the way you would to a friend: area, budget, bedrooms, must-haves.',
    processing: 'Processing...',
    signUp: 'Sign Up',
    signIn: 'Sign In',
  },
  results: {
    heading: 'Your matches',
    /** How many homes match what was asked, as the server counted them: '12 homes match · 240 close matches'. */
    matches: (exact: number, close: number) => {
      const n = (count: number) => count.toLocaleString('en-KE');
      const exactText =
        exact === 0 ? 'No homes match' : exact === 1 ? '1 home matches' : `${n(exact)} homes match`;
      if (close === 0) return exactText;
      return `${exactText} · ${close === 1 ? '1 close match' : `${n(close)} close matches`}`;
    },
    /** Nothing asked: the list is every live home, and says so. */
    everything: (total: number) =>
      total === 1
        ? 'The 1 home listed, newest first'
        : `All ${total.toLocaleString('en-KE')} homes listed, newest first`,
    showing: (shown: number, total: number) =>
      `Showing ${shown.toLocaleString('en-KE')} of ${total.toLocaleString('en-KE')}`,
    understood: 'We understood',
    nothingUnderstood: 'Showing all homes: add an area, a budget or the bedrooms you need to narrow it down.',
    ignored: (terms: string) => `Not used: ${terms}`,
    removeChip: (label: string) => `Remove ${label}`,
    showMore: 'Show more',
    loadingMore: 'Loading more...',
    noneHeading: 'No homes match all of that yet',
    noneBody: 'Try removing a filter above, or widen your budget or area.',
    errorHeading: "We couldn't search right now",
    retry: 'Try again',
  },
  card: {
    perMonth: '/month',
    verified: 'Verified',
    rated: (rating: number) => `Rated ${rating.toFixed(1)} out of 5`,
    listedBy: (host: string) => `Listed by ${host}`,
    /** How long since the home was last known available (its lister confirmed or edited it). */
    updated: (days: number) =>
      days <= 0 ? 'Updated today' : days === 1 ? 'Updated 1 day ago' : `Updated ${days} days ago`,
    bedrooms: (count: number) => `${count} ${count === 1 ? 'bed' : 'beds'}`,
    studio: 'Studio',
    bedsitter: 'Bedsitter',
    bathrooms: (count: number) => `${count} ${count === 1 ? 'bath' : 'baths'}`,
    sqft: (sqft: number) => `${sqft.toLocaleString('en-KE')} sqft`,
    condition: (condition: string) => `Condition: ${condition}`,
    scheduleViewing: 'Schedule Viewing',
    virtualTour: 'Virtual Tour',
    viewDetails: 'View details',
    /** On a result that misses one thing asked, with what differs (the reasons not met). */
    closeMatch: 'Close match',
    closeMatchDiffers: (what: string) => `Close match: ${what}`,
    matchHeading: 'AI Match Analysis',
    match: (percent: number) => `${percent}% match`,
    met: 'Matches',
    missed: 'Does not match',
    /** Under the match figure when the search named no criteria, saying what the figure is instead. */
    matchBasis: {
      nothingAsked:
        'Nothing asked yet: half of this score is whether ABODE verified the home, half how recently it was listed.',
      wordsOnly:
        'Scored on where the home mentions your words: its name counts most, then its address, then its description.',
    },
    locationHeading: 'Location',
    openInMaps: 'View on Google Maps',
    opensInNewTab: '(opens in a new tab)',
  },
  carousel: {
    label: (name: string) => `Photos of ${name}`,
    previous: 'Previous photo',
    next: 'Next photo',
    photo: (index: number, total: number) => `Photo ${index} of ${total}`,
    alt: (name: string, index: number, total: number) => `${name}, photo ${index} of ${total}`,
    noPhotos: 'No photos yet',
  },
  tour: {
    title: (name: string) => `Virtual tour: ${name}`,
    description: 'Walk through the home before you visit.',
    iframeTitle: (name: string) => `Video tour of ${name}`,
    close: 'Close',
  },
  favourites: {
    save: 'Save to favourites',
    remove: 'Remove from favourites',
    saved: 'Saved to favourites',
    removed: 'Removed from favourites',
    failed: "We couldn't update your favourites. Please try again.",
  },
  viewing: {
    title: 'Schedule a viewing',
    description: (name: string) => `Pick a day and time to see ${name}. The host will confirm with you.`,
    date: 'Day',
    time: 'Time',
    dateHint: 'Any day in the next 30 days.',
    message: 'Message to the host (optional)',
    messagePlaceholder: 'e.g. I can also come on Saturday morning.',
    submit: 'Request viewing',
    submitting: 'Sending...',
    cancel: 'Cancel',
    chooseTime: 'Choose a time',
    dateRequired: 'Choose a day for the viewing.',
    dateOutOfRange: 'Choose a day between today and 30 days from now.',
    timeRequired: 'Choose a time for the viewing.',
    timePassed: 'That time has already passed today. Choose a later time.',
    requested: 'Viewing requested',
    requestedFor: (when: string) => `We've asked the host for ${when}. You'll find it in your dashboard.`,
    signInFirst: 'Sign in to schedule a viewing',
  },
  myViewings: {
    heading: 'My viewing requests',
    empty: "You haven't requested any viewings yet.",
    findHome: 'Find a home',
    loading: 'Loading your viewing requests…',
    failed: "We couldn't load your viewing requests.",
    retry: 'Try again',
  },
  viewingSteps: {
    time: 'Viewing time',
    confirm: 'Confirm',
    propose: 'Propose this time',
    decline: 'Decline',
    accept: (time: string) => `Accept ${time}`,
    cancel: 'Cancel request',
    proposed: (time: string) => `The host proposes ${time}`,
    declined: (reason: string) => `Declined: ${reason}`,
    done: {
      confirm: 'Viewing confirmed',
      propose: 'New time proposed',
      decline: 'Viewing declined',
      accept: 'Viewing confirmed',
      cancel: 'Viewing request cancelled',
    },
    failed: 'That did not work. Try again.',
  },
  hostedViewings: {
    heading: 'Viewing requests',
    hint: 'People who asked to see homes you list.',
    empty: 'No viewing requests yet',
    emptyHint: 'When someone asks to view one of your listed homes, their request appears here.',
    loading: 'Loading viewing requests for your homes…',
    failed: "We couldn't load the viewing requests for your homes.",
    retry: 'Try again',
    from: (name: string) => `From ${name}`,
    unnamed: 'An ABODE user (no name given)',
    requestedOn: (date: string) => `Asked ${date}`,
    past: 'Past',
    showAll: (n: number) => `Show all ${n.toLocaleString('en-KE')}`,
    showFewer: 'Show fewer',
  },
  listingPage: {
    loading: 'Loading the home…',
    notFoundHeading: 'This home is no longer listed',
    notFoundBody: 'It may have been let or sold, or the link may be wrong.',
    backToSearch: 'Search homes',
    backToResults: 'Back to results',
    backToRent: 'Back to homes to rent',
    backToBuy: 'Back to homes for sale',
    description: 'About this home',
    amenities: 'Amenities',
    details: 'Details',
    type: 'Type',
    share: 'Share',
    linkCopied: 'Link copied',
    photos: 'Photos',
    errorHeading: "We couldn't load this home",
    retry: 'Try again',
  },
  /** Near the contact and viewing actions of every listing page. */
  safety: {
    heading: 'Never pay before you view',
    body: 'Do not send any money (a viewing fee, a deposit or rent) before you have seen the home in person and signed a tenancy or sale agreement. ABODE never asks for a viewing fee.',
  },
  report: {
    open: 'Report this listing',
    title: 'Report this listing',
    description: (name: string) =>
      `Tell us what is wrong with ${name}. Our team reviews every report; a listing several people report is paused until we have looked at it.`,
    reason: 'What is wrong?',
    note: 'Details',
    noteOptional: 'Details (optional)',
    notePlaceholder: 'e.g. The agent asked me to send KES 2,000 by M-Pesa before the viewing.',
    submit: 'Send report',
    submitting: 'Sending...',
    cancel: 'Cancel',
    sent: 'Report sent',
    sentBody: 'Thank you. Our team will review this listing.',
  },
  // The dashboard card of the user's saved homes.
  favouriteHomes: {
    heading: 'Saved homes',
    hint: 'Homes you marked with the heart.',
    empty: 'No saved homes yet',
    emptyHint: 'Tap the heart on any home to keep it here.',
    findHome: 'Find a home',
    unavailable: 'No longer available',
    loading: 'Loading your saved homes…',
    failed: "We couldn't load your saved homes.",
    retry: 'Try again',
  },
  // A host's counts on the landlord dashboard.
  hosting: {
    listed: 'Listed',
    listedProperties: 'Listed Properties',
    listedHint: 'Your listings on ABODE',
    viewingRequests: 'Viewing requests',
    query: {
      loading: 'Loading your dashboard…',
      failed: 'We could not load your dashboard. Check your connection and try again.',
      retry: 'Try again',
    },
  },
} as const;
