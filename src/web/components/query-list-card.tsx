import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

export interface QueryListCardTexts {
  heading: string;
  /** Read by screen readers while the list loads. */
  loading: string;
  failed: string;
  retry: string;
  empty: string;
}

/**
 * A dashboard card of the signed-in user's own records (a landmark named by its heading): skeletons while
 * they load, the failure with 'Try again', the empty state with a way to make the first one, or the list.
 * Shared by the viewing requests and the service requests; each feature passes its own words.
 */
export function QueryListCard<T>({
  query,
  items,
  icon: Icon,
  texts: t,
  emptyAction,
  header,
  className,
  children,
}: {
  query: UseQueryResult<unknown>;
  /** The records, once the query has them. */
  items: readonly T[];
  icon: LucideIcon;
  texts: QueryListCardTexts;
  /** Shown under the empty message, e.g. a link to find a home. */
  emptyAction: ReactNode;
  /** Shown above the list in every state, e.g. the list's filters. */
  header?: ReactNode;
  className?: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className={className} role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold leading-tight">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {t.heading}
        </h2>
      </CardHeader>
      <CardContent>
        {header}
        {query.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">{t.loading}</span>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : query.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>{t.failed}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="grid justify-items-start gap-3 text-sm text-muted-foreground">
            <p>{t.empty}</p>
            {emptyAction}
          </div>
        ) : (
          children(items)
        )}
      </CardContent>
    </Card>
  );
}
