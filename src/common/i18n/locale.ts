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

/**
 * A whole number with its thousands grouped, '1,234,567': what Intl.NumberFormat gives for en-KE and sw-KE
 * alike. Done by hand because a page's first Intl.NumberFormat costs Chromium 50–75 ms on a fast desktop (its
 * number data is built then), a long task of its own on a mid-range phone.
 */
export const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Whole Kenyan shillings as 'KES 25,000': the same in English and Kiswahili (grouping by the locale). */
export const formatKesAmount = (amount: number, locale: Locale = defaultLocale) =>
  `KES ${Number.isSafeInteger(amount) ? groupThousands(amount) : amount.toLocaleString(localeTags[locale])}`;
