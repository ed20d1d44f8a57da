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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { ledgerTransactions } from './ledger';

/**
 * One-time codes sent by SMS to confirm a send or a withdrawal above the step-up threshold. Only an HMAC of the
 * code is kept (bound to the user); a code is spent once, in the transaction of the send it confirms.
 */
export const stepUpCodes = pgTable(
  'step_up_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** What the code was asked for, e.g. 'transfer' or 'withdrawal'. */
    purpose: varchar('purpose', { length: 40 }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('step_up_codes_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

/**
 * A Tuku Pay transfer: money from one ABODE wallet to another, instant, one journal. Completed when its
 * journal posted; failed (with the reason) when the sender's wallet could not afford it; reversed when a
 * superadmin reversed its journal. The sender's Idempotency-Key is unique per sender.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the people see on the receipt and in the SMS: TP and 8 letters or digits. */
    reference: varchar('reference', { length: 12 }).notNull().unique(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull().default(0),
    note: varchar('note', { length: 140 }),
    status: varchar('status', { length: 10 }).notNull().$type<'completed' | 'failed' | 'reversed'>(),
    failureReason: varchar('failure_reason', { length: 300 }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    requestFingerprint: varchar('request_fingerprint', { length: 64 }).notNull(),
    /** The payment request this transfer paid, when it paid one. */
    requestId: uuid('request_id').references((): AnyPgColumn => transferRequests.id, {
      onDelete: 'restrict',
    }),
    journalId: uuid('journal_id').references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    reversalJournalId: uuid('reversal_journal_id').references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    reversedBy: uuid('reversed_by').references(() => users.id, { onDelete: 'set null' }),
    reverseReason: varchar('reverse_reason', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('transfers_sender_id_idempotency_key_idx').on(table.senderId, table.idempotencyKey),
    index('transfers_sender_id_created_at_idx').on(table.senderId, table.createdAt),
    index('transfers_recipient_id_created_at_idx').on(table.recipientId, table.createdAt),
    // The wallet history finds the transfer behind a line by its journal or its reversal's.
    index('transfers_journal_id_idx')
      .on(table.journalId)
      .where(sql`${table.journalId} is not null`),
    index('transfers_reversal_journal_id_idx')
      .on(table.reversalJournalId)
      .where(sql`${table.reversalJournalId} is not null`),
    check('transfers_amount_check', sql`${table.amount} > 0 and ${table.fee} >= 0`),
    check('transfers_not_to_self_check', sql`${table.senderId} <> ${table.recipientId}`),
    check('transfers_status_check', sql`${table.status} in ('completed', 'failed', 'reversed')`),
    check('transfers_completed_check', sql`${table.status} = 'failed' or ${table.journalId} is not null`),
  ],
);

/** A payment request: one user asks another (by phone) for an amount; the payer approves (pays) or declines. */
export const transferRequests = pgTable(
  'transfer_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payerId: uuid('payer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    note: varchar('note', { length: 140 }),
    status: varchar('status', { length: 10 }).notNull().$type<'pending' | 'approved' | 'declined'>(),
    transferId: uuid('transfer_id').references((): AnyPgColumn => transfers.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('transfer_requests_payer_id_created_at_idx').on(table.payerId, table.createdAt),
    index('transfer_requests_requester_id_created_at_idx').on(table.requesterId, table.createdAt),
    check('transfer_requests_amount_check', sql`${table.amount} > 0`),
    check('transfer_requests_not_to_self_check', sql`${table.requesterId} <> ${table.payerId}`),
    check('transfer_requests_status_check', sql`${table.status} in ('pending', 'approved', 'declined')`),
  ],
);
