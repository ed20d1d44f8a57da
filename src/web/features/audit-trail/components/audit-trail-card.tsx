import { useInfiniteQuery } from '@tanstack/react-query';
import { ScrollTextIcon } from 'lucide-react';
import type { AuditTrailEntry } from '@common/audit/audit-trail';
import { QueryListCard } from '@web/components/query-list-card';
import { Button } from '@web/components/ui/button';
import { auditEventsQueryOptions } from '../api/audit-events-queries';
import { auditTrailTexts as t } from '../audit-trail-texts';

const when = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short' });

function actorName(entry: AuditTrailEntry): string {
  if (!entry.actor) return t.system;
  return entry.actor.name ?? t.deletedAccount;
}

/** Staff see who did what, and when, across ABODE: the superadmin's dashboard composes this card. */
export function AuditTrailCard() {
  const query = useInfiniteQuery(auditEventsQueryOptions());
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <QueryListCard query={query} items={entries} icon={ScrollTextIcon} texts={t} emptyAction={null}>
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
                  <span className="break-all"> · {entry.subjectId}</span>
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
