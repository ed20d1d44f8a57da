import { useLingui } from '@lingui/react';
import type { HostedViewingRequest } from '@common/listings/listing-contracts';
import { useQuery } from '@tanstack/react-query';
import { CalendarClockIcon, CalendarSearchIcon, MessageSquareTextIcon, UserIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@web/components/empty-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { formatDate, useErrorText } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { hostedViewingsQueryOptions } from '../api/viewing-queries';
import { listingsTexts } from '../listings-texts';
import { formatViewingTime } from './viewing-format';
import { HostViewingSteps, ViewingStatus } from './viewing-steps';

const t = listingsTexts.hostedViewings;
/** Requests shown before 'Show all N'. */
const initiallyShown = 5;

/** Upcoming viewings first, soonest first; then past ones, most recent first. */
function byWhatComesNext(viewings: readonly HostedViewingRequest[], now: number): HostedViewingRequest[] {
  const at = (viewing: HostedViewingRequest) => new Date(viewing.scheduledAt).getTime();
  const upcoming = viewings.filter((viewing) => at(viewing) >= now).sort((a, b) => at(a) - at(b));
  const past = viewings.filter((viewing) => at(viewing) < now).sort((a, b) => at(b) - at(a));
  return [...upcoming, ...past];
}

/**
 * 'Viewing requests': the requests people made to see the homes the signed-in user hosts (listing, who,
 * when, their message), for a host's dashboard (composed there by the route). Fetches
 * `GET /api/viewings/hosted`.
 */
export function HostedViewingRequests({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const query = useQuery(hostedViewingsQueryOptions());
  const [now] = useState(() => Date.now());
  const [showAll, setShowAll] = useState(false);
  const viewings = byWhatComesNext(query.data?.viewings ?? [], now);
  const shown = showAll ? viewings : viewings.slice(0, initiallyShown);

  return (
    <SectionCard
      title={i18n._(t.heading)}
      icon={CalendarSearchIcon}
      count={query.data ? viewings.length : undefined}
      className={className}
    >
      {query.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">{i18n._(t.loading)}</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p>{query.error instanceof ApiError ? errorText(query.error) : i18n._(t.failed)}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {i18n._(t.retry)}
          </Button>
        </div>
      ) : viewings.length === 0 ? (
        <EmptyState icon={CalendarSearchIcon} title={i18n._(t.empty)} hint={i18n._(t.emptyHint)} />
      ) : (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{i18n._(t.hint)}</p>
          <ul className="grid divide-y">
            {shown.map((viewing) => (
              <HostedViewingItem key={viewing.id} viewing={viewing} now={now} />
            ))}
          </ul>
          {viewings.length > initiallyShown ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="justify-self-start"
              aria-expanded={showAll}
              onClick={() => setShowAll((value) => !value)}
            >
              {i18n._(showAll ? t.showFewer : t.showAll(viewings.length))}
            </Button>
          ) : null}
        </div>
      )}
    </SectionCard>
  );
}

function HostedViewingItem({ viewing, now }: { viewing: HostedViewingRequest; now: number }) {
  const { i18n } = useLingui();
  const nameId = `hosted-viewing-${viewing.id}`;
  const past = new Date(viewing.scheduledAt).getTime() < now;
  return (
    <li aria-labelledby={nameId} className="grid gap-1.5 py-3 text-sm first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          id={nameId}
          to={paths.listing(viewing.listingId)}
          className="min-w-0 break-words font-medium hover:text-primary hover:underline"
        >
          {viewing.listingName}
        </Link>
        {past ? <Badge variant="secondary">{i18n._(t.past)}</Badge> : null}
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <CalendarClockIcon className="size-4 shrink-0" aria-hidden="true" />
          <time dateTime={viewing.scheduledAt}>{formatViewingTime(viewing.scheduledAt)}</time>
        </span>
        <span className="flex min-w-0 items-center gap-1.5">
          <UserIcon className="size-4 shrink-0" aria-hidden="true" />
          <span className="break-words">
            {i18n._(viewing.requesterName ? t.from(viewing.requesterName) : t.unnamed)}
          </span>
        </span>
      </p>
      {viewing.message ? (
        <p className="flex items-start gap-1.5">
          <MessageSquareTextIcon
            className="mt-0.5 size-4 shrink-0 text-muted-foreground"
            aria-hidden="true"
          />
          <span className="min-w-0 whitespace-pre-line break-words">{viewing.message}</span>
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        <time dateTime={viewing.createdAt}>
          {i18n._(
            t.requestedOn(formatDate(viewing.createdAt, { day: 'numeric', month: 'short', year: 'numeric' })),
          )}
        </time>
      </p>
      <ViewingStatus viewing={viewing} />
      {past ? null : <HostViewingSteps viewing={viewing} />}
    </li>
  );
}
