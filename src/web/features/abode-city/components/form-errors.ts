import type { I18n } from '@lingui/core';
import { toast } from 'sonner';
import { translateApiError } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';

/** Shows a server failure under its field when it names one, else as a toast (in the language shown). */
export function showFormError<F extends string>(
  error: Error,
  isField: (field: string) => field is F,
  setError: (field: F, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void,
  title: string,
  i18n: I18n,
) {
  if (error instanceof ApiError && error.status === 400) {
    const fields = Object.entries(error.fields).filter(([field]) => isField(field));
    fields.forEach(([field, message], index) =>
      setError(field as F, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
    if (fields.length > 0) return;
  }
  toast.error(title, { description: translateApiError(i18n, error) });
}
