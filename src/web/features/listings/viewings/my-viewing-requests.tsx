import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { CalendarClockIcon, MessageSquareTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import { QueryListCard } from '@web/components/query-list-card';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { myViewingsQueryOptions } from '../api/viewing-queries';
import { listingsTexts, textsIn } from '../listings-texts';
import { formatViewingTime } from './viewing-format';
import { RequesterViewingSteps, ViewingStatus } from './viewing-steps';

const t = listingsTexts.myViewings;

/**
 * The signed-in user's viewing requests, soonest first, for every role's dashboard (any account can ask to
 * see a home; the routes compose it in). A landmark named by its heading. Fetches `GET /api/viewings`.
 */
export function MyViewingRequests({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const query = useQuery(myViewingsQueryOptions());
  const viewings = [...(query.data?.viewings ?? [])].sort((a, b) =>
    a.scheduledAt.localeCompare(b.scheduledAt),
  );

  return (
    <QueryListCard
      query={query}
      items={viewings}
      icon={CalendarClockIcon}
      texts={textsIn(i18n, t, ['heading', 'loading', 'failed', 'retry', 'empty'])}
      className={className}
      emptyAction={
        <Button asChild variant="outline" size="sm">
          <Link to={paths.home}>{i18n._(t.findHome)}</Link>
        </Button>
      }
    >
      {(shown) => (
        <ul className="divide-y">
          {shown.map((viewing) => (
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
              <ViewingStatus viewing={viewing} />
              <RequesterViewingSteps viewing={viewing} />
            </li>
          ))}
        </ul>
      )}
    </QueryListCard>
  );
}
