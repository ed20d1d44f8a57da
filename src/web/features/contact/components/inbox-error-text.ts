import type { I18n } from '@lingui/core';
import { translateApiError, translateText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';

/**
 * A refusal of the inbox in the language in use. Its own words come first: its reason 'no_phone' means the
 * sender left no phone, not the shared 'Add your phone number first'.
 */
export function inboxErrorText(i18n: I18n, error: Error): string {
  if (error instanceof ApiError && error.message) {
    const known = translateText(i18n, error.message);
    if (known !== error.message) return known;
  }
  return translateApiError(i18n, error);
}
