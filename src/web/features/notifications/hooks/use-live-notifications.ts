import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UnreadNotifications } from '@common/notifications/notification-contracts';
import { api, apiHref } from '@web/lib/api-client';
import { notificationKeys } from '../api/notification-queries';

/**
 * Keeps the bell's count live through the server's event stream (a few bytes per notification, nothing while
 * quiet). True while connected; the bell falls back to asking every 15 s when the stream is down (the
 * browser reconnects by itself).
 */
export function useLiveNotifications(): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(apiHref(api.notifications.stream.$path()));
    source.addEventListener('unread', (event) => {
      queryClient.setQueryData<UnreadNotifications>(
        notificationKeys.unread,
        JSON.parse((event as MessageEvent<string>).data) as UnreadNotifications,
      );
    });
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    return () => source.close();
  }, [queryClient]);
  return connected;
}
