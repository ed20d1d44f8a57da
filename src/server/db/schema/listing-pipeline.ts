import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ListingDocumentCategory } from '../../../common/listings/listing-pipeline-contracts';
import { users } from './identity';
import { listings } from './listings';
import { propertyUnits } from './tenancy';

/**
 * What a lister's own listing carries besides what search reads (features/listing-pipeline): the unit it
 * advertises, where exactly it is, and the review. One row per listing made through the pipeline; demo
 * listings have none.
 */
export const listingSubmissions = pgTable(
  'listing_submissions',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The vacant unit of the lister's property the listing advertises; null for a home for sale alone. */
    unitId: uuid('unit_id').references(() => propertyUnits.id, { onDelete: 'restrict' }),
    /** The map pin, when the lister dropped one (within Kenya). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** A landmark renters know ('Opposite Yaya Centre'), when there is no pin or as well as one. */
    landmark: varchar('landmark', { length: 120 }),
    /** When the lister last sent it for review: the review queue's order, oldest first. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The reviewer's comments (changes asked for) or reason (rejected), for the lister to read. */
    reviewNote: varchar('review_note', { length: 1000 }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    // Serves the cascade check when a unit is deleted and 'is this unit already listed?'.
    index('listing_submissions_unit_id_idx')
      .on(table.unitId)
      .where(sql`unit_id is not null`),
    // Serves the review queue (pending listings, oldest submission first).
    index('listing_submissions_submitted_at_idx')
      .on(table.submittedAt)
      .where(sql`submitted_at is not null`),
    check('listing_submissions_pin_check', sql`(${table.latitude} is null) = (${table.longitude} is null)`),
  ],
);

/**
 * The verification documents of a listing (ownership document, floor plan, recent photos, inspection report):
 * private, like KYC documents; one per listing and category, re-uploading replaces it. The file is in storage
 * at `document_path`, written before its row and removed after it.
 */
export const listingDocuments = pgTable(
  'listing_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 20 }).$type<ListingDocumentCategory>().notNull(),
    documentPath: varchar('document_path', { length: 300 }).notNull(),
    fileLabel: varchar('file_label', { length: 120 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One per listing and category; also serves a listing's documents.
    uniqueIndex('listing_documents_listing_category_idx').on(table.listingId, table.category),
    uniqueIndex('listing_documents_document_path_idx').on(table.documentPath),
    check(
      'listing_documents_category_check',
      sql`${table.category} in ('ownership', 'floor_plan', 'recent_photos', 'inspection_report')`,
    ),
  ],
);

/**
 * How often a listing's page was opened, per Nairobi day (its lister's own visits not counted): the 'views'
 * a lister sees beside favourites, viewing requests and applications. One upsert per view, one row per day.
 */
export const listingViewDays = pgTable(
  'listing_view_days',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.day] })],
);
