/**
 * Money out of ABODE, as people use it: the tenant's Send to M-Pesa and Send to a bank pages, and the
 * landlord dashboard's earnings card (withdrawals and the weekly payout schedule).
 */
export { EarningsWithdrawalCard } from './components/earnings-withdrawal-card';
export { PayBillsPage } from './components/pay-bills-page';
export { SendMoneyPage } from './components/send-money-page';
