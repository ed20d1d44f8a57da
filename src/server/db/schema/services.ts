import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ServiceRequestStatus } from '../../../common/services/service-contracts';
import type { Availability } from '../../../common/services/service-availability';
import type { ServiceCategory } from '../../../common/services/service-categories';
import { users } from './identity';
import { properties } from './tenancy';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Bit i of `service_providers.category_mask` is category i of this list, and bit i of `area_mask` is area i of
 * the next: the generated columns below bake these positions into the table, so both lists are append-only
 * (never reorder or remove an entry; a new entry needs a migration). An area not in the list has no bit: the
 * search tests it on the `areas` array instead (provider-masks.ts).
 */
export const serviceCategoryMaskOrder: readonly ServiceCategory[] = [
  'cleaning',
  'plumbing',
  'electrical',
  'carpentry',
  'painting',
  'gardening',
  'delivery',
];

export const serviceAreaMaskOrder: readonly string[] = [
  'Westlands',
  'Kilimani',
  'Kileleshwa',
  'Lavington',
  'Karen',
  'Gigiri',
  'Runda',
  'Muthaiga',
  'Parklands',
  'Riverside',
  'Upper Hill',
  'Spring Valley',
  'Loresho',
  'Kitisuru',
  "Lang'ata",
  'South B',
  'South C',
  'Nairobi West',
  'Imara Daima',
  'Buruburu',
  'Donholm',
  'Ruaka',
  'Roysambu',
  'Kasarani',
  'Syokimau',
  'Umoja',
  'Kayole',
  'Utawala',
  'Githurai',
  'Zimmerman',
  'Kahawa',
  'Ruiru',
  'Juja',
  'Thika',
  'Kinoo',
  'Kikuyu',
  'Rongai',
  'Ngong',
  'Kitengela',
  'Athi River',
  'Nyali',
  'Bamburi',
  'Milimani (Kisumu)',
  'Milimani (Nakuru)',
  'Nairobi CBD',
];

/** `(case when 'x' = any(column) then bit else 0 end) | ...` over a mask order, as SQL text. */
const maskSql = (column: string, order: readonly string[], type: 'int4' | 'int8') =>
  sql.raw(
    order
      .map(
        (value, bit) =>
          `(case when '${value.replaceAll("'", "''")}' = any(${column}) then ${String(2 ** bit)}::${type} else 0::${type} end)`,
      )
      .join(' | '),
  );

/**
 * A service provider's profile ('My Services'): one per account holding the service_provider role. It is
 * listed in search while its owner's phone is verified (profiles.phone_verified_at).
 */
