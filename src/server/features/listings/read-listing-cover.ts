import { buffer } from 'node:stream/consumers';
import { and, eq, sql } from 'drizzle-orm';
import { listingIdSchema } from '@common/listings/listing-contracts';
import { uploadedListingPhotoIdPattern } from '@common/listings/listing-pipeline-contracts';
import type { ServiceContext } from '../../context';
import { listings } from '../../db/schema/index';
import { uploadedListingPhotoObjectKey } from './get-uploaded-listing-photo';
import { parsePhotoId } from './listing-photo-id';
import { renderListingPhoto } from './render-listing-photo';

/**
 * A live listing's cover photo as an image file (the uploaded JPEG or PNG, or the drawn SVG at its widest),
 * for the link preview's picture; null when the listing is not live or has no photo.
 */
export async function readListingCover(ctx: ServiceContext, input: { id: string }): Promise<Buffer | null> {
  if (!listingIdSchema.safeParse(input.id).success) return null;
  const [row] = await ctx.db
    .select({ photos: listings.photos })
    .from(listings)
    .where(and(eq(listings.id, input.id), sql`${listings.status} = 'live'`));
  const cover = row?.photos[0];
  if (!cover) return null;
  if (uploadedListingPhotoIdPattern.test(cover)) {
    const stored = await ctx.storage.get(uploadedListingPhotoObjectKey(cover));
    return stored ? buffer(stored.body) : null;
  }
  return parsePhotoId(cover) ? Buffer.from(renderListingPhoto(cover, 1600)) : null;
}
