/**
 * Money out's public face: every send that leaves ABODE through M-Pesa (withdrawals to a phone by B2C, to a
 * bank account by B2B to the bank's paybill, landlords' payouts), held when asked for and settled or released
 * once by M-Pesa's Result or timeout, which the payments feature's callback routes keep and apply.
 */
export { applyMoneyOutResult, type MoneyOutCallbackKind } from './apply-money-out-callback';
export { moneyOutRoutes } from './money-out-routes';
export { receiveMoneyOutResult } from './receive-money-out-result';
export { registerMoneyOutJobs } from './register-money-out-jobs';
