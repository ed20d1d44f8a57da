import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ApiError, unexpectedErrorMessage } from '@web/lib/api-client';
import { formatKes, formatNumber } from './format';

/**
 * API errors and validation messages in the person's language.
 *
 * The server answers `{ error: { code, message, reason?, fields? } }` in English (the spec's texts). In English
 * the web shows that message as it is. In Kiswahili it looks, in order: the error's `reason` (`reasonTexts`,
 * e.g. 'daily_limit'), then the exact English message among the known texts (a feature lists the messages of
 * its own errors and of its src/common validation schemas with `addKnownTexts`), then the code's general text
 * (`codeTexts`); for a general reason (`generalReasons`, e.g. the rate limiter's) the known text comes first. So
 * a feature adds its own errors by listing `msg` descriptors whose English is the server's (or the zod schema's)
 * message word for word; `npx lingui extract` puts them in the feature's catalogue.
 */

const codeTexts: Record<string, MessageDescriptor> = {
  BAD_REQUEST: msg`That request could not be handled. Check the details and try again.`,
  VALIDATION_FAILED: msg`Some details are missing or not valid. Check the form and try again.`,
  UNAUTHENTICATED: msg`Please sign in to continue.`,
  FORBIDDEN: msg`You do not have permission to do that.`,
  NOT_FOUND: msg`We could not find what you were looking for.`,
  NOT_ACCEPTABLE: msg`That request could not be handled. Check the details and try again.`,
  CONFLICT: msg`That cannot be done right now: it has changed or already been done.`,
  INSUFFICIENT_FUNDS: msg`Your wallet balance is too low for this payment. Top up and try again.`,
  PAYLOAD_TOO_LARGE: msg`That file is too large.`,
  UNSUPPORTED_MEDIA_TYPE: msg`That type of file is not accepted.`,
  RATE_LIMITED: msg`Too many tries. Please wait a moment and try again.`,
  INTERNAL: msg`An unexpected error occurred`,
  UNAVAILABLE: msg`This service is not available right now. Please try again shortly.`,
  NETWORK: msg`Could not reach ABODE. Check your connection and try again.`,
  UNKNOWN: msg`An unexpected error occurred`,
};

const reasonTexts: Record<string, MessageDescriptor> = {
  phone_not_verified: msg`Verify your phone number first.`,
  no_phone: msg`Add your phone number first.`,
  phone_taken: msg`That phone number is already used by another account.`,
  step_up_required: msg`For your safety, confirm it is you with the code we send to your phone.`,
  kyc_required: msg`Verify your identity (KYC) first.`,
  kyc_not_approved: msg`Your identity verification (KYC) has not been approved yet.`,
  insufficient_funds: msg`Your wallet balance is too low for this payment. Top up and try again.`,
  daily_limit: msg`This is over your daily limit. Try a smaller amount or try again tomorrow.`,
  rate_limited: msg`Too many tries. Please wait a moment and try again.`,
  too_many_attempts: msg`Too many wrong tries. Ask for a new code.`,
  wrong_code: msg`That code is not right. Check it and try again.`,
  expired: msg`That code has expired. Ask for a new one.`,
  sms_failed: msg`We could not send the SMS. Please try again.`,
  sign_in_locked: msg`Too many failed sign-ins. Your sign-in is locked for a while; try again later.`,
  sign_in_delayed: msg`Too many failed sign-ins. Please wait a moment and try again.`,
  account_suspended: msg`This account is suspended. Contact ABODE for help.`,
  wrong_details: msg`The details you entered are not right.`,
  to_yourself: msg`You cannot send money to yourself.`,
  already_let: msg`This home is already let.`,
  role_mismatch: msg`This account cannot do that.`,
  already_verified: msg`This is already verified.`,
  unchanged: msg`Nothing has changed.`,
  amount_below_min: msg`That amount is too small.`,
  amount_above_max: msg`That amount is too large.`,
  same_amount: msg`M-Pesa refuses the same amount to the same phone within 2 minutes. Wait a little, or change the amount.`,
  file_too_large: msg`That file is too large.`,
  advance_over_limit: msg`That is more than can be advanced on these tenancies.`,
  repay_above_outstanding: msg`That is more than the loan's balance.`,
  saved_search_limit: msg`You have saved the most searches allowed. Delete one to save another.`,
  listing_photos_max: msg`This listing has the most photos allowed; remove one first.`,
  request_photos_max: msg`This request has the most photos allowed at this stage.`,
  quote_files_max: msg`This request has the most plans and photos allowed.`,
  statement_too_many_lines: msg`The statement has too many lines; split it into smaller files.`,
  unclosed_quote: msg`A quoted field in the file is never closed.`,
  wrong_field_count: msg`A line of the file has a different number of fields from the header.`,
  step_up_not_needed: msg`This amount needs no confirmation code.`,
};

