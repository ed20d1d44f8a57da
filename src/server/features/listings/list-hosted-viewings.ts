import { desc, eq } from 'drizzle-orm';
import type { HostedViewingRequestList } from '@common/listings/listing-contracts';
import { listingTexts } from '@common/listings/listing-texts';
import { requireActor, type ServiceContext } from '../../context';
import { listings, users, viewingRequests } from '../../db/schema/index';
import { toViewingRequest, viewingColumns } from './viewing-rows';

const maxListed = 200;

/** GET /api/viewings/hosted: requests made for the signed-in host's listings, newest first. */
export async function listHostedViewings(ctx: ServiceContext): Promise<HostedViewingRequestList> {
  const actor = requireActor(ctx, listingTexts.signIn.viewings);
  const rows = await ctx.db
    .select({ ...viewingColumns, requesterId: viewingRequests.requesterUserId, requesterName: users.name })
    .from(viewingRequests)
    .innerJoin(listings, eq(listings.id, viewingRequests.listingId))
    .leftJoin(users, eq(users.id, viewingRequests.requesterUserId))
    .where(eq(viewingRequests.hostUserId, actor.userId))
    .orderBy(desc(viewingRequests.createdAt), desc(viewingRequests.id))
    .limit(maxListed);
  return {
    viewings: rows.map((row) => ({
      ...toViewingRequest(row),
      requesterId: row.requesterId,
      requesterName: row.requesterName,
    })),
  };
}
