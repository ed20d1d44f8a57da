import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import type { Me } from '@common/auth/me';

/**
 * The answers kept on this device so the last search and the tenant's last dashboard can be read offline.
 *
 * They live in localStorage (read synchronously, before the first render, so a page offline starts from
 * them), one entry per person: `abode-offline:visitor` for signed-out visitors and `abode-offline:user:<id>`
 * for a signed-in user, plus a pointer to the user who was signed in last. Only the pointer's entry is ever
 * restored, and only when the browser starts offline: online, every page asks the server as before.
 *
 * A user's entry and the pointer are deleted as soon as that user is no longer the one signed in (sign-out
 * in this or another tab, a session that ended, someone else signing in), so a signed-out visitor never sees
 * a previous user's data, offline or not. The visitor's entry holds only public answers (search, listings,
 * and the fact that nobody is signed in), so a user's data that is still in memory when their session ends
 * is never written there.
 *
 * The service worker keeps no API answer of anyone (docs/adr/0011): this is the only copy.
 */

/** The parts of localStorage used here (a plain object in unit tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

const bucketPrefix = 'abode-offline:';
const userBucketPrefix = `${bucketPrefix}user:`;
export const lastUserKey = 'abode-offline-last-user';
const version = 1;
/** The most answers kept per person, newest first; past this size the oldest are dropped. */
const maxQueries = 60;
const maxChars = 1_500_000;

type Owner = { kind: 'visitor' } | { kind: 'user'; id: string };

interface SavedQueries {
  v: number;
  owner: string;
  savedAt: number;
  state: DehydratedState;
}

export const bucketKey = (owner: Owner) =>
  owner.kind === 'user' ? `${userBucketPrefix}${owner.id}` : `${bucketPrefix}visitor`;

const meKey = 'me';

/** Whom the cache belongs to now: the signed-in user, a visitor, or not known yet (nothing is saved then). */
export function ownerOf(queryClient: QueryClient): Owner | undefined {
  const me = queryClient.getQueryData<Me | null>([meKey]);
  if (me === undefined) return undefined;
  return me === null ? { kind: 'visitor' } : { kind: 'user', id: me.id };
}

/** The answers a visitor's entry may hold: nothing that belongs to an account. */
export function isPublicQuery(queryKey: readonly unknown[]): boolean {
  const [area, kind] = queryKey;
  if (area === meKey) return true;
  if (area === 'listings') return kind === 'search' || kind === 'detail';
  if (area === 'services') return kind === 'search' || kind === 'provider';
  return false;
}

function queriesToSave(queryClient: QueryClient, owner: Owner): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'success' &&
        query.state.data !== undefined &&
        (owner.kind === 'user' || isPublicQuery(query.queryKey)),
    )
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, maxQueries);
}

function removeUserBuckets(storage: KeyValueStore): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(userBucketPrefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  storage.removeItem(lastUserKey);
}

/**
 * Writes the cache's answers to its owner's entry. `userSavesFrom`: a user's entry is written only if the
 * session was confirmed (the `me` answer arrived) at or after this time; after another tab signs out, the
 * user still shown here is not saved again until the server confirms them.
 */
export function saveQueries(
  queryClient: QueryClient,
  storage: KeyValueStore,
  { now = Date.now(), userSavesFrom = 0 }: { now?: number; userSavesFrom?: number } = {},
): void {
  const owner = ownerOf(queryClient);
  if (!owner) return;
  if (owner.kind === 'user') {
    const confirmedAt = queryClient.getQueryState([meKey])?.dataUpdatedAt ?? 0;
    if (confirmedAt < userSavesFrom) return;
  } else {
    // Nobody is signed in: no user's entry may be restored.
    removeUserBuckets(storage);
  }
  let queries = queriesToSave(queryClient, owner);
  for (;;) {
    const chosen = new Set<Query>(queries);
    const saved: SavedQueries = {
      v: version,
      owner: bucketKey(owner),
      savedAt: now,
      state: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => chosen.has(query),
        shouldDehydrateMutation: () => false,
      }),
    };
    const text = JSON.stringify(saved);
    if (text.length > maxChars && queries.length > 1) {
      queries = queries.slice(0, Math.ceil(queries.length / 2));
      continue;
    }
    try {
      storage.setItem(bucketKey(owner), text);
      if (owner.kind === 'user') storage.setItem(lastUserKey, owner.id);
    } catch {
      // Storage full or blocked: nothing kept this time.
    }
    return;
  }
}

/**
 * Puts the saved answers of the last signed-in user (or, if nobody was, the visitor's) into the cache.
 * Returns when they were saved, or null when there was nothing to restore.
 */
export function restoreQueries(queryClient: QueryClient, storage: KeyValueStore): number | null {
  const lastUser = storage.getItem(lastUserKey);
  const owner: Owner = lastUser ? { kind: 'user', id: lastUser } : { kind: 'visitor' };
  const key = bucketKey(owner);
  try {
    const saved = JSON.parse(storage.getItem(key) ?? 'null') as SavedQueries | null;
    if (!saved || saved.v !== version || saved.owner !== key) return null;
    hydrate(queryClient, saved.state);
    return saved.savedAt;
  } catch {
    return null;
  }
}

/** Deletes what was saved for a user who is no longer signed in here (and every user's, to be sure). */
export function forgetSignedInUsers(storage: KeyValueStore): void {
  try {
    removeUserBuckets(storage);
  } catch {
    // Storage blocked: nothing was saved either.
  }
}
