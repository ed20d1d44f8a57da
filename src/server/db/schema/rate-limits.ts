import { bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per counted attempt (a sliding window), kept in the database rather than process memory so a
 * limit holds across every server instance behind the load balancer.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: varchar('key', { length: 200 }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Serves the count of one key's attempts inside its window.
  (table) => [index('rate_limit_events_key_occurred_at_idx').on(table.key, table.occurredAt)],
);
