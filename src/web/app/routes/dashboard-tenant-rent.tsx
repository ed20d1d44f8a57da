import { TenantRent } from '@web/features/dashboards/tenant/tenant-rent';

export default function TenantRentRoute() {
  return <TenantRent />;
}
