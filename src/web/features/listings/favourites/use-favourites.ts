import type { FavouriteIds } from '@common/listings/listing-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { useMe } from '@web/lib/auth/use-me';
import { addFavourite, getFavourites, listingsKeys, mergeFavourites, removeFavourite } from '../listings-api';
import { listingsTexts } from '../listings-texts';
import { localFavourites } from './local-favourites';

const noIds: readonly string[] = [];
/** Users whose browser favourites this page already merged (or is merging): every heart shares the hook. */
const mergedUsers = new Set<string>();

/**
 * The favourite homes, wherever they live: in this browser for a visitor, on the server for a signed-in user.
 * On sign-in the browser's list is merged into the account once and then cleared, so nothing saved while
 * signed out is lost.
 */
export function useFavourites() {
  const me = useMe();
  const userId = me.data?.id ?? null;
  const signedIn = userId !== null;
  const queryClient = useQueryClient();
  const localIds = useSyncExternalStore(localFavourites.subscribe, localFavourites.get, () => noIds);

  const server = useQuery({
    queryKey: listingsKeys.favourites,
    queryFn: getFavourites,
    enabled: signedIn,
    select: (data: FavouriteIds) => data.listingIds,
  });

  // Merge the browser's favourites into the account, once per signed-in user and page load.
  useEffect(() => {
    if (!userId || localIds.length === 0 || mergedUsers.has(userId)) return;
    mergedUsers.add(userId);
    const ids = [...localIds];
    mergeFavourites(ids)
      .then(async (merged) => {
        queryClient.setQueryData(listingsKeys.favourites, merged);
        // A list fetched before the merge may still be on its way: cancel it and read the merged one.
        await queryClient.invalidateQueries({ queryKey: listingsKeys.favourites });
        localFavourites.clear();
        mergedUsers.delete(userId); // A later sign-in on this page merges what was saved in between.
      })
      .catch(() => {
        mergedUsers.delete(userId); // Try again on a later render.
      });
  }, [userId, localIds, queryClient]);

  const toggleOnServer = useMutation({
    mutationFn: ({ id, save }: { id: string; save: boolean }) =>
      save ? addFavourite(id) : removeFavourite(id),
    onMutate: async ({ id, save }) => {
      await queryClient.cancelQueries({ queryKey: listingsKeys.favourites });
      const before = queryClient.getQueryData<FavouriteIds>(listingsKeys.favourites);
      const ids = before?.listingIds ?? [];
      queryClient.setQueryData<FavouriteIds>(listingsKeys.favourites, {
        listingIds: save ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id),
      });
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(listingsKeys.favourites, context.before);
      toast.error(listingsTexts.favourites.failed);
    },
    onSuccess: (ids) => {
      queryClient.setQueryData(listingsKeys.favourites, ids);
    },
  });

  const serverIds = server.data ?? noIds;
  // Until the account's list arrives (and while merging), the browser's ids still count.
  const ids = useMemo(
    () => (signedIn ? (localIds.length ? [...new Set([...serverIds, ...localIds])] : serverIds) : localIds),
    [signedIn, serverIds, localIds],
  );

  const isFavourite = useCallback((id: string) => ids.includes(id), [ids]);

  const toggle = useCallback(
    (id: string) => {
      const save = !ids.includes(id);
      if (signedIn) toggleOnServer.mutate({ id, save });
      else localFavourites.toggle(id);
      return save;
    },
    [ids, signedIn, toggleOnServer],
  );

  return { ids, isFavourite, toggle, signedIn };
}
