import { desc, eq, or } from 'drizzle-orm';
import type { MaintenanceList } from '@common/maintenance/maintenance-contracts';
import { requireActor, type ServiceContext } from '../../context';
import { maintenanceRequests, properties, serviceProviders } from '../../db/schema/index';
import { selectRequests, toMaintenanceRequest } from './maintenance-rows';

/**
 * GET /api/maintenance/requests: every request the signed-in user has a part in, newest first: a tenant's own,
 * the caretaker's and landlord's properties' (their queue), a provider's assigned jobs. At most 100.
 */
export async function listMaintenanceRequests(ctx: ServiceContext): Promise<MaintenanceList> {
  const actor = requireActor(ctx);
  const rows = await selectRequests(ctx.db)
    .where(
      or(
        eq(maintenanceRequests.tenantId, actor.userId),
        eq(properties.caretakerId, actor.userId),
        eq(properties.landlordId, actor.userId),
        eq(serviceProviders.userId, actor.userId),
      ),
    )
    .orderBy(desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id))
    .limit(100);
  return { requests: rows.map((row) => toMaintenanceRequest(row, actor.userId)) };
}
