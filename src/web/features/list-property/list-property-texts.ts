/** Every user-facing text of the 'List Your Property' page, in one module so Kiswahili can be added. */
/** '1 view', '2 views'. */
const plural = (count: number, noun: string) =>
  `${count.toLocaleString('en-KE')} ${noun}${count === 1 ? '' : 's'}`;

export const listPropertyTexts = {
  title: 'List Your Property',
  heading: 'List Your Property',
  intro:
    'Reach thousands of verified tenants and buyers across Kenya. Every home on ABODE is checked by our team, so serious renters trust what they see.',
  stepsHeading: 'How it works',
  steps: [
    {
      title: 'Submit Details',
      body: 'Create an account and tell us about your property: location, size, rent or price, and what makes it special.',
    },
    {
      title: 'Verification',
      body: 'Our team checks your ownership documents and visits the property to confirm it meets our standards.',
    },
    {
      title: 'Professional Listing',
      body: 'We photograph the property and write a clear, honest listing that shows it at its best.',
    },
    {
      title: 'Go Live',
      body: 'Your listing is published to ABODE search, and you start receiving enquiries from verified tenants and buyers.',
    },
  ],
  stepLabel: (n: number) => `Step ${n}`,
  standardsHeading: 'Property Standards',
  standardsIntro: 'To protect tenants and buyers, every listed property must be:',
  standards: [
    {
      title: 'Good structural condition',
      body: 'Sound walls, roof and foundations, with no major cracks or leaks.',
    },
    {
      title: 'Well-maintained interior and exterior',
      body: 'Working plumbing, wiring and fittings, and tidy grounds.',
    },
    {
      title: 'Clean and presentable',
      body: 'Freshly cleaned and ready for viewing on the day of inspection.',
    },
    {
      title: 'Safe and secure',
      body: 'Lockable doors and windows, safe access, and security where the area needs it.',
    },
  ],
  documentsHeading: 'Required Documents',
  documentsIntro: 'Have these ready when you submit your property:',
  documents: [
    {
      title: 'Ownership documents',
      body: 'Title deed, lease or sale agreement, or a letter of authority from the owner.',
    },
    { title: 'Floor plans', body: 'A simple plan showing the rooms and their sizes.' },
    {
      title: 'Recent photos',
      body: 'Clear photos of every room and the outside, taken in the last three months.',
    },
    {
      title: 'Inspection reports',
      body: 'Any recent structural, electrical or plumbing inspection reports.',
    },
  ],
  ctaHeading: 'Ready to list your property?',
  ctaBody: 'Sign up as a landlord or agent to get started, or sign in if you already have an account.',
  signUp: 'Sign Up to List',
  signIn: 'Sign In',
  /** A signed-in user without the landlord role: the server's words, then where to go. */
  notListerHeading: 'Listing needs a landlord or agent account',
  contactUs: 'Contact ABODE',
  workspace: {
    title: 'My listings',
    heading: 'List Your Property',
    intro: 'Create a listing, add photos and the required documents, and send it for review.',
    stepsLabel: 'The four steps to a live listing',
    progressLabel: (listing: string) => `Progress of ${listing}`,
    stepDone: (step: string) => `${step}: done`,
    stepCurrent: (step: string) => `${step}: current step`,
    stepTodo: (step: string) => `${step}: to do`,
    myListings: 'My listings',
    newListing: 'New listing',
    loading: 'Loading your listings…',
    failed: "We couldn't load your listings.",
    retry: 'Try again',
    empty: 'No listings yet',
    emptyBody: 'Start with a vacant unit of one of your properties, or a home for sale.',
    reviewerNote: "Reviewer's note",
    verified: 'Verified',
    photosCount: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`,
    price: (price: number, intent: 'rent' | 'buy') =>
      `KES ${price.toLocaleString('en-KE')}${intent === 'rent' ? ' /month' : ''}`,
    actions: {
      edit: 'Edit',
      submit: 'Send for review',
      pause: 'Pause',
      resume: 'Resume',
      mark_let: 'Mark let',
      mark_sold: 'Mark sold',
      confirm_available: 'Still available',
    },
    /** What the listing drew, beside it. */
    stats: ({
      views,
      favourites,
      viewings,
      applications,
    }: {
      views: number;
      favourites: number;
      viewings: number;
      applications: number;
    }) =>
      [
        plural(views, 'view'),
        plural(favourites, 'favourite'),
        plural(viewings, 'viewing request'),
        plural(applications, 'application'),
      ].join(' · '),
    confirmedAgo: (days: number) =>
      days <= 0 ? 'Confirmed available today' : `Confirmed available ${plural(days, 'day')} ago`,
    stale:
      'Paused by ABODE: not confirmed available for 45 days, so renters no longer find it. Resume it when it is available.',
    actionLabel: (action: string, listing: string) => `${action}: ${listing}`,
    confirm: {
      mark_let: {
        title: (listing: string) => `Mark ${listing} let?`,
        body: 'The listing leaves search for good. Its unit becomes occupied when the tenancy starts.',
      },
      mark_sold: {
        title: (listing: string) => `Mark ${listing} sold?`,
        body: 'The listing leaves search for good.',
      },
      cancel: 'Cancel',
      close: 'Close',
      submitting: 'Saving…',
    },
    done: (listing: string, what: string) => `${listing}: ${what}`,
    failedAction: 'That did not work. Try again.',
    kycLink: 'Go to KYC verification',
    back: 'Back to my listings',
  },
  form: {
    newHeading: 'New listing',
    editHeading: (listing: string) => `Edit ${listing}`,
    detailsHeading: 'Details',
    unit: 'Vacant unit',
    unitHint: 'A unit of your property is listed to rent. A home for sale is listed on its own.',
    noUnit: 'None: a home on its own',
    unitOption: (property: string, unit: string) => `${property} · ${unit}`,
    intent: 'Listed',
    type: 'Property type',
    choose: 'Choose…',
    title: 'Title (optional)',
    titleHint: 'Left empty, the title is made from the type, bedrooms and area.',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    sqft: 'Size (sq ft)',
    priceRent: 'Rent per month (KES)',
    priceBuy: 'Price (KES)',
    location: 'Area',
    landmark: 'Landmark (optional)',
    landmarkPlaceholder: 'e.g. Near Yaya Centre',
    pin: 'Map pin (optional)',
    latitude: 'Latitude',
    longitude: 'Longitude',
    useMyLocation: 'Use my location',
    locating: 'Finding your location…',
    locationFailed: 'Your location could not be read; type the pin or leave it empty.',
    amenities: 'Amenities',
    description: 'Description',
    descriptionHint: '20 to 4,000 characters: what the home is like and what is near.',
    videoUrl: 'Video tour link (optional)',
    videoHint: 'A YouTube link, shown in the Virtual Tour dialog.',
    saveDraft: 'Save draft',
    saveChanges: 'Save changes',
    saving: 'Saving…',
    saved: 'Listing saved',
    nothingChanged: 'Nothing to save: no field changed',
    failed: 'The listing could not be saved. Try again.',
    reviewWarning: 'Changing the price, type, bedrooms or area of a live listing sends it back to review.',
  },
  photos: {
    heading: 'Photos',
    intro: (max: number) =>
      `Up to ${max} photos. They are made smaller on your phone before they are sent; the first is the cover.`,
    add: 'Add photos',
    addLabel: 'Choose photos to add',
    full: (max: number) => `This listing has ${max} photos, the most allowed.`,
    preparing: (name: string) => `Preparing ${name}…`,
    uploading: (name: string) => `Uploading ${name}`,
    uploadFailed: (name: string, reason: string) => `${name}: ${reason}`,
    notImage: 'This file is not a photo this browser can read.',
    cover: 'Cover',
    photoAlt: (n: number) => `Photo ${n}`,
    moveUp: (n: number) => `Move photo ${n} up`,
    moveDown: (n: number) => `Move photo ${n} down`,
    setCover: (n: number) => `Set photo ${n} as cover`,
    setCoverText: 'Set as cover',
    remove: (n: number) => `Remove photo ${n}`,
    saved: 'Photos saved',
    empty: 'No photos yet: add at least one before sending the listing for review.',
  },
  documentUploads: {
    heading: 'Verification documents',
    intro: 'Uploaded privately: only you and ABODE’s reviewers can open them. PDF, JPEG or PNG.',
    upload: 'Upload',
    replace: 'Replace',
    uploadLabel: (label: string) => `Upload ${label}`,
    replaceLabel: (label: string) => `Replace ${label}`,
    uploaded: (file: string) => `Uploaded: ${file}`,
    missing: 'Not uploaded yet',
    missingAll: (labels: string) => `Still needed: ${labels}`,
    allUploaded: 'All four documents are uploaded.',
    uploadingLabel: (label: string) => `Uploading ${label}`,
    done: (label: string) => `${label} uploaded`,
  },
  review: {
    heading: 'Send for review',
    ready: 'Everything is in place: send the listing to ABODE’s reviewers.',
    needsSaving: 'Save the details first.',
    waiting: 'Waiting for review. We will tell you when it is decided.',
  },
} as const;
