import type { I18n } from '@lingui/core';
import {
  formatClock,
  formatDays,
  type Availability,
  type Weekday,
} from '@common/services/service-availability';
import { serviceCategories, serviceCategoryLabels } from '@common/services/service-categories';
import { homeServicesTexts } from './home-services-texts';

/**
 * A provider's days, hours and match reasons in the language in use. In English each is exactly what
 * @common/services builds for the server ('Mon–Sat', '8:00 AM – 6:00 PM', 'Offers plumbing'); in Kiswahili the
 * days are named in Kiswahili, the hours use the 24-hour clock and the reasons are rebuilt from their parts.
 */

/** 'Mon–Sat', 'Mon, Wed, Fri' or 'Every day' (runs of three or more days joined), as formatDays does. */
export const formatWorkDays = (i18n: I18n, days: readonly Weekday[]): string =>
  formatDays(days, {
    short: (day) => i18n._(homeServicesTexts.weekdaysShort[day]),
    everyDay: i18n._(homeServicesTexts.everyDay),
  });

/** A clock time: '8:00 AM' in English, '08:00' in Kiswahili. */
const formatServiceClock = (i18n: I18n, time: string) => (i18n.locale === 'sw' ? time : formatClock(time));

/** '8:00 AM – 6:00 PM'. */
export const formatHours = (i18n: I18n, availability: Pick<Availability, 'opensAt' | 'closesAt'>) =>
  `${formatServiceClock(i18n, availability.opensAt)} – ${formatServiceClock(i18n, availability.closesAt)}`;

/** What a card shows: 'Mon–Sat, 8:00 AM – 6:00 PM'. */
export const formatAvailabilityText = (i18n: I18n, availability: Availability) =>
  `${formatWorkDays(i18n, availability.days)}, ${formatHours(i18n, availability)}`;

const categoryOfWord = new Map(
  serviceCategories.map((category) => [serviceCategoryLabels[category].toLowerCase(), category]),
);

/** 'plumbing or electrical' (the server's lower-case labels) in the language in use. */
function servicesIn(i18n: I18n, english: string): string {
  return english
    .split(' or ')
    .map((word) => {
      const category = categoryOfWord.get(word);
      return category ? i18n._(homeServicesTexts.search.categoryWords[category]) : word;
    })
    .join(` ${i18n._(homeServicesTexts.reasons.or)} `);
}

const placesIn = (i18n: I18n, english: string) =>
  english.split(' or ').join(` ${i18n._(homeServicesTexts.reasons.or)} `);

const r = homeServicesTexts.reasons;

/** Each reason the server writes (service-texts' reasons), and how to say it again from its parts. */
const reasonPatterns: ReadonlyArray<[RegExp, (i18n: I18n, parts: string[]) => string]> = [
  [/^Offers (.+)$/, (i18n, [services = '']) => i18n._(r.categoryMet(servicesIn(i18n, services)))],
  [
    /^Does not offer (.+) \(offers (.+)\)$/,
    (i18n, [wanted = '', offered = '']) =>
      i18n._(r.categoryMissed(servicesIn(i18n, wanted), servicesIn(i18n, offered))),
  ],
  [/^Serves (.+)$/, (i18n, [areas = '']) => i18n._(r.areaMet(areas))],
  [
    /^Does not serve (.+) \(serves (.+)\)$/,
    (i18n, [wanted = '', served = '']) => i18n._(r.areaMissed(placesIn(i18n, wanted), served)),
  ],
  [/^From KES (.+), within budget$/, (i18n, [amount = '']) => i18n._(r.priceMet(amount))],
  [/^Starts KES (.+) over budget$/, (i18n, [amount = '']) => i18n._(r.overBudget(amount))],
  [/^Starts KES (.+) below your minimum$/, (i18n, [amount = '']) => i18n._(r.belowMinimum(amount))],
  [/^Mentions "(.+)"$/, (i18n, [word = '']) => i18n._(r.wordMet(word))],
  [/^Does not mention "(.+)"$/, (i18n, [word = '']) => i18n._(r.wordMissed(word))],
];

/** A match reason from the search, as the server wrote it in English, in the language in use. */
export function translateMatchReason(i18n: I18n, detail: string): string {
  if (i18n.locale === 'en') return detail;
  if (detail === r.noPreferences.message) return i18n._(r.noPreferences);
  for (const [pattern, rebuild] of reasonPatterns) {
    const found = pattern.exec(detail);
    if (found) return rebuild(i18n, found.slice(1));
  }
  return detail;
}
