import { useSyncExternalStore } from 'react';

const key = 'data-saver';
const listeners = new Set<() => void>();

/**
 * The switch's setting when it was touched; until then the browser's own data saver (Chrome's Lite mode,
 * Android's Data Saver: `navigator.connection.saveData`, the same preference the browser sends as the
 * `Save-Data: on` header).
 */
export function dataSaverOn(stored: string | null, browserSavesData: boolean | undefined): boolean {
  if (stored === 'on' || stored === 'off') return stored === 'on';
  return browserSavesData === true;
}

const browserSavesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;

function read(): boolean {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(key);
  } catch {
    // Storage blocked: the browser's preference alone.
  }
  return dataSaverOn(stored, browserSavesData());
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Data saver, for people on metered mobile data: when on, photos load in their smallest size and the
 * notifications bell asks once a minute instead of holding a live connection. Kept on this device; on by
 * default where the browser asks to save data.
 */
export function useDataSaver(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => false);
  const set = (value: boolean) => {
    try {
      window.localStorage.setItem(key, value ? 'on' : 'off');
    } catch {
      // Storage blocked: nothing to keep; the switch shows what is in effect.
    }
    for (const listener of listeners) listener();
  };
  return [on, set];
}
