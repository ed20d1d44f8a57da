import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  smallserial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  HostKind,
  ListingCondition,
  ListingStatus,
  ViewingStatus,
} from '../../../common/listings/listing-contracts';
import type { Amenity, Intent, PropertyType } from '../../../common/search/search-vocabulary';
import { users } from './identity';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A 64-bit transaction id (pg_current_xact_id), read as its decimal text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Bit i of `listings.amenity_mask` is amenity i of this list. The generated column below bakes these positions
 * into the table, so the list is append-only: never reorder or remove an entry.
 */
export const amenityMaskOrder: readonly Amenity[] = [
  'parking',
  'pool',
  'gym',
  'borehole',
  'generator',
  'cctv',
  'gated',
  'lift',
  'balcony',
  'garden',
  'dsq',
  'furnished',
  'pets',
  'internet',
  'water_tank',
  'solar',
];

const amenityMaskSql = sql.raw(
  amenityMaskOrder
    .map((amenity, bit) => `(case when '${amenity}' = any(amenities) then ${1 << bit} else 0 end)`)
    .join(' | '),
);

/** The areas ABODE knows, loaded from src/common/locations by the seed (upserted by name). */
export const locationsTable = pgTable(
  'locations',
  {
    /** locations_pkey serves the join from a listing to its area and the foreign key from listings. */
    id: smallserial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    city: varchar('city', { length: 60 }).notNull(),
    tier: varchar('tier', { length: 10 }).notNull(),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [
    // Serves locationIdsOf (features/listings/location-ids.ts), which reads the ids of the asked areas before
    // the search runs: the `name in ($names)` half of its lookup. Unique: the seed upserts by name and uses
    // this index as its conflict target.
    uniqueIndex('locations_name_idx').on(table.name),
    // Serves the other half of locationIdsOf's lookup, `aliases && $names`: an area asked for by a stored
    // nickname ("Westie", "Kili"). GIN, because the test is array overlap, which a btree cannot answer.
    index('locations_aliases_idx').using('gin', table.aliases),
  ],
);

/**
 * Homes to rent or buy. Search reads only `live` rows of one intent, scores them against the criteria in SQL
 * and pages them (src/server/features/listings/search-ranking.ts); the indexes below are chosen for that.
 * Every index also says which query it serves in the database (migration listings_index_comments).
 */
export const listings = pgTable(
  'listings',
  {
    /**
     * listings_pkey serves reading listings by id: a search page's cards (id = any), GET /api/listings/:id, the
     * live check before a favourite or a viewing request, the joins from those, and their foreign keys.
     */
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 140 }).notNull(),
    description: text('description').notNull(),
    /** Street or estate line ("Off Argwings Kodhek Road"): searchable words people type ("near Yaya"). */
    address: varchar('address', { length: 160 }).notNull().default(''),
    intent: varchar('intent', { length: 4 }).$type<Intent>().notNull(),
    propertyType: varchar('property_type', { length: 12 }).$type<PropertyType>().notNull(),
    bedrooms: smallint('bedrooms').notNull(),
    bathrooms: smallint('bathrooms').notNull(),
    sqft: integer('sqft').notNull(),
    /** Whole KES: per month when renting, the total when buying. */
    price: bigint('price', { mode: 'number' }).notNull(),
    locationId: smallint('location_id')
      .notNull()
      .references(() => locationsTable.id),
    amenities: text('amenities')
      .array()
      .$type<Amenity[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The amenities as bits (see amenityMaskOrder), so scoring a row is integer arithmetic, not array search. */
    amenityMask: integer('amenity_mask')
      .notNull()
      .generatedAlwaysAs(sql`${amenityMaskSql}`),
    /** Photo ids; each id fixes its picture (see render-listing-photo.ts). */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    videoUrl: varchar('video_url', { length: 200 }),
    /** For sale only: excellent, very_good or good. */
    condition: varchar('condition', { length: 10 }).$type<ListingCondition>(),
    /** Null for a home listed by its lister through List Property, which no one has rated yet. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    /** The account that listed the home, when it has one; demo agencies have none. */
    hostUserId: uuid('host_user_id').references(() => users.id, { onDelete: 'set null' }),
    hostName: varchar('host_name', { length: 120 }).notNull(),
    hostKind: varchar('host_kind', { length: 8 }).$type<HostKind>().notNull(),
    verified: boolean('verified').notNull().default(false),
    status: varchar('status', { length: 8 }).$type<ListingStatus>().notNull().default('draft'),
    /**
     * When open reports from several people paused the listing (features/listing-reports); cleared when a
     * moderator acts. Dismissing the reports of a listing paused this way puts it back in search.
     */
    autoPausedAt: timestamp('auto_paused_at', { withTimezone: true }),
    /** The moderator's reason when the listing was removed, or its lister suspended, for the host to read. */
    statusReason: varchar('status_reason', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the home was last known to be available: it went live, was edited, resumed or confirmed by its
     * lister. Cards say 'Updated n days ago' from it; a lister's listing unconfirmed for 30 days is asked about
     * by SMS and at 45 days leaves search until confirmed (features/listing-pipeline, listing freshness).
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the freshness job paused it, unconfirmed for 45 days; its lister's confirmation puts it back. */
    stalePausedAt: timestamp('stale_paused_at', { withTimezone: true }),
    /** Text relevance: the name weighs most (A), then the address (B), then the description (C). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', address), 'B') || setweight(to_tsvector('english', description), 'C')`,
      ),
    /**
     * The transaction that last changed what the search's counts test (status, intent, type, rooms, price,
     * place, amenities), set by a trigger (migration 0055); null for rows older than the trigger. Each server's
     * copy of those facts reads only the rows changed since its last read (features/listings,
     * live-listing-directory.ts).
     */
    searchXid: xid8('search_xid'),
  },
  (table) => [
    check('listings_intent_check', sql`${table.intent} in ('rent', 'buy')`),
    check(
      'listings_status_check',
      sql`${table.status} in ('draft', 'pending', 'live', 'let', 'sold', 'paused', 'removed')`,
    ),
    check('listings_host_kind_check', sql`${table.hostKind} in ('agency', 'owner')`),
    check('listings_rating_check', sql`${table.rating} between 3.0 and 5.0`),
    check(
      'listings_condition_check',
      sql`${table.condition} is null or ${table.condition} in ('excellent', 'very_good', 'good')`,
    ),
    // Serves the search (search-ranking.ts). In page order (verified, newest, id) and carrying every column
    // a criterion tests, so that (1) "rows meeting every criterion, in page order" is an index-only scan that
    // stops once the page is full, and (2) scoring every live listing of an intent, when the cheaper stages
    // cannot prove the page, reads this index only, never the wide heap rows.
    // Drizzle has no INCLUDE, so the tested columns follow the unique id as key columns, which orders nothing
    // further and serves the same purpose.
    index('listings_live_order_idx')
      .on(
        table.intent,
        table.verified.desc(),
        table.createdAt.desc(),
        table.id.desc(),
        table.locationId,
        table.propertyType,
        table.bedrooms,
        table.bathrooms,
        table.price,
        table.amenityMask,
      )
      .where(sql`status = 'live'`),
    // Serves the search's location stage: every live listing of one intent in the asked locations, scored
    // from the index alone (it carries the tested columns), and single-location full matches in page order.
    index('listings_live_location_idx')
      .on(
        table.intent,
        table.locationId,
        table.verified.desc(),
        table.createdAt.desc(),
        table.id.desc(),
        table.propertyType,
        table.bedrooms,
        table.bathrooms,
        table.price,
        table.amenityMask,
      )
      .where(sql`status = 'live'`),
    // Serves the search's type stage: every live listing of one intent of the asked types (outside the asked
    // locations), scored from the index alone, and type-led full matches in page order.
    index('listings_live_type_idx')
      .on(
        table.intent,
        table.propertyType,
        table.verified.desc(),
        table.createdAt.desc(),
        table.id.desc(),
        table.locationId,
        table.bedrooms,
        table.bathrooms,
        table.price,
        table.amenityMask,
      )
      .where(sql`status = 'live'`),
    // Serves the search's text relevance (search-ranking.ts): finding the homes whose text mentions any free
    // word, `search_vector @@ (plainto_tsquery('english', $w1) || plainto_tsquery('english', $w2) ...)`, so
    // ts_rank is computed for those homes only.
    index('listings_search_vector_idx').using('gin', table.searchVector),
    // Serves the foreign key from users (deleting an account sets host_user_id to null) and a host's own
    // listings (the dashboard's count, features/dashboards/dashboard-counts.ts).
    index('listings_host_user_id_idx')
      .on(table.hostUserId)
      .where(sql`host_user_id is not null`),
    // Serves each server's read of the listings changed since its copy's last read (search_xid >= $1).
    index('listings_search_xid_idx')
      .on(table.searchXid)
      .where(sql`search_xid is not null`),
  ],
);

/**
 * One row: raised when listings are deleted (or truncated), which the copies' read of changed rows cannot
 * see; a server whose copy has an older epoch reads every listing again (live-listing-directory.ts).
 */
export const listingSearchEpoch = pgTable(
  'listing_search_epoch',
  {
    id: smallint('id').primaryKey().default(1),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('listing_search_epoch_one_row', sql`${table.id} = 1`)],
);

/**
 * How many live listings each intent has: the search's `total`, kept by triggers on listings (see the
 * migration `listing_live_counts`) because counting 50,000+ index entries per search would cost more than
 * the search itself.
 */
export const listingLiveCounts = pgTable(
  'listing_live_counts',
  {
    /** listing_live_counts_pkey serves the search's total (one intent's row) and the triggers keeping it. */
    intent: varchar('intent', { length: 4 }).primaryKey(),
    live: integer('live').notNull().default(0),
  },
  (table) => [check('listing_live_counts_live_check', sql`${table.live} >= 0`)],
);

/** A signed-in user's saved homes. */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The key serves GET /api/favourites (one user's rows), PUT and DELETE of one.
    primaryKey({ name: 'favourites_pkey', columns: [table.userId, table.listingId] }),
    // Serves the cascade when a listing is deleted (favourites.listing_id = $id).
    index('favourites_listing_id_idx').on(table.listingId),
  ],
);

