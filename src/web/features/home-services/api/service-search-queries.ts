import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ServiceCategoryFilter, ServiceSearchResponse } from '@common/services/service-contracts';
import { api, readJson } from '@web/lib/api-client';

/**
 * The home-services calls of the web app are typed twice over: by the server's routes (the `api` client) and
 * by the shared contract (the annotated return types), so a drift between the two fails the type check. Only
 * types come from the contract file: its zod schemas stay out of the search page's JavaScript.
 */

/** Results per page: twelve, then 'Show more'. */
export const servicesPageSize = 12;

/** The first answer never shows sooner than this, so 'Processing...' does not flash by. */
const minimumProcessingMs = 400;

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    window.setTimeout(resolve, ms);
  });

export const serviceSearchKeys = {
  all: ['services', 'search'] as const,
  search: (q: string, category: ServiceCategoryFilter) => ['services', 'search', q, category] as const,
};

function searchServices(
  { q, category, page }: { q: string; category: ServiceCategoryFilter; page: number },
  signal: AbortSignal,
): Promise<ServiceSearchResponse> {
  return readJson(
    api.services.search.$get(
      { query: { q, category, page: String(page), pageSize: String(servicesPageSize) } },
      { init: { signal } },
    ),
  );
}

/** The providers that fit the job described in `q` (and the category), twelve a page. */
export const serviceSearchQueryOptions = (q: string, category: ServiceCategoryFilter) =>
  infiniteQueryOptions({
    queryKey: serviceSearchKeys.search(q, category),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const request = searchServices({ q, category, page: pageParam }, signal);
      if (pageParam !== 1) return request;
      const [response] = await Promise.all([request, wait(minimumProcessingMs)]);
      return response;
    },
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 60_000,
  });
