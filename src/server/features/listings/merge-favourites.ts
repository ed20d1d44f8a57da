import { and, inArray, sql } from 'drizzle-orm';
import {
  listingIdSchema,
  type FavouriteIds,
  type MergeFavouritesInput,
} from '@common/listings/listing-contracts';
import { listingTexts } from '@common/listings/listing-texts';
import { requireActor, type ServiceContext } from '../../context';
import { favourites, listings } from '../../db/schema/index';
import { favouriteIdsOf } from './list-favourites';

/**
 * POST /api/favourites/merge: on sign-in the browser hands over the hearts it kept while signed out; the
 * account keeps the union. Ids that are malformed, unknown or no longer live are dropped, not refused: the
 * browser's list may be old.
 */
export async function mergeFavourites(
  ctx: ServiceContext,
  input: MergeFavouritesInput,
): Promise<FavouriteIds> {
  const actor = requireActor(ctx, listingTexts.signIn.favourites);
  const candidates = [...new Set(input.listingIds)].filter((id) => listingIdSchema.safeParse(id).success);
  return ctx.db.transaction(async (tx) => {
    if (candidates.length > 0) {
      const live = await tx
        .select({ id: listings.id })
        .from(listings)
        .where(and(inArray(listings.id, candidates), sql`${listings.status} = 'live'`));
      if (live.length > 0) {
        const now = ctx.now();
        await tx
          .insert(favourites)
          .values(live.map((row) => ({ userId: actor.userId, listingId: row.id, createdAt: now })))
          .onConflictDoNothing();
      }
    }
    return favouriteIdsOf(tx, actor.userId);
  });
}
