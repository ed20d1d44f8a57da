import { sql } from 'drizzle-orm';
import { unsubscribePagePath } from '@common/saved-searches/saved-search-contracts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import type { AppConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { listings, locationsTable, savedSearchMatches, savedSearches } from '../../db/schema/index';
import { enqueueJob } from '../../lib/jobs/index';
import { enqueueEventSmsBatch, notifyUsers, type NotificationInput } from '../notifications';

export const matchListingJob = 'saved-searches.match-listing';

/**
 * Go Live's part in alerts: in the transaction that made the listing live, queues the job that matches it
 * against every saved search (so the approval never waits for thousands of alerts, and the job exists
 * exactly when the listing went live). Going live again queues it again; each search hears of a listing once.
 */
export async function queueSavedSearchAlerts(
  tx: Database | Transaction,
  input: { listingId: string; at: Date },
): Promise<void> {
  await enqueueJob(tx, {
    name: matchListingJob,
    payload: { listingId: input.listingId },
    singletonKey: `saved-searches:match:${input.listingId}:${input.at.toISOString()}`,
  });
}

/** Where links in an SMS point: PUBLIC_URL, or the local server. */
export const siteOrigin = (config: AppConfig) =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');

const listingPath = (id: string) => `/listings/${id}`;

/** postgres-js answers raw rows as an array, PGlite as `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

interface InstantMatch {
  saved_search_id: string;
  frequency: string;
  user_id: string;
  name: string;
  unsubscribe_token: string;
}

interface MatchedListing {
  id: string;
  name: string;
  price: number | string;
  intent: 'rent' | 'buy';
  place: string;
}

/**
 * The job: one statement finds every saved search the live listing meets in full (a null bound or an empty
 * list is 'any'; every amenity asked must be there) and records each (search, listing) once — a listing
 * that goes live again adds nothing. The instant searches among the new ones are alerted at once, in the app
 * and by SMS (held to 07:00 in quiet hours), with the listing's link and the search's stop link; daily ones
 * wait for the digest. Returns how many searches matched anew and how many were alerted.
 */
export async function matchListingToSavedSearches(
  deps: { db: Database; config: AppConfig },
  input: { listingId: string; at: Date },
): Promise<{ matched: number; alerted: number }> {
  return deps.db.transaction(async (tx) => {
    const found = await tx.execute(sql`
      select l.id, l.name, l.price, l.intent, loc.name as place
      from ${listings} l join ${locationsTable} loc on loc.id = l.location_id
      where l.id = ${input.listingId} and l.status = 'live'`);
    const listing = rowsOf<MatchedListing>(found)[0];
    if (!listing) return { matched: 0, alerted: 0 };
    const at = input.at.toISOString();
    const added = await tx.execute(sql`
      with listing as (
        select id, intent, property_type, bedrooms, bathrooms, price, location_id, amenity_mask
        from ${listings} where id = ${listing.id}
      ), added as (
        insert into ${savedSearchMatches} (saved_search_id, listing_id, matched_at, alerted_at)
        select s.id, l.id, ${at}::timestamptz, case when s.frequency = 'daily' then null else ${at}::timestamptz end
        from listing l join ${savedSearches} s on
          (s.intent is null or s.intent = l.intent)
          and (cardinality(s.property_types) = 0 or l.property_type = any(s.property_types))
          and (s.bedrooms_min is null or l.bedrooms >= s.bedrooms_min)
          and (s.bedrooms_max is null or l.bedrooms <= s.bedrooms_max)
          and (s.bathrooms_min is null or l.bathrooms >= s.bathrooms_min)
          and (s.bathrooms_max is null or l.bathrooms <= s.bathrooms_max)
          and (s.price_min is null or l.price >= s.price_min)
          and (s.price_max is null or l.price <= s.price_max)
          and (cardinality(s.location_ids) = 0 or l.location_id = any(s.location_ids))
          and (l.amenity_mask & s.amenity_mask) = s.amenity_mask
        on conflict do nothing
        returning saved_search_id
      )
      select s.id as saved_search_id, s.user_id, s.name, s.unsubscribe_token, s.frequency
      from added a join ${savedSearches} s on s.id = a.saved_search_id`);
    const matched = rowsOf<InstantMatch>(added);
    const instant = matched.filter((row) => row.frequency === 'instant');
    const origin = siteOrigin(deps.config);
    const link = listingPath(listing.id);
    const home = {
      listing: listing.name,
      price: Number(listing.price),
      intent: listing.intent,
      place: listing.place,
    };
    const notices: NotificationInput[] = instant.map((row) => ({
      userId: row.user_id,
      kind: 'saved-search',
      ...eventInBothLanguages((e) => e.savedSearchAlert({ ...home, search: row.name, links: null })),
      link,
      dedupeKey: `saved-search:${row.saved_search_id}:${listing.id}`,
    }));
    for (let start = 0; start < notices.length; start += 2000) {
      await notifyUsers(tx, notices.slice(start, start + 2000));
    }
    await enqueueEventSmsBatch(
      tx,
      instant.map((row) => {
        const match = {
          search: row.name,
          listing: listing.name,
          price: Number(listing.price),
          intent: listing.intent,
          place: listing.place,
          links: { view: origin + link, stop: origin + unsubscribePagePath(row.unsubscribe_token) },
        };
        return {
          userId: row.user_id,
          kind: 'saved-search' as const,
          ...eventInBothLanguages((e) => e.savedSearchAlert(match)),
          dedupeKey: `saved-search:${row.saved_search_id}:${listing.id}`,
          at: input.at,
        };
      }),
    );
    return { matched: matched.length, alerted: instant.length };
  });
}
