import { eq } from 'drizzle-orm';
import { editableListingStatuses, type MyListing } from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import type { ServiceContext } from '../../context';
import { listings } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { recordStorageOrphan, removeRecordedObject } from '../../lib/storage/storage-orphans';
import { uploadedListingPhotoObjectKey } from '../listings';
import { isRecordId } from './record-id';
import { lockPipelineListing, readMyListing } from './my-listing-rows';
import { requireLister } from './require-lister';

const t = listingPipelineTexts;

/**
 * PUT /api/my-listings/:id/photos: the photos to keep, in the order they show; the first is the cover. A photo
 * left out is removed: its object is noted for removal in the same transaction and removed once it commits
 * (or by the sweep after a crash). A listing in review or in search keeps at least one photo.
 */
export async function arrangeListingPhotos(
  ctx: ServiceContext,
  { id, photoIds }: { id: string; photoIds: string[] },
): Promise<MyListing> {
  const actor = requireLister(ctx);
  if (!isRecordId(id)) throw new AppError('NOT_FOUND', t.notFound.listing);
  const { listing, removed } = await ctx.db.transaction(async (tx) => {
    const found = await lockPipelineListing(tx, id, { userId: actor.userId });
    if (!(editableListingStatuses as readonly string[]).includes(found.status)) {
      throw new AppError('CONFLICT', t.conflict.notEditable(t.statusLabels[found.status]));
    }
    if (photoIds.some((photoId) => !found.photos.includes(photoId))) {
      throw new AppError('VALIDATION_FAILED', `photoIds: ${t.validation.photoOrderInvalid}`, {
        fields: { photoIds: t.validation.photoOrderInvalid },
      });
    }
    if (photoIds.length === 0 && found.status !== 'draft') {
      throw new AppError('CONFLICT', t.conflict.noPhotos);
    }
    const dropped = found.photos.filter((photoId) => !photoIds.includes(photoId));
    await tx.update(listings).set({ photos: photoIds, updatedAt: ctx.now() }).where(eq(listings.id, id));
    for (const photoId of dropped) {
      await recordStorageOrphan(tx, uploadedListingPhotoObjectKey(photoId), 'removed from its listing');
    }
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'listing.photos_arranged',
      subjectType: 'listing',
      subjectId: id,
      details: { cover: photoIds[0] ?? null, count: photoIds.length, removed: dropped },
    });
    return { listing: await readMyListing(tx, id), removed: dropped };
  });
  for (const photoId of removed) {
    await removeRecordedObject(ctx.db, ctx.storage, ctx.logger, uploadedListingPhotoObjectKey(photoId));
  }
  return listing;
}
