import { queryOptions } from '@tanstack/react-query';
import type { ListingDetail } from '@common/listings/listing-contracts';
import { api, readJson } from '@web/lib/api-client';

export const listingKeys = {
  detail: (id: string) => ['listings', 'detail', id] as const,
};

/** One home with every photo and its details (`GET /api/listings/:id`). */
export const listingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }): Promise<ListingDetail> =>
      readJson(api.listings[':id'].$get({ param: { id } }, { init: { signal } })),
  });
