import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { findLocation } from '@common/locations/locations';
import {
  uploadedServicePhotoKeyPattern,
  type MyProviderProfile,
  type ProviderProfileData,
} from '@common/services/service-contracts';
import { serviceTexts } from '@common/services/service-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { serviceProviders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { recordStorageOrphan, removeRecordedObject } from '../../lib/storage/storage-orphans';
import { toMyProviderProfile } from './my-provider-profile';
import { servicePhotoKeyFor } from './service-photo-key';
import { uploadedPhotoObjectKey } from './upload-provider-photo';

/**
 * PUT /api/services/my-profile: creates or replaces 'My Services' of the signed-in provider. The base city is
 * the first area's, so the card shows where the provider really is. The photo stays unless a drawn one is
 * chosen (an uploaded photo it replaces is removed once the change is committed); a first profile gets one
 * drawn for its first category.
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
  const replacedPhoto = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ photoKey: serviceProviders.photoKey })
      .from(serviceProviders)
      .where(eq(serviceProviders.userId, actor.userId))
      .for('update');
    const uploaded = input.photoKey ? uploadedServicePhotoKeyPattern.test(input.photoKey) : false;
    // An uploaded photo is named by the server when it is sent; naming another one here would borrow it.
    if (uploaded && input.photoKey !== before?.photoKey) {
      throw new AppError('BAD_REQUEST', serviceTexts.validation.photoNotYours);
    }
    const photoKey =
      input.photoKey ??
      before?.photoKey ??
      servicePhotoKeyFor(input.categories[0]!, randomBytes(6).toString('hex'));
    const [saved] = await tx
      .insert(serviceProviders)
      .values({ ...values, userId: actor.userId, photoKey, createdAt: now })
      .onConflictDoUpdate({ target: serviceProviders.userId, set: { ...values, photoKey } })
      .returning({ id: serviceProviders.id });
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'service_provider.saved',
      subjectType: 'service_provider',
      subjectId: saved!.id,
      details: { categories: input.categories, areas: input.areas },
    });
    const replaced = before && before.photoKey !== photoKey ? before.photoKey : undefined;
    if (!replaced || !uploadedServicePhotoKeyPattern.test(replaced)) return undefined;
    // Recorded with the change, so a crash before the object goes leaves it to the sweep.
    await recordStorageOrphan(tx, uploadedPhotoObjectKey(replaced), 'replaced: no profile shows it any more');
    return uploadedPhotoObjectKey(replaced);
  });
  if (replacedPhoto) await removeRecordedObject(ctx.db, ctx.storage, ctx.logger, replacedPhoto);
  return toMyProviderProfile(ctx.db, actor.userId);
}
