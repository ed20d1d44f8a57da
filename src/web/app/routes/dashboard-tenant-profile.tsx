import { TenantProfile } from '@web/features/dashboards/profile/tenant-profile';

export default function TenantProfileRoute() {
  return <TenantProfile />;
}
