import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { findLocation } from '@common/locations/locations';
import type { MyProviderProfile, ProviderProfileData } from '@common/services/service-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { serviceProviders } from '../../db/schema/index';
import { recordAuditEvent } from '../../lib/audit-log';
import { findOwnProvider, isPhoneVerified } from './find-own-provider';
import { toProviderDetail } from './get-service-provider';
import { servicePhotoKeyFor } from './service-photo-key';

/**
 * PUT /api/services/my-profile: creates or replaces 'My Services' of the signed-in provider. The base city is
 * the first area's, so the card shows where the provider really is. The photo stays unless a new one is
 * chosen; a first profile gets one drawn for its first category.
 */
export async function saveMyProviderProfile(
  ctx: ServiceContext,
  input: ProviderProfileData,
): Promise<MyProviderProfile> {
  const actor = requirePermission(ctx, 'update:provider-profile:own');
  const city = findLocation(input.areas[0]!)?.city ?? 'Nairobi';
  const now = ctx.now();
  const values = {
    businessName: input.businessName,
    categories: input.categories,
    areas: input.areas,
    city,
    priceFrom: input.priceFrom,
    availability: input.availability,
    description: input.description,
    updatedAt: now,
  };
  const row = await ctx.db.transaction(async (tx) => {
    const photoKey =
      input.photoKey ?? servicePhotoKeyFor(input.categories[0]!, randomBytes(6).toString('hex'));
    const [saved] = await tx
      .insert(serviceProviders)
      .values({ ...values, userId: actor.userId, photoKey, createdAt: now })
      .onConflictDoUpdate({
        target: serviceProviders.userId,
        set: { ...values, photoKey: input.photoKey ? photoKey : sql`${serviceProviders.photoKey}` },
      })
      .returning({ id: serviceProviders.id });
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'service_provider.saved',
      subjectType: 'service_provider',
      subjectId: saved!.id,
      details: { categories: input.categories, areas: input.areas },
    });
    return findOwnProvider(tx, actor.userId);
  });
  return {
    profile: row ? toProviderDetail(row) : null,
    listed: row !== undefined && (await isPhoneVerified(ctx.db, actor.userId)),
    verified: row?.verified ?? false,
  };
}
