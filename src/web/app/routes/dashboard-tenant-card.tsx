import { CardDepositPage } from '@web/features/card-payments';

export default function TenantCardRoute() {
  return <CardDepositPage />;
}
