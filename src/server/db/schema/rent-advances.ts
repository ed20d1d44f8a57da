import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  RentAdvanceDocumentCategory,
  RentAdvanceStatus,
} from '@common/financing/rent-advance-contracts';
import { users } from './identity';
import { ledgerTransactions } from './ledger';
import { tenancyInvoices } from './rent-invoices';
import { tenancies } from './tenancy';

/**
 * A landlord's CoopaRent rent advance (features/rent-advances): asked for against confirmed tenancies, decided
 * once by a financing officer (approved, possibly lowered, or declined with a reason), paid to the landlord's
 * earnings from the lender account, then repaid from the rent of those tenancies until `repaid` reaches
 * amount + fee. `amount` is the advance asked for until it is decided, then the one paid.
 */
export const rentAdvances = pgTable(
  'rent_advances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 10 }).notNull().default('pending').$type<RentAdvanceStatus>(),
    requestedAmount: integer('requested_amount').notNull(),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    repaid: integer('repaid').notNull().default(0),
    bankAccount: varchar('bank_account', { length: 10 }).notNull().$type<'existing' | 'will_open'>(),
    accountNumber: varchar('account_number', { length: 16 }),
    declineReason: varchar('decline_reason', { length: 300 }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    disbursementJournalId: uuid('disbursement_journal_id').references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rent_advances_landlord_id_idx').on(table.landlordId),
    index('rent_advances_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check(
      'rent_advances_status_check',
      sql`${table.status} in ('pending', 'repaying', 'cleared', 'declined')`,
    ),
    check(
      'rent_advances_amount_check',
      sql`${table.amount} between 1 and ${table.requestedAmount} and ${table.fee} >= 0`,
    ),
    check('rent_advances_repaid_check', sql`${table.repaid} between 0 and ${table.amount} + ${table.fee}`),
    check('rent_advances_bank_account_check', sql`${table.bankAccount} in ('existing', 'will_open')`),
    check(
      'rent_advances_paid_out_check',
      sql`(${table.status} in ('repaying', 'cleared')) = (${table.disbursementJournalId} is not null)`,
    ),
  ],
);

/** The tenancies an advance is made against (their rent repays it), with the rent at the time of applying. */
export const rentAdvanceTenancies = pgTable(
  'rent_advance_tenancies',
  {
    advanceId: uuid('advance_id')
      .notNull()
      .references(() => rentAdvances.id, { onDelete: 'cascade' }),
    tenancyId: uuid('tenancy_id')
      .notNull()
      .references(() => tenancies.id, { onDelete: 'restrict' }),
    monthlyRent: integer('monthly_rent').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.advanceId, table.tenancyId] }),
    index('rent_advance_tenancies_tenancy_id_idx').on(table.tenancyId),
  ],
);

/** One repayment from rent: the rent payment's journal that moved it to the lender, and how much. */
export const rentAdvanceRepayments = pgTable(
  'rent_advance_repayments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advanceId: uuid('advance_id')
      .notNull()
      .references(() => rentAdvances.id, { onDelete: 'restrict' }),
    journalId: uuid('journal_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => tenancyInvoices.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rent_advance_repayments_advance_journal_idx').on(table.advanceId, table.journalId),
    check('rent_advance_repayments_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * A landlord's application document, stored privately like KYC: uploaded before applying (no advance yet, one
 * per category, a new upload replacing it), then attached to the application it went with.
 */
export const rentAdvanceDocuments = pgTable(
  'rent_advance_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    advanceId: uuid('advance_id').references(() => rentAdvances.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 20 }).$type<RentAdvanceDocumentCategory>().notNull(),
    documentPath: varchar('document_path', { length: 300 }).notNull(),
    fileLabel: varchar('file_label', { length: 120 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rent_advance_documents_draft_idx')
      .on(table.landlordId, table.category)
      .where(sql`${table.advanceId} is null`),
    index('rent_advance_documents_advance_id_idx').on(table.advanceId),
    uniqueIndex('rent_advance_documents_document_path_idx').on(table.documentPath),
    check(
      'rent_advance_documents_category_check',
      sql`${table.category} in ('ownership', 'tenancy_agreement', 'kra_pin')`,
    ),
  ],
);
