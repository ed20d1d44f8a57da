import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { getOverviewDashboard } from './get-overview-dashboard';
import {
  getCaretakerDashboard,
  getLandlordDashboard,
  getProviderDashboard,
  getTenantDashboard,
} from './get-role-dashboards';

/** One endpoint per dashboard, each for the signed-in user and guarded by role (401 / 403). */
export const dashboardRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/tenant', async (c) => c.json(await getTenantDashboard(serviceContext(c))))
  .get('/landlord', async (c) => c.json(await getLandlordDashboard(serviceContext(c))))
  .get('/provider', async (c) => c.json(await getProviderDashboard(serviceContext(c))))
  .get('/caretaker', async (c) => c.json(await getCaretakerDashboard(serviceContext(c))))
  .get('/overview', async (c) => c.json(await getOverviewDashboard(serviceContext(c))));
