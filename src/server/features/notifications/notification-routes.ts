import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  notificationListQuery,
  notificationPreferencesInput,
  type UnreadNotifications,
} from '@common/notifications/notification-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { getUnreadNotifications, listNotifications } from './list-notifications';
import { openNotificationStream } from './open-notification-stream';
import { markAllNotificationsRead, markNotificationRead } from './mark-notifications-read';
import { getNotificationPreferences, saveNotificationPreferences } from './notification-preferences';

const keepAliveMs = 25_000;

/** `/api/notifications`: the signed-in person's notifications centre (the bell). */
export const notificationRoutes = new Hono<AppEnv>()
  .get('/', validate('query', notificationListQuery), async (c) =>
    c.json(await listNotifications(serviceContext(c), c.req.valid('query'))),
  )
  .get('/unread', async (c) => c.json(await getUnreadNotifications(serviceContext(c))))
  // Server-sent events for an open page (EventSource): the count now, then each time something arrives.
  .get('/stream', async (c) => {
    const live = openNotificationStream(serviceContext(c), { accept: c.req.header('accept') });
    return streamSSE(c, async (stream) => {
      const send = (news: UnreadNotifications) =>
        stream.writeSSE({ event: 'unread', data: JSON.stringify(news) }).catch(() => {});
      await send(await live.now());
      const stop = live.subscribe((news) => void send(news));
      stream.onAbort(stop);
      // A comment now and then keeps proxies and phones from closing a quiet connection.
      while (!stream.aborted && !stream.closed) {
        await stream.sleep(keepAliveMs);
        await stream.write(': keep-alive\n\n').catch(() => {});
      }
      stop();
    });
  })
  .get('/preferences', async (c) => c.json(await getNotificationPreferences(serviceContext(c))))
  .put('/preferences', validate('json', notificationPreferencesInput), async (c) =>
    c.json(await saveNotificationPreferences(serviceContext(c), c.req.valid('json'))),
  )
  .post('/read-all', async (c) => {
    await markAllNotificationsRead(serviceContext(c));
    return c.json({ ok: true as const });
  })
  .post('/:id/read', async (c) => {
    await markNotificationRead(serviceContext(c), { id: c.req.param('id') });
    return c.json({ ok: true as const });
  });
