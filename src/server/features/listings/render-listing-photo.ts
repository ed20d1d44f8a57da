import { listingPhotoAspect, type ListingPhotoWidth } from '@common/listings/listing-contracts';
import { listingTexts } from '@common/listings/listing-texts';
import { AppError } from '../../lib/app-error';
import { drawScene } from './demo/photo-scenes';
import { createSeededRandom, mixSeed } from '../../lib/seeded-random';
import { parsePhotoId } from './listing-photo-id';

/**
 * A listing photo as SVG at the asked width. The picture depends only on the id (see listing-photo-id.ts),
 * so the route may cache it for a year; the width only scales the drawing.
 */
export function renderListingPhoto(photoId: string, width: ListingPhotoWidth): string {
  const spec = parsePhotoId(photoId);
  if (!spec) throw new AppError('NOT_FOUND', listingTexts.notFound.photo);
  const random = createSeededRandom(
    mixSeed(parseInt(spec.seed.slice(0, 6), 16), parseInt(spec.seed.slice(6), 16)),
  );
  const height = Math.round((width * listingPhotoAspect.height) / listingPhotoAspect.width);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">` +
    `${drawScene(spec.room, spec.style, random)}</svg>`
  );
}
