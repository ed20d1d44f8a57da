import type { I18n } from '@lingui/core';
import { translateApiError } from '@web/i18n';

/** The server's message (or the offline one the client made) in the language in use, else the generic one. */
export function apiErrorMessage(i18n: I18n, error: unknown): string {
  return translateApiError(i18n, error);
}
