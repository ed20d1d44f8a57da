import { useEffect, useRef } from 'react';
import { chatTokenHeader } from '@common/chat/chat-contracts';

/**
 * Calls `onChange` whenever the server says a chat changed: the staff inbox through EventSource (its session
 * cookie is enough), a visitor's conversation through fetch, which can send the chat's token as a header.
 * Reconnects after a drop; `null` listens to nothing.
 */
export function useChatEvents(
  source: { url: string; token?: string } | null,
  onChange: (conversationId: string) => void,
) {
  const url = source?.url ?? null;
  const token = source?.token;
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const notify = (id: string) => latest.current(id);
    if (!url) return;
    const changed = (data: string) => {
      try {
        notify((JSON.parse(data) as { id: string }).id);
      } catch {
        // Not ours.
      }
    };
    if (!token && typeof EventSource !== 'undefined') {
      const events = new EventSource(url);
      events.addEventListener('changed', (event) => changed((event as MessageEvent<string>).data));
      // After a reconnect, catch up on what happened while away.
      events.addEventListener('ready', () => notify(''));
      return () => events.close();
    }
    const controller = new AbortController();
    let retry: number | undefined;
    const connect = async () => {
      try {
        const response = await fetch(url, {
          headers: { accept: 'text/event-stream', ...(token ? { [chatTokenHeader]: token } : {}) },
          credentials: 'same-origin',
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(String(response.status));
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: ?(.*)$/m.exec(block)?.[1];
            const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? '';
            if (event === 'changed') changed(data);
            else if (event === 'ready') notify('');
          }
        }
      } catch {
        // Dropped or refused: try again shortly, unless the page let go.
      }
      if (!controller.signal.aborted) retry = window.setTimeout(() => void connect(), 3000);
    };
    void connect();
    return () => {
      controller.abort();
      window.clearTimeout(retry);
    };
  }, [url, token]);
}
