import { Hono } from 'hono';
import { auditTrailQuery } from '@common/audit/audit-trail';
import type { AppEnv } from '../../context';
import { serviceContext } from '../../http/service-context';
import { validate } from '../../http/validate';
import { listAuditEvents } from './list-audit-events';

/** `/api/audit-events`: the audit trail for staff. */
export const auditTrailRoutes = new Hono<AppEnv>().get('/', validate('query', auditTrailQuery), async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(await listAuditEvents(serviceContext(c), c.req.valid('query')));
});
