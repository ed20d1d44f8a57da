import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { SavedSearchFrequency } from '../../../common/saved-searches/saved-search-contracts';
import type { SearchCriteria } from '../../../common/search/search-criteria';
import type { Intent, PropertyType } from '../../../common/search/search-vocabulary';
import { users } from './identity';
import { listings } from './listings';

/**
 * A person's saved search (features/saved-searches): its text and parsed criteria (kept whole for the chips),
 * and the same criteria as columns one SQL statement can test a new live listing against, where a null bound
 * or an empty list means 'any': intent, property types, inclusive bounds, location ids and the amenity bits
 * (amenityMaskOrder) the listing must all have. `frequency` 'off' keeps the search without alerts.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    queryText: varchar('query_text', { length: 300 }).notNull().default(''),
    criteria: jsonb('criteria').$type<SearchCriteria>().notNull(),
    intent: varchar('intent', { length: 4 }).$type<Intent>(),
    propertyTypes: text('property_types')
      .array()
      .$type<PropertyType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    bedroomsMin: smallint('bedrooms_min'),
    bedroomsMax: smallint('bedrooms_max'),
    bathroomsMin: smallint('bathrooms_min'),
    bathroomsMax: smallint('bathrooms_max'),
    priceMin: bigint('price_min', { mode: 'number' }),
    priceMax: bigint('price_max', { mode: 'number' }),
    locationIds: smallint('location_ids')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    amenityMask: integer('amenity_mask').notNull().default(0),
    frequency: varchar('frequency', { length: 7 }).$type<SavedSearchFrequency>().notNull(),
    /** The secret of the alert's own 'stop alerts' link (no sign-in needed). */
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }).notNull(),
    /** Matches after this are 'new' on the person's card. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A person's searches (the card, the limit per person).
    index('saved_searches_user_idx').on(table.userId, table.createdAt),
    // The unsubscribe link's lookup.
    uniqueIndex('saved_searches_unsubscribe_token_idx').on(table.unsubscribeToken),
    check('saved_searches_frequency_check', sql`${table.frequency} in ('instant', 'daily', 'off')`),
  ],
);

/**
 * Each listing a saved search matched, once (the primary key): a listing that goes live again is never
 * alerted twice for one search. `alertedAt` is null while a daily search's match waits for its digest.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.listingId] }),
    // The daily digest's scan: matches not yet alerted.
    index('saved_search_matches_pending_idx')
      .on(table.savedSearchId)
      .where(sql`${table.alertedAt} is null`),
    // Deleting a listing's matches with it (the foreign key's cascade).
    index('saved_search_matches_listing_idx').on(table.listingId),
  ],
);
