import { Hono } from 'hono';
import { suspenseAllocationInput } from '@common/payments/suspense-allocation';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { allocateSuspensePayment } from './allocate-suspense-payment';
import { listSuspensePayments } from './list-suspense-payments';

/** `/api/payments/suspense`: paybill money that matched no account, for a superadmin to allocate. */
export const suspenseRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listSuspensePayments(serviceContext(c)));
  })
  .post('/:id/allocate', validate('json', suspenseAllocationInput), async (c) =>
    c.json(
      await allocateSuspensePayment(serviceContext(c), {
        id: c.req.param('id'),
        allocation: c.req.valid('json'),
      }),
    ),
  );
