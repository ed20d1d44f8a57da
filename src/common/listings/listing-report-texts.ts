/** Texts of 'Report this listing' and the moderation queue that the API sends and the browser may show as they are. */
export const listingReportTexts = {
  reasonLabels: {
    scam: 'Scam',
    already_let: 'Already let',
    wrong_details: 'Wrong price or details',
    viewing_fee: 'Asks for a viewing fee',
    other: 'Other',
  },
  validation: {
    reasonInvalid: 'Choose why you are reporting this listing',
    noteRequired: 'Tell us what is wrong with this listing',
    noteTooLong: 'The note must be at most 500 characters',
    moderationReasonRequired: 'Give the reason in a few words (at least 5 characters)',
    moderationReasonTooLong: 'The reason must be at most 300 characters',
  },
  signIn: 'Sign in to report this listing.',
  alreadyReported:
    'You have already reported this listing. Thank you: our team reviews every report and acts on it.',
  rateLimited: 'You have sent many reports in a short time. Please wait a while and try again.',
  notInQueue: 'This listing has no open reports.',
  alreadyActedOn: (status: string) =>
    `The reports on this listing were already decided; it is now ${status}.`,
  paused: (listing: string) => ({
    title: 'Listing paused for review',
    body: `${listing} was reported by several people and is out of search while our team reviews it. We will tell you the outcome.`,
  }),
  restored: (listing: string) => ({
    title: 'Listing back in search',
    body: `${listing} was reviewed and is live again.`,
  }),
  removed: (listing: string, reason: string) => ({
    title: 'Listing removed',
    body: `${listing} was removed after review: ${reason}`,
  }),
} as const;
