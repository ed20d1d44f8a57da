import type { ServiceCategoryFilter } from '@common/services/service-contracts';
import { serviceCategories } from '@common/services/service-categories';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { keepScroll } from '@web/lib/keep-scroll';
import { serviceSearchQueryOptions } from '../api/service-search-queries';

const isCategoryFilter = (value: string | null): value is ServiceCategoryFilter =>
  value === 'all' || (serviceCategories as readonly (string | null)[]).includes(value);

/**
 * The services search, kept in the URL: `?q=` is the text searched and `&category=` the category filter,
 * so a shared link, a reload or the back button brings back the same providers. With neither, every listed
 * provider shows (verified and best-rated first). Pages of 12 are fetched and kept per (q, category).
 */
export function useServiceSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const rawCategory = params.get('category');
  const category: ServiceCategoryFilter = isCategoryFilter(rawCategory) ? rawCategory : 'all';

  const query = useInfiniteQuery({
    ...serviceSearchQueryOptions(q, category),
    placeholderData: keepPreviousData,
  });

  const results = useMemo(() => query.data?.pages.flatMap((page) => page.results) ?? [], [query.data]);
  const first = query.data?.pages[0];

  /** Writes the search into the URL: a new history entry, so back returns to the one before. */
  const update = useCallback(
    (next: { q?: string; category?: ServiceCategoryFilter }) => {
      setParams((current) => {
        const params = new URLSearchParams(current);
        const text = (next.q ?? current.get('q') ?? '').trim();
        const filter =
          next.category ?? (isCategoryFilter(current.get('category')) ? current.get('category') : 'all');
        if (text) params.set('q', text);
        else params.delete('q');
        if (filter && filter !== 'all') params.set('category', filter);
        else params.delete('category');
        return params;
      }, keepScroll);
    },
    [setParams],
  );

  const reset = useCallback(() => {
    setParams({}, keepScroll);
  }, [setParams]);

  return {
    q,
    category,
    criteria: first?.criteria ?? null,
    total: first?.total ?? 0,
    matched: first?.matched ?? 0,
    results,
    /** A search is on its way (the first page, or a new search while the old results show). */
    processing: query.isPending || (query.isFetching && query.isPlaceholderData),
    loadingMore: query.isFetchingNextPage,
    canShowMore: query.hasNextPage,
    error: query.error,
    retry: () => void query.refetch(),
    search: (text: string) => update({ q: text }),
    setCategory: (value: ServiceCategoryFilter) => update({ category: value }),
    showMore: () => void query.fetchNextPage(),
    reset,
    filtered: q !== '' || category !== 'all',
  };
}

export type ServiceSearch = ReturnType<typeof useServiceSearch>;
