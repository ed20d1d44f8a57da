import type { IncomingServiceRequest } from '@common/services/service-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { moveServiceRequest } from './move-service-request';
import { toIncomingServiceRequest } from './request-rows';

/** POST /api/services/requests/:id/decline: the provider turns down a waiting request; it moves to 'Job History'. */
export async function declineServiceRequest(
  ctx: ServiceContext,
  input: { id: string },
): Promise<IncomingServiceRequest> {
  const actor = requirePermission(ctx, 'update:service-request:own');
  return toIncomingServiceRequest(await moveServiceRequest(ctx, { actor, id: input.id, action: 'decline' }));
}
