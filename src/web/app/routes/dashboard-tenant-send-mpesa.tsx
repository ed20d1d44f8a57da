import { SendMoneyPage } from '@web/features/withdrawals';

export default function TenantSendMpesaRoute() {
  return <SendMoneyPage rail="mpesa" />;
}