type ErrorParams = Record<string, string | number>;
const amount = (value: unknown) => (typeof value === 'number' ? formatKes(value) : undefined);
const count = (value: unknown) => (typeof value === 'number' ? formatNumber(value) : undefined);
/** A line of a file as the server's English names it: the number alone, without grouping ('Line 1234'). */
const lineNumber = (value: unknown) => (typeof value === 'number' ? String(value) : undefined);

/**
 * Reasons whose message carries values (`params` of the error, e.g. `{ limit, left }` in shillings): said with
 * those values, in the reader's language. Without the values, the reason's plain text (`reasonTexts`) serves.
 */
const reasonParamTexts: Record<string, (params: ErrorParams) => MessageDescriptor | undefined> = {
  daily_limit: (params) => {
    const limit = amount(params.limit);
    const left = amount(params.left);
    return limit && left ? msg`The daily limit is ${limit}; ${left} is left for today.` : undefined;
  },
  amount_below_min: (params) => {
    const min = amount(params.min);
    return min ? msg`The smallest amount is ${min}.` : undefined;
  },
  amount_above_max: (params) => {
    const max = amount(params.max);
    return max ? msg`The largest amount is ${max}.` : undefined;
  },
  insufficient_funds: (params) => {
    const needed = amount(params.needed);
    return needed
      ? msg`Your wallet balance does not cover ${needed} (the amount and the fee). Top up and try again.`
      : undefined;
  },
  same_amount: (params) => {
    const seconds = count(params.seconds);
    return seconds
      ? msg`M-Pesa refuses the same amount to the same phone within 2 minutes. Wait ${seconds} seconds, or change the amount.`
      : undefined;
  },
  file_too_large: (params) => {
    const maxMb = count(params.maxMb);
    return maxMb ? msg`The file is larger than the ${maxMb} MB allowed.` : undefined;
  },
  kyc_required: (params) => {
    const threshold = amount(params.threshold);
    return threshold
      ? msg`Sends and withdrawals above ${threshold} need your identity verified (KYC) first.`
      : undefined;
  },
  sign_in_delayed: (params) => {
    const wait = params.seconds;
    if (typeof wait !== 'number') return undefined;
    // As the server words it: seconds under a minute, whole minutes (rounded up) from one minute.
    if (wait < 60) {
      const seconds = formatNumber(wait);
      return msg`Too many wrong passwords. Please wait ${seconds} seconds before trying again.`;
    }
    const minutes = formatNumber(Math.ceil(wait / 60));
    return msg`Too many wrong passwords. Please wait ${minutes} minutes before trying again.`;
  },
  step_up_not_needed: (params) => {
    const threshold = amount(params.threshold);
    return threshold ? msg`Sends of ${threshold} or less need no confirmation code.` : undefined;
  },
  advance_over_limit: (params) => {
    const limit = amount(params.limit);
    if (!limit) return undefined;
    return params.limit === 0
      ? msg`Nothing more can be advanced on these tenancies until what is owed on them is repaid.`
      : msg`You can ask for up to ${limit} on these tenancies: 3 months' rent, less what is still owed on advances against them.`;
  },
  repay_above_outstanding: (params) => {
    const outstanding = amount(params.outstanding);
    return outstanding ? msg`The loan's balance is ${outstanding}: repay that much or less.` : undefined;
  },
  saved_search_limit: (params) => {
    const limit = count(params.limit);
    return limit
      ? msg`You already have ${limit} saved searches, the most allowed. Delete one to save another.`
      : undefined;
  },
  listing_photos_max: (params) => {
    const max = count(params.max);
    return max ? msg`A listing has at most ${max} photos; remove one first` : undefined;
  },
  request_photos_max: (params) => {
    const max = count(params.max);
    return max ? msg`A request has at most ${max} photos at each stage.` : undefined;
  },
  quote_files_max: (params) => {
    const max = count(params.max);
    return max ? msg`A request can carry up to ${max} plans or photos.` : undefined;
  },
  statement_too_many_lines: (params) => {
    const max = count(params.max);
    return max ? msg`A statement may hold at most ${max} lines; split it into smaller files.` : undefined;
  },
  unclosed_quote: (params) => {
    const line = lineNumber(params.line);
    return line ? msg`Line ${line}: a quoted field is never closed.` : undefined;
  },
  wrong_field_count: (params) => {
    const line = lineNumber(params.line);
    const found = count(params.found);
    const expected = count(params.expected);
    return line && found && expected
      ? msg`Line ${line}: ${found} fields where the header has ${expected}.`
      : undefined;
  },
  rate_limited: (params) => {
    const wait = params.seconds;
    if (typeof wait !== 'number') return undefined;
    // Seconds under a minute, whole minutes (rounded up) from one minute, like the sign-in wait.
    if (wait < 60) {
      const seconds = formatNumber(wait);
      return msg`Too many tries. Please wait ${seconds} seconds and try again.`;
    }
    const minutes = formatNumber(Math.ceil(wait / 60));
    return msg`Too many tries. Please wait ${minutes} minutes and try again.`;
  },
};

