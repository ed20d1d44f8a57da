import { eq } from 'drizzle-orm';
import type { MyListing } from '@common/listings/listing-pipeline-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { listings } from '../../db/schema/index';
import { readMyListings } from './my-listing-rows';

/** GET /api/listing-review: listings waiting for verification, the longest-waiting first. */
export async function listListingReviewQueue(ctx: ServiceContext): Promise<{ listings: MyListing[] }> {
  requirePermission(ctx, 'verify:listing:any');
  return { listings: await readMyListings(ctx.db, eq(listings.status, 'pending'), 'oldest-submitted') };
}
