import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Every time a signed-in user gave or withdrew marketing consent, with its time: appended, never changed, so
 * the record shows what was in force at any moment (Kenya Data Protection Act 2019, s. 32). The newest row is
 * in force. Consent given on the contact form is the message's own flag and time (contact_messages).
 */
export const marketingConsentEvents = pgTable(
  'marketing_consent_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consented: boolean('consented').notNull(),
    source: varchar('source', { length: 20 }).notNull().$type<'profile' | 'account-deleted'>(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Serves the consent in force: a user's newest row.
    index('marketing_consent_events_user_id_recorded_at_idx').on(table.userId, table.recordedAt),
    check('marketing_consent_events_source_check', sql`${table.source} in ('profile', 'account-deleted')`),
  ],
);
