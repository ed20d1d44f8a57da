import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
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
import { tenancyInvoices } from './rent-invoices';
import { okoaRentApplications } from './rent-financing';
import { tenancies } from './tenancy';

/**
 * A wallet's paybill account number (`AB` and 8 digits): what a payer types as the account when paying
 * ABODE's paybill from any M-Pesa phone to top up this wallet. Made on first use, never changed.
 */
export const walletNumbers = pgTable('wallet_numbers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  number: varchar('number', { length: 12 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money coming in by M-Pesa: an STK push the app started (pending until Daraja's callback or a query says how
 * it ended) or a paybill payment made from any phone (C2B, paid when confirmed). Each external event is
 * unique by its own id: CheckoutRequestID for STK, TransID (the M-Pesa receipt) for paybill. `journalId` is
 * the ledger transaction that credited it; a paybill payment that matched no account is credited to suspense
 * until a superadmin allocates it.
 */
export const mpesaPayments = pgTable(
  'mpesa_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    method: varchar('method', { length: 8 }).notNull().$type<'stk' | 'paybill'>(),
    status: varchar('status', { length: 8 }).notNull().$type<'pending' | 'paid' | 'failed'>(),
    /** Whose wallet it credits; null for paybill money that matched no account (suspense). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The tenancy whose paybill account the payer typed, when it was one. */
    tenancyId: uuid('tenancy_id').references(() => tenancies.id, { onDelete: 'restrict' }),
    /** The invoice a push was asked for (the part the wallet lacked): paid from the wallet once it lands. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => tenancyInvoices.id, { onDelete: 'restrict' }),
    /** The Okoa Rent loan a push was asked for: the wallet repays it once the money lands. */
    loanId: uuid('loan_id').references((): AnyPgColumn => okoaRentApplications.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    /** 2547XXXXXXXX for STK; what Daraja sent (masked or hashed) for paybill. */
    phone: varchar('phone', { length: 64 }).notNull(),
    accountReference: varchar('account_reference', { length: 40 }).notNull(),
    checkoutRequestId: varchar('checkout_request_id', { length: 80 }).unique(),
    merchantRequestId: varchar('merchant_request_id', { length: 80 }),
    /** MpesaReceiptNumber of a paid STK push, TransID of a paybill payment. */
    receipt: varchar('receipt', { length: 40 }).unique(),
    resultCode: integer('result_code'),
    resultDesc: varchar('result_desc', { length: 300 }),
    /** The browser's Idempotency-Key of the request that started it (STK), unique per user. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    /** What the request asked for, to refuse a repeat of the key with another body. */
    requestFingerprint: varchar('request_fingerprint', { length: 100 }),
    journalId: uuid('journal_id').references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    /** STK queries made by reconciliation, and when the next may be. */
    queryAttempts: smallint('query_attempts').notNull().default(0),
    nextQueryAt: timestamp('next_query_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('mpesa_payments_user_id_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    index('mpesa_payments_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('mpesa_payments_pending_idx')
      .on(table.nextQueryAt)
      .where(sql`${table.status} = 'pending'`),
    check('mpesa_payments_amount_check', sql`${table.amount} > 0`),
    check('mpesa_payments_status_check', sql`${table.status} in ('pending', 'paid', 'failed')`),
    check('mpesa_payments_method_check', sql`${table.method} in ('stk', 'paybill')`),
    // Paid means credited. The receipt comes with the callback; an STK push settled by a query has none.
    check('mpesa_payments_paid_check', sql`${table.status} <> 'paid' or ${table.journalId} is not null`),
  ],
);

/**
 * Every callback Daraja sent, as it came, before anything was done with it: the evidence behind each payment,
 * what reconciliation reads when a callback matched nothing, and the inbox its effect is applied from. A
 * callback is answered once its row is here; `handled_at` is set in the transaction that applies it (a
 * validation, or a body that is not a callback, needs nothing and is kept handled).
 */
export const mpesaCallbacks = pgTable(
  'mpesa_callbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 20 }).notNull().$type<
      | 'stk'
      | 'c2b_validation'
      | 'c2b_confirmation'
      // Money out (features/money-out): B2C and B2B Results and QueueTimeOutURL calls.
      | 'b2c_result'
      | 'b2c_timeout'
      | 'b2b_result'
      | 'b2b_timeout'
      // Transaction Status answers about a transfer whose Result did not come.
      | 'status_result'
      | 'status_timeout'
    >(),
    /** CheckoutRequestID or TransID, when the body had one. */
    externalId: varchar('external_id', { length: 80 }),
    body: jsonb('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Tries that failed (a bug or an outage): the sweep gives up after a few and logs it for a person. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
  },
  (table) => [
    index('mpesa_callbacks_external_id_idx').on(table.externalId),
    // The sweep's queue: only the few not yet handled are in it.
    index('mpesa_callbacks_unhandled_idx')
      .on(table.receivedAt)
      .where(sql`${table.handledAt} is null`),
  ],
);
