import { Hono } from 'hono';
import {
  applicationInput,
  approveApplicationInput,
  declineApplicationInput,
  meetApplicantInput,
} from '@common/rental-applications/application-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { privateAnswers } from '../../middleware/private-answers';
import { applyForRental } from './apply-for-rental';
import { decideRentalApplication } from './decide-rental-application';
import { listMyApplications, listReceivedApplications } from './list-rental-applications';

/** `/api/rental-applications`: applying for a home, following one's applications, the host's answers. */
export const rentalApplicationRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .post('/', validate('json', applicationInput), async (c) =>
    c.json(await applyForRental(serviceContext(c), c.req.valid('json')), 201),
  )
  .get('/mine', async (c) => c.json(await listMyApplications(serviceContext(c))))
  .get('/received', async (c) => c.json(await listReceivedApplications(serviceContext(c))))
  .post('/:id/approve', validate('json', approveApplicationInput), async (c) =>
    c.json(
      await decideRentalApplication(serviceContext(c), {
        id: c.req.param('id'),
        action: 'approve',
        terms: c.req.valid('json'),
      }),
    ),
  )
  .post('/:id/decline', validate('json', declineApplicationInput), async (c) =>
    c.json(
      await decideRentalApplication(serviceContext(c), {
        id: c.req.param('id'),
        action: 'decline',
        reason: c.req.valid('json').reason,
      }),
    ),
  )
  .post('/:id/meet', validate('json', meetApplicantInput), async (c) =>
    c.json(
      await decideRentalApplication(serviceContext(c), {
        id: c.req.param('id'),
        action: 'meet',
        message: c.req.valid('json').message,
      }),
    ),
  );
