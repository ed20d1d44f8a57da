import { SendMoneyPage } from '@web/features/withdrawals';

export default function TenantSendBillsRoute() {
  return <SendMoneyPage rail="bill" />;
}
