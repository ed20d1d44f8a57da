import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { SavedSearch, SavedSearchMatch } from '@common/saved-searches/saved-search-contracts';
import { savedSearchTexts } from '@common/saved-searches/saved-search-texts';
import type { SearchCriteria } from '@common/search/search-criteria';
import type { Database, Transaction } from '../../db/client';
import {
  amenityMaskOrder,
  listings,
  locationsTable,
  savedSearchMatches,
  savedSearches,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

type Db = Database | Transaction;
type SavedSearchRow = typeof savedSearches.$inferSelect;

/** A fresh unsubscribe secret: 32 random bytes, URL-safe. */
export const newUnsubscribeToken = () => randomBytes(32).toString('base64url');

/**
 * The criteria as the columns the alert's one statement matches a listing against (a null bound or an
 * empty list is 'any'); the free words are for display only and never filter, as in search.
 */
export async function criteriaColumns(tx: Db, criteria: SearchCriteria) {
  const locationIds =
    criteria.locations.length === 0
      ? []
      : (
          await tx
            .select({ id: locationsTable.id })
            .from(locationsTable)
            .where(inArray(locationsTable.name, criteria.locations))
        ).map((row) => row.id);
  const amenityMask = criteria.amenities.reduce((mask, amenity) => {
    const bit = amenityMaskOrder.indexOf(amenity);
    return bit < 0 ? mask : mask | (1 << bit);
  }, 0);
  return {
    criteria,
    intent: criteria.intent,
    propertyTypes: [...criteria.propertyTypes],
    bedroomsMin: criteria.bedrooms.min,
    bedroomsMax: criteria.bedrooms.max,
    bathroomsMin: criteria.bathrooms.min,
    bathroomsMax: criteria.bathrooms.max,
    priceMin: criteria.price.min,
    priceMax: criteria.price.max,
    locationIds,
    amenityMask,
  };
}

/** The person's saved search, locked for a change; another's or none is the same 404. */
export async function lockOwnSavedSearch(
  tx: Transaction,
  userId: string,
  id: string,
): Promise<SavedSearchRow> {
  const [row] = await tx
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', savedSearchTexts.notFound);
  return row;
}

const shownMatches = 5;

/** The person's saved searches, newest first, each with its matches since last seen (the newest five). */
export async function savedSearchesOf(tx: Db, userId: string, onlyId?: string): Promise<SavedSearch[]> {
  const rows = await tx
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), onlyId ? eq(savedSearches.id, onlyId) : undefined))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  if (rows.length === 0) return [];
  const matches = await tx
    .select({
      savedSearchId: savedSearchMatches.savedSearchId,
      listingId: listings.id,
      name: listings.name,
      price: listings.price,
      intent: listings.intent,
      location: locationsTable.name,
      status: listings.status,
      matchedAt: savedSearchMatches.matchedAt,
    })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .innerJoin(listings, eq(listings.id, savedSearchMatches.listingId))
    .innerJoin(locationsTable, eq(locationsTable.id, listings.locationId))
    .where(
      and(
        inArray(
          savedSearchMatches.savedSearchId,
          rows.map((row) => row.id),
        ),
        gt(savedSearchMatches.matchedAt, savedSearches.lastSeenAt),
      ),
    )
    .orderBy(desc(savedSearchMatches.matchedAt), desc(listings.id));
  const bySearch = new Map<string, SavedSearchMatch[]>();
  for (const match of matches) {
    const list = bySearch.get(match.savedSearchId) ?? [];
    list.push({
      listingId: match.listingId,
      name: match.name,
      price: match.price,
      intent: match.intent,
      location: match.location,
      matchedAt: match.matchedAt.toISOString(),
      available: match.status === 'live',
    });
    bySearch.set(match.savedSearchId, list);
  }
  return rows.map((row) => {
    const found = bySearch.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      queryText: row.queryText,
      criteria: row.criteria,
      frequency: row.frequency,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      newMatchCount: found.length,
      newMatches: found.slice(0, shownMatches),
    };
  });
}

/** How many saved searches the person has (the limit's count), read under their lock. */
export async function countSavedSearches(tx: Transaction, userId: string): Promise<number> {
  // One person saving twice at once: the second waits for the first, so the limit holds.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saved-searches:' || ${userId}))`);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.count ?? 0;
}
