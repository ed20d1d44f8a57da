import type { ServiceRequest } from '@common/services/service-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { moveServiceRequest } from './move-service-request';
import { toServiceRequest } from './request-rows';

/** POST /api/services/requests/:id/cancel: the customer withdraws a request the provider has not accepted. */
export async function cancelServiceRequest(
  ctx: ServiceContext,
  input: { id: string },
): Promise<ServiceRequest> {
  const actor = requirePermission(ctx, 'cancel:service-request:own');
  return toServiceRequest(await moveServiceRequest(ctx, { actor, id: input.id, action: 'cancel' }));
}
