/**
 * Tells the other tabs of this browser that the session changed (signed in or out), so they re-check
 * /api/me. BroadcastChannel where there is one, the storage event otherwise. Only the fact is sent, never a
 * token.
 */
const channelName = 'abode-session';
const storageKey = 'abode-session';

export type SessionMessage = { type: 'signed-out' | 'signed-in' };

export function announceSessionChange(message: SessionMessage): void {
  try {
    if ('BroadcastChannel' in window) {
      const channel = new BroadcastChannel(channelName);
      channel.postMessage(message);
      channel.close();
    }
  } catch {
    // A closed or unsupported channel: the storage event below still reaches the other tabs.
  }
  try {
    window.localStorage.setItem(storageKey, JSON.stringify({ ...message, at: Date.now() }));
  } catch {
    // Storage blocked (private mode): the other tabs find out on their next focus or poll.
  }
}

export function subscribeToSessionChanges(onChange: (message: SessionMessage | null) => void): () => void {
  const channel = 'BroadcastChannel' in window ? new BroadcastChannel(channelName) : null;
  const onMessage = (event: MessageEvent<SessionMessage>) => {
    onChange(event.data ?? null);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey) return;
    try {
      onChange(JSON.parse(event.newValue ?? 'null') as SessionMessage | null);
    } catch {
      onChange(null);
    }
  };
  channel?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  return () => {
    channel?.removeEventListener('message', onMessage);
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
}
