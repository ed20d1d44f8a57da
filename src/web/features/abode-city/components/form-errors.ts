import { toast } from 'sonner';
import { ApiError } from '@web/lib/api-client';

/** Shows a server failure under its field when it names one, else as a toast. */
export function showFormError<F extends string>(
  error: Error,
  isField: (field: string) => field is F,
  setError: (field: F, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void,
  title: string,
) {
  if (error instanceof ApiError && error.status === 400) {
    const fields = Object.entries(error.fields).filter(([field]) => isField(field));
    fields.forEach(([field, message], index) =>
      setError(field as F, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
    if (fields.length > 0) return;
  }
  toast.error(title, { description: error.message });
}
