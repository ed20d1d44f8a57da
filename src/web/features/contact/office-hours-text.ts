import type { I18n } from '@lingui/core';
import type { ContactDetails } from '@common/contact/contact-details';
import { clockMinutes, dayIndex, swahiliClock } from '@common/contact/office-clock';
import { officeHoursTexts as t } from './contact-texts';

type OfficeHoursRow = ContactDetails['officeHours'][number];

/** '9:00 AM' as the language says it ('saa 3:00 asubuhi'); anything else as it is. */
function timeText(i18n: I18n, text: string): string {
  const minutes = clockMinutes(text);
  if (minutes === null) return text;
  const { clock, part } = swahiliClock(minutes);
  return i18n._(t[part](clock));
}

/**
 * One row of the configured office hours ('Monday-Friday', '9:00 AM - 6:00 PM') in the language in use: in
 * English exactly as configured; otherwise the day names, 'Closed' and each time translated, any word it does
 * not know left as it is.
 */
export function officeHoursText(i18n: I18n, row: OfficeHoursRow): OfficeHoursRow {
  if (i18n.locale === 'en') return row;
  const days = row.days
    .split('-')
    .map((name) => {
      const index = dayIndex(name);
      const day = t.days[index];
      return day ? i18n._(day) : name.trim();
    })
    .join(' - ');
  const hours = /^closed$/i.test(row.hours.trim())
    ? i18n._(t.closed)
    : row.hours
        .split(' - ')
        .map((part) => timeText(i18n, part))
        .join(' - ');
  return { days, hours };
}
