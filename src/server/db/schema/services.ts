import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Serves GET/PUT /my-profile and the incoming requests of the signed-in provider; one profile per account.
    uniqueIndex('service_providers_user_id_idx').on(table.userId),
    // The search's trade and category filter (categories && / @> an array) over listed providers only.
    index('service_providers_listed_categories_idx')
      .using('gin', table.categories)
      .where(sql`${table.listed}`),
    // Its nearness rings (areas && the asked areas, their neighbours, their city).
    index('service_providers_listed_areas_idx')
      .using('gin', table.areas)
      .where(sql`${table.listed}`),
    // The search's counts: its price, category and area tests read from this index alone (an index-only
    // scan of narrow entries instead of the wide rows). Categories and areas are key columns only because
    // Drizzle has no INCLUDE.
    index('service_providers_listed_count_idx')
      .on(table.priceFrom, table.categories, table.areas)
      .where(sql`${table.listed}`),
    // The ranking's last keys exactly as service-ranking.ts orders them, so a group of equal trade and
    // nearness (and the whole directory when nothing is asked) is read in order and stops at the page.
    index('service_providers_listed_rank_idx')
      .on(
        // Plain DESC (nulls first) as the ORDER BY says it: an index ordered otherwise cannot serve it.
        sql`${table.verified} desc`,
        sql`(${table.ratingTotal}::float8 / nullif(${table.reviewCount}, 0)) desc nulls last`,
        sql`${table.reviewCount} desc`,
        sql`jsonb_array_length(${table.availability} -> 'days') desc`,
        sql`${table.createdAt} desc`,
        sql`${table.id} desc`,
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
