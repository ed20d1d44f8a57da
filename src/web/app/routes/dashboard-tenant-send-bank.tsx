import { SendMoneyPage } from '@web/features/withdrawals';

export default function TenantSendBankRoute() {
  return <SendMoneyPage rail="bank" />;
}
