import { eq } from 'drizzle-orm';
import type { MyListing } from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import type { ServiceContext } from '../../context';
import { listings } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { lockPipelineListing, readMyListing } from './my-listing-rows';
import { isRecordId } from './record-id';
import { requireLister } from './require-lister';

const t = listingPipelineTexts;

/**
 * POST /api/my-listings/:id/confirm-available: the lister says their live home is still available, which
 * restarts its 30 and 45 days (listing freshness) and its cards' 'Updated n days ago'. Only a live listing:
 * a paused one goes back to search by resuming, which confirms it too. Someone else's listing is the same 404
 * as none.
 */
export async function confirmListingAvailable(
  ctx: ServiceContext,
  { id }: { id: string },
): Promise<MyListing> {
  const actor = requireLister(ctx);
  if (!isRecordId(id)) throw new AppError('NOT_FOUND', t.notFound.listing);
  return ctx.db.transaction(async (tx) => {
    const found = await lockPipelineListing(tx, id, { userId: actor.userId });
    if (found.status !== 'live') {
      throw new AppError('CONFLICT', t.freshness.notLive(t.statusLabels[found.status]));
    }
    await tx.update(listings).set({ confirmedAt: ctx.now() }).where(eq(listings.id, id));
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'listing.confirm_available',
      subjectType: 'listing',
      subjectId: id,
      details: {},
    });
    return readMyListing(tx, id);
  });
}
