import type { IncomingServiceRequest } from '@common/services/service-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { moveServiceRequest } from './move-service-request';
import { toIncomingServiceRequest } from './request-rows';

/** POST /api/services/requests/:id/accept: the provider says yes to a waiting request; it moves to 'My Schedule'. */
export async function acceptServiceRequest(
  ctx: ServiceContext,
  input: { id: string },
): Promise<IncomingServiceRequest> {
  const actor = requirePermission(ctx, 'update:service-request:own');
  return toIncomingServiceRequest(await moveServiceRequest(ctx, { actor, id: input.id, action: 'accept' }));
}
