import { TenantRent } from '@web/features/dashboards';

export default function TenantRentRoute() {
  return <TenantRent />;
}
