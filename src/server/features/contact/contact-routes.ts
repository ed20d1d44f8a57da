import { Hono } from 'hono';
import { z } from 'zod';
import { contactMessageInput } from '@common/contact/contact-message';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { getContactDetails } from './get-contact-details';
import { listContactMessages } from './list-contact-messages';
import { submitContactMessage } from './submit-contact-message';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

export const contactRoutes = new Hono<AppEnv>()
  .post('/', validate('json', contactMessageInput), async (c) => {
    const created = await submitContactMessage(serviceContext(c), c.req.valid('json'));
    return c.json(created, 201);
  })
  .get('/', validate('query', listQuery), async (c) => {
    const messages = await listContactMessages(serviceContext(c), c.req.valid('query'));
    return c.json({ messages });
  });

/** `/api/contact-details`: ABODE's contact details and office hours as configured, for anyone. */
export const contactDetailsRoutes = new Hono<AppEnv>().get('/', (c) =>
  c.json(getContactDetails(c.get('deps').config)),
);
