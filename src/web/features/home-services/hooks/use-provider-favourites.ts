import { useCallback, useSyncExternalStore } from 'react';
import { createLocalIdList } from '@web/lib/local-id-list';

/** The favourite providers: kept in this browser only (the spec's local favourite heart). */
const providerFavourites = createLocalIdList('abode-provider-favourites');
const noIds: readonly string[] = [];

export function useProviderFavourites() {
  const ids = useSyncExternalStore(providerFavourites.subscribe, providerFavourites.get, () => noIds);
  const isFavourite = useCallback((id: string) => ids.includes(id), [ids]);
  return { ids, isFavourite, toggle: providerFavourites.toggle };
}
