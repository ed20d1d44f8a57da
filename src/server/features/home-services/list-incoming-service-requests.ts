import { asc, eq } from 'drizzle-orm';
import type { IncomingServiceRequestList } from '@common/services/service-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { serviceProviders, serviceRequests } from '../../db/schema/index';
import { selectRequests, toIncomingServiceRequest } from './request-rows';

/**
 * GET /api/services/requests/incoming: every request sent to the signed-in provider, soonest scheduled
 * first; the dashboard splits them into 'Service Requests', 'My Schedule' and 'Job History' by status.
 */
export async function listIncomingServiceRequests(ctx: ServiceContext): Promise<IncomingServiceRequestList> {
  const actor = requirePermission(ctx, 'update:service-request:own');
  const rows = await selectRequests(ctx.db)
    .where(eq(serviceProviders.userId, actor.userId))
    .orderBy(asc(serviceRequests.scheduledAt), asc(serviceRequests.id));
  return { requests: rows.map(toIncomingServiceRequest) };
}
