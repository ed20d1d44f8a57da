import { SendMoneyPage } from '@web/features/withdrawals';

export default function TenantPosRoute() {
  return <SendMoneyPage rail="till" />;
}
