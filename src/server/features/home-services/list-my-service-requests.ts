import { eq } from 'drizzle-orm';
import type { ServiceRequestList } from '@common/services/service-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { serviceRequests } from '../../db/schema/index';
import { newestFirst, selectRequests, toServiceRequest } from './request-rows';

/** GET /api/services/requests/mine: the signed-in customer's own requests, newest first. */
export async function listMyServiceRequests(ctx: ServiceContext): Promise<ServiceRequestList> {
  const actor = requirePermission(ctx, 'read:service-request:own');
  const rows = await selectRequests(ctx.db)
    .where(eq(serviceRequests.customerUserId, actor.userId))
    .orderBy(...newestFirst);
  return { requests: rows.map(toServiceRequest) };
}
