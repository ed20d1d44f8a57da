import { and, desc, eq, sql } from 'drizzle-orm';
import { listingIdSchema, type ListingDetail } from '@common/listings/listing-contracts';
import type { ServiceContext } from '../../context';
import { listings, locationsTable } from '../../db/schema/index';

/** What a link to a listing shows before its page runs: enough for a preview card, nothing private. */
export type ListingPageFacts = Pick<
  ListingDetail,
  'id' | 'name' | 'intent' | 'propertyType' | 'bedrooms' | 'price' | 'description' | 'verified'
> & { location: { name: string; city: string }; hasPhoto: boolean };

/**
 * A live listing's facts for its link preview (Open Graph tags written into the page by the server). Unlike
 * GET /api/listings/:id it counts no view: a chat app fetching a pasted link is not a person looking.
 */
export async function describeListingPage(
  ctx: ServiceContext,
  input: { id: string },
): Promise<ListingPageFacts | null> {
  if (!listingIdSchema.safeParse(input.id).success) return null;
  const [row] = await ctx.db
    .select({
      id: listings.id,
      name: listings.name,
      intent: listings.intent,
      propertyType: listings.propertyType,
      bedrooms: listings.bedrooms,
      price: listings.price,
      description: listings.description,
      verified: listings.verified,
      photos: listings.photos,
      locationName: locationsTable.name,
      city: locationsTable.city,
    })
    .from(listings)
    .innerJoin(locationsTable, eq(locationsTable.id, listings.locationId))
    .where(and(eq(listings.id, input.id), sql`${listings.status} = 'live'`));
  if (!row) return null;
  const { photos, locationName, city, ...facts } = row;
  return { ...facts, location: { name: locationName, city }, hasPhoto: photos.length > 0 };
}

/** A sitemap holds at most 50,000 addresses; ABODE's live inventory is far below that. */
const sitemapListingLimit = 45_000;

/** Every live listing for the sitemap: its id and when it last changed, newest first. */
export async function listLiveListingPages(ctx: ServiceContext): Promise<{ id: string; updatedAt: Date }[]> {
  return ctx.db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(sql`${listings.status} = 'live'`)
    .orderBy(desc(listings.updatedAt))
    .limit(sitemapListingLimit);
}
