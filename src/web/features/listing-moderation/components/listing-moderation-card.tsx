import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { FlagIcon } from 'lucide-react';
import { useState } from 'react';
import {
  moderationActions,
  type ModerationAction,
  type ReportedListing,
} from '@common/listings/listing-report-contracts';
import { listingReportTexts } from '@common/listings/listing-report-texts';
import { EmptyState } from '@web/components/empty-state';
import { QueryState } from '@web/components/query-state';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMe } from '@web/lib/auth/use-me';
import { moderationQueueQueryOptions } from '../api/listing-moderation-queries';
import { listingModerationTexts as t } from '../listing-moderation-texts';
import { ModerationDialog } from './moderation-dialog';
import { translateText } from '@web/i18n';

function ReportedListingRow({ listing }: { listing: ReportedListing }) {
  const { i18n } = useLingui();
  const [deciding, setDeciding] = useState<ModerationAction | null>(null);
  const status = listing.autoPaused ? i18n._(t.status.autoPaused) : i18n._(t.status[listing.status]);
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="break-words font-medium">{listing.listingName}</p>
          <p className="text-muted-foreground">{i18n._(t.listedBy(listing.hostName))}</p>
        </div>
        <Badge variant={listing.status === 'live' ? 'secondary' : 'warning'}>{status}</Badge>
      </div>
      <p>
        {i18n._(t.reports(listing.openReports, listing.reporters))} ·{' '}
        <time dateTime={listing.firstReportedAt}>{i18n._(t.since(listing.firstReportedAt))}</time>
      </p>
      <p>
        <span className="sr-only">{i18n._(t.reasonsLabel)}: </span>
        {listing.reasons
          .map((reason) =>
            t.reasonCount(translateText(i18n, listingReportTexts.reasonLabels[reason.reason]), reason.count),
          )
          .join(', ')}
      </p>
      {listing.notes.length > 0 ? (
        <ul aria-label={i18n._(t.notesLabel)} className="grid gap-1 border-l-2 pl-3 text-muted-foreground">
          {listing.notes.map((note) => (
            <li key={`${note.createdAt}-${note.note}`} className="break-words">
              “{note.note}”
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {moderationActions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'dismiss' ? 'outline' : action === 'remove' ? 'secondary' : 'destructive'}
            aria-label={`${i18n._(t.actions[action])}: ${listing.listingName}`}
            aria-haspopup="dialog"
            onClick={() => setDeciding(action)}
          >
            {i18n._(t.actions[action])}
          </Button>
        ))}
      </div>
      {deciding ? (
        <ModerationDialog
          listing={{ id: listing.listingId, name: listing.listingName }}
          action={deciding}
          onOpenChange={(open) => {
            if (!open) setDeciding(null);
          }}
        />
      ) : null}
    </li>
  );
}

/**
 * The superadmin's queue of reported listings, oldest first, with their reports and the three decisions.
 * Renders nothing for anyone who may not read it (the API checks the same permission), so it may be composed
 * on any dashboard.
 */
export function ListingModerationCard() {
  const { i18n } = useLingui();
  const me = useMe();
  const allowed = Boolean(me.data?.permissions.includes('read:listing-report:any'));
  const query = useQuery({ ...moderationQueueQueryOptions(), enabled: allowed });
  if (!allowed) return null;
  return (
    <SectionCard title={i18n._(t.heading)} icon={FlagIcon} count={query.data?.listings.length}>
      <p className="mb-3 text-sm text-muted-foreground">{i18n._(t.description)}</p>
      <QueryState
        query={query}
        texts={{ loading: i18n._(t.loading), failed: i18n._(t.failed), retry: i18n._(t.retry) }}
        skeleton={<Skeleton className="h-24 w-full" />}
      >
        {({ listings }) =>
          listings.length === 0 ? (
            <EmptyState icon={FlagIcon} title={i18n._(t.empty)} />
          ) : (
            <ul className="grid gap-3">
              {listings.map((listing) => (
                <ReportedListingRow key={listing.listingId} listing={listing} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
