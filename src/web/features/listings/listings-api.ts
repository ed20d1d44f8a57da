import type {
  FavouriteIds,
  HostedViewingRequestList,
  ListingDetail,
  SearchResponse,
  ViewingRequest,
  ViewingRequestInput,
  ViewingRequestList,
} from '@common/listings/listing-contracts';
import { api, readJson } from '@web/lib/api-client';
import type { SearchIntent } from './listings-texts';

/**
 * The listings calls of the web app, each typed twice over: by the server's routes (the `api` client) and by
 * the shared contract (the annotated return types), so a drift between the two fails the type check.
 * Only types come from the contract file: its zod schemas stay out of the home page's JavaScript.
 */

/** Results per page: the spec's twelve, then 'Show more'. */
export const searchPageSize = 12;

export const listingsKeys = {
  search: (intent: SearchIntent, q: string) => ['listings', 'search', intent, q] as const,
  listing: (id: string) => ['listings', 'detail', id] as const,
  favourites: ['favourites'] as const,
  viewings: ['viewings'] as const,
  /** Under `viewings`, so a new request (even for one's own home) refreshes the host's list too. */
  hostedViewings: ['viewings', 'hosted'] as const,
};

export function searchListings(
  { q, intent, page }: { q: string; intent: SearchIntent; page: number },
  signal?: AbortSignal,
): Promise<SearchResponse> {
  return readJson(
    api.search.$get(
      { query: { q, intent, page: String(page), pageSize: String(searchPageSize) } },
      { init: { signal } },
    ),
  );
}

export function getListing(id: string, signal?: AbortSignal): Promise<ListingDetail> {
  return readJson(api.listings[':id'].$get({ param: { id } }, { init: { signal } }));
}

export function getFavourites(): Promise<FavouriteIds> {
  return readJson(api.favourites.$get());
}

export function addFavourite(listingId: string): Promise<FavouriteIds> {
  return readJson(api.favourites[':listingId'].$put({ param: { listingId } }));
}

export function removeFavourite(listingId: string): Promise<FavouriteIds> {
  return readJson(api.favourites[':listingId'].$delete({ param: { listingId } }));
}

export function mergeFavourites(listingIds: string[]): Promise<FavouriteIds> {
  return readJson(api.favourites.merge.$post({ json: { listingIds } }));
}

export function requestViewing(input: ViewingRequestInput): Promise<ViewingRequest> {
  return readJson(api.viewings.$post({ json: input }));
}

export function getMyViewings(): Promise<ViewingRequestList> {
  return readJson(api.viewings.$get());
}

/** Viewing requests other people made for the signed-in host's listings, newest first. */
export function getHostedViewings(): Promise<HostedViewingRequestList> {
  return readJson(api.viewings.hosted.$get());
}
