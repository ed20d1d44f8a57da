import { Hono } from 'hono';
import {
  approveRequestInput,
  recipientQuery,
  reverseTransferInput,
  transferInput,
  transferLookupQuery,
  transferRequestInput,
} from '@common/payments/transfer-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { privateAnswers } from '../../middleware/private-answers';
import { createTransfer } from './create-transfer';
import { findRecipient } from './find-recipient';
import { getTransfer, listTransfers, lookUpTransfer } from './list-transfers';
import { reverseTransfer } from './reverse-transfer';
import {
  approveTransferRequest,
  declineTransferRequest,
  listTransferRequests,
  requestMoney,
} from './transfer-requests';

/** `/api/transfers`: Tuku Pay, wallet to wallet inside ABODE, and payment requests between users. */
export const transferRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .get('/recipient', validate('query', recipientQuery), async (c) =>
    c.json(await findRecipient(serviceContext(c), c.req.valid('query'))),
  )
  .get('/', async (c) => c.json(await listTransfers(serviceContext(c))))
  .post('/', validate('json', transferInput), async (c) => {
    const { transfer, created } = await createTransfer(serviceContext(c), {
      transfer: c.req.valid('json'),
      idempotencyKey: c.req.header('idempotency-key'),
    });
    return c.json(transfer, created ? 201 : 200);
  })
  .get('/requests', async (c) => c.json(await listTransferRequests(serviceContext(c))))
  .post('/requests', validate('json', transferRequestInput), async (c) =>
    c.json(await requestMoney(serviceContext(c), c.req.valid('json')), 201),
  )
  .post('/requests/:id/approve', validate('json', approveRequestInput), async (c) => {
    const { transfer, created } = await approveTransferRequest(serviceContext(c), {
      id: c.req.param('id'),
      code: c.req.valid('json').code,
      idempotencyKey: c.req.header('idempotency-key'),
    });
    return c.json(transfer, created ? 201 : 200);
  })
  .post('/requests/:id/decline', async (c) =>
    c.json(await declineTransferRequest(serviceContext(c), { id: c.req.param('id') })),
  )
  .get('/lookup', validate('query', transferLookupQuery), async (c) =>
    c.json(await lookUpTransfer(serviceContext(c), c.req.valid('query'))),
  )
  .get('/:id', async (c) => c.json(await getTransfer(serviceContext(c), { id: c.req.param('id') })))
  .post('/:id/reverse', validate('json', reverseTransferInput), async (c) =>
    c.json(
      await reverseTransfer(serviceContext(c), { id: c.req.param('id'), reason: c.req.valid('json').reason }),
    ),
  );
