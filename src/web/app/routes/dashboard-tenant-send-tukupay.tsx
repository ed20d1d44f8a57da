import { SendTukuPayPage } from '@web/features/tukupay';

export default function TenantSendTukuPayRoute() {
  return <SendTukuPayPage />;
}
