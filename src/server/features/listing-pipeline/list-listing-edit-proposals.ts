import { eq, sql } from 'drizzle-orm';
import type { ListingEditProposal } from '@common/listings/professional-listing-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { listings } from '../../db/schema/index';
import { readOpenProposals } from './listing-edit-proposal-rows';
import { requireLister } from './require-lister';

/** GET /api/my-listings/proposals: the open Professional Listing proposals of the lister's own listings. */
export async function listMyListingEditProposals(
  ctx: ServiceContext,
): Promise<{ proposals: ListingEditProposal[] }> {
  const actor = requireLister(ctx);
  return { proposals: await readOpenProposals(ctx.db, eq(listings.hostUserId, actor.userId)) };
}

/** GET /api/listing-review/proposals: every open proposal, for the reviewer (which listings await an answer). */
export async function listReviewListingEditProposals(
  ctx: ServiceContext,
): Promise<{ proposals: ListingEditProposal[] }> {
  requirePermission(ctx, 'verify:listing:any');
  return { proposals: await readOpenProposals(ctx.db, sql`true`) };
}
