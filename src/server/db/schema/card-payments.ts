import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { ledgerTransactions } from './ledger';

/**
 * Money coming in by card, through the card provider's hosted checkout (Paystack). Pending from the moment the
 * checkout is opened until the provider's verify call says how it ended (after its `charge.success` webhook, or
 * when the payer comes back); paid means the wallet was credited by `journalId`. The payer's card is charged
 * `amount + fee`; the wallet receives `amount`, ABODE's fees account the fee. Unique by our `reference` (what
 * the provider knows it by) and by the provider's own transaction id.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 8 }).notNull().$type<'pending' | 'paid' | 'failed'>(),
    /** Into the wallet, KES. */
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    /** What the card is charged, KES: amount + fee. */
    total: integer('total').notNull(),
    reference: varchar('reference', { length: 64 }).notNull().unique(),
    provider: varchar('provider', { length: 16 }).notNull().default('paystack'),
    authorizationUrl: varchar('authorization_url', { length: 500 }),
    /** The provider's transaction id, from verify. */
    providerTransactionId: bigint('provider_transaction_id', { mode: 'number' }).unique(),
    /** The provider's words (gateway_response) on a decline. */
    failureReason: varchar('failure_reason', { length: 300 }),
    /** Why it failed, for the payer. */
    failureMessage: varchar('failure_message', { length: 300 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    /** The browser's Idempotency-Key of the request that started it, unique per user. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    requestFingerprint: varchar('request_fingerprint', { length: 100 }).notNull(),
    journalId: uuid('journal_id').references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('card_payments_user_id_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    index('card_payments_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('card_payments_amount_check', sql`${table.amount} > 0 and ${table.fee} >= 0`),
    check('card_payments_total_check', sql`${table.total} = ${table.amount} + ${table.fee}`),
    check('card_payments_status_check', sql`${table.status} in ('pending', 'paid', 'failed')`),
    check('card_payments_paid_check', sql`${table.status} <> 'paid' or ${table.journalId} is not null`),
  ],
);
