import { Hono } from 'hono';
import { notificationListQuery } from '@common/notifications/notification-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { getUnreadNotifications, listNotifications } from './list-notifications';
import { markAllNotificationsRead, markNotificationRead } from './mark-notifications-read';

/** `/api/notifications`: the signed-in person's notifications centre (the bell). */
export const notificationRoutes = new Hono<AppEnv>()
  .get('/', validate('query', notificationListQuery), async (c) =>
    c.json(await listNotifications(serviceContext(c), c.req.valid('query'))),
  )
  .get('/unread', async (c) => c.json(await getUnreadNotifications(serviceContext(c))))
  .post('/read-all', async (c) => {
    await markAllNotificationsRead(serviceContext(c));
    return c.json({ ok: true as const });
  })
  .post('/:id/read', async (c) => {
    await markNotificationRead(serviceContext(c), { id: c.req.param('id') });
    return c.json({ ok: true as const });
  });
