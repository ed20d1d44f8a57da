import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, uniqueIndex, uuid, varchar, check } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A user's saved billers (features/bill-payments): a biller from the common vocabulary (billers.ts) and the
 * account or meter number paid there, under a name of the user's own ('Home KPLC'), to pay again in a tap.
 * Each (biller, account) once per user; at most a fixed number per user, counted under the user's row lock.
 */
export const savedBillers = pgTable(
  'saved_billers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The biller's id in src/common/payments/billers.ts. */
    billerId: varchar('biller_id', { length: 40 }).notNull(),
    /** The account or meter number, checked against the biller's format. */
    account: varchar('account', { length: 20 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_billers_user_id_biller_id_account_idx').on(
      table.userId,
      table.billerId,
      table.account,
    ),
    index('saved_billers_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('saved_billers_name_check', sql`length(trim(${table.name})) > 0`),
  ],
);
