import { useQuery } from '@tanstack/react-query';
import { CalendarClockIcon, MessageSquareTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { getMyViewings, listingsKeys } from '../listings-api';
import { listingsTexts } from '../listings-texts';
import { formatViewingTime } from './viewing-format';

const t = listingsTexts.myViewings;

/**
 * The signed-in user's viewing requests, soonest first, for every role's dashboard (any account can ask to
 * see a home; the routes compose it in). A landmark named by its heading. Fetches `GET /api/viewings`.
 */
export function MyViewingRequests({ className }: { className?: string }) {
  const query = useQuery({ queryKey: listingsKeys.viewings, queryFn: getMyViewings });
  const viewings = [...(query.data?.viewings ?? [])].sort((a, b) =>
    a.scheduledAt.localeCompare(b.scheduledAt),
  );

  return (
    <Card className={className} role="region" aria-labelledby="my-viewing-requests-heading">
      <CardHeader>
        <CardTitle id="my-viewing-requests-heading" className="flex items-center gap-2 text-lg">
          <CalendarClockIcon className="size-5 text-primary" aria-hidden="true" />
          {t.heading}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">{t.loading}</span>
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : query.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>{t.failed}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          </div>
        ) : viewings.length === 0 ? (
          <div className="grid justify-items-start gap-3 text-sm text-muted-foreground">
            <p>{t.empty}</p>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.home}>{t.findHome}</Link>
            </Button>
          </div>
        ) : (
          <ul className="divide-y">
            {viewings.map((viewing) => (
              <li key={viewing.id} className="grid gap-1 py-3 first:pt-0 last:pb-0">
                <Link
                  to={paths.listing(viewing.listingId)}
                  className="font-medium hover:text-primary hover:underline"
                >
                  {viewing.listingName}
                </Link>
                <p className="text-sm text-muted-foreground">
                  <time dateTime={viewing.scheduledAt}>{formatViewingTime(viewing.scheduledAt)}</time>
                </p>
                {viewing.message ? (
                  <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
                    <MessageSquareTextIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <span className="line-clamp-2">{viewing.message}</span>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
