import { Hono } from 'hono';
import { z } from 'zod';
import { kenyanPhoneSchema } from '@common/phone/kenyan-phone';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { listOutboxMessages } from './list-outbox-messages';

const outboxQuery = z.object({
  to: kenyanPhoneSchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * `GET /api/dev/sms?to=<phone>`: what the outbox SMS driver "sent" to a phone, newest first. Mounted only
 * while that driver is active and never in production (see createApp); tests and the demo read codes here.
 */
export const devSmsRoutes = new Hono<AppEnv>().get('/sms', validate('query', outboxQuery), async (c) => {
  return c.json({ messages: await listOutboxMessages(serviceContext(c), c.req.valid('query')) });
});
