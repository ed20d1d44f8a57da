import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { OkoaRentDocumentCategory, OkoaRentStatus } from '@common/financing/okoa-rent-contracts';
import { users } from './identity';
import { ledgerTransactions } from './ledger';
import { invoicePayments, tenancyInvoices } from './rent-invoices';
import { tenancies } from './tenancy';

/**
 * A tenant's Okoa Rent application (CoopaRent 'For Tenants'), and once approved the loan it became: the
 * invoice it finances, the repayment date, the rate and fee quoted before applying, what the tenant declared,
 * and the decision. On approval CoopaRent's lender account pays the landlord (the invoice payment and its
 * journal) and the tenant owes `loan_total` (principal and fee) by `repay_by`; `loan_repaid` rises with each
 * repayment. One application or loan open per tenant at a time (the partial unique index).
 */
export const okoaRentApplications = pgTable(
  'okoa_rent_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    tenancyId: uuid('tenancy_id')
      .notNull()
      .references(() => tenancies.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => tenancyInvoices.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 10 }).notNull().$type<OkoaRentStatus>(),
    amountRequested: integer('amount_requested').notNull(),
    repayBy: date('repay_by', { mode: 'string' }).notNull(),
    ratePercent: smallint('rate_percent').notNull(),
    monthlyIncome: integer('monthly_income').notNull(),
    employer: varchar('employer', { length: 120 }).notNull(),
    /** The paybill account number repayments name ('OK' and 8 digits). */
    accountNumber: varchar('account_number', { length: 12 }).notNull().unique(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: varchar('decline_reason', { length: 300 }),
    loanPrincipal: integer('loan_principal'),
    loanFee: integer('loan_fee'),
    loanTotal: integer('loan_total'),
    loanRepaid: integer('loan_repaid').notNull().default(0),
    disbursementJournalId: uuid('disbursement_journal_id').references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    invoicePaymentId: uuid('invoice_payment_id').references(() => invoicePayments.id, {
      onDelete: 'restrict',
    }),
    repaidAt: timestamp('repaid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('okoa_rent_applications_one_open_idx')
      .on(table.tenantId)
      .where(sql`${table.status} in ('pending', 'open', 'overdue')`),
    index('okoa_rent_applications_status_idx').on(table.status, table.createdAt),
    index('okoa_rent_applications_tenant_idx').on(table.tenantId, table.createdAt),
    check(
      'okoa_rent_applications_status_check',
      sql`${table.status} in ('pending', 'declined', 'open', 'overdue', 'repaid')`,
    ),
    check('okoa_rent_applications_amount_check', sql`${table.amountRequested} > 0`),
    check(
      'okoa_rent_applications_loan_check',
      sql`(${table.status} in ('open', 'overdue', 'repaid')) = (${table.loanTotal} is not null)
        and ${table.loanRepaid} between 0 and coalesce(${table.loanTotal}, 0)`,
    ),
  ],
);

/**
 * A document of an Okoa Rent application (rental agreement, statements, proof of income), stored privately
 * like KYC's: uploaded before applying (no application yet, one per category, a new upload replaces it) and
 * attached to the application it was sent with. Streamed only to its owner and the financing officers.
 */
export const okoaRentDocuments = pgTable(
  'okoa_rent_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    applicationId: uuid('application_id').references(() => okoaRentApplications.id, {
      onDelete: 'restrict',
    }),
    category: varchar('category', { length: 20 }).notNull().$type<OkoaRentDocumentCategory>(),
    documentPath: varchar('document_path', { length: 300 }).notNull().unique(),
    fileLabel: varchar('file_label', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 80 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('okoa_rent_documents_draft_idx')
      .on(table.userId, table.category)
      .where(sql`${table.applicationId} is null`),
    index('okoa_rent_documents_application_idx').on(table.applicationId),
    check(
      'okoa_rent_documents_category_check',
      sql`${table.category} in ('rental_agreement', 'statements', 'proof_of_income')`,
    ),
  ],
);

/** One repayment of an Okoa Rent loan: from the wallet (after an M-Pesa prompt or paybill too). */
export const okoaRentRepayments = pgTable(
  'okoa_rent_repayments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => okoaRentApplications.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    /** How the money came: the wallet, an M-Pesa prompt or a paybill payment (each through the wallet). */
    source: varchar('source', { length: 8 }).notNull().$type<'wallet' | 'stk' | 'paybill'>(),
    journalId: uuid('journal_id')
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('okoa_rent_repayments_application_idx').on(table.applicationId),
    check('okoa_rent_repayments_amount_check', sql`${table.amount} > 0`),
    check('okoa_rent_repayments_source_check', sql`${table.source} in ('wallet', 'stk', 'paybill')`),
  ],
);
