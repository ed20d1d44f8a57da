import { and, desc, eq, sql } from 'drizzle-orm';
import { listingIdSchema, type ListingDetail } from '@common/listings/listing-contracts';
import type { ServiceContext } from '../../context';
import { listings, locationsTable } from '../../db/schema/index';
import { summaryColumns, toDetail } from './listing-rows';

/** A live listing as GET /api/listings/:id answers it, with its lister (null for imported inventory). */
export async function readLiveListing(
  ctx: ServiceContext,
  id: string,
): Promise<{ listing: ListingDetail; hostUserId: string | null } | null> {
  if (!listingIdSchema.safeParse(id).success) return null;
  const [row] = await ctx.db
    .select({
      ...summaryColumns,
      description: listings.description,
      createdAt: listings.createdAt,
      updatedAt: listings.updatedAt,
      hostUserId: listings.hostUserId,
    })
    .from(listings)
    .innerJoin(locationsTable, eq(locationsTable.id, listings.locationId))
    .where(and(eq(listings.id, id), sql`${listings.status} = 'live'`));
  if (!row) return null;
  const { hostUserId, ...detail } = row;
  return { listing: toDetail(detail), hostUserId };
}

/**
 * A live listing for its page as the server writes it: the link preview's head (Open Graph tags) and the page
 * drawn with it. Unlike GET /api/listings/:id it counts no view: a chat app fetching a pasted link is not a
 * person looking (the browser's own read, once the page shows, counts the person).
 */
export async function describeListingPage(
  ctx: ServiceContext,
  input: { id: string },
): Promise<ListingDetail | null> {
  return (await readLiveListing(ctx, input.id))?.listing ?? null;
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
