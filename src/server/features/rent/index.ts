/**
 * The rent feature's public face: invoices raised on each tenancy's cycle, bills, paying them from the wallet
 * (what M-Pesa brings in for an invoice pays it), CoopaRent paying one for an Okoa Rent loan, and the jobs
 * that raise them.
 */
export { addTenancyBillIn, type TenancyBill } from './add-tenancy-bill';
export { currentRentInvoices } from './current-rent-invoices';
export { payInvoiceFromDeposit } from './pay-invoice-from-deposit';
export { payInvoiceFromLender } from './pay-invoice-from-lender';
export { raiseRentInvoices } from './raise-rent-invoices';
export { registerRentJobs } from './register-rent-jobs';
export { rentRoutes } from './rent-routes';
