import type { QueryClient } from '@tanstack/react-query';
import { subscribeToSessionChanges } from '@web/lib/auth/session-channel';
import {
  forgetSignedInUsers,
  ownerOf,
  restoreQueries,
  saveQueries,
  type KeyValueStore,
} from './saved-queries';

/** Writes at most once a second while answers arrive, and at once when the page is hidden or closed. */
const saveDelayMs = 1000;

function localStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (some private modes): nothing is kept
  }
}

/**
 * Called once with the app's query client, before the first render: if the browser is offline, the last
 * saved answers are put in the cache (see saved-queries.ts); from then on the cache is saved as it changes,
 * and what a user saved is deleted the moment they are no longer the one signed in.
 */
export function keepQueriesForOffline(queryClient: QueryClient): void {
  const storage = localStore();
  if (!storage) return;
  if (!navigator.onLine) restoreQueries(queryClient, storage);

  let owner = ownerOf(queryClient);
  let userSavesFrom = 0;
  let timer: number | undefined;
  const saveNow = () => {
    window.clearTimeout(timer);
    timer = undefined;
    saveQueries(queryClient, storage, { userSavesFrom });
  };
  const saveSoon = () => {
    if (timer === undefined) timer = window.setTimeout(saveNow, saveDelayMs);
  };

  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === 'me') {
      const next = ownerOf(queryClient);
      const userLeft = owner?.kind === 'user' && (next?.kind !== 'user' || next.id !== owner.id);
      if (userLeft) forgetSignedInUsers(storage);
      owner = next;
    }
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') saveSoon();
  });
  // Another tab signed out: this tab's user is gone too (one cookie), even before it re-asks the server.
  subscribeToSessionChanges((message) => {
    if (message?.type !== 'signed-out') return;
    userSavesFrom = Date.now();
    forgetSignedInUsers(storage);
  });
  window.addEventListener('pagehide', () => {
    if (timer !== undefined) saveNow();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) saveNow();
  });
}
