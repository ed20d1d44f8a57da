import { Hono } from 'hono';
import { contactAssignInput, contactInboxQuery, contactReplyInput } from '@common/contact/contact-inbox';
import { contactMessageInput } from '@common/contact/contact-message';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { assignContactMessage } from './assign-contact-message';
import { getContactDetails } from './get-contact-details';
import { listContactAssignees } from './list-contact-assignees';
import { listContactMessages } from './list-contact-messages';
import { moveContactMessage } from './move-contact-message';
import { replyToContactMessage } from './reply-to-contact-message';
import { submitContactMessage } from './submit-contact-message';

export const contactRoutes = new Hono<AppEnv>()
  .post('/', validate('json', contactMessageInput), async (c) => {
    const created = await submitContactMessage(serviceContext(c), c.req.valid('json'));
    return c.json(created, 201);
  })
  // Personal answers: no-store by default for every API answer (noStoreByDefault), like the rest.
  .get('/', validate('query', contactInboxQuery), async (c) =>
    c.json(await listContactMessages(serviceContext(c), c.req.valid('query'))),
  )
  .get('/assignees', async (c) => c.json({ assignees: await listContactAssignees(serviceContext(c)) }))
  .post('/:id/replies', validate('json', contactReplyInput), async (c) => {
    const reply = await replyToContactMessage(serviceContext(c), {
      id: c.req.param('id'),
      reply: c.req.valid('json'),
    });
    return c.json(reply, 201);
  })
  .post('/:id/handle', async (c) =>
    c.json(await moveContactMessage(serviceContext(c), { id: c.req.param('id'), action: 'handle' })),
  )
  .post('/:id/reopen', async (c) =>
    c.json(await moveContactMessage(serviceContext(c), { id: c.req.param('id'), action: 'reopen' })),
  )
  .put('/:id/assignee', validate('json', contactAssignInput), async (c) =>
    c.json(await assignContactMessage(serviceContext(c), { id: c.req.param('id'), ...c.req.valid('json') })),
  );

/** `/api/contact-details`: ABODE's contact details and office hours as configured, for anyone. */
export const contactDetailsRoutes = new Hono<AppEnv>().get('/', (c) =>
  c.json(getContactDetails(c.get('deps').config)),
);
