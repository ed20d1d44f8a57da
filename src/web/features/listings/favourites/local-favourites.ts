/** The visitor's favourites in this browser: a JSON list of listing ids under `abode-favourites`. */
export const localFavouritesKey = 'abode-favourites';
const changeEvent = 'abode-favourites-change';
const maxIds = 500;

let cachedRaw: string | null = null;
let cachedIds: readonly string[] = [];

function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(localFavouritesKey);
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
    if (unique.length) window.localStorage.setItem(localFavouritesKey, JSON.stringify(unique));
    else window.localStorage.removeItem(localFavouritesKey);
  } catch {
    cachedRaw = null;
    cachedIds = unique;
  }
  window.dispatchEvent(new Event(changeEvent));
}

export const localFavourites = {
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
      if (event.key === localFavouritesKey || event.key === null) onChange();
    };
    window.addEventListener(changeEvent, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(changeEvent, onChange);
      window.removeEventListener('storage', onStorage);
    };
  },
};
