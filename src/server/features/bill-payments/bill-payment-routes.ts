import { Hono } from 'hono';
import { savedBillerInput, savedBillerRename } from '@common/payments/saved-biller-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { privateAnswers } from '../../middleware/private-answers';
import { listOwnBills } from './list-own-bills';
import { listSavedBillers } from './list-saved-billers';
import { removeSavedBiller } from './remove-saved-biller';
import { renameSavedBiller } from './rename-saved-biller';
import { saveBiller } from './save-biller';

/**
 * `/api/bills`: what Pay Bills shows besides the send form: the tenant's own open bills from Rent & Bills
 * (paid through /api/rent/invoices/:id/pay), and the user's saved billers.
 */
export const billPaymentRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .get('/own', async (c) => c.json(await listOwnBills(serviceContext(c))))
  .get('/saved', async (c) => c.json(await listSavedBillers(serviceContext(c))))
  .post('/saved', validate('json', savedBillerInput), async (c) =>
    c.json(await saveBiller(serviceContext(c), c.req.valid('json')), 201),
  )
  .patch('/saved/:id', validate('json', savedBillerRename), async (c) =>
    c.json(
      await renameSavedBiller(serviceContext(c), { id: c.req.param('id'), rename: c.req.valid('json') }),
    ),
  )
  .delete('/saved/:id', async (c) => {
    await removeSavedBiller(serviceContext(c), { id: c.req.param('id') });
    return c.body(null, 204);
  });
