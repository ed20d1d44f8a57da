import { Hono } from 'hono';
import {
  payoutScheduleInput,
  withdrawalInput,
  withdrawalListQuery,
} from '@common/payments/money-out-contracts';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { getWithdrawal, listWithdrawals } from './get-withdrawals';
import { deletePayoutSchedule, getPayoutSchedule, setPayoutSchedule } from './payout-schedule';
import { startMoneyOut } from './start-money-out';

/**
 * `/api/withdrawals`: money out of ABODE to M-Pesa or a bank (the wallet, or a landlord's earnings), each
 * followed from pending to its end; a landlord's weekly payout schedule.
 */
export const moneyOutRoutes = new Hono<AppEnv>()
  .post('/', validate('json', withdrawalInput), async (c) => {
    const { transfer, created } = await startMoneyOut(serviceContext(c), {
      withdrawal: c.req.valid('json'),
      idempotencyKey: c.req.header('idempotency-key'),
    });
    return c.json(transfer, created ? 201 : 200);
  })
  .get('/', validate('query', withdrawalListQuery), async (c) =>
    c.json(await listWithdrawals(serviceContext(c), c.req.valid('query'))),
  )
  .get('/payout-schedule', async (c) => c.json({ schedule: await getPayoutSchedule(serviceContext(c)) }))
  .put('/payout-schedule', validate('json', payoutScheduleInput), async (c) =>
    c.json(await setPayoutSchedule(serviceContext(c), c.req.valid('json'))),
  )
  .delete('/payout-schedule', async (c) => {
    await deletePayoutSchedule(serviceContext(c));
    return c.body(null, 204);
  })
  .get('/:id', async (c) => c.json(await getWithdrawal(serviceContext(c), { id: c.req.param('id') })));
