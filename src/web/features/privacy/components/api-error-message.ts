import { ApiError, unexpectedErrorMessage } from '@web/lib/api-client';

/** The server's message (or the offline one the client made), else the generic one. */
export function apiErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : unexpectedErrorMessage;
}
