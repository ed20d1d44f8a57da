import { hc } from 'hono/client';
import type { ApiType } from '@server/app';

/** Typed from the server's routes, so the client never re-declares an API shape. */
export const api = hc<ApiType>('/api', { init: { credentials: 'same-origin' } });

/** An API failure with the server's `{ error: { code, message } }` body. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const unexpectedErrorMessage = 'An unexpected error occurred';

/** Returns the JSON of a successful response, or throws an ApiError carrying the server's message. */
export async function readJson<T>(responsePromise: Promise<Response & { json(): Promise<T> }>): Promise<T> {
  let response: Response & { json(): Promise<T> };
  try {
    response = await responsePromise;
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach ABODE. Check your connection and try again.');
  }
  if (response.ok) return response.json();
  let body: { error?: { code?: string; message?: string; fields?: Record<string, string> } } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // A proxy's HTML error page: fall through to the generic message.
  }
  throw new ApiError(
    response.status,
    body.error?.code ?? 'UNKNOWN',
    body.error?.message ?? unexpectedErrorMessage,
    body.error?.fields ?? {},
  );
}
