import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { keepScroll } from '@web/lib/keep-scroll';
import { listingSearchQueryOptions, searchPageSize } from '../api/search-queries';
import type { SearchIntent } from '../listings-texts';

/** `?show=` is capped so a hand-edited link cannot ask for hundreds of pages at once. */
const maxShown = searchPageSize * 20;

/**
 * The search of / and /buy, kept in the URL: `?q=` is the text searched (present, even empty, once the
 * visitor searched) and `&show=` how many results are on screen after 'Show more'. So a shared link, a
 * reload or the back button brings back the same results. Pages of 12 are fetched and kept per (intent, q).
 */
export function useListingSearch(intent: SearchIntent) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q');
  const requestedShow = Number(params.get('show'));
  const show = Number.isInteger(requestedShow)
    ? Math.min(Math.max(Math.ceil(requestedShow / searchPageSize) * searchPageSize, searchPageSize), maxShown)
    : searchPageSize;

  const query = useInfiniteQuery({ ...listingSearchQueryOptions(intent, q ?? ''), enabled: q !== null });

  const { data, hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const loaded = data?.pages.reduce((count, page) => count + page.results.length, 0) ?? 0;

  // A restored link with `show=36` fetches the pages it needs, one after another.
  useEffect(() => {
    if (q !== null && loaded < show && hasNextPage && !isFetchingNextPage && !isError) {
      void fetchNextPage();
    }
  }, [q, loaded, show, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const results = useMemo(
    () => data?.pages.flatMap((page) => page.results).slice(0, show) ?? [],
    [data, show],
  );
  const first = data?.pages[0];

  /**
   * A new search is a new history entry, so the back button returns to the one before. The page keeps its
   * scroll position (the router would jump to the top): the caller brings the results into view.
   */
  const search = useCallback(
    (text: string) => {
      setParams({ q: text.trim() }, keepScroll);
    },
    [setParams],
  );

  const showMore = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('show', String(show + searchPageSize));
        return next;
      },
      { ...keepScroll, replace: true },
    );
  }, [setParams, show]);

  return {
    q,
    criteria: first?.criteria ?? null,
    total: first?.total ?? 0,
    /** Exact and close matches as the server counted them; null when nothing was asked. */
    matches: first?.matches ?? null,
    results,
    /** The first page is on its way: 'Processing...' and the skeleton. */
    processing: q !== null && query.isPending,
    loadingMore: loaded < show && (isFetchingNextPage || (hasNextPage ?? false)) && !isError,
    canShowMore: results.length < (first?.total ?? 0),
    error: query.error,
    retry: () => void query.refetch(),
    search,
    showMore,
  };
}

export type ListingSearch = ReturnType<typeof useListingSearch>;
