import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { moneyOutTransfers } from './money-out';

/**
 * Each Transaction Status query ABODE made about a transfer whose Result did not come (features/money-out).
 * The query is asynchronous: Daraja answers on the status ResultURL (or QueueTimeOutURL) with the query's own
 * ids, which are kept here so its answer finds its transfer, however late or often it comes. `answered_at`
 * is set once: a second copy of an answer changes nothing.
 */
export const moneyOutStatusQueries = pgTable(
  'money_out_status_queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => moneyOutTransfers.id, { onDelete: 'restrict' }),
    /** The query's ids, as Daraja answered the query (not the transfer's). */
    originatorConversationId: varchar('originator_conversation_id', { length: 80 }).notNull().unique(),
    conversationId: varchar('conversation_id', { length: 80 }).notNull().unique(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** What the answer said: completed, failed, unknown (no such transaction), pending, query_failed, timeout. */
    outcome: varchar('outcome', { length: 20 }),
    resultCode: varchar('result_code', { length: 20 }),
  },
  (table) => [index('money_out_status_queries_transfer_id_idx').on(table.transferId)],
);
