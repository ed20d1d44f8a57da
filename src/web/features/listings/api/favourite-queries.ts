import { queryOptions } from '@tanstack/react-query';
import type { FavouriteIds, FavouriteListings } from '@common/listings/listing-contracts';
import { api, readJson } from '@web/lib/api-client';

export const favouriteKeys = {
  mine: ['favourites'] as const,
  listings: ['favourites', 'listings'] as const,
};

/** The signed-in user's favourite homes, as listing ids. */
export const favouritesQueryOptions = () =>
  queryOptions({
    queryKey: favouriteKeys.mine,
    queryFn: (): Promise<FavouriteIds> => readJson(api.favourites.$get()),
  });

/** The saved homes themselves (name, place, price), newest saved first, for the dashboard card. */
export const favouriteListingsQueryOptions = () =>
  queryOptions({
    queryKey: favouriteKeys.listings,
    queryFn: (): Promise<FavouriteListings> => readJson(api.favourites.listings.$get()),
  });
