import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Tenancy } from '@common/tenancy/rent-terms';
import { myTenanciesQueryOptions } from './property-queries';

/**
 * The tenancy the tenant is looking at, chosen in the dashboard's apartment selector and followed by every
 * money screen: kept in this tab's session storage so a reload keeps it, shared by a small store so every
 * screen reads the same one.
 */
const storageKey = 'abode.selected-tenancy';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function selectTenancy(id: string) {
  try {
    sessionStorage.setItem(storageKey, id);
  } catch {
    // Private mode without storage: the choice lasts until the page is left.
  }
  chosen = id;
  for (const listener of listeners) listener();
}

let chosen: string | null = typeof window === 'undefined' ? null : read();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The selected active tenancy (the first one until the tenant picks another), or null without any. */
export function useSelectedTenancy(): { tenancy: Tenancy | null; isPending: boolean; isError: boolean } {
  const id = useSyncExternalStore(
    subscribe,
    () => chosen,
    () => null,
  );
  const tenancies = useQuery(myTenanciesQueryOptions());
  const active = tenancies.data?.filter((tenancy) => tenancy.status === 'active') ?? [];
  return {
    tenancy: active.find((tenancy) => tenancy.id === id) ?? active[0] ?? null,
    isPending: tenancies.isPending,
    isError: tenancies.isError,
  };
}
