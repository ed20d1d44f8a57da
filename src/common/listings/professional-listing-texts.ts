/**
 * Every text of Professional Listing, the spec's third step (a reviewer's proposed title, description and
 * photo order, which the lister accepts or declines): the server's messages and the words of both screens.
 */
export const professionalListingTexts = {
  step: 'Professional Listing',
  validation: {
    empty: 'Propose a new title, description or photo order',
    nothingChanged: 'The proposal is the same as the listing: change the title, description or photo order',
    photosNotTheListings: 'photoIds: must list every photo of this listing, each once',
  },
  notFound: 'Proposal not found',
  conflict: {
    notProposable: (status: string) =>
      `This listing is ${status.toLowerCase()}: an edit can be proposed only while it is in review or approved`,
    closed: (state: 'accepted' | 'declined' | 'superseded') =>
      state === 'superseded'
        ? 'This proposal was replaced by a newer one from the reviewer: see the newer proposal'
        : `This proposal was already ${state}`,
    listingClosed: (status: string) =>
      `This listing is ${status.toLowerCase()}: the proposal can no longer be applied`,
    listingChanged:
      'The listing changed after the reviewer proposed this (its title, description or photos): decline it, and ask for a new proposal if you want one',
  },
  notification: {
    title: 'A professional edit of your listing',
    body: (listing: string) =>
      `ABODE's reviewer proposed a clearer title, description or photo order for ${listing}. Compare and accept or decline it on List Property.`,
  },
  reviewer: {
    open: 'Professional edit',
    openLabel: (listing: string) => `Professional edit: ${listing}`,
    dialogTitle: (listing: string) => `Professional edit of ${listing}`,
    dialogDescription:
      'Edit the title and description for clarity, reorder the photos and set the cover. The lister sees the changes and accepts or declines them; the listing is not sent back to review.',
    title: 'Title',
    description: 'Description',
    photos: 'Photos',
    photosHint: 'The first photo is the cover.',
    photoAlt: (n: number) => `Proposed photo ${n}`,
    cover: 'Cover',
    moveUp: (n: number) => `Move proposed photo ${n} up`,
    moveDown: (n: number) => `Move proposed photo ${n} down`,
    setCover: (n: number) => `Set proposed photo ${n} as cover`,
    submit: 'Send to the lister',
    submitting: 'Sending…',
    cancel: 'Cancel',
    close: 'Close',
    sent: (listing: string) => `${listing}: professional edit sent to the lister`,
    pendingNote: 'A professional edit is waiting for the lister',
    failed: 'That did not work. Try again.',
  },
  lister: {
    heading: 'Professional Listing: changes proposed by ABODE',
    intro: 'Our reviewer edited your listing for clarity. Compare, then accept the changes or keep your own.',
    regionLabel: (listing: string) => `Proposed changes to ${listing}`,
    before: 'Yours now',
    after: 'Proposed',
    title: 'Title',
    description: 'Description',
    cover: 'Cover photo',
    photoOrder: 'Photo order',
    photoAlt: (side: string, n: number) => `${side}: photo ${n}`,
    accept: 'Accept changes',
    decline: 'Keep mine',
    acceptLabel: (listing: string) => `Accept changes: ${listing}`,
    declineLabel: (listing: string) => `Keep mine: ${listing}`,
    accepted: (listing: string) => `${listing}: changes accepted`,
    declined: (listing: string) => `${listing}: you kept your own`,
    failed: 'That did not work. Try again.',
  },
} as const;
