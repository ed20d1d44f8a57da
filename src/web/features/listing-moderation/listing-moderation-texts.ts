/** Every text of the superadmin's queue of reported listings. */
export const listingModerationTexts = {
  heading: 'Reported listings',
  description:
    'Listings people reported, the one waiting longest first. Three people reporting a listing pause it until you decide.',
  loading: 'Loading reported listings…',
  failed: "We couldn't load the reported listings.",
  retry: 'Try again',
  empty: 'No reported listings',
  status: {
    live: 'Live',
    paused: 'Paused',
    autoPaused: 'Paused pending review',
    removed: 'Removed',
    draft: 'Draft',
    pending: 'Pending',
    let: 'Let',
    sold: 'Sold',
  },
  listedBy: (host: string) => `Listed by ${host}`,
  reports: (reports: number, people: number) =>
    `${reports} ${reports === 1 ? 'report' : 'reports'} from ${people} ${people === 1 ? 'person' : 'people'}`,
  since: (date: string) =>
    `first ${new Date(date).toLocaleDateString('en-KE', { day: 'numeric', month: 'short', year: 'numeric' })}`,
  reasonCount: (label: string, count: number) => (count > 1 ? `${label} ×${count}` : label),
  reasonsLabel: 'Reasons',
  notesLabel: 'What reporters said',
  actions: {
    dismiss: 'Dismiss reports',
    remove: 'Remove',
    remove_for_fraud: 'Remove for fraud',
  },
  actionLabel: (action: string, listing: string) => `${action}: ${listing}`,
  dialog: {
    dismiss: {
      title: (listing: string) => `Dismiss the reports on ${listing}`,
      description:
        'The reports are closed. A listing the reports paused goes back into search; its host is told.',
      submit: 'Dismiss reports',
    },
    remove: {
      title: (listing: string) => `Remove ${listing}`,
      description: 'The listing leaves search for good. Its host is told, with your reason.',
      submit: 'Remove listing',
    },
    remove_for_fraud: {
      title: (listing: string) => `Remove ${listing} for fraud`,
      description:
        'The listing is removed and its lister suspended: every session of theirs ends, they cannot sign in, and their other live listings leave search.',
      submit: 'Remove and suspend',
    },
    note: 'Note (optional)',
    reason: 'Reason',
    reasonHint: 'The host reads this. At least 5 characters.',
    submitting: 'Saving...',
    cancel: 'Cancel',
    close: 'Close',
  },
  done: {
    dismiss: 'Reports dismissed',
    remove: 'Listing removed',
    remove_for_fraud: 'Listing removed and lister suspended',
  },
  failed_action: 'That did not work. Try again.',
} as const;
