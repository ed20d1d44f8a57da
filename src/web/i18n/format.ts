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

/**
 * One Intl formatter per language and options, kept. Building one costs far more than formatting with it (a
 * dashboard with its lists formats dozens of dates: new formatters were a tenth of its start-up CPU on a
 * throttled phone), and they are immutable, so sharing them changes nothing else.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The formatter kept for this language and these options, built on first use. */
function kept<Format>(formats: Map<string, Format>, options: object, build: (tag: string) => Format): Format {
  const tag = localeTag();
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = build(tag)));
  return format;
}

const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  kept(dateFormats, options, (tag) => new Intl.DateTimeFormat(tag, options));

const numberFormat = (options: Intl.NumberFormatOptions | undefined) =>
  kept(numberFormats, options ?? {}, (tag) => new Intl.NumberFormat(tag, options));

/** A whole number without options skips Intl (groupThousands says why); the rest goes through it. */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  options === undefined && Number.isSafeInteger(value)
    ? groupThousands(value)
    : numberFormat(options).format(value);

/** One decimal place, '4.5' (a rating): by hand too, so a page of ratings builds no Intl.NumberFormat. */
export const formatOneDecimal = (value: number) =>
  oneDecimalPlace(value) ??
  numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

export const formatDate = (date: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
  dateFormat(options ?? { dateStyle: 'medium' }).format(new Date(date));

export const formatDateTime = (date: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
  dateFormat(options ?? { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(date));

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
