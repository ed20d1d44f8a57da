import { eq } from 'drizzle-orm';
import type { MyListing } from '@common/listings/listing-pipeline-contracts';
import type { ServiceContext } from '../../context';
import { listings } from '../../db/schema/index';
import { readMyListings } from './my-listing-rows';
import { requireLister } from './require-lister';

/** GET /api/my-listings: the lister's own listings, newest first, each with its status and review note. */
export async function listMyListings(ctx: ServiceContext): Promise<{ listings: MyListing[] }> {
  const actor = requireLister(ctx);
  return { listings: await readMyListings(ctx.db, eq(listings.hostUserId, actor.userId), 'newest') };
}
