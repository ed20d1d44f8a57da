import { CardPaymentResultPage } from '@web/features/card-payments';

export default function TenantCardResultRoute() {
  return <CardPaymentResultPage />;
}
