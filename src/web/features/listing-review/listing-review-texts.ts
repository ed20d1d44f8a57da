/** Every text of the superadmin's 'Listings to review' card (the pipeline's own words come from common). */
export const listingReviewTexts = {
  heading: 'Listings to review',
  description:
    'Listings sent for verification, the one waiting longest first. Check the photos and documents against the standards before deciding.',
  loading: 'Loading listings to review…',
  failed: "We couldn't load the listings to review.",
  retry: 'Try again',
  empty: 'No listings waiting for review',
  listedBy: (host: string) => `Listed by ${host}`,
  submitted: (date: string) =>
    `Sent ${new Date(date).toLocaleDateString('en-KE', { day: 'numeric', month: 'short', year: 'numeric' })}`,
  price: (price: number, intent: 'rent' | 'buy') =>
    `KES ${price.toLocaleString('en-KE')}${intent === 'rent' ? ' /month' : ''}`,
  facts: (bedrooms: number, bathrooms: number, sqft: number) =>
    `${bedrooms} bed · ${bathrooms} bath · ${sqft.toLocaleString('en-KE')} sqft`,
  photosLabel: (listing: string) => `Photos of ${listing}`,
  photoAlt: (n: number, listing: string) => `Photo ${n} of ${listing}`,
  documentsHeading: 'Documents',
  documentMissing: 'Missing',
  openDocument: (label: string, file: string) => `${label}: ${file}`,
  standardsHeading: 'Standards',
  amenitiesLabel: 'Amenities',
  landmark: (landmark: string) => `Landmark: ${landmark}`,
  videoTour: 'Video tour',
  actions: {
    approve: 'Approve',
    request_changes: 'Ask for changes',
    reject: 'Reject',
  },
  actionLabel: (action: string, listing: string) => `${action}: ${listing}`,
  dialog: {
    approve: {
      title: (listing: string) => `Approve ${listing}?`,
      description: 'The listing goes live in search at once, marked Verified. Its lister is told.',
      submit: 'Approve',
    },
    request_changes: {
      title: (listing: string) => `Ask for changes to ${listing}`,
      description: 'The listing goes back to its lister as a draft, with your comments.',
      submit: 'Send comments',
    },
    reject: {
      title: (listing: string) => `Reject ${listing}`,
      description: 'The listing is refused for good. Its lister reads your reason.',
      submit: 'Reject listing',
    },
    comments: 'Comments for the lister',
    reason: 'Reason',
    submitting: 'Saving…',
    cancel: 'Cancel',
    close: 'Close',
  },
  done: (listing: string, what: string) => `${listing}: ${what}`,
  failedAction: 'That did not work. Try again.',
} as const;
