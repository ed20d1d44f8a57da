import { and, eq } from 'drizzle-orm';
import type { FavouriteIds } from '@common/listings/listing-contracts';
import { listingTexts } from '@common/listings/listing-texts';
import { requireActor, type ServiceContext } from '../../context';
import { favourites } from '../../db/schema/index';
import { favouriteIdsOf } from './list-favourites';

/** DELETE /api/favourites/:listingId: forgets it, whatever the listing's state; absent is fine. */
export async function removeFavourite(
  ctx: ServiceContext,
  input: { listingId: string },
): Promise<FavouriteIds> {
  const actor = requireActor(ctx, listingTexts.signIn.favourites);
  return ctx.db.transaction(async (tx) => {
    await tx
      .delete(favourites)
      .where(and(eq(favourites.userId, actor.userId), eq(favourites.listingId, input.listingId)));
    return favouriteIdsOf(tx, actor.userId);
  });
}
