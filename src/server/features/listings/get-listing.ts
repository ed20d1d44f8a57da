import { and, eq, sql } from 'drizzle-orm';
import { listingIdSchema, type ListingDetail } from '@common/listings/listing-contracts';
import { listingTexts } from '@common/listings/listing-texts';
import type { ServiceContext } from '../../context';
import { nairobiToday } from '@common/rent/rent-cycle';
import { listingViewDays, listings, locationsTable } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { summaryColumns, toDetail } from './listing-rows';

/**
 * GET /api/listings/:id: a live listing with every photo, its description and where it is; 404 otherwise.
 * Each opening by anyone but its lister counts one view for the day (the lister's 'views').
 */
export async function getListing(ctx: ServiceContext, input: { id: string }): Promise<ListingDetail> {
  if (!listingIdSchema.safeParse(input.id).success)
    throw new AppError('NOT_FOUND', listingTexts.notFound.listing);
  const [row] = await ctx.db
    .select({
      ...summaryColumns,
      description: listings.description,
      createdAt: listings.createdAt,
      updatedAt: listings.updatedAt,
      hostUserId: listings.hostUserId,
    })
    .from(listings)
    .innerJoin(locationsTable, eq(locationsTable.id, listings.locationId))
    .where(and(eq(listings.id, input.id), sql`${listings.status} = 'live'`));
  if (!row) throw new AppError('NOT_FOUND', listingTexts.notFound.listing);
  // Only a lister's listing has anyone to show its views to; imported inventory is not counted.
  if (row.hostUserId !== null && row.hostUserId !== ctx.actor?.userId) {
    await ctx.db
      .insert(listingViewDays)
      .values({ listingId: row.id, day: nairobiToday(ctx.now()) })
      .onConflictDoUpdate({
        target: [listingViewDays.listingId, listingViewDays.day],
        set: { views: sql`${listingViewDays.views} + 1` },
      });
  }
  const { hostUserId: _host, ...detail } = row;
  return toDetail(detail);
}
