import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ScrollTextIcon } from 'lucide-react';
import type { AuditTrailEntry, AuditTrailFilters } from '@common/audit/audit-trail';
import { QueryListCard } from '@web/components/query-list-card';
import { Button } from '@web/components/ui/button';
import { auditEventsQueryOptions } from '../api/audit-events-queries';
import { auditTrailTexts as t } from '../audit-trail-texts';
import { AuditTrailFilterForm } from './audit-trail-filter-form';

const when = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short' });

function actorName(entry: AuditTrailEntry): string {
  if (!entry.actor) return t.system;
  return entry.actor.name ?? t.deletedAccount;
}

/**
 * Staff see who did what, and when, across ABODE, searched by actor, record, action and dates (read-only: the
 * log has nothing to edit): the superadmin's dashboard composes this card.
 */
export function AuditTrailCard() {
  const [filters, setFilters] = useState<AuditTrailFilters>({});
  const query = useInfiniteQuery(auditEventsQueryOptions(filters));
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Object.values(filters).some(Boolean);
  return (
    <QueryListCard
      query={query}
      items={entries}
      icon={ScrollTextIcon}
      texts={filtered ? { ...t, empty: t.noMatches } : t}
      emptyAction={null}
      header={<AuditTrailFilterForm initial={filters} onApply={setFilters} />}
    >
      {(items) => (
        <div className="grid gap-3">
          <ol className="grid gap-2">
            {items.map((entry) => (
              <li key={entry.id} className="rounded-lg border p-3 text-sm">
                <p>
                  <span className="font-medium">{actorName(entry)}</span>{' '}
                  {t.actions[entry.action] ?? entry.action}
                </p>
                <p className="text-muted-foreground">
                  <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                  <span className="break-all">
                    {' '}
                    · {entry.subjectType} {entry.subjectId}
                  </span>
                </p>
              </li>
            ))}
          </ol>
          {query.hasNextPage ? (
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t.loadingOlder : t.showOlder}
            </Button>
          ) : null}
        </div>
      )}
    </QueryListCard>
  );
}
