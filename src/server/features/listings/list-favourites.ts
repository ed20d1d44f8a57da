import { desc, eq } from 'drizzle-orm';
import type { FavouriteIds } from '@common/listings/listing-contracts';
import { listingTexts } from '@common/listings/listing-texts';
import { requireActor, type ServiceContext } from '../../context';
import type { Database, Transaction } from '../../db/client';
import { favourites } from '../../db/schema/index';

/** The user's favourites, newest first. */
export async function favouriteIdsOf(db: Database | Transaction, userId: string): Promise<FavouriteIds> {
  const rows = await db
    .select({ listingId: favourites.listingId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.listingId));
  return { listingIds: rows.map((row) => row.listingId) };
}

/** GET /api/favourites. */
export async function listFavourites(ctx: ServiceContext): Promise<FavouriteIds> {
  const actor = requireActor(ctx, listingTexts.signIn.favourites);
  return favouriteIdsOf(ctx.db, actor.userId);
}
