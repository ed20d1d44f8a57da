/**
 * The payments feature's public face: the wallet, deposits by M-Pesa prompt and paybill, Daraja's callbacks,
 * reconciliation of pushes Daraja never called back about, and the app's Daraja client.
 */
export { seedDemoRentHistory } from './demo/seed-demo-rent-history';
export { createCallbackInbox, type CallbackInbox } from './callback-inbox';
export { createMpesaClient } from './mpesa-client';
export { paymentCallbackRoutes, paymentRoutes, walletRoutes } from './payment-routes';
export { registerPaymentJobs } from './register-payment-jobs';
