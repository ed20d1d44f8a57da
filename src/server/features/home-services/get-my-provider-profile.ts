import type { MyProviderProfile } from '@common/services/service-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { toProviderDetail } from './get-service-provider';
import { findOwnProvider, isPhoneVerified } from './find-own-provider';
import { providerVerified } from './provider-verified';

/** GET /api/services/my-profile: 'My Services' of the signed-in provider (service_provider role only). */
export async function getMyProviderProfile(ctx: ServiceContext): Promise<MyProviderProfile> {
  const actor = requirePermission(ctx, 'update:provider-profile:own');
  const row = await findOwnProvider(ctx.db, actor.userId);
  return {
    profile: row ? toProviderDetail(row) : null,
    listed: row !== undefined && (await isPhoneVerified(ctx.db, actor.userId)),
    verified: row ? row.verified : await providerVerified(ctx.db, actor.userId),
  };
}
