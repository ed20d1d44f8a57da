import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { ListingReportReason } from '../../../common/listings/listing-report-contracts';
import { users } from './identity';
import { listings } from './listings';

export type ListingReportStatus = 'open' | 'dismissed' | 'upheld';

/**
 * 'Report this listing': one row per person and listing, ever (a repeat is a 409). Open reports wait in the
 * superadmin's moderation queue; a moderator's decision closes every open report of the listing at once.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    /** listing_reports_pkey keeps ids unique; the answer to POST /api/listing-reports carries it. */
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 16 }).$type<ListingReportReason>().notNull(),
    note: text('note'),
    /** open → dismissed (the listing is fine) or upheld (removed, for fraud or otherwise). */
    status: varchar('status', { length: 10 }).$type<ListingReportStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByUserId: uuid('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check(
      'listing_reports_reason_check',
      sql`${table.reason} in ('scam', 'already_let', 'wrong_details', 'viewing_fee', 'other')`,
    ),
    check('listing_reports_status_check', sql`${table.status} in ('open', 'dismissed', 'upheld')`),
    check(
      'listing_reports_note_length_check',
      sql`${table.note} is null or char_length(${table.note}) <= 500`,
    ),
    // One report per person and listing (the 409 on a repeat, safe under concurrent posts); also serves
    // counting a listing's open reports by distinct reporter for the automatic pause and the moderator's
    // closing of a listing's reports (listing_id leads).
    uniqueIndex('listing_reports_listing_reporter_idx').on(table.listingId, table.reporterUserId),
    // Serves the moderation queue: open reports, the longest waiting first.
    index('listing_reports_open_idx')
      .on(table.createdAt)
      .where(sql`status = 'open'`),
    // Serves the cascade when an account is deleted (listing_reports.reporter_user_id = $id).
    index('listing_reports_reporter_idx').on(table.reporterUserId),
  ],
);
