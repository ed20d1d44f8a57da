import { desc, eq } from 'drizzle-orm';
import type { FavouriteListings } from '@common/listings/listing-contracts';
import { listingTexts } from '@common/listings/listing-texts';
import { requireActor, type ServiceContext } from '../../context';
import { favourites, listings, locationsTable } from '../../db/schema/index';

/** At most this many on the dashboard; favouriting is one tap, so a list can grow long. */
const favouriteListingsMax = 50;

/** GET /api/favourites/listings: the signed-in user's saved homes, newest saved first. */
export async function listFavouriteListings(ctx: ServiceContext): Promise<FavouriteListings> {
  const actor = requireActor(ctx, listingTexts.signIn.favourites);
  const rows = await ctx.db
    .select({
      id: listings.id,
      name: listings.name,
      intent: listings.intent,
      propertyType: listings.propertyType,
      bedrooms: listings.bedrooms,
      price: listings.price,
      locationName: locationsTable.name,
      city: locationsTable.city,
      status: listings.status,
    })
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .innerJoin(locationsTable, eq(locationsTable.id, listings.locationId))
    .where(eq(favourites.userId, actor.userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.listingId))
    .limit(favouriteListingsMax);
  return {
    listings: rows.map(({ locationName, city, status, ...row }) => ({
      ...row,
      location: { name: locationName, city },
      available: status === 'live',
    })),
  };
}
