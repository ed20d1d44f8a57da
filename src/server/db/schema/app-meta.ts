import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Facts about this installation itself, such as when the demo data was loaded. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
