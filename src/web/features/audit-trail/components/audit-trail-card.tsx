import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ScrollTextIcon } from 'lucide-react';
import type { AuditTrailEntry, AuditTrailFilters } from '@common/audit/audit-trail';
import { QueryListCard } from '@web/components/query-list-card';
import { Button } from '@web/components/ui/button';
import { useFormat } from '@web/i18n';
import { auditEventsQueryOptions } from '../api/audit-events-queries';
import { auditTrailTexts as t } from '../audit-trail-texts';
import { AuditTrailFilterForm } from './audit-trail-filter-form';

function actorName(i18n: I18n, entry: AuditTrailEntry): string {
  if (!entry.actor) return t.system;
  return entry.actor.name ?? i18n._(t.deletedAccount);
}

/** What the action reads as after the actor's name; an action not listed reads as its code. */
function actionText(i18n: I18n, action: string): string {
  const text = t.actions[action];
  return text ? i18n._(text) : action;
}

/**
 * Staff see who did what, and when, across ABODE, searched by actor, record, action and dates (read-only: the
 * log has nothing to edit): the superadmin's dashboard composes this card.
 */
export function AuditTrailCard() {
  const { i18n } = useLingui();
  const { dateTime } = useFormat();
  const [filters, setFilters] = useState<AuditTrailFilters>({});
  const query = useInfiniteQuery(auditEventsQueryOptions(filters));
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Object.values(filters).some(Boolean);
  return (
    <QueryListCard
      query={query}
      items={entries}
      icon={ScrollTextIcon}
      texts={{
        heading: i18n._(t.heading),
        loading: i18n._(t.loading),
        failed: i18n._(t.failed),
        retry: i18n._(t.retry),
        empty: i18n._(filtered ? t.noMatches : t.empty),
      }}
      emptyAction={null}
      header={<AuditTrailFilterForm initial={filters} onApply={setFilters} />}
    >
      {(items) => (
        <div className="grid gap-3">
          <ol className="grid gap-2">
            {items.map((entry) => (
              <li key={entry.id} className="rounded-lg border p-3 text-sm">
                <p>
                  <span className="font-medium">{actorName(i18n, entry)}</span>{' '}
                  {actionText(i18n, entry.action)}
                </p>
                <p className="text-muted-foreground">
                  <time dateTime={entry.at}>{dateTime(entry.at)}</time>
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
              {i18n._(query.isFetchingNextPage ? t.loadingOlder : t.showOlder)}
            </Button>
          ) : null}
        </div>
      )}
    </QueryListCard>
  );
}
