/**
 * Tuku Pay's public face: its routes (transfers between ABODE wallets, payment requests, a superadmin's
 * reversal) and the jobs texting both sides of each transfer.
 */
export { registerTransferJobs } from './register-transfer-jobs';
export { transferRoutes } from './transfer-routes';
