import { and, count, eq, ne } from 'drizzle-orm';
import type { HostingSummary } from '@common/listings/listing-contracts';
import { listingTexts } from '@common/listings/listing-texts';
import { requireActor, type ServiceContext } from '../../context';
import { listings, viewingRequests } from '../../db/schema/index';

/** GET /api/hosting/summary: the signed-in user's listings (drafts left out) and the viewings asked of them. */
export async function getHostingSummary(ctx: ServiceContext): Promise<HostingSummary> {
  const actor = requireActor(ctx, listingTexts.signIn.viewings);
  const [[listed], [asked]] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(listings)
      .where(and(eq(listings.hostUserId, actor.userId), ne(listings.status, 'draft'))),
    ctx.db.select({ n: count() }).from(viewingRequests).where(eq(viewingRequests.hostUserId, actor.userId)),
  ]);
  return { listed: Number(listed?.n ?? 0), viewingRequests: Number(asked?.n ?? 0) };
}
