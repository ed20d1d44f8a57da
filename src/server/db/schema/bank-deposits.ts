import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { ledgerTransactions } from './ledger';

/**
 * A user's bank deposit reference (`ABD` and 7 letters or digits, no 0/O/1/I): what a payer writes as the
 * reference of a bank transfer to ABODE's collection account so the money finds this wallet. Made on first
 * use, never changed.
 */
export const bankDepositReferences = pgTable('bank_deposit_references', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  reference: varchar('reference', { length: 10 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money that came in by bank transfer, from the bank's payment notification (webhook) or a statement line a
 * superadmin imported: one row per bank transaction, unique by the bank's own transaction id, so the same
 * transfer is credited once whichever way it arrives, however often. `creditedTo` says where the money first
 * went: the wallet the reference matched, or suspense; a suspense deposit gets its `userId` when a superadmin
 * allocates it.
 */
export const bankDeposits = pgTable(
  'bank_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankTransactionId: varchar('bank_transaction_id', { length: 80 }).notNull().unique(),
    source: varchar('source', { length: 12 }).notNull().$type<'notification' | 'statement'>(),
    creditedTo: varchar('credited_to', { length: 8 }).notNull().$type<'wallet' | 'suspense'>(),
    /** The wallet's owner; null while the deposit waits in suspense. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The reference or narrative as the bank sent it. */
    referenceTyped: varchar('reference_typed', { length: 140 }).notNull(),
    amount: integer('amount').notNull(),
    payerName: varchar('payer_name', { length: 140 }),
    /** The bank's value date (YYYY-MM-DD). */
    valueDate: varchar('value_date', { length: 10 }),
    journalId: uuid('journal_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bank_deposits_user_id_received_at_idx').on(table.userId, table.receivedAt),
    index('bank_deposits_suspense_idx')
      .on(table.receivedAt)
      .where(sql`${table.creditedTo} = 'suspense' and ${table.userId} is null`),
    check('bank_deposits_amount_check', sql`${table.amount} > 0`),
    check('bank_deposits_source_check', sql`${table.source} in ('notification', 'statement')`),
    check('bank_deposits_credited_to_check', sql`${table.creditedTo} in ('wallet', 'suspense')`),
    check('bank_deposits_owner_check', sql`${table.creditedTo} = 'suspense' or ${table.userId} is not null`),
  ],
);
