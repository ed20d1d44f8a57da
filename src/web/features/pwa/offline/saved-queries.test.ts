import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Me } from '@common/auth/me';
import {
  bucketKey,
  forgetSignedInUsers,
  isPublicQuery,
  lastUserKey,
  restoreQueries,
  saveQueries,
  type KeyValueStore,
} from './saved-queries';

/** localStorage's interface over a Map. */
function memoryStore(): KeyValueStore & { keys(): string[] } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    keys: () => [...map.keys()].sort(),
  };
}

const user = (id: string): Me => ({
  id,
  email: `${id}@example.co.ke`,
  firstName: 'Amina',
  lastName: 'Otieno',
  fullName: 'Amina Otieno',
  phone: null,
  accountType: 'tenant',
  roles: ['tenant'],
  permissions: [],
  phoneVerified: true,
  locale: 'en',
});

const searchKey = ['listings', 'search', 'buy', '3 bedroom in Karen'] as const;
const dashboardKey = ['rent', 'my-invoices'] as const;

function client(me: Me | null | undefined, at = 1_000) {
  const queryClient = new QueryClient();
  if (me !== undefined) queryClient.setQueryData(['me'], me, { updatedAt: at });
  queryClient.setQueryData(searchKey, { total: 3 }, { updatedAt: at });
  queryClient.setQueryData(dashboardKey, { dueKes: 25_000 }, { updatedAt: at });
  return queryClient;
}

function restoredInto(store: KeyValueStore) {
  const fresh = new QueryClient();
  const savedAt = restoreQueries(fresh, store);
  return { fresh, savedAt };
}

describe('saved queries (offline copy, one entry per person)', () => {
  it("keeps a signed-in user's answers under their own id and restores them as that user", () => {
    const store = memoryStore();
    saveQueries(client(user('u1')), store, { now: 5_000 });
    expect(store.keys()).toEqual([lastUserKey, bucketKey({ kind: 'user', id: 'u1' })]);
    expect(store.getItem(lastUserKey)).toBe('u1');

    const { fresh, savedAt } = restoredInto(store);
    expect(savedAt).toBe(5_000);
    expect(fresh.getQueryData<Me>(['me'])?.id).toBe('u1');
    expect(fresh.getQueryData(dashboardKey)).toEqual({ dueKes: 25_000 });
    expect(fresh.getQueryData(searchKey)).toEqual({ total: 3 });
  });

  it("a visitor's entry holds only public answers, and saving it deletes every user's entry", () => {
    const store = memoryStore();
    saveQueries(client(user('u1')), store);
    // The session ended but the user's answers are still in memory: none of them reaches the visitor's entry.
    saveQueries(client(null), store);
    expect(store.keys()).toEqual([bucketKey({ kind: 'visitor' })]);

    const { fresh } = restoredInto(store);
    expect(fresh.getQueryData(['me'])).toBeNull();
    expect(fresh.getQueryData(searchKey)).toEqual({ total: 3 });
    expect(fresh.getQueryData(dashboardKey)).toBeUndefined();
  });

  it('after sign-out nothing of the previous user is restored', () => {
    const store = memoryStore();
    saveQueries(client(user('u1')), store);
    forgetSignedInUsers(store);
    const { fresh, savedAt } = restoredInto(store);
    expect(savedAt).toBeNull();
    expect(fresh.getQueryData(['me'])).toBeUndefined();
    expect(fresh.getQueryData(dashboardKey)).toBeUndefined();
  });

  it("restores only the last user's entry, never another user's", () => {
    const store = memoryStore();
    saveQueries(client(user('u1')), store);
    const second = client(user('u2'));
    second.setQueryData(dashboardKey, { dueKes: 7_000 });
    saveQueries(second, store);
    const { fresh } = restoredInto(store);
    expect(fresh.getQueryData<Me>(['me'])?.id).toBe('u2');
    expect(fresh.getQueryData(dashboardKey)).toEqual({ dueKes: 7_000 });
  });

  it('refuses an entry stored under another key (a pointer to a user whose entry is not theirs)', () => {
    const store = memoryStore();
    saveQueries(client(user('u1')), store);
    store.setItem(
      bucketKey({ kind: 'user', id: 'u2' }),
      store.getItem(bucketKey({ kind: 'user', id: 'u1' }))!,
    );
    store.setItem(lastUserKey, 'u2');
    expect(restoredInto(store).savedAt).toBeNull();
  });

  it('saves nothing while it is not known who is signed in', () => {
    const store = memoryStore();
    saveQueries(client(undefined), store);
    expect(store.keys()).toEqual([]);
  });

  it('does not save a user again after another tab signed out, until the server confirms them', () => {
    const store = memoryStore();
    saveQueries(client(user('u1'), 1_000), store, { userSavesFrom: 2_000 });
    expect(store.keys()).toEqual([]);
    saveQueries(client(user('u1'), 3_000), store, { userSavesFrom: 2_000 });
    expect(store.getItem(lastUserKey)).toBe('u1');
  });

  it('ignores what it cannot read', () => {
    const store = memoryStore();
    store.setItem(bucketKey({ kind: 'visitor' }), '{not json');
    expect(restoredInto(store).savedAt).toBeNull();
  });

  it('tells public answers from account ones', () => {
    expect(isPublicQuery(['me'])).toBe(true);
    expect(isPublicQuery(['listings', 'search', 'rent', ''])).toBe(true);
    expect(isPublicQuery(['listings', 'detail', 'l1'])).toBe(true);
    expect(isPublicQuery(['services', 'search', '', 'all'])).toBe(true);
    expect(isPublicQuery(['services', 'my-profile'])).toBe(false);
    expect(isPublicQuery(['listings', 'favourites'])).toBe(false);
    expect(isPublicQuery(['dashboards', 'activity'])).toBe(false);
  });
});
