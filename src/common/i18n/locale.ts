/**
 * The languages of ABODE: English (the source) and Kiswahili. Zod-free, so the web app's entry can use it;
 * the API contract is in ./set-locale.ts.
 */
export const locales = ['en', 'sw'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'sw';

/** The BCP 47 tag for dates and numbers: Kenyan English and Kenyan Kiswahili. */
export const localeTags: Record<Locale, string> = { en: 'en-KE', sw: 'sw-KE' };

/** Whole Kenyan shillings as 'KES 25,000': the same in English and Kiswahili (grouping by the locale). */
export const formatKesAmount = (amount: number, locale: Locale = defaultLocale) =>
  `KES ${amount.toLocaleString(localeTags[locale])}`;
