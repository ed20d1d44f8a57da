import { infiniteQueryOptions } from '@tanstack/react-query';
import type { SearchResponse } from '@common/listings/listing-contracts';
import { api, readJson } from '@web/lib/api-client';
import type { SearchIntent } from '../listings-texts';

/**
 * The listings calls of the web app are typed twice over: by the server's routes (the `api` client) and by
 * the shared contract (the annotated return types), so a drift between the two fails the type check. Only
 * types come from the contract file: its zod schemas stay out of the home page's JavaScript.
 */

/** Results per page: the spec's twelve, then 'Show more'. */
export const searchPageSize = 12;

/** The first answer never shows sooner than this, so 'Processing...' does not flash by. */
const minimumProcessingMs = 400;

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    window.setTimeout(resolve, ms);
  });

export const searchKeys = {
  search: (intent: SearchIntent, q: string) => ['listings', 'search', intent, q] as const,
};

function searchListings(
  { q, intent, page }: { q: string; intent: SearchIntent; page: number },
  signal: AbortSignal,
): Promise<SearchResponse> {
  return readJson(
    api.search.$get(
      { query: { q, intent, page: String(page), pageSize: String(searchPageSize) } },
      { init: { signal } },
    ),
  );
}

/** The homes that match `q`, twelve a page, kept per (intent, q). */
export const listingSearchQueryOptions = (intent: SearchIntent, q: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.search(intent, q),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const request = searchListings({ q, intent, page: pageParam }, signal);
      if (pageParam !== 1) return request;
      const [response] = await Promise.all([request, wait(minimumProcessingMs)]);
      return response;
    },
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });
