import { PayBillsPage } from '@web/features/withdrawals';

export default function TenantSendBillsRoute() {
  return <PayBillsPage />;
}
