import { useLingui } from '@lingui/react';
import { formatKesAmount, groupThousands, localeTags, oneDecimalPlace } from '@common/i18n/locale';
import { currentLocale } from './i18n';

/**
 * Numbers, money and dates in the language in use: en-KE or sw-KE; money 'KES 25,000' in both. The plain
 * functions read the language at call time (call them while rendering, never at module top level); inside a
 * component prefer `useFormat()`, which re-renders on a switch.
 */
export const localeTag = () => localeTags[currentLocale()];

export const formatKes = (amount: number) => formatKesAmount(amount, currentLocale());

/** A whole number without options skips Intl (groupThousands says why); the rest goes through it. */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  options === undefined && Number.isSafeInteger(value)
    ? groupThousands(value)
    : new Intl.NumberFormat(localeTag(), options).format(value);

/** One decimal place, '4.5' (a rating): by hand too, so a page of ratings builds no Intl.NumberFormat. */
export const formatOneDecimal = (value: number) =>
  oneDecimalPlace(value) ??
  new Intl.NumberFormat(localeTag(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

export const formatDate = (date: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(localeTag(), options ?? { dateStyle: 'medium' }).format(new Date(date));

export const formatDateTime = (date: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(localeTag(), options ?? { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(date),
  );

/** The formatters for a component; using it subscribes the component to language changes. */
export function useFormat() {
  useLingui();
  return {
    kes: formatKes,
    number: formatNumber,
    date: formatDate,
    dateTime: formatDateTime,
    tag: localeTag(),
  };
}
