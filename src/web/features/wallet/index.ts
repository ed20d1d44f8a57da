/**
 * What other parts of the app may use from the wallet: the balance and history cards of the tenant
 * dashboard, and the M-Pesa deposit page.
 */
export { walletQueryOptions } from './api/wallet-queries';
export { MpesaDepositPage } from './components/mpesa-deposit-page';
export { WalletBalance } from './components/wallet-balance';
export { WalletHistoryCard } from './components/wallet-history-card';
