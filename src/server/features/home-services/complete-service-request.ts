import type { IncomingServiceRequest } from '@common/services/service-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { moveServiceRequest } from './move-service-request';
import { toIncomingServiceRequest } from './request-rows';

/** POST /api/services/requests/:id/complete: the provider marks an accepted job done; the customer may then review it. */
export async function completeServiceRequest(
  ctx: ServiceContext,
  input: { id: string },
): Promise<IncomingServiceRequest> {
  const actor = requirePermission(ctx, 'update:service-request:own');
  return toIncomingServiceRequest(await moveServiceRequest(ctx, { actor, id: input.id, action: 'complete' }));
}
