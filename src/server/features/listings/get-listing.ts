import { and, eq, sql } from 'drizzle-orm';
import { listingIdSchema, type ListingDetail } from '@common/listings/listing-contracts';
import { listingTexts } from '@common/listings/listing-texts';
import type { ServiceContext } from '../../context';
import { listings, locationsTable } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { summaryColumns, toDetail } from './listing-rows';

/** GET /api/listings/:id: a live listing with every photo, its description and where it is; 404 otherwise. */
export async function getListing(ctx: ServiceContext, input: { id: string }): Promise<ListingDetail> {
  if (!listingIdSchema.safeParse(input.id).success)
    throw new AppError('NOT_FOUND', listingTexts.notFound.listing);
  const [row] = await ctx.db
    .select({
      ...summaryColumns,
      description: listings.description,
      createdAt: listings.createdAt,
      updatedAt: listings.updatedAt,
    })
    .from(listings)
    .innerJoin(locationsTable, eq(locationsTable.id, listings.locationId))
    .where(and(eq(listings.id, input.id), sql`${listings.status} = 'live'`));
  if (!row) throw new AppError('NOT_FOUND', listingTexts.notFound.listing);
  return toDetail(row);
}
