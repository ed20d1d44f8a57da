import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { emailOutbox } from '../../db/schema/index';
import { validate } from '../../http/validate';

const outboxQuery = z.object({
  to: z.string().trim().toLowerCase().pipe(z.email('to must be an email address')),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * `GET /api/dev/email?to=<address>`: what the outbox email driver "sent" to an address, newest first. Mounted
 * only while that driver is active, in the demo and never in production (see createApp), like /api/dev/sms.
 */
export const devEmailRoutes = new Hono<AppEnv>().get('/email', validate('query', outboxQuery), async (c) => {
  const { to, limit } = c.req.valid('query');
  const rows = await c
    .get('deps')
    .database.db.select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
  return c.json({
    messages: rows.map((row) => ({
      to: row.to,
      subject: row.subject,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    })),
  });
});
