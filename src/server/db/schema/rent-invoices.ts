import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { ledgerTransactions } from './ledger';
import { tenancies } from './tenancy';

/**
 * What a tenancy's tenant owes for one month: the rent (raised on the tenancy's cycle, the first month
 * prorated from the start date) or a bill the landlord or caretaker adds (electricity, water, internet). One
 * per tenancy, kind and month, so raising twice creates nothing. `paid` is the sum of its allocations, kept in
 * the same transaction as each; its status (pending, partly paid, paid, overdue) follows from it and the
 * due date.
 */
export const tenancyInvoices = pgTable(
  'tenancy_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenancyId: uuid('tenancy_id')
      .notNull()
      .references(() => tenancies.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 12 })
      .notNull()
      .$type<'rent' | 'electricity' | 'water' | 'internet' | 'repair'>(),
    /** The month it is for: its first day. */
    period: date('period').notNull(),
    amount: integer('amount').notNull(),
    paid: integer('paid').notNull().default(0),
    dueDate: date('due_date').notNull(),
    /** How a bill was worked out, e.g. a water meter's readings and rate. */
    details: jsonb('details'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One rent and one bill of each utility a month; repairs charged to the tenant are one per request.
    uniqueIndex('tenancy_invoices_tenancy_kind_period_idx')
      .on(table.tenancyId, table.kind, table.period)
      .where(sql`${table.kind} <> 'repair'`),
    index('tenancy_invoices_due_date_idx')
      .on(table.dueDate)
      .where(sql`${table.paid} < ${table.amount}`),
    check(
      'tenancy_invoices_kind_check',
      sql`${table.kind} in ('rent', 'electricity', 'water', 'internet', 'repair')`,
    ),
    check('tenancy_invoices_amount_check', sql`${table.amount} > 0`),
    check('tenancy_invoices_paid_check', sql`${table.paid} between 0 and ${table.amount}`),
    check('tenancy_invoices_period_check', sql`extract(day from ${table.period}) = 1`),
  ],
);

/**
 * One payment toward an invoice: the ledger transaction that moved the money (from the wallet, or the
 * tenancy's credit) and how much of it went to this invoice. The receipt number is ABODE's own, one per
 * payment, readable over the phone.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => tenancyInvoices.id, { onDelete: 'restrict' }),
    journalId: uuid('journal_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    /** lender: CoopaRent paid it (an Okoa Rent loan), from its lender account. */
    method: varchar('method', { length: 8 }).notNull().$type<'wallet' | 'credit' | 'lender'>(),
    receiptNumber: varchar('receipt_number', { length: 20 }).notNull().unique(),
    /** The M-Pesa receipt of the deposit that paid it, when the wallet was topped up for it. */
    mpesaReceipt: varchar('mpesa_receipt', { length: 40 }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invoice_payments_invoice_id_idx').on(table.invoiceId),
    // The wallet history finds the receipt behind a line by the journal that paid it.
    index('invoice_payments_journal_id_idx').on(table.journalId),
    check('invoice_payments_amount_check', sql`${table.amount} > 0`),
    check('invoice_payments_method_check', sql`${table.method} in ('wallet', 'credit', 'lender')`),
  ],
);
