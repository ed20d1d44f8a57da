import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Every suspension of an account and its restoring (features/user-admin): who suspended it, why and from where
 * (the back office, or a listing removed for fraud), the live listings the suspension took out of search (only
 * those come back on restore, and only while still paused), then who restored it and why. At most one open
 * suspension per account; profiles.suspended_at mirrors it for the per-request check.
 */
export const accountSuspensions = pgTable(
  'account_suspensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 300 }).notNull(),
    /** `back_office` (the users screen) or `listing_fraud` (a listing removed for fraud). */
    source: varchar('source', { length: 20 }).notNull(),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull(),
    suspendedByUserId: uuid('suspended_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The listings that were live and left search with this suspension. */
    pausedListingIds: uuid('paused_listing_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    restoredByUserId: uuid('restored_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    restoreReason: varchar('restore_reason', { length: 300 }),
  },
  (table) => [
    index('account_suspensions_user_id_idx').on(table.userId, table.suspendedAt),
    uniqueIndex('account_suspensions_one_open_idx')
      .on(table.userId)
      .where(sql`${table.restoredAt} is null`),
    check('account_suspensions_source_check', sql`${table.source} in ('back_office', 'listing_fraud')`),
    check(
      'account_suspensions_restore_check',
      sql`(${table.restoredAt} is null) = (${table.restoreReason} is null)`,
    ),
  ],
);
