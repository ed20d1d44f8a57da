import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@web/lib/api-client';
import { identityTexts as t } from './identity-texts';

/** The server's message, or the spec's 'An unexpected error occurred' when there is none. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError)
    return error.status === 0 ? t.errors.offline : error.message || t.errors.unexpected;
  return t.errors.unexpected;
}

/** An ApiError that also keeps the error's extra facts: the wait of a 429, the tries left of a wrong code. */
export class IdentityApiError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string>,
    readonly details: { retryAfterSeconds?: number; attemptsLeft?: number; reason?: string },
  ) {
    super(status, code, message, fields);
  }
}

/** Like readJson, keeping the details of the server's `{ error }` body. */
export async function readIdentityJson<T>(responsePromise: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await responsePromise;
  } catch {
    throw new IdentityApiError(0, 'NETWORK', t.errors.offline, {}, {});
  }
  if (response.ok) return (await response.json()) as T;
  let body: { error?: Record<string, unknown> } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // A proxy's HTML error page: the generic message below.
  }
  const error = body.error ?? {};
  const text = (key: string) => (typeof error[key] === 'string' ? (error[key] as string) : undefined);
  const number = (key: string) => (typeof error[key] === 'number' ? (error[key] as number) : undefined);
  throw new IdentityApiError(
    response.status,
    text('code') ?? 'UNKNOWN',
    text('message') ?? t.errors.unexpected,
    (error.fields as Record<string, string> | undefined) ?? {},
    {
      retryAfterSeconds:
        number('retryAfterSeconds') ?? (Number(response.headers.get('retry-after')) || undefined),
      attemptsLeft: number('attemptsLeft'),
      reason: text('reason'),
    },
  );
}

/** The wait a 429 names, in seconds (0 when none). */
export function retryAfterOf(error: unknown): number {
  return error instanceof IdentityApiError && error.status === 429
    ? (error.details.retryAfterSeconds ?? 0)
    : 0;
}

/**
 * Puts a 400's field messages under the form's fields (the first one focused). True when any field matched,
 * so the caller skips the toast.
 */
export function showFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: ReadonlyArray<Path<Values>>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const matched = Object.entries(error.fields).filter(([field]) =>
    (fields as readonly string[]).includes(field),
  );
  matched.forEach(([field, message], index) => {
    setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return matched.length > 0;
}
