import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { listingTexts } from '@common/listings/listing-texts';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { renderPhotoVariant, type PhotoFormat } from '../../lib/photo-variant';

/** Where a photo a lister uploaded lives; the id alone names it, so the public photo route needs no lookup. */
export const uploadedListingPhotoObjectKey = (photoId: string) => `listing_photos/${photoId}`;

export type UploadedListingPhoto =
  | { kind: 'stream'; body: Readable; contentType: string; size: number }
  | { kind: 'bytes'; body: Buffer; contentType: string };

/**
 * GET /api/listing-photos/up-…: a photo a lister uploaded, public like the drawn ones. At a width the page
 * asks for (srcset) it is resized and, where the browser shows it, WebP; without one it is the stored photo.
 */
export async function getUploadedListingPhoto(
  ctx: ServiceContext,
  input: { photoId: string; width: number | undefined; format: PhotoFormat },
): Promise<UploadedListingPhoto> {
  const stored = await ctx.storage.get(uploadedListingPhotoObjectKey(input.photoId));
  if (!stored) throw new AppError('NOT_FOUND', listingTexts.notFound.photo);
  if (input.width === undefined) return { kind: 'stream', ...stored };
  const variant = await renderPhotoVariant(await buffer(stored.body), {
    width: input.width,
    format: input.format,
  });
  return { kind: 'bytes', body: variant, contentType: `image/${input.format}` };
}
