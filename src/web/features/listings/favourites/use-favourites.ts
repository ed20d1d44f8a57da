import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useMe } from '@web/lib/auth/use-me';
import { favouritesQueryOptions } from '../api/favourite-queries';
import { useMergeFavourites } from '../api/use-merge-favourites';
import { useToggleFavourite } from '../api/use-toggle-favourite';
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
  const localIds = useSyncExternalStore(localFavourites.subscribe, localFavourites.get, () => noIds);

  const server = useQuery({
    ...favouritesQueryOptions(),
    enabled: signedIn,
    select: (data) => data.listingIds,
  });

  // Merge the browser's favourites into the account, once per signed-in user and page load.
  const { mutateAsync: merge } = useMergeFavourites();
  useEffect(() => {
    if (!userId || localIds.length === 0 || mergedUsers.has(userId)) return;
    mergedUsers.add(userId);
    merge([...localIds])
      .then(() => {
        localFavourites.clear();
        mergedUsers.delete(userId); // A later sign-in on this page merges what was saved in between.
      })
      .catch(() => {
        mergedUsers.delete(userId); // Try again on a later render.
      });
  }, [userId, localIds, merge]);

  const toggleOnServer = useToggleFavourite();

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
