import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False while the server draws a page and while the browser hydrates that drawing; true from the render after
 * (and at once on a page the browser draws itself). React renders hydration with the server's snapshot, then
 * again with the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
