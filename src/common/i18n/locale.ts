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

/**
 * A number to one decimal place, '4.5', '1,234.0': what Intl.NumberFormat gives for en-KE and sw-KE with one
 * fraction digit (halves away from zero), by hand for the reason above; ratings use it. The decimal point is
 * moved in the number's shortest written form, as Intl rounds it, not in its binary value (0.15 is 0.2, not
 * toFixed's 0.1). null for what that form cannot carry (an exponent, or beyond safe integers).
 */
export function oneDecimalPlace(value: number): string | null {
  const written = String(Math.abs(value));
  if (written.includes('e')) return null;
  const tenths = Math.round(Number(`${written}e1`));
  if (!Number.isSafeInteger(tenths)) return null;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupThousands(Math.floor(tenths / 10))}.${tenths % 10}`;
}

/** Whole Kenyan shillings as 'KES 25,000': the same in English and Kiswahili (grouping by the locale). */
export const formatKesAmount = (amount: number, locale: Locale = defaultLocale) =>
  `KES ${Number.isSafeInteger(amount) ? groupThousands(amount) : amount.toLocaleString(localeTags[locale])}`;
