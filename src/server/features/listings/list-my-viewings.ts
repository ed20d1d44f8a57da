import { desc, eq } from 'drizzle-orm';
import type { ViewingRequestList } from '@common/listings/listing-contracts';
import { listingTexts } from '@common/listings/listing-texts';
import { requireActor, type ServiceContext } from '../../context';
import { listings, viewingRequests } from '../../db/schema/index';
import { toViewingRequest, viewingColumns } from './viewing-rows';

const maxListed = 200;

/** GET /api/viewings: the signed-in user's own requests, newest first. */
export async function listMyViewings(ctx: ServiceContext): Promise<ViewingRequestList> {
  const actor = requireActor(ctx, listingTexts.signIn.viewings);
  const rows = await ctx.db
    .select(viewingColumns)
    .from(viewingRequests)
    .innerJoin(listings, eq(listings.id, viewingRequests.listingId))
    .where(eq(viewingRequests.requesterUserId, actor.userId))
    .orderBy(desc(viewingRequests.createdAt), desc(viewingRequests.id))
    .limit(maxListed);
  return { viewings: rows.map(toViewingRequest) };
}
