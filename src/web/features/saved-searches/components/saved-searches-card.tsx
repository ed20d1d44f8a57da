import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { SavedSearch } from '@common/saved-searches/saved-search-contracts';
import { BellRingIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { QueryListCard } from '@web/components/query-list-card';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { formatKes, useErrorText } from '@web/i18n';
import {
  savedSearchesQueryOptions,
  useDeleteSavedSearch,
  useMarkSavedSearchSeen,
} from '../api/saved-search-queries';
import { savedSearchTexts } from '../saved-search-texts';
import { CriteriaChipList } from './criteria-chip-list';

const SavedSearchDialog = lazy(() => import('./saved-search-dialog'));
const t = savedSearchTexts.card;

/**
 * The dashboard's 'Saved searches' card: each of the person's saved searches with its criteria, its alerts,
 * its new matches linked to their pages, and edit, mark as seen and delete. Fetches `GET /api/saved-searches`.
 */
export function SavedSearchesCard({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const query = useQuery(savedSearchesQueryOptions());
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  return (
    <>
      <QueryListCard
        query={query}
        items={query.data?.savedSearches ?? []}
        icon={BellRingIcon}
        texts={{
          heading: i18n._(t.heading),
          loading: i18n._(t.loading),
          failed: i18n._(t.failed),
          retry: i18n._(t.retry),
          empty: i18n._(t.empty),
        }}
        className={className}
        emptyAction={
          <div className="grid justify-items-start gap-2">
            <p className="text-muted-foreground">{i18n._(t.emptyHint)}</p>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.home}>{i18n._(t.findHome)}</Link>
            </Button>
          </div>
        }
      >
        {(shown) => (
          <ul className="divide-y">
            {shown.map((search) => (
              <SavedSearchItem key={search.id} search={search} onEdit={() => setEditing(search)} />
            ))}
          </ul>
        )}
      </QueryListCard>
      {editing ? (
        <Suspense fallback={null}>
          <SavedSearchDialog
            key={editing.id}
            open
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
            editing={editing}
            initial={editing}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function SavedSearchItem({ search, onEdit }: { search: SavedSearch; onEdit: () => void }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const remove = useDeleteSavedSearch();
  const seen = useMarkSavedSearchSeen();
  const more = search.newMatchCount - search.newMatches.length;
  return (
    <li className="grid gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 break-words font-medium">{search.name}</h3>
        <span className="text-xs text-muted-foreground">{i18n._(t.frequencyLabel[search.frequency])}</span>
      </div>
      <CriteriaChipList criteria={search.criteria} />
      <p className="text-sm font-medium">
        {search.newMatchCount > 0 ? i18n._(t.newMatches(search.newMatchCount)) : i18n._(t.noNew)}
      </p>
      {search.newMatches.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label={i18n._(t.newMatches(search.newMatchCount))}>
          {search.newMatches.map((match) => (
            <li key={match.listingId} className="grid min-w-0 gap-0.5">
              {match.available ? (
                <Link
                  to={paths.listing(match.listingId)}
                  className="block break-words font-medium text-primary hover:underline"
                >
                  {match.name}
                </Link>
              ) : (
                <span className="break-words text-muted-foreground">
                  {match.name} ({i18n._(t.gone)})
                </span>
              )}
              <span className="text-muted-foreground">
                {match.intent === 'rent'
                  ? i18n._(t.perMonth(formatKes(match.price)))
                  : formatKes(match.price)}{' '}
                · {match.location}
              </span>
            </li>
          ))}
          {more > 0 ? <li className="text-muted-foreground">{i18n._(t.more(more))}</li> : null}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {search.newMatchCount > 0 ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={seen.isPending}
            onClick={() => seen.mutate(search.id)}
          >
            {i18n._(t.markSeen)}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" aria-label={i18n._(t.editLabel(search.name))} onClick={onEdit}>
          <PencilIcon aria-hidden="true" />
          {i18n._(t.edit)}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive"
          aria-label={i18n._(t.deleteLabel(search.name))}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(search.id, {
              onSuccess: () => toast.success(i18n._(savedSearchTexts.deleted)),
              onError: (error) => toast.error(errorText(error)),
            })
          }
        >
          <Trash2Icon aria-hidden="true" />
          {i18n._(t.delete)}
        </Button>
      </div>
    </li>
  );
}
