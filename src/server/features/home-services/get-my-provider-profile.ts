import type { MyProviderProfile } from '@common/services/service-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { toMyProviderProfile } from './my-provider-profile';

/** GET /api/services/my-profile: 'My Services' of the signed-in provider (service_provider role only). */
export async function getMyProviderProfile(ctx: ServiceContext): Promise<MyProviderProfile> {
  const actor = requirePermission(ctx, 'update:provider-profile:own');
  return toMyProviderProfile(ctx.db, actor.userId);
}
