import { TukuPayPage } from '@web/features/tukupay';

export default function TenantTukuPayRoute() {
  return <TukuPayPage />;
}
