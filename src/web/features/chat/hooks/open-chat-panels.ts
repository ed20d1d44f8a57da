import { useEffect, useSyncExternalStore } from 'react';

/** How many chat panels are on the page: the floating button stands aside while any is open. */
let open = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Counts the calling panel as open while it is mounted. */
export function useRegisterOpenChatPanel() {
  useEffect(() => {
    open += 1;
    emit();
    return () => {
      open -= 1;
      emit();
    };
  }, []);
}

export function useAnyChatPanelOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open > 0,
    () => false,
  );
}
