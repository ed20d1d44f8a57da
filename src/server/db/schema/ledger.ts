import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { tenancies } from './tenancy';

/**
 * One account of the double-entry ledger (features/ledger): a user's wallet, a tenancy's rent receivable, a
 * landlord's earnings, or a platform account (M-Pesa, bank and card clearing, suspense, fees). `balance` is a
 * cache of the account's postings, kept in the same transaction as each posting and re-checked by
 * `npm run ledger:check`; it is in the account's own direction (`normal_side`): a debit-normal account holds
 * sum(amount), a credit-normal one −sum(amount), so a wallet's balance is what ABODE owes its owner.
 * Owners are foreign keys that restrict: an account with money history outlives nothing it belongs to (users
 * are never deleted, only anonymised).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 16 })
      .notNull()
      .$type<'wallet' | 'rent_receivable' | 'earnings' | 'platform'>(),
    normalSide: varchar('normal_side', { length: 6 }).notNull().$type<'debit' | 'credit'>(),
    /** The wallet's or the earnings' owner. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    tenancyId: uuid('tenancy_id').references(() => tenancies.id, { onDelete: 'restrict' }),
    platform: varchar('platform', { length: 20 }).$type<
      | 'mpesa_clearing'
      | 'bank_clearing'
      | 'card_clearing'
      | 'suspense'
      | 'fees'
      | 'holds'
      | 'cooparent_lender'
    >(),
    /**
     * Which of a platform account's sub-accounts this is (0 for every other account): a clearing account every
     * deposit touches is split so that deposits do not all wait on one row's lock (ADR 0006).
     */
    shard: smallint('shard').notNull().default(0),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_kind_user_id_idx').on(table.kind, table.userId),
    uniqueIndex('ledger_accounts_tenancy_id_idx').on(table.tenancyId),
    uniqueIndex('ledger_accounts_platform_shard_idx').on(table.platform, table.shard),
    check('ledger_accounts_shard_check', sql`${table.shard} between 0 and 63`),
    check(
      'ledger_accounts_owner_check',
      sql`(${table.kind} in ('wallet', 'earnings')) = (${table.userId} is not null)
        and (${table.kind} = 'rent_receivable') = (${table.tenancyId} is not null)
        and (${table.kind} = 'platform') = (${table.platform} is not null)`,
    ),
    check(
      'ledger_accounts_platform_check',
      sql`${table.platform} in ('mpesa_clearing', 'bank_clearing', 'card_clearing', 'suspense', 'fees', 'holds', 'cooparent_lender')`,
    ),
    // Money ABODE holds for someone (wallets, earnings, suspense, fees, sends held until M-Pesa answers) is
    // credit-normal; what ABODE is owed or holds elsewhere (receivables, clearing accounts at M-Pesa, the bank, the card acquirer) is debit-normal.
    check(
      'ledger_accounts_normal_side_check',
      sql`${table.normalSide} = case
        when ${table.kind} in ('wallet', 'earnings') then 'credit'
        when ${table.kind} = 'rent_receivable' then 'debit'
        when ${table.platform} in ('suspense', 'fees', 'holds') then 'credit'
        else 'debit' end`,
    ),
    // The second line behind postJournal's locked check: a wallet never goes below zero.
    check(
      'ledger_accounts_wallet_not_negative_check',
      sql`${table.kind} <> 'wallet' or ${table.balance} >= 0`,
    ),
  ],
);

/**
 * One journal transaction: a movement of money whose postings sum to zero. Append-only in the database
 * (migration ledger_append_only); a correction is a new transaction that `reverses` this one.
 */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** What moved the money, e.g. `mpesa.stk_deposit`, `rent.payment`, `reversal`. */
  kind: varchar('kind', { length: 40 }).notNull(),
  /** The external event's own key (`mpesa:c2b:<TransID>`): the same event is never posted twice. */
  idempotencyKey: varchar('idempotency_key', { length: 120 }).unique(),
  memo: varchar('memo', { length: 200 }),
  /** Null for the system itself. Not a foreign key, as in audit_events: the record outlives the account. */
  actorId: uuid('actor_id'),
  /** The transaction this one reverses; unique, so a transaction is reversed at most once. */
  reversesId: uuid('reverses_id')
    .unique()
    .references((): AnyPgColumn => ledgerTransactions.id, { onDelete: 'restrict' }),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One line of a journal transaction, in integer shillings: positive is a debit, negative a credit. The
 * database refuses a statement that leaves a transaction's postings not summing to zero, and any UPDATE,
 * DELETE or TRUNCATE (migration ledger_append_only).
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    // Serves a wallet's history, newest first, and its running balance.
    index('ledger_postings_account_id_id_idx').on(table.accountId, table.id),
    index('ledger_postings_transaction_id_idx').on(table.transactionId),
    check('ledger_postings_amount_check', sql`${table.amount} <> 0`),
  ],
);
