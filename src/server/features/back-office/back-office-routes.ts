import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { getMoneyOverview } from './get-money-overview';

/** `/api/back-office`: the superadmin's read-only views of ABODE's money. */
export const backOfficeRoutes = new Hono<AppEnv>().get('/money', async (c) =>
  c.json(await getMoneyOverview(serviceContext(c))),
);
