import { hc } from 'hono/client';
import type { ApiType } from '@server/app';

const apiBase = '/api';

/** Typed from the server's routes, so the client never re-declares an API shape. */
export const api = hc<ApiType>(apiBase, { init: { credentials: 'same-origin' } });

/**
 * The address of an API route, named through the typed client (`apiHref(api.kyc.documents.$path())`), for what
 * fetch does not do: a link or an image, an upload that reports its progress.
 */
export const apiHref = (path: string) => `${apiBase}${path}`;

/** What some failures tell beyond their message: the wait of a 429, the tries left of a wrong code, why. */
export interface ApiErrorDetails {
  retryAfterSeconds?: number;
  attemptsLeft?: number;
  reason?: string;
  /** The values of the message (amounts, counts), for saying it in the reader's language with its reason. */
  params?: Record<string, string | number>;
}

/** An API failure with the server's `{ error: { code, message, fields?, …details } }` body. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
  }
}

/** An error's `params`: its string and number values only. */
function paramsOf(value: unknown): Record<string, string | number> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export const unexpectedErrorMessage = 'An unexpected error occurred';
export const offlineMessage = 'Could not reach ABODE. Check your connection and try again.';

/**
 * Returns the JSON of a successful response (nothing for a 204), or throws an ApiError carrying the server's
 * message. The one reader of API answers: the typed client's calls, and the upload that XHR sends.
 */
export async function readJson<T>(responsePromise: Promise<Response & { json(): Promise<T> }>): Promise<T> {
  let response: Response & { json(): Promise<T> };
  try {
    response = await responsePromise;
  } catch {
    throw new ApiError(0, 'NETWORK', offlineMessage);
  }
  if (response.status === 204) return undefined as T;
  if (response.ok) return response.json();
  let body: { error?: Record<string, unknown> } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // A proxy's HTML error page: fall through to the generic message.
  }
  const error = body.error ?? {};
  const text = (key: string) => {
    const value = error[key];
    return typeof value === 'string' ? value : undefined;
  };
  const number = (key: string) => {
    const value = error[key];
    return typeof value === 'number' ? value : undefined;
  };
  throw new ApiError(
    response.status,
    text('code') ?? 'UNKNOWN',
    text('message') ?? unexpectedErrorMessage,
    (error.fields as Record<string, string> | undefined) ?? {},
    {
      retryAfterSeconds:
        number('retryAfterSeconds') ?? (Number(response.headers.get('retry-after')) || undefined),
      attemptsLeft: number('attemptsLeft'),
      reason: text('reason'),
      params: paramsOf(error.params),
    },
  );
}
