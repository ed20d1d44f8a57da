import { msg, plural } from '@lingui/core/macro';
import { addKnownTexts, formatDate } from '@web/i18n';
/** Every text of the superadmin's queue of reported listings. */
export const listingModerationTexts = {
  heading: msg`Reported listings`,
  description: msg`Listings people reported, the one waiting longest first. Three people reporting a listing pause it until you decide.`,
  loading: msg`Loading reported listings…`,
  failed: msg`We couldn't load the reported listings.`,
  retry: msg`Try again`,
  empty: msg`No reported listings`,
  status: {
    live: msg`Live`,
    paused: msg`Paused`,
    autoPaused: msg`Paused pending review`,
    removed: msg`Removed`,
    draft: msg`Draft`,
    pending: msg`Pending`,
    let: msg`Let`,
    sold: msg`Sold`,
  },
  listedBy: (host: string) => msg`Listed by ${host}`,
  reports: (reports: number, people: number) =>
    msg`${plural(reports, { one: '# report', other: '# reports' })} from ${plural(people, { one: '# person', other: '# people' })}`,
  since: (iso: string) => {
    const date = formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });
    return msg`first ${date}`;
  },
  reasonCount: (label: string, count: number) => (count > 1 ? `${label} ×${count}` : label),
  reasonsLabel: msg`Reasons`,
  notesLabel: msg`What reporters said`,
  actions: {
    dismiss: msg`Dismiss reports`,
    remove: msg`Remove`,
    remove_for_fraud: msg`Remove for fraud`,
  },
  dialog: {
    dismiss: {
      title: (listing: string) => msg`Dismiss the reports on ${listing}`,
      description: msg`The reports are closed. A listing the reports paused goes back into search; its host is told.`,
      submit: msg`Dismiss reports`,
    },
    remove: {
      title: (listing: string) => msg`Remove ${listing}`,
      description: msg`The listing leaves search for good. Its host is told, with your reason.`,
      submit: msg`Remove listing`,
    },
    remove_for_fraud: {
      title: (listing: string) => msg`Remove ${listing} for fraud`,
      description: msg`The listing is removed and its lister suspended: every session of theirs ends, they cannot sign in, and their other live listings leave search.`,
      submit: msg`Remove and suspend`,
    },
    note: msg`Note (optional)`,
    reason: msg`Reason`,
    reasonHint: msg`The host reads this. At least 5 characters.`,
    submitting: msg`Saving...`,
    cancel: msg`Cancel`,
    close: msg`Close`,
  },
  done: {
    dismiss: msg`Reports dismissed`,
    remove: msg`Listing removed`,
    remove_for_fraud: msg`Listing removed and lister suspended`,
  },
  failed_action: msg`That did not work. Try again.`,
} as const;

/**
 * The shared texts (src/common) of the moderation queue shown as they come, word for word: the report reasons,
 * the server's refusals and the validation messages. Listed here, they read in Kiswahili through
 * translateText / useErrorText.
 */
addKnownTexts([
  msg`Scam`,
  msg`Already let`,
  msg`Wrong price or details`,
  msg`Asks for a viewing fee`,
  msg`Other`,
  msg`Give the reason in a few words (at least 5 characters)`,
  msg`The reason must be at most 300 characters`,
  msg`The note must be at most 500 characters`,
  msg`This listing has no open reports.`,
]);
