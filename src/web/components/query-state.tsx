import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';

export interface QueryStateTexts {
  /** Read by screen readers while the data loads. */
  loading: string;
  /** Shown when the failure carries no message of the server's. */
  failed: string;
  retry: string;
}

/**
 * Skeletons while loading, the failure with 'Try again', the content once the data is here. Shared by the
 * dashboard cards of every feature; each passes its own words.
 */
export function QueryState<T>({
  query,
  texts: t,
  children,
  skeleton = <Skeleton className="h-40 w-full" />,
}: {
  query: UseQueryResult<T>;
  texts: QueryStateTexts;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
}) {
  const errorText = useErrorText();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-4 text-sm">
        <p>{query.error instanceof ApiError ? errorText(query.error) : t.failed}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" aria-label={t.loading}>
      {skeleton}
    </div>
  );
}
