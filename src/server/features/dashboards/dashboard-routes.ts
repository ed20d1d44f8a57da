import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { privateAnswers } from '../../middleware/private-answers';
import { getCaretakerDailyTasks } from './get-caretaker-daily-tasks';
import { getMyActivity } from './get-my-activity';
import { getOverviewDashboard } from './get-overview-dashboard';

/**
 * The superadmin's overview, and the caretaker's daily tasks (drawn from several features' records at once).
 * Role dashboards have no endpoint of their own otherwise: the web composes them from cards whose data each
 * feature serves.
 */
export const dashboardRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .get('/overview', async (c) => c.json(await getOverviewDashboard(serviceContext(c))))
  .get('/activity', async (c) => c.json(await getMyActivity(serviceContext(c))))
  .get('/caretaker/daily-tasks', async (c) => c.json(await getCaretakerDailyTasks(serviceContext(c))));
