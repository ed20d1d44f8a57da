import { sql } from 'drizzle-orm';
import type { ListingDetail } from '@common/listings/listing-contracts';
import { listingTexts } from '@common/listings/listing-texts';
import type { ServiceContext } from '../../context';
import { nairobiToday } from '@common/rent/rent-cycle';
import { listingViewDays } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { readLiveListing } from './describe-listing-page';

/**
 * GET /api/listings/:id: a live listing with every photo, its description and where it is; 404 otherwise.
 * Each opening by anyone but its lister counts one view for the day (the lister's 'views').
 */
export async function getListing(ctx: ServiceContext, input: { id: string }): Promise<ListingDetail> {
  const found = await readLiveListing(ctx, input.id);
  if (!found) throw new AppError('NOT_FOUND', listingTexts.notFound.listing);
  // Only a lister's listing has anyone to show its views to; imported inventory is not counted.
  if (found.hostUserId !== null && found.hostUserId !== ctx.actor?.userId) {
    await ctx.db
      .insert(listingViewDays)
      .values({ listingId: found.listing.id, day: nairobiToday(ctx.now()) })
      .onConflictDoUpdate({
        target: [listingViewDays.listingId, listingViewDays.day],
        set: { views: sql`${listingViewDays.views} + 1` },
      });
  }
  return found.listing;
}