/**
 * Reasons given to many different errors (every limit of the server's rate limiter answers rate_limited): a
 * feature's own translation of the exact message, which says which limit it is, wins over them.
 */
const generalReasons = new Set(['rate_limited']);

// The web app's own failure texts (src/web/lib/api-client.ts) are known from the start.
const knownTexts = new Map<string, MessageDescriptor>(
  [codeTexts.UNKNOWN, codeTexts.NETWORK].flatMap((text) => (text?.message ? [[text.message, text]] : [])),
);

/**
 * Lists texts whose English arrives as a plain string (an API error's message, a src/common zod message), so
 * they show translated: each descriptor's English must be the server's text word for word. Call it at the top
 * level of the feature's texts module.
 */
export function addKnownTexts(descriptors: readonly MessageDescriptor[]): void {
  for (const descriptor of descriptors)
    if (descriptor.message) knownTexts.set(descriptor.message, descriptor);
}

/** An English text from the server or a shared schema, translated when known; as it is in English. */
export function translateText(i18n: I18n, english: string): string {
  if (i18n.locale === 'en') return english;
  const known = knownTexts.get(english);
  return known ? i18n._(known) : english;
}

/** What to show for a failure: the server's message in English, its translation (reason, text, code) otherwise. */
export function translateApiError(i18n: I18n, error: unknown): string {
  if (!(error instanceof ApiError)) {
    const message = error instanceof Error && error.message ? error.message : unexpectedErrorMessage;
    return translateText(i18n, message);
  }
  if (i18n.locale === 'en') return error.message || unexpectedErrorMessage;
  // Reasons are matched in lower case: some features answer 'DAILY_LIMIT', others 'daily_limit'.
  const reason = error.details.reason?.toLowerCase();
  const known = knownTexts.get(error.message);
  if (known && reason && generalReasons.has(reason)) return i18n._(known);
  const withParams =
    reason && error.details.params ? reasonParamTexts[reason]?.(error.details.params) : undefined;
  if (withParams) return i18n._(withParams);
  const byReason = reason ? reasonTexts[reason] : undefined;
  if (byReason) return i18n._(byReason);
  if (known) return i18n._(known);
  return i18n._(codeTexts[error.code] ?? codeTexts.UNKNOWN ?? msg`An unexpected error occurred`);
}

/**
 * In a component: `const errorText = useErrorText();` then `toast.error(errorText(error))`, and
 * `errorText.text(message)` for a validation message of a shared schema.
 */
export function useErrorText() {
  const { i18n } = useLingui();
  return Object.assign((error: unknown) => translateApiError(i18n, error), {
    text: (english: string) => translateText(i18n, english),
  });
}
