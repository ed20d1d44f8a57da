import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { serviceTexts } from '@common/services/service-texts';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { renderPhotoVariant, type PhotoFormat } from '../../lib/photo-variant';
import { uploadedPhotoObjectKey } from './upload-provider-photo';

export type ProviderPhotoFile =
  | { kind: 'stream'; body: Readable; contentType: string; size: number }
  | { kind: 'bytes'; body: Buffer; contentType: string };

/**
 * GET /api/services/photos/up-…: a provider's uploaded photo, public. At a width a page asks for (srcset) it is
 * resized and, where the browser shows it, WebP; without one it is the stored photo itself.
 */
export async function getUploadedProviderPhoto(
  ctx: ServiceContext,
  input: { photoKey: string; width: number | undefined; format: PhotoFormat },
): Promise<ProviderPhotoFile> {
  const stored = await ctx.storage.get(uploadedPhotoObjectKey(input.photoKey));
  if (!stored) throw new AppError('NOT_FOUND', serviceTexts.notFound.photo);
  if (input.width === undefined) return { kind: 'stream', ...stored };
  const variant = await renderPhotoVariant(await buffer(stored.body), {
    width: input.width,
    format: input.format,
  });
  return { kind: 'bytes', body: variant, contentType: `image/${input.format}` };
}
