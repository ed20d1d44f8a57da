import { useQuery } from '@tanstack/react-query';
import type { SavedSearch } from '@common/saved-searches/saved-search-contracts';
import { savedSearchTexts } from '@common/saved-searches/saved-search-texts';
import { BellRingIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { QueryListCard } from '@web/components/query-list-card';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import {
  savedSearchesQueryOptions,
  useDeleteSavedSearch,
  useMarkSavedSearchSeen,
} from '../api/saved-search-queries';
import { CriteriaChipList } from './criteria-chip-list';

const SavedSearchDialog = lazy(() => import('./saved-search-dialog'));
const t = savedSearchTexts.web.card;
const alert = savedSearchTexts.alert;

/**
 * The dashboard's 'Saved searches' card: each of the person's saved searches with its criteria, its alerts,
 * its new matches linked to their pages, and edit, mark as seen and delete. Fetches `GET /api/saved-searches`.
 */
export function SavedSearchesCard({ className }: { className?: string }) {
  const query = useQuery(savedSearchesQueryOptions());
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  return (
    <>
      <QueryListCard
        query={query}
        items={query.data?.savedSearches ?? []}
        icon={BellRingIcon}
        texts={t}
        className={className}
        emptyAction={
          <div className="grid justify-items-start gap-2">
            <p className="text-muted-foreground">{t.emptyHint}</p>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.home}>{t.findHome}</Link>
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
  const remove = useDeleteSavedSearch();
  const seen = useMarkSavedSearchSeen();
  const more = search.newMatchCount - search.newMatches.length;
  return (
    <li className="grid gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 break-words font-medium">{search.name}</h3>
        <span className="text-xs text-muted-foreground">{t.frequencyLabel[search.frequency]}</span>
      </div>
      <CriteriaChipList criteria={search.criteria} />
      <p className="text-sm font-medium">
        {search.newMatchCount > 0 ? t.newMatches(search.newMatchCount) : t.noNew}
      </p>
      {search.newMatches.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label={t.newMatches(search.newMatchCount)}>
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
                  {match.name} ({t.gone})
                </span>
              )}
              <span className="text-muted-foreground">
                {alert.price(match.price, match.intent)} · {match.location}
              </span>
            </li>
          ))}
          {more > 0 ? <li className="text-muted-foreground">{t.more(more)}</li> : null}
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
            {t.markSeen}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" aria-label={t.editLabel(search.name)} onClick={onEdit}>
          <PencilIcon aria-hidden="true" />
          {t.edit}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive"
          aria-label={t.deleteLabel(search.name)}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(search.id, {
              onSuccess: () => toast.success(savedSearchTexts.web.deleted),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          <Trash2Icon aria-hidden="true" />
          {t.delete}
        </Button>
      </div>
    </li>
  );
}
