import { MpesaDepositPage } from '@web/features/wallet';

export default function TenantMpesaRoute() {
  return <MpesaDepositPage />;
}
