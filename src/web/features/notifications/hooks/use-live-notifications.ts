import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UnreadNotifications } from '@common/notifications/notification-contracts';
import { api, apiHref } from '@web/lib/api-client';
import { useDataSaver } from '@web/lib/data-saver';
import { notificationKeys } from '../api/notification-queries';

/**
 * Keeps the bell's count live through the server's event stream (a few bytes per notification, nothing while
 * quiet). True while connected; the bell falls back to asking now and then when the stream is down (the
 * browser reconnects by itself) or data saver is on.
 */
export function useLiveNotifications(): boolean {
  const queryClient = useQueryClient();
  const [dataSaver] = useDataSaver();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    // Data saver: no connection held open; the bell asks now and then instead.
    if (dataSaver || typeof EventSource === 'undefined') {
      setConnected(false);
      return;
    }
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
  }, [queryClient, dataSaver]);
  return connected;
}
