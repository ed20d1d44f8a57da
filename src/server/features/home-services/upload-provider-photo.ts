import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { uploadedServicePhotoKeyPattern, type MyProviderProfile } from '@common/services/service-contracts';
import { serviceTexts } from '@common/services/service-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { serviceProviders } from '../../db/schema/index';
import type { UploadForm } from '../../http/read-upload-form';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { inspectImageFile } from '../../lib/image-file';
import { storeObjectWithRow } from '../../lib/storage/storage-orphans';
import { findOwnProvider } from './find-own-provider';
import { toMyProviderProfile } from './my-provider-profile';

const v = serviceTexts.validation;

/** Where an uploaded photo's bytes live; the key alone names it, so the public photo route needs no lookup. */
export const uploadedPhotoObjectKey = (photoKey: string) => `service_photos/${photoKey}`;

/**
 * POST /api/services/my-profile/photo: the provider's own photo in place of the drawn one. The bytes decide
 * the type (JPEG or PNG that really decodes), and what is stored is the photo rewritten; the file gets a
 * random name of the server's. The object and the profile's change are stored together (storeObjectWithRow):
 * if the change fails the object is removed again, the photo it replaces is removed only once the change is
 * committed, and a crash leaves neither a profile showing a missing photo nor a photo no profile shows.
 */
export async function uploadProviderPhoto(
  ctx: ServiceContext,
  { readForm }: { readForm: () => Promise<UploadForm> },
): Promise<MyProviderProfile> {
  // Who may upload, and to which profile, is settled before a byte of the body is read.
  const actor = requirePermission(ctx, 'update:provider-profile:own');
  const existing = await findOwnProvider(ctx.db, actor.userId);
  if (!existing) throw new AppError('CONFLICT', serviceTexts.notFound.profileBeforePhoto);
  const file = (await readForm()).file;
  if (!file || file.bytes.length === 0) throw new AppError('BAD_REQUEST', v.photoRequired);
  const image = await inspectImageFile(file.bytes);
  if (!image.ok) {
    throw new AppError(
      'BAD_REQUEST',
      image.reason === 'not-an-image' ? v.photoNotImage : v.photoDoesNotDecode,
    );
  }

  const photoKey = `up-${randomBytes(12).toString('hex')}.${image.extension}`;
  const objectKey = uploadedPhotoObjectKey(photoKey);
  await storeObjectWithRow(
    ctx.db,
    ctx.storage,
    ctx.logger,
    // The rewrite, never the bytes as sent: no metadata (a phone's GPS), nothing hidden after the image.
    {
      key: objectKey,
      body: image.bytes,
      options: { contentType: image.contentType, cacheControl: 'public, max-age=31536000, immutable' },
    },
    async (tx) => {
      const [before] = await tx
        .select({ id: serviceProviders.id, photoKey: serviceProviders.photoKey })
        .from(serviceProviders)
        .where(eq(serviceProviders.userId, actor.userId))
        .for('update');
      if (!before) throw new AppError('CONFLICT', serviceTexts.notFound.profileBeforePhoto);
      await tx
        .update(serviceProviders)
        .set({ photoKey, updatedAt: ctx.now() })
        .where(eq(serviceProviders.id, before.id));
      await recordAuditEvent(tx, {
        actorUserId: actor.userId,
        action: 'service_provider.photo_uploaded',
        subjectType: 'service_provider',
        subjectId: before.id,
        details: { photoKey, contentType: image.contentType, sizeBytes: image.bytes.length },
      });
      // A drawn photo has no object of its own; only an uploaded one is removed.
      const replaced = uploadedServicePhotoKeyPattern.test(before.photoKey) ? [before.photoKey] : [];
      return { result: undefined, release: replaced.map(uploadedPhotoObjectKey) };
    },
  );
  return toMyProviderProfile(ctx.db, actor.userId);
}
