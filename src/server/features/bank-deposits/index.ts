/**
 * The bank-deposits feature's public face: deposits by bank transfer to ABODE's collection account, matched
 * by each user's deposit reference, from the bank's signed notification or a statement a superadmin imports.
 */
export {
  bankDepositRoutes,
  bankNotificationRoutes,
  bankStatementRoutes,
  statementMaxBytes,
} from './bank-deposit-routes';
