import { useLingui } from '@lingui/react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { identityTexts as t } from './identity-texts';

/**
 * In a component: `const messageOf = useMessageOf();` then `messageOf(error)`, the server's message (in
 * Kiswahili its translation), 'Could not reach ABODE…' offline, or the spec's 'An unexpected error occurred'
 * when there is none.
 */
export function useMessageOf(): (error: unknown) => string {
  const errorText = useErrorText();
  const { i18n } = useLingui();
  return (error) => (error instanceof ApiError ? errorText(error) : i18n._(t.errors.unexpected));
}

/** The wait a 429 names, in seconds (0 when none). */
export function retryAfterOf(error: unknown): number {
  return error instanceof ApiError && error.status === 429 ? (error.details.retryAfterSeconds ?? 0) : 0;
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
