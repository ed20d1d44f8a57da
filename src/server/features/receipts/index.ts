/**
 * The receipts feature's public face: a payment's receipt (JSON and PDF), its SMS to the tenant enqueued with
 * the payment, and the rent reminders by SMS before, on and after the due date.
 */
export { enqueuePaymentReceiptSms } from './enqueue-payment-receipt-sms';
export { receiptRoutes } from './receipt-routes';
export { registerReceiptJobs } from './register-receipt-jobs';
