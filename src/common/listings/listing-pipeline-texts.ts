/**
 * User-facing texts of List Property (the lister's own listings and their review) that the browser may show
 * as they are. Validation texts follow the field name ("price: ..."), as the server's validation error puts
 * the field first. The steps, standards and documents are the spec's words.
 */
export const listingPipelineTexts = {
  heading: 'List Your Property',
  steps: ['Submit Details', 'Verification', 'Professional Listing', 'Go Live'],
  standards: [
    'good structural condition',
    'well-maintained interior and exterior',
    'clean and presentable',
    'safe and secure',
  ],
  documentLabels: {
    ownership: 'Ownership documents',
    floor_plan: 'Floor plans',
    recent_photos: 'Recent photos',
    inspection_report: 'Inspection reports',
  },
  statusLabels: {
    draft: 'Draft',
    pending: 'Waiting for review',
    live: 'Live',
    let: 'Let',
    sold: 'Sold',
    paused: 'Paused',
    removed: 'Removed',
  },
  validation: {
    intentInvalid: 'must be rent or buy',
    propertyTypeInvalid: 'Choose a property type from the list',
    titleLength: 'The title must be 5 to 140 characters',
    bedroomsInvalid: 'must be a whole number from 0 to 50',
    bathroomsInvalid: 'must be a whole number from 0 to 50',
    sizeInvalid: 'The size must be a whole number of square feet from 1 to 10,000,000',
    priceInvalid: 'The price must be a whole number of shillings from 1 to 100,000,000,000',
    locationRequired: 'Choose the area the home is in',
    locationUnknown: 'Choose an area from the list',
    pinInvalid: 'The map pin must be a point in Kenya',
    landmarkLength: 'The landmark must be at most 120 characters',
    amenityInvalid: 'Choose amenities from the list',
    amenitiesDuplicate: 'Each amenity may be chosen once',
    descriptionLength: 'The description must be 20 to 4,000 characters',
    videoNotYoutube: 'The video tour must be a YouTube link, e.g. https://www.youtube.com/watch?v=…',
    unitIdInvalid: 'Not a unit id',
    unitForSale: 'A unit of your property is listed to rent; a home for sale is listed on its own',
    photoOrderInvalid: 'must list photos of this listing, each once',
    photoRequired: 'Choose a photo to upload',
    photoNotImage: 'The photo must be a JPEG or PNG image',
    photoDoesNotDecode: 'The photo could not be read; take or choose it again',
    documentRequired: 'Choose a file to upload',
    categoryInvalid: 'must be ownership, floor_plan, recent_photos or inspection_report',
    listingIdInvalid: 'Not a listing id',
    noteRequired:
      'Say what the lister should change or why the listing is refused (at most 1,000 characters)',
    emptyPatch: 'Send at least one field to change',
  },
  upload: {
    notMultipart: 'Send the file as multipart/form-data',
    oneFileOnly: 'Send one file at a time',
    tooLarge: (maxMb: number) => `The file is larger than the ${maxMb} MB allowed`,
  },
  notLister:
    'Only landlords and agents can list a property. Sign up with a Landlord/Agent account, or ask ABODE to add the landlord role to your account.',
  notFound: {
    listing: 'Listing not found',
    unit: 'Unit not found among your properties',
    document: 'Document not found',
  },
  conflict: {
    unitOccupied: 'This unit has a tenant; list it when it is vacant',
    unitListed: 'This unit already has a listing; edit that one',
    tooManyPhotos: (max: number) => `A listing has at most ${max} photos; remove one first`,
    kycNotApproved:
      'Your KYC verification must be approved before a listing can be reviewed: upload your ID and selfie on the KYC page',
    noPhotos: 'Add at least one photo before sending the listing for review',
    missingDocuments: (labels: readonly string[]) =>
      `Upload the required documents before sending the listing for review: ${labels.join(', ')}`,
    notEditable: (status: string) => `This listing is ${status.toLowerCase()}: it cannot be changed`,
    refused: (action: string, status: string) =>
      `This listing is ${status.toLowerCase()}: it cannot be ${action}`,
    pausedByModerators: 'This listing was paused by ABODE pending review; it cannot be resumed by you',
    letIsForRent: 'Only a listing to rent can be marked let; mark a home for sale as sold',
    soldIsForSale: 'Only a listing for sale can be marked sold; mark a home to rent as let',
  },
  freshness: {
    askTitle: 'Is your home still available?',
    askBody: (name: string, days: number) =>
      `${name} has not been confirmed available for ${days} days. Confirm it on List Property, or mark it let or sold; unconfirmed at 45 days it leaves search.`,
    pausedTitle: 'Your listing left search',
    pausedBody: (name: string) =>
      `${name} was not confirmed available for 45 days, so renters no longer find it. Resume it on List Property when it is available.`,
    notLive: (status: string) =>
      `This listing is ${status.toLowerCase()}: only a live listing can be confirmed available (resume a paused one)`,
  },
  actionDone: {
    submit: 'sent for review',
    approve: 'approved',
    request_changes: 'sent back for changes',
    reject: 'rejected',
    pause: 'paused',
    resume: 'resumed',
    mark_let: 'marked let',
    mark_sold: 'marked sold',
    confirm_available: 'confirmed available',
  },
} as const;
