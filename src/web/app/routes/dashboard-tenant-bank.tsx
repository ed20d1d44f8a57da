import { BankDepositPage } from '@web/features/bank-deposits';

export default function TenantBankRoute() {
  return <BankDepositPage />;
}
