/**
 * The bank-deposits feature's public face: the tenant's Bank Transfer page (collection account, deposit
 * reference, recent deposits, the stand-in's simulated transfer) and the superadmin's statement import card.
 */
export { BankDepositPage } from './components/bank-deposit-page';
export { BankStatementImportCard } from './components/bank-statement-import-card';
