/**
 * The rent-financing feature's public face: Okoa Rent (CoopaRent 'For Tenants'). A tenant applies to have
 * CoopaRent pay an invoice to the landlord; a financing officer decides; approval pays through the rent
 * feature from the lender account and opens the tenant's loan, repaid from the wallet (after an M-Pesa
 * prompt or a paybill payment to the loan's account number, `repayOkoaRentFromDeposit`); the clock's jobs
 * remind and mark loans overdue; the lender's book is a back-office report.
 */
export { isOpenLoanOf, loanOfAccountNumber } from './loan-of-account-number';
export { registerRentFinancingJobs } from './register-rent-financing-jobs';
export { repayOkoaRentFromDeposit } from './repay-okoa-rent-loan';
export { okoaRentDocumentUploadPath, rentFinancingRoutes } from './rent-financing-routes';
