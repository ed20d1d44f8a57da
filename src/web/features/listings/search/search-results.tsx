import { useLingui } from '@lingui/react';
import { removeCriterion } from '@common/search/criteria-labels';
import { hasAnyCriterion } from '@common/search/search-criteria';
import { LoaderCircleIcon, SearchXIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@web/components/ui/button';
import { useErrorText } from '@web/i18n';
import { SaveSearchButton } from '@web/features/saved-searches';
import { ListingCard } from '../listing-card/listing-card';
import { listingsTexts, type SearchIntent } from '../listings-texts';
import { CriteriaChips } from './criteria-chips';
import { criteriaToText } from './criteria-to-text';
import type { ListingSearch } from './use-listing-search';

const t = listingsTexts.results;

/** Moves focus to the results heading after a chip removal re-ran the search (the chip itself is gone). */
let focusHeadingOnMount = false;

/** The results of a search: what was understood, how many, the cards and 'Show more'. Loaded lazily. */
export default function SearchResults({ intent, search }: { intent: SearchIntent; search: ListingSearch }) {
  const { i18n } = useLingui();
  const errorText = useErrorText();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { criteria, total, matches, results, error } = search;

  useEffect(() => {
    if (!focusHeadingOnMount) return;
    focusHeadingOnMount = false;
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  const removeChip = (key: string) => {
    if (!criteria) return;
    const remaining = removeCriterion(criteria, key);
    // The page's own intent is implied by the page; only a changed one needs saying.
    const text = criteriaToText(remaining.intent === intent ? { ...remaining, intent: null } : remaining);
    focusHeadingOnMount = true;
    search.search(text);
  };

  if (error && results.length === 0) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-xl border bg-card p-8 text-center">
        <h2 id="results-heading" className="text-xl font-semibold">
          {i18n._(t.errorHeading)}
        </h2>
        <p className="text-muted-foreground">{errorText(error)}</p>
        <Button onClick={search.retry}>{i18n._(t.retry)}</Button>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id="results-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none"
          >
            {i18n._(t.heading)}
          </h2>
          <p role="status" className="text-sm font-medium text-muted-foreground">
            {i18n._(matches ? t.matches(matches) : t.everything(total))}
          </p>
        </div>
        {criteria ? <CriteriaChips criteria={criteria} intent={intent} onRemove={removeChip} /> : null}
      </div>
      {results.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <SearchXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
          <h3 className="text-lg font-semibold">{i18n._(t.noneHeading)}</h3>
          <p className="text-muted-foreground">{i18n._(t.noneBody)}</p>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((listing) => (
            <li key={listing.id} className="flex">
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      )}
      {criteria && hasAnyCriterion(criteria) ? (
        <div className="flex justify-center">
          <SaveSearchButton criteria={criteria} queryText={search.q ?? ''} intent={intent} />
        </div>
      ) : null}
      {results.length > 0 ? (
        <div className="grid justify-items-center gap-3">
          <p className="text-sm text-muted-foreground">{i18n._(t.showing(results.length, total))}</p>
          {search.canShowMore || search.loadingMore ? (
            <Button variant="outline" size="lg" onClick={search.showMore} disabled={search.loadingMore}>
              {search.loadingMore ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
              {i18n._(search.loadingMore ? t.loadingMore : t.showMore)}
            </Button>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {errorText(error)}{' '}
              <button type="button" className="font-medium underline" onClick={search.retry}>
                {i18n._(t.retry)}
              </button>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
