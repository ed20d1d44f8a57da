/**
 * A list of ids kept in this browser's localStorage under `key` (JSON), for saving things without an
 * account: the favourite homes of a visitor, the favourite service providers. Each list notifies its
 * subscribers on changes from this tab and from other tabs, and gives useSyncExternalStore a stable snapshot.
 */
export function createLocalIdList(key: string, { maxIds = 500 }: { maxIds?: number } = {}) {
  const changeEvent = `${key}-change`;
  let cachedRaw: string | null = null;
  let cachedIds: readonly string[] = [];

  function read(): readonly string[] {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return cachedIds; // Storage blocked (private mode): keep what this page knows.
    }
    if (raw === cachedRaw) return cachedIds;
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      cachedIds = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      cachedIds = [];
    }
    return cachedIds;
  }

  function write(ids: readonly string[]) {
    const unique = [...new Set(ids)].slice(-maxIds);
    try {
      if (unique.length) window.localStorage.setItem(key, JSON.stringify(unique));
      else window.localStorage.removeItem(key);
    } catch {
      cachedRaw = null;
      cachedIds = unique;
    }
    window.dispatchEvent(new Event(changeEvent));
  }

  return {
    key,
    /** A stable snapshot for useSyncExternalStore: the same array until the stored list changes. */
    get: read,
    toggle(id: string) {
      const ids = read();
      write(ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);
    },
    clear() {
      write([]);
    },
    /** Notifies on changes from this tab and from other tabs. */
    subscribe(onChange: () => void) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onChange();
      };
      window.addEventListener(changeEvent, onChange);
      window.addEventListener('storage', onStorage);
      return () => {
        window.removeEventListener(changeEvent, onChange);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
