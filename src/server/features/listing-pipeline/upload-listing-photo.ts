import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  editableListingStatuses,
  maxListingPhotos,
  type MyListing,
} from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import type { ServiceContext } from '../../context';
import { listings } from '../../db/schema/index';
import type { UploadForm } from '../../http/read-upload-form';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { inspectImageFile } from '../../lib/image-file';
import { storeObjectWithRow } from '../../lib/storage/storage-orphans';
import { uploadedListingPhotoObjectKey } from '../listings';
import { isRecordId } from './record-id';
import { lockPipelineListing, readMyListing } from './my-listing-rows';
import { requireLister } from './require-lister';

const t = listingPipelineTexts;

/** The listing a form names, or a 400 naming the field (the form is not JSON, so the contract cannot). */
export function formListingId(form: UploadForm): string {
  const id = form.fields.listingId;
  if (!id || !isRecordId(id)) {
    throw new AppError('VALIDATION_FAILED', `listingId: ${t.validation.listingIdInvalid}`, {
      fields: { listingId: t.validation.listingIdInvalid },
    });
  }
  return id;
}

/**
 * POST /api/my-listings/photos (multipart: listingId, file): one more photo of the lister's listing, at most
 * 20. The bytes decide the type (a JPEG or PNG that really decodes); what is stored is the photo rewritten
 * upright, at most 2560 px, without metadata (a phone's GPS), under a random id the public photo route serves
 * at the page's widths. The object and the listing's change are stored together (storeObjectWithRow).
 */
export async function uploadListingPhoto(
  ctx: ServiceContext,
  { readForm }: { readForm: () => Promise<UploadForm> },
): Promise<MyListing> {
  // Who may upload is settled before a byte of the body is read.
  const actor = requireLister(ctx);
  const form = await readForm();
  const id = formListingId(form);
  const file = form.file;
  if (!file || file.bytes.length === 0) throw new AppError('BAD_REQUEST', t.validation.photoRequired);
  const image = await inspectImageFile(file.bytes);
  if (!image.ok) {
    throw new AppError(
      'BAD_REQUEST',
      image.reason === 'not-an-image' ? t.validation.photoNotImage : t.validation.photoDoesNotDecode,
    );
  }
  const photoId = `up-${randomBytes(12).toString('hex')}.${image.extension}`;
  return storeObjectWithRow(
    ctx.db,
    ctx.storage,
    ctx.logger,
    {
      key: uploadedListingPhotoObjectKey(photoId),
      body: image.bytes,
      options: { contentType: image.contentType, cacheControl: 'public, max-age=31536000, immutable' },
    },
    async (tx) => {
      const found = await lockPipelineListing(tx, id, { userId: actor.userId });
      if (!(editableListingStatuses as readonly string[]).includes(found.status)) {
        throw new AppError('CONFLICT', t.conflict.notEditable(t.statusLabels[found.status]));
      }
      if (found.photos.length >= maxListingPhotos) {
        throw new AppError('CONFLICT', t.conflict.tooManyPhotos(maxListingPhotos), {
          reason: 'listing_photos_max',
          params: { max: maxListingPhotos },
        });
      }
      await tx
        .update(listings)
        .set({ photos: sql`array_append(${listings.photos}, ${photoId})`, updatedAt: ctx.now() })
        .where(eq(listings.id, id));
      await recordAuditEvent(tx, {
        actorUserId: actor.userId,
        action: 'listing.photo_uploaded',
        subjectType: 'listing',
        subjectId: id,
        details: { photoId, contentType: image.contentType, sizeBytes: image.bytes.length },
      });
      return { result: await readMyListing(tx, id) };
    },
  );
}
