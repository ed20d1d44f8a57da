/**
 * The card payments feature's public face: card deposits into the wallet through the card provider's hosted
 * checkout (Paystack, or its stand-in), settled only on the provider's verify, and their reconciliation.
 */
export { cardPaymentRoutes } from './card-payment-routes';
export { registerCardPaymentJobs } from './register-card-payment-jobs';
