import type { I18n, MessageDescriptor } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { msg } from '@lingui/core/macro';
import type { CriterionChip } from '@common/search/criteria-labels';
import type { CriteriaBounds, SearchCriteria } from '@common/search/search-criteria';
import type { Amenity, Intent, PropertyType } from '@common/search/search-vocabulary';
import type { SavedSearchFrequency } from '@common/saved-searches/saved-search-contracts';
import { addKnownTexts, formatKes, formatNumber } from '@web/i18n';

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

/** The shared vocabulary's chips (src/common/search/criteria-labels.ts), as this feature shows them. */
const chipTexts = {
  intents: { rent: msg`To rent`, buy: msg`For sale` } satisfies Record<Intent, MessageDescriptor>,
  propertyTypes: {
    bedsitter: msg`Bedsitter`,
    studio: msg`Studio`,
    apartment: msg`Apartment`,
    maisonette: msg`Maisonette`,
    townhouse: msg`Townhouse`,
    bungalow: msg`Bungalow`,
    villa: msg`Villa`,
    house: msg`House`,
    land: msg`Land`,
    commercial: msg`Commercial`,
  } satisfies Record<PropertyType, MessageDescriptor>,
  amenities: {
    parking: msg`Parking`,
    pool: msg`Swimming pool`,
    gym: msg`Gym`,
    borehole: msg`Borehole`,
    generator: msg`Backup generator`,
    cctv: msg`CCTV & security`,
    gated: msg`Gated community`,
    lift: msg`Lift`,
    balcony: msg`Balcony`,
    garden: msg`Garden`,
    dsq: msg`DSQ (staff quarters)`,
    furnished: msg`Furnished`,
    pets: msg`Pet friendly`,
    internet: msg`Internet`,
    water_tank: msg`Water tank`,
    solar: msg`Solar`,
  } satisfies Record<Amenity, MessageDescriptor>,
  bedrooms: (count: number) => msg`${plural(count, { one: '# bedroom', other: '# bedrooms' })}`,
  bedroomsBetween: (min: number, max: number) => msg`${min}–${max} bedrooms`,
  bedroomsAtLeast: (min: number) => msg`${min}+ bedrooms`,
  bedroomsUpTo: (max: number) => msg`${plural(max, { one: 'Up to # bedroom', other: 'Up to # bedrooms' })}`,
  bathrooms: (count: number) => msg`${plural(count, { one: '# bathroom', other: '# bathrooms' })}`,
  bathroomsBetween: (min: number, max: number) => msg`${min}–${max} bathrooms`,
  bathroomsAtLeast: (min: number) => msg`${min}+ bathrooms`,
  bathroomsUpTo: (max: number) =>
    msg`${plural(max, { one: 'Up to # bathroom', other: 'Up to # bathrooms' })}`,
  priceFrom: (min: string) => msg`From ${min}`,
  priceUnder: (max: string) => msg`Under ${max}`,
} as const;

function countLabel(i18n: I18n, { min, max }: CriteriaBounds, noun: 'bedrooms' | 'bathrooms'): string | null {
  const bedrooms = noun === 'bedrooms';
  if (min !== null && max !== null) {
    if (min === max) return i18n._(bedrooms ? chipTexts.bedrooms(min) : chipTexts.bathrooms(min));
    return i18n._(bedrooms ? chipTexts.bedroomsBetween(min, max) : chipTexts.bathroomsBetween(min, max));
  }
  if (min !== null)
    return i18n._(bedrooms ? chipTexts.bedroomsAtLeast(min) : chipTexts.bathroomsAtLeast(min));
  if (max !== null) return i18n._(bedrooms ? chipTexts.bedroomsUpTo(max) : chipTexts.bathroomsUpTo(max));
  return null;
}

function priceLabel(i18n: I18n, { min, max }: CriteriaBounds): string | null {
  if (min !== null && max !== null) {
    return min === max ? formatKes(min) : `${formatKes(min)} – ${formatNumber(max)}`;
  }
  if (min !== null) return i18n._(chipTexts.priceFrom(formatKes(min)));
  if (max !== null) return i18n._(chipTexts.priceUnder(formatKes(max)));
  return null;
}

/** A chip's label in the language in use: in English as describeCriteria words it, else translated. */
export function chipLabel(i18n: I18n, criteria: SearchCriteria, chip: CriterionChip): string {
  if (i18n.locale === 'en') return chip.label;
  const colon = chip.key.indexOf(':');
  const kind = colon === -1 ? chip.key : chip.key.slice(0, colon);
  const value = chip.key.slice(colon + 1);
  switch (kind) {
    case 'intent':
      return criteria.intent ? i18n._(chipTexts.intents[criteria.intent]) : chip.label;
    case 'type':
      return i18n._(chipTexts.propertyTypes[value as PropertyType]);
    case 'amenity':
      return i18n._(chipTexts.amenities[value as Amenity]);
    case 'bedrooms':
      return countLabel(i18n, criteria.bedrooms, 'bedrooms') ?? chip.label;
    case 'bathrooms':
      return countLabel(i18n, criteria.bathrooms, 'bathrooms') ?? chip.label;
    case 'price':
      return priceLabel(i18n, criteria.price) ?? chip.label;
    default:
      return chip.label; // a place's name
  }
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
