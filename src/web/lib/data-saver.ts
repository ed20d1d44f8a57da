import { useSyncExternalStore } from 'react';

const key = 'data-saver';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(key) === 'on';
  } catch {
    return false;
  }
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
 * notifications bell asks once a minute instead of holding a live connection. Kept on this device.
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
