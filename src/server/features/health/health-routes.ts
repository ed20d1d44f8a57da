import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { checkHealth } from './check-health';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const report = await checkHealth(c.get('deps'));
  c.header('Cache-Control', 'no-store');
  return c.json(report, report.status === 'ok' ? 200 : 503);
});
