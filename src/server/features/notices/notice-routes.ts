import { Hono } from 'hono';
import { noticeInput } from '@common/notices/notice-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { privateAnswers } from '../../middleware/private-answers';
import { listMyNotices } from './list-my-notices';
import { listSentNotices } from './list-sent-notices';
import { readNotice } from './read-notice';
import { sendNotice } from './send-notice';

/** `/api/notices`: sending (landlord, caretaker) with read receipts; the tenant's notices and opening one. */
export const noticeRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .post('/', validate('json', noticeInput), async (c) =>
    c.json(await sendNotice(serviceContext(c), c.req.valid('json')), 201),
  )
  .get('/sent', async (c) => c.json(await listSentNotices(serviceContext(c))))
  .get('/mine', async (c) => c.json(await listMyNotices(serviceContext(c))))
  .post('/:id/read', async (c) => c.json(await readNotice(serviceContext(c), { id: c.req.param('id') })));
