import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Me } from '@common/auth/me';
import { api, ApiError, readJson } from '@web/lib/api-client';
import { useHydrated } from '@web/lib/use-hydrated';
import { announceSessionChange, subscribeToSessionChanges } from './session-channel';

export const meQueryKey = ['me'] as const;

/** How often a signed-in page re-checks the session, so one that expired is noticed without a click. */
const recheckSignedInEveryMs = 5 * 60_000;

const isUnauthenticated = (error: unknown) => error instanceof ApiError && error.status === 401;
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

const watchers = new WeakMap<QueryClient, { users: number; stop: () => void }>();

/**
 * Once per query client, while any page uses `useMe`: any API answer of 401 means the session is gone, so the
 * user becomes null at once; a 403 may mean the user's roles changed, and another tab signing in or out may
 * have changed who this is, so both make this one ask /api/me again. Dashboards react to the answer (null →
 * /auth, another role → its own dashboard).
 */
function watchSession(queryClient: QueryClient): () => void {
  const existing = watchers.get(queryClient);
  if (existing) {
    existing.users += 1;
  } else {
    const forget = () => {
      if (queryClient.getQueryData(meQueryKey) !== null) queryClient.setQueryData(meQueryKey, null);
    };
    const recheck = () => void queryClient.invalidateQueries({ queryKey: meQueryKey });
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] === meQueryKey[0]) return;
      if (isUnauthenticated(event.action.error)) forget();
      else if (isForbidden(event.action.error)) recheck();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isUnauthenticated(event.action.error)
      ) {
        forget();
      }
    });
    const stopChannel = subscribeToSessionChanges(recheck);
    watchers.set(queryClient, {
      users: 1,
      stop: () => {
        stopQueries();
        stopMutations();
        stopChannel();
      },
    });
  }
  return () => {
    const watcher = watchers.get(queryClient);
    if (!watcher) return;
    watcher.users -= 1;
    if (watcher.users === 0) {
      watcher.stop();
      watchers.delete(queryClient);
    }
  };
}

/** The question `useMe` asks: who is signed in (null: nobody). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: async (): Promise<Me | null> => {
      try {
        return await readJson(api.me.$get());
      } catch (error) {
        if (isUnauthenticated(error)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

/**
 * The signed-in user, or null when there is no session (the 401 of a signed-out visitor is an answer, not a
 * failure). Shared by every feature that needs to know who is
 * signed in; the identity feature owns signing in and out. Re-checked on focus, every few minutes while
 * signed in, when another tab signs in or out, and whenever any API call answers 401.
 */
export function useMe() {
  const queryClient = useQueryClient();
  useEffect(() => {
    return watchSession(queryClient);
  }, [queryClient]);
  const me = useQuery({
    ...meQueryOptions(),
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data ? recheckSignedInEveryMs : false),
  });
  // A page the server drew was drawn before anyone was known: it hydrates so, and shows who it is right after.
  // Otherwise an answer that comes before a part of the page is hydrated (the route's, hydrated after the
  // header) draws that part differently from the HTML: React's error #418 on /list-vehicle, now and then.
  const hydrated = useHydrated();
  if (hydrated) return me;
  return { ...me, data: undefined, isPending: true, isSuccess: false, status: 'pending' } as typeof me;
}

/** After signing in or verifying: the user as the server answered, and the other tabs told. */
export function useSetSignedInUser() {
  const queryClient = useQueryClient();
  return (me: Me) => {
    queryClient.setQueryData(meQueryKey, me);
    announceSessionChange({ type: 'signed-in' });
  };
}

/**
 * Signs out through the API (the server deletes the session), tells the other tabs, then forgets every
 * cached answer and sets the user to null. `onSignedOut` runs before the cache is cleared, so the caller
 * can navigate away first and a guarded page never sees the null and jumps to /auth instead.
 */
export function useSignOut(options: { onSignedOut?: () => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await readJson(api.identity['sign-out'].$post());
      } catch (error) {
        // Already signed out elsewhere: the outcome the user asked for.
        if (!isUnauthenticated(error)) throw error;
      }
    },
    onSuccess: async () => {
      announceSessionChange({ type: 'signed-out' });
      await options.onSignedOut?.();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
