import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * One row per event SMS handed to the SMS driver, keyed by the event's own key (e.g.
 * `application.approved:<id>:<user>`): the job claims its row before it sends, so a job that runs twice (a
 * retry after a lost answer, a lease that ran out, two instances) sends one text. A send the driver refuses
 * gives the claim back, so the retry sends it.
 */
export const smsDeliveries = pgTable(
  'sms_deliveries',
  {
    dedupeKey: varchar('dedupe_key', { length: 160 }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_deliveries_user_idx').on(table.userId)],
);
