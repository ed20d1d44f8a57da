import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { ledgerTransactions } from './ledger';

/**
 * Money leaving ABODE through M-Pesa (features/money-out): a withdrawal to a phone (B2C), a transfer to a bank
 * account through the bank's paybill, a bill or a till (B2B). The money is held when it is asked for
 * (`hold_journal_id`: the wallet or earnings to the platform's holds account) and, on M-Pesa's result, either
 * sent on (`outcome_journal_id`: holds to M-Pesa clearing and fees) or released back (holds to the source).
 * Each of M-Pesa's ids is unique, and a row leaves 'pending' once: a duplicate or late result changes nothing.
 */
export const moneyOutTransfers = pgTable(
  'money_out_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who asked, and whose wallet or earnings paid. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    source: varchar('source', { length: 8 }).notNull().$type<'wallet' | 'earnings'>(),
    rail: varchar('rail', { length: 8 }).notNull().$type<'mpesa' | 'bank' | 'bill' | 'till'>(),
    commandId: varchar('command_id', { length: 20 })
      .notNull()
      .$type<'BusinessPayment' | 'BusinessPayBill' | 'BusinessBuyGoods'>(),
    /** The phone (2547…) for B2C; the paybill or till for B2B. */
    partyB: varchar('party_b', { length: 20 }).notNull(),
    /** The bank account number or bill account, for a paybill. */
    accountReference: varchar('account_reference', { length: 20 }),
    /** The bank or biller id from the common vocabularies. */
    counterparty: varchar('counterparty', { length: 40 }),
    /** How the destination reads to its owner: 'M-Pesa 0712 345 678', 'KCB Bank Kenya · 1234567890'. */
    destinationLabel: varchar('destination_label', { length: 120 }).notNull(),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    status: varchar('status', { length: 10 })
      .notNull()
      .$type<'pending' | 'completed' | 'failed' | 'reversed'>(),
    failureReason: varchar('failure_reason', { length: 300 }),
    resultCode: integer('result_code'),
    /** Ours, sent as B2C's OriginatorConversationID and used in every journal's key. */
    requestRef: varchar('request_ref', { length: 64 }).notNull().unique(),
    /** What Daraja answered (for B2B it makes its own OriginatorConversationID). */
    originatorConversationId: varchar('originator_conversation_id', { length: 80 }).unique(),
    conversationId: varchar('conversation_id', { length: 80 }).unique(),
    /** M-Pesa's receipt for the payment (the Result's TransactionID). */
    transactionId: varchar('transaction_id', { length: 40 }).unique(),
    /** Who received it, as M-Pesa names them. */
    receiverName: varchar('receiver_name', { length: 120 }),
    holdJournalId: uuid('hold_journal_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    outcomeJournalId: uuid('outcome_journal_id').references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    /** A completion after the hold was released (a result after a timeout): the money taken again. */
    recaptureJournalId: uuid('recapture_journal_id').references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    requestFingerprint: varchar('request_fingerprint', { length: 64 }).notNull(),
    /** The payout schedule that made it, when it was one. */
    scheduleId: uuid('schedule_id'),
    /**
     * Transaction Status queries made for it while its Result did not come (features/money-out
     * query-money-out-status.ts), and when the next is due; null: two minutes after it was asked for.
     */
    statusQueries: smallint('status_queries').notNull().default(0),
    nextStatusQueryAt: timestamp('next_status_query_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('money_out_transfers_user_id_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    index('money_out_transfers_user_id_created_at_idx').on(table.userId, table.createdAt),
    // The wallet history finds the send behind each line by the journals it posted (wallet-line-sources.ts),
    // and the money overview the rail of a clearing payment; an append-only ledger only grows, so by index.
    index('money_out_transfers_hold_journal_id_idx').on(table.holdJournalId),
    index('money_out_transfers_outcome_journal_id_idx')
      .on(table.outcomeJournalId)
      .where(sql`${table.outcomeJournalId} is not null`),
    index('money_out_transfers_recapture_journal_id_idx')
      .on(table.recaptureJournalId)
      .where(sql`${table.recaptureJournalId} is not null`),
    index('money_out_transfers_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check('money_out_transfers_amount_check', sql`${table.amount} > 0 and ${table.fee} >= 0`),
    check(
      'money_out_transfers_status_check',
      sql`${table.status} in ('pending', 'completed', 'failed', 'reversed')`,
    ),
    check('money_out_transfers_source_check', sql`${table.source} in ('wallet', 'earnings')`),
    check('money_out_transfers_rail_check', sql`${table.rail} in ('mpesa', 'bank', 'bill', 'till')`),
    check(
      'money_out_transfers_settled_check',
      sql`${table.status} = 'pending' or ${table.outcomeJournalId} is not null`,
    ),
  ],
);

/**
 * A landlord's standing order: every `weekday` (0 Sunday … 6 Saturday, Nairobi time) the earnings balance, or
 * at most `maxAmount`, goes to the saved destination by the same machinery. One per landlord.
 */
export const payoutSchedules = pgTable(
  'payout_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'restrict' }),
    weekday: smallint('weekday').notNull(),
    rail: varchar('rail', { length: 8 }).notNull().$type<'mpesa' | 'bank'>(),
    /** The phone (2547…) or the bank id. */
    destination: varchar('destination', { length: 40 }).notNull(),
    accountNumber: varchar('account_number', { length: 20 }),
    /** Null: the whole balance. */
    maxAmount: integer('max_amount'),
    /**
     * When its owner confirmed it with step-up (approved KYC and the SMS code), as a schedule whose payouts can
     * exceed KES 10,000 needs; null: payouts are capped at KES 10,000 (one set before step-up was asked).
     */
    steppedUpAt: timestamp('stepped_up_at', { withTimezone: true }),
    /** The Nairobi date of the last run, so a day runs once. */
    lastRunOn: varchar('last_run_on', { length: 10 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payout_schedules_weekday_check', sql`${table.weekday} between 0 and 6`),
    check('payout_schedules_rail_check', sql`${table.rail} in ('mpesa', 'bank')`),
  ],
);