/** 'Schedule Viewing': a request to the listing's host for a day and time. */
export const viewingRequests = pgTable(
  'viewing_requests',
  {
    /** viewing_requests_pkey keeps ids unique; the lists break created_at ties by id; nothing reads one by id yet. */
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    requesterUserId: uuid('requester_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The host when the request was made, so their inbox does not change if the listing changes hands. */
    hostUserId: uuid('host_user_id').references(() => users.id, { onDelete: 'set null' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** requested → confirmed / proposed / declined by the host; cancelled by the requester (viewingTransitions). */
    status: varchar('status', { length: 10 }).$type<ViewingStatus>().notNull().default('requested'),
    /** The other time the host proposed, while the status is 'proposed'. */
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    /** The host's reason when declining. */
    hostNote: varchar('host_note', { length: 300 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'viewing_requests_status_check',
      sql`${table.status} in ('requested', 'confirmed', 'proposed', 'declined', 'cancelled')`,
    ),
    // Serves GET /api/viewings: the requester's own, newest first.
    index('viewing_requests_requester_idx').on(table.requesterUserId, table.createdAt.desc()),
    // Serves GET /api/viewings/hosted: requests for the host's listings, newest first.
    index('viewing_requests_host_idx')
      .on(table.hostUserId, table.createdAt.desc())
      .where(sql`host_user_id is not null`),
    // Serves the cascade when a listing is deleted (viewing_requests.listing_id = $id).
    index('viewing_requests_listing_id_idx').on(table.listingId),
  ],
);
