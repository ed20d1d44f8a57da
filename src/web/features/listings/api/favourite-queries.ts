import { queryOptions } from '@tanstack/react-query';
import type { FavouriteIds } from '@common/listings/listing-contracts';
import { api, readJson } from '@web/lib/api-client';

export const favouriteKeys = {
  mine: ['favourites'] as const,
};

/** The signed-in user's favourite homes, as listing ids. */
export const favouritesQueryOptions = () =>
  queryOptions({
    queryKey: favouriteKeys.mine,
    queryFn: (): Promise<FavouriteIds> => readJson(api.favourites.$get()),
  });
