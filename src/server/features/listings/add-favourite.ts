import type { FavouriteIds } from '@common/listings/listing-contracts';
import { listingTexts } from '@common/listings/listing-texts';
import { requireActor, type ServiceContext } from '../../context';
import { favourites } from '../../db/schema/index';
import { findLiveListing } from './find-live-listing';
import { favouriteIdsOf } from './list-favourites';

/** PUT /api/favourites/:listingId: saves a live listing (again is fine) and answers the whole list. */
export async function addFavourite(ctx: ServiceContext, input: { listingId: string }): Promise<FavouriteIds> {
  const actor = requireActor(ctx, listingTexts.signIn.favourites);
  return ctx.db.transaction(async (tx) => {
    await findLiveListing(tx, input.listingId);
    await tx
      .insert(favourites)
      .values({ userId: actor.userId, listingId: input.listingId, createdAt: ctx.now() })
      .onConflictDoNothing();
    return favouriteIdsOf(tx, actor.userId);
  });
}
