import { useLingui } from '@lingui/react/macro';

export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span
        className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">{label ?? t`Loading…`}</span>
    </div>
  );
}
