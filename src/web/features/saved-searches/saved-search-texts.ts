import type { I18n, MessageDescriptor } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { msg } from '@lingui/core/macro';
import type { CriterionChip } from '@common/search/criteria-labels';
import type { SearchCriteria } from '@common/search/search-criteria';
import type { SavedSearchFrequency } from '@common/saved-searches/saved-search-contracts';
import { criterionChipLabel } from '@web/components/search-criteria/criteria-texts';
import { addKnownTexts } from '@web/i18n';

/**
 * Every user-facing text of saved searches on the web, in English and Kiswahili (locales/sw.po). The English
 * is that of src/common/saved-searches/saved-search-texts.ts, word for word.
 */
export const savedSearchTexts = {
  save: msg`Save this search`,
  dialogTitle: msg`Save this search`,
  dialogDescription: msg`Get an alert when a new home matching it goes live.`,
  criteriaLabel: msg`Criteria`,
  removeCriterion: (label: string) => msg`Remove ${label}`,
  noCriteria: msg`No criteria left: this search would match every home.`,
  nothingToSearch: msg`Search for something first: a search with no criteria would match every home.`,
  nameRequired: msg`Give the search a name`,
  nameLabel: msg`Name`,
  namePlaceholder: msg`e.g. 2 bedrooms in Kilimani`,
  alertsLabel: msg`Alerts`,
  instant: msg`Instantly`,
  instantHint: msg`By SMS and in the app as soon as a matching home goes live (SMS held to 07:00 at night).`,
  daily: msg`Daily digest`,
  dailyHint: msg`One message at 18:00 with the day’s new matches.`,
  off: msg`No alerts`,
  saving: msg`Saving…`,
  submit: msg`Save search`,
  saved: msg`Search saved. We will alert you about new matches.`,
  updated: msg`Saved search updated`,
  deleted: msg`Saved search deleted`,
  cancel: msg`Cancel`,
  card: {
    heading: msg`Saved searches`,
    loading: msg`Loading your saved searches`,
    failed: msg`Your saved searches could not be loaded.`,
    retry: msg`Try again`,
    empty: msg`You have no saved searches yet.`,
    emptyHint: msg`Search for a home and choose 'Save this search' to be alerted about new matches.`,
    findHome: msg`Search homes`,
    newMatches: (count: number) => msg`${plural(count, { one: '# new match', other: '# new matches' })}`,
    noNew: msg`No new matches`,
    more: (count: number) => msg`and ${count} more`,
    gone: msg`No longer available`,
    markSeen: msg`Mark as seen`,
    edit: msg`Edit`,
    editTitle: msg`Edit saved search`,
    delete: msg`Delete`,
    deleteLabel: (name: string) => msg`Delete ${name}`,
    editLabel: (name: string) => msg`Edit ${name}`,
    frequencyLabel: {
      instant: msg`Instant alerts`,
      daily: msg`Daily digest`,
      off: msg`Alerts off`,
    } satisfies Record<SavedSearchFrequency, MessageDescriptor>,
    perMonth: (price: string) => msg`${price}/month`,
  },
  unsubscribe: {
    title: msg`Stop alerts`,
    body: msg`Stop alerts for this saved search? You can turn them on again from your dashboard.`,
    confirm: msg`Stop alerts`,
    working: msg`Stopping…`,
    done: (name: string) => msg`You will get no more alerts for "${name}".`,
    failed: msg`This unsubscribe link is not valid or the search was deleted.`,
    dashboard: msg`Go to your dashboard`,
  },
} as const;

/** A chip's label in the language in use: in English as describeCriteria words it, else translated. */
export function chipLabel(i18n: I18n, criteria: SearchCriteria, chip: CriterionChip): string {
  return i18n.locale === 'en' ? chip.label : criterionChipLabel(i18n, criteria, chip);
}

// The server's refusals and the shared schema's messages, word for word (src/common/saved-searches).
addKnownTexts([
  msg`Give the search a name`,
  msg`The name must be at most 80 characters`,
  msg`The search text must be at most 300 characters`,
  msg`Sign in to save searches and get alerts.`,
  msg`This saved search does not exist`,
  msg`This unsubscribe link is not valid or the search was deleted`,
  msg`You already have 20 saved searches, the most allowed. Delete one to save another.`,
  msg`Search for something first: a search with no criteria would match every home.`,
]);
