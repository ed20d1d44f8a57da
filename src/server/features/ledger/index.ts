/**
 * The ledger's public face: the double-entry book every money feature (M-Pesa top-ups and paybill payments,
 * rent invoices, bills, transfers, withdrawals, payouts, loans) posts through, inside its own transaction.
 *
 * Money is KES in whole shillings. A posting's amount is positive for a debit and negative for a credit; the
 * postings of one journal transaction sum to zero. Each account has a normal side: ABODE's debts to people
 * (wallets, landlords' earnings) and its own suspense and fees are credit-normal, what it is owed or holds
 * elsewhere (rent receivable, M-Pesa, bank and card clearing) debit-normal, and an account's balance is read
 * in its normal direction (debit-normal: sum of amounts; credit-normal: minus that sum). So a deposit debits
 * M-Pesa clearing and credits the wallet (its balance rises), a payment from the wallet debits it (its balance
 * falls). The one rule on wallets: a wallet's balance is never below zero.
 *
 * Postings and journal transactions are append-only in the database; a correction is reverseJournal.
 */
export {
  clearingAccountOf,
  earningsAccountOf,
  platformAccountOf,
  rentReceivableAccountOf,
  walletAccountOf,
  walletAccountsOf,
  type PlatformAccount,
} from './ledger-accounts';
export { postJournal, type JournalInput, type Posting, type PostedJournal } from './post-journal';
export { reverseJournal } from './reverse-journal';
export { balanceOf, walletBalanceOf } from './balance-of';
export { walletHistory, type WalletEntry, type WalletHistoryPage } from './wallet-history';
export { checkLedger, type LedgerCheck } from './check-ledger';
export { ledgerCheckRoutes } from './ledger-check-routes';
