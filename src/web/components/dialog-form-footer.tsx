import { LoaderCircleIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/**
 * The end of a form in a dialog: the form-wide error (if any) as an alert, then Cancel and the submit button,
 * which spins and is disabled while the request is in flight. Stacked on phones, in a row from `sm`.
 */
export function DialogFormFooter({
  error,
  pending,
  texts: t,
  onCancel,
}: {
  error: string | undefined | null;
  pending: boolean;
  texts: { cancel: string; submit: string; submitting: string };
  onCancel: () => void;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
          {pending ? t.submitting : t.submit}
        </Button>
      </div>
    </>
  );
}
