import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavouriteIds } from '@common/listings/listing-contracts';
import { api, readJson } from '@web/lib/api-client';
import { favouriteKeys } from './favourite-queries';

/** Adds the homes saved in this browser to the account's favourites; the merged list becomes the cached one. */
export function useMergeFavourites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingIds: string[]): Promise<FavouriteIds> =>
      readJson(api.favourites.merge.$post({ json: { listingIds } })),
    onSuccess: async (merged) => {
      queryClient.setQueryData(favouriteKeys.mine, merged);
      // A list fetched before the merge may still be on its way: cancel it and read the merged one.
      await queryClient.invalidateQueries({ queryKey: favouriteKeys.mine });
    },
  });
}
