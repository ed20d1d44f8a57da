import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { getOverviewDashboard } from './get-overview-dashboard';

/**
 * The superadmin's overview. Role dashboards have no endpoint of their own: the web composes them from cards
 * whose data each feature serves.
 */
export const dashboardRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/overview', async (c) => c.json(await getOverviewDashboard(serviceContext(c))));