export const serviceProviders = pgTable(
  'service_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: varchar('business_name', { length: 80 }).notNull(),
    categories: text('categories').array().notNull().$type<ServiceCategory[]>(),
    /** Canonical location names (src/common/locations); the first is the base shown on the card. */
    areas: text('areas').array().notNull().$type<string[]>(),
    /** The city of the first area, kept so the card and ranking need no lookup. */
    city: varchar('city', { length: 80 }).notNull(),
    /** Whole KES. */
    priceFrom: integer('price_from').notNull(),
    availability: jsonb('availability').notNull().$type<Availability>(),
    description: text('description').notNull(),
    /**
     * A generated photo's key (servicePhotoKeyPattern), the picture drawn from it, or an uploaded photo's
     * (uploadedServicePhotoKeyPattern), its bytes in file storage under service_photos/.
     */
    photoKey: varchar('photo_key', { length: 40 }).notNull(),
    /**
     * How many reviews the provider has and the sum of their stars, kept in the same transaction as each
     * review is written, so a search can order 10,000 providers by rating without aggregating every review.
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /**
     * Listed in search: the owner's phone is verified and they hold the service_provider role. Verified: the
     * owner's three required KYC documents are approved (requiredKycCategories). Both are written only by
     * the database's triggers on profiles, user_roles and kyc_documents (migration 0036), so the search ranks
     * one table instead of joining three others and aggregating KYC documents for every provider.
     */
    listed: boolean('listed').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    /**
     * The categories and areas as bits (serviceCategoryMaskOrder, serviceAreaMaskOrder) and the ranking's
     * average rating and days open, all generated from the columns above: the search's tests and its rank
     * index then read plain narrow columns, so a group of the ranking and the counts are index-only scans
     * with integer tests instead of heap reads with array searches.
     */
    categoryMask: integer('category_mask')
      .notNull()
      .generatedAlwaysAs(sql`${maskSql('categories', serviceCategoryMaskOrder, 'int4')}`),
    areaMask: bigint('area_mask', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`${maskSql('areas', serviceAreaMaskOrder, 'int8')}`),
    ratingAverage: doublePrecision('rating_average').generatedAlwaysAs(
      sql`rating_total::float8 / nullif(review_count, 0)`,
    ),
    daysOpen: integer('days_open')
      .notNull()
      .generatedAlwaysAs(sql`jsonb_array_length(availability -> 'days')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Serves GET/PUT /my-profile and the incoming requests of the signed-in provider; one profile per account.
    uniqueIndex('service_providers_user_id_idx').on(table.userId),
    // A place the area bits do not know (serviceAreaMaskOrder) is tested on the array (areas && the place).
    index('service_providers_listed_areas_idx')
      .using('gin', table.areas)
      .where(sql`${table.listed}`),
    // The search's counts: its category, area and price tests read from this index alone (an index-only scan
    // of 10,000 narrow entries with integer tests instead of the wide rows and their arrays).
    index('service_providers_listed_masks_idx')
      .on(table.categoryMask, table.areaMask, table.priceFrom)
      .where(sql`${table.listed}`),
    // The ranking's last keys exactly as service-ranking.ts orders them, so a group of equal trade and
    // nearness (and the whole directory when nothing is asked) is read in order and stops at the page. The
    // masks and price after the id (which is unique, so they do not change the order; Drizzle has no INCLUDE)
    // let a group's tests and the search's score run on the index entries alone: an index-only scan that
    // fetches no row it does not return.
    index('service_providers_listed_rank_idx')
      .on(
        // Plain DESC (nulls first) as the ORDER BY says it: an index ordered otherwise cannot serve it.
        sql`${table.verified} desc`,
        sql`${table.ratingAverage} desc nulls last`,
        sql`${table.reviewCount} desc`,
        sql`${table.daysOpen} desc`,
        sql`${table.createdAt} desc`,
        sql`${table.id} desc`,
        table.categoryMask,
        table.areaMask,
        table.priceFrom,
      )
      .where(sql`${table.listed}`),
    check('service_providers_price_from_check', sql`${table.priceFrom} >= 0`),
    check('service_providers_categories_check', sql`cardinality(${table.categories}) > 0`),
    check('service_providers_areas_check', sql`cardinality(${table.areas}) > 0`),
    check(
      'service_providers_reviews_check',
      sql`${table.reviewCount} >= 0 and ${table.ratingTotal} between ${table.reviewCount} and 5 * ${table.reviewCount}`,
    ),
  ],
);

/**
 * One row: a number raised whenever a listed provider's categories, areas or starting price change, or a
 * provider is listed or unlisted (triggers on service_providers; migration 0054). Each server keeps a copy
 * of those facts to count a search's matches without scanning the directory (listed-provider-directory.ts)
 * and reads this number to know its copy is current.
 */
export const providerDirectoryVersion = pgTable(
  'provider_directory_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('provider_directory_version_one_row', sql`${table.id} = 1`)],
);

/**
 * A customer's request for a provider's service: requested → accepted | declined | cancelled,
 * accepted → completed (serviceRequestTransitions).
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    customerUserId: uuid('customer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 20 }).$type<ServiceCategory>(),
    description: text('description').notNull(),
    address: varchar('address', { length: 200 }),
    propertyId: varchar('property_id', { length: 8 }).references(() => properties.id, {
      onDelete: 'set null',
    }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** Whole KES; optional. */
    budget: integer('budget'),
    status: varchar('status', { length: 10 }).notNull().default('requested').$type<ServiceRequestStatus>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Serves GET /requests/mine: the customer's requests, newest first.
    index('service_requests_customer_idx').on(table.customerUserId, table.createdAt.desc()),
    // Serves GET /requests/incoming: the provider's requests by date.
    index('service_requests_provider_idx').on(table.providerId, table.scheduledAt),
    check(
      'service_requests_status_check',
      sql`${table.status} in ('requested', 'accepted', 'declined', 'completed', 'cancelled')`,
    ),
    check('service_requests_budget_check', sql`${table.budget} is null or ${table.budget} > 0`),
  ],
);

/** A customer's rating of a completed request; at most one per request. */
export const serviceReviews = pgTable(
  'service_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    customerUserId: uuid('customer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // One review per request; a second attempt is refused (409) by this.
    uniqueIndex('service_reviews_request_id_idx').on(table.requestId),
    // Serves the provider page's newest reviews and 'My Ratings'.
    index('service_reviews_provider_idx').on(table.providerId, table.createdAt.desc()),
    check('service_reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);
