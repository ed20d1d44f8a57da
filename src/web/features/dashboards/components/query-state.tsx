import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { dashboardsTexts as t } from '../dashboards-texts';

/** Skeletons while loading, a message with a retry on failure, the content once the data is here. */
export function QueryState<T>({
  query,
  children,
  skeleton = <Skeleton className="h-40 w-full" />,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-4 text-sm">
        <p>{query.error instanceof ApiError ? query.error.message : t.loadFailed}</p>
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
