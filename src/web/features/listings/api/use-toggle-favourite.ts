import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { FavouriteIds } from '@common/listings/listing-contracts';
import { api, readJson } from '@web/lib/api-client';
import { listingsTexts } from '../listings-texts';
import { favouriteKeys } from './favourite-queries';

/** Saves or removes one home on the account, the heart changing at once and back if the server refuses. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: ({ id, save }: { id: string; save: boolean }): Promise<FavouriteIds> =>
      readJson(
        save
          ? api.favourites[':listingId'].$put({ param: { listingId: id } })
          : api.favourites[':listingId'].$delete({ param: { listingId: id } }),
      ),
    onMutate: async ({ id, save }) => {
      await queryClient.cancelQueries({ queryKey: favouriteKeys.mine });
      const before = queryClient.getQueryData<FavouriteIds>(favouriteKeys.mine);
      const ids = before?.listingIds ?? [];
      queryClient.setQueryData<FavouriteIds>(favouriteKeys.mine, {
        listingIds: save ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id),
      });
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(favouriteKeys.mine, context.before);
      toast.error(i18n._(listingsTexts.favourites.failed));
    },
    onSuccess: (ids) => {
      queryClient.setQueryData(favouriteKeys.mine, ids);
      void queryClient.invalidateQueries({ queryKey: favouriteKeys.listings });
    },
  });
}
